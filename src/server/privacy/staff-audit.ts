import { and, count, desc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AuditEntry,
  AuditPage,
  auditQuerySchema,
} from '../../shared/contracts/staff-audit.ts';
import { bangkokDayEnd, bangkokDayStart } from '../../shared/domain/dates.ts';
import type { Database, Executor } from '../db/client.ts';
import { staffAudit } from '../db/schema/privacy.ts';

/** Who did it: the staff member's id (null once the account is gone) and name as it was. */
export interface StaffActor {
  id: string | null;
  name: string;
}

/** The staff member behind a session, as the audit names them. */
export function staffActorOf(user: {
  id: string;
  firstName: string;
  lastName: string;
}): StaffActor {
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() };
}

/** The business fields a write changed; never a customer's name, phone or address. */
export type AuditFields = Record<string, unknown>;

export interface StaffAction {
  /** `<entity>.<what>`, e.g. `product.update`, `member.role`, `settings.line`. */
  action: string;
  entity: string;
  entityId: string | number;
  before?: AuditFields | null;
  after?: AuditFields | null;
}

const asText = (fields: AuditFields | null | undefined) =>
  fields == null ? null : JSON.stringify(fields);

/**
 * Records one staff write in the caller's transaction, so an entry exists exactly when the write
 * is committed (a rolled-back write leaves none).
 */
export async function recordStaffAction(
  tx: Executor,
  actor: StaffActor,
  entry: StaffAction,
): Promise<void> {
  await tx.insert(staffAudit).values({
    actorId: actor.id,
    actorName: actor.name.slice(0, 201),
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId).slice(0, 64),
    before: asText(entry.before),
    after: asText(entry.after),
  });
}

/**
 * The fields of `after` that differ from `before`, each side with only those fields: what an
 * update changed, for the audit.
 */
export function changedFields(
  before: AuditFields,
  after: AuditFields,
): { before: AuditFields; after: AuditFields } {
  const was: AuditFields = {};
  const is: AuditFields = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      is[key] = after[key];
    }
  }
  return { before: was, after: is };
}

/** Picks the named fields of a row (the business fields an entity's audit shows). */
export function pickFields<T extends object, K extends keyof T>(
  row: T,
  keys: readonly K[],
): AuditFields {
  const picked: AuditFields = {};
  for (const key of keys) picked[key as string] = row[key];
  return picked;
}

function parsed(text: string | null): AuditFields | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as AuditFields)
      : { value };
  } catch {
    return { value: text };
  }
}

/** The audit newest first, filtered by staff member, action (or its kind) and Bangkok days. */
export async function listStaffAudit(
  db: Executor,
  query: z.output<typeof auditQuerySchema>,
): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(eq(staffAudit.actorId, query.actor));
  if (query.action) {
    const kind = query.action.includes('.')
      ? eq(staffAudit.action, query.action)
      : or(eq(staffAudit.entity, query.action), like(staffAudit.action, `${query.action}.%`));
    if (kind) conditions.push(kind);
  }
  if (query.from) conditions.push(gte(staffAudit.at, bangkokDayStart(query.from)));
  if (query.to) conditions.push(lt(staffAudit.at, bangkokDayEnd(query.to)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffAudit)
      .where(where)
      .orderBy(desc(staffAudit.at), desc(staffAudit.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(staffAudit).where(where),
  ]);
  return {
    items: rows.map(
      (row): AuditEntry => ({
        id: row.id,
        actor: { id: row.actorId, name: row.actorName },
        action: row.action,
        entity: row.entity,
        entityId: row.entityId,
        before: parsed(row.before),
        after: parsed(row.after),
        at: row.at.toISOString(),
      }),
    ),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The staff who appear in the audit, for the page's filter. */
export async function auditActors(db: Executor): Promise<StaffActor[]> {
  const rows = await db
    .selectDistinct({ id: staffAudit.actorId, name: staffAudit.actorName })
    .from(staffAudit)
    .orderBy(staffAudit.actorName)
    .limit(200);
  return rows;
}

/** What an audited write says of itself: its action, and how to read the record's fields. */
export interface AuditedWrite<T> {
  action: string;
  entity: string;
  /** The record's id, when known before the write (an update, a delete). */
  entityId?: string | number;
  /** The record's business fields before the write (an update, a delete). */
  before?: (tx: Executor) => Promise<AuditFields | null>;
  write: (tx: Executor) => Promise<T>;
  /** The record's business fields after the write (a create, an update). */
  after?: (result: T) => AuditFields | null;
  /** The new record's id (a create). */
  idOf?: (result: T) => string | number;
}

/**
 * Runs a staff write and records it in one transaction: an update records only the fields it
 * changed, a create what it made, a delete what it removed.
 */
export async function auditedWrite<T>(
  db: Database,
  actor: StaffActor,
  spec: AuditedWrite<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = spec.before ? await spec.before(tx) : null;
    const result = await spec.write(tx);
    const after = spec.after ? spec.after(result) : null;
    const sides = before && after ? changedFields(before, after) : { before, after };
    await recordStaffAction(tx, actor, {
      action: spec.action,
      entity: spec.entity,
      entityId: spec.idOf ? spec.idOf(result) : (spec.entityId ?? ''),
      ...sides,
    });
    return result;
  });
}

/** A record's fields without the named ones (counters and stamps the audit need not show). */
export function omitFields<T extends object>(row: T, keys: readonly string[]): AuditFields {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));
}

/** The audit's names of the order lifecycle's staff moves; the rest are `order.<move>`. */
/** The audit's name of each staff move: lower case, as the audit page's filter takes it. */
export const MOVE_ACTIONS: Record<string, string> = {
  place: 'order.create',
  confirm: 'order.confirm',
  reject: 'order.reject',
  staffCancel: 'order.cancel',
  reopen: 'order.reopen',
  unconfirm: 'order.unconfirm',
  approvePayment: 'payment.approve',
  rejectSlip: 'payment.reject',
  ship: 'order.ship',
  deliver: 'order.deliver',
  setStage: 'order.stage',
  editItems: 'order.items',
  delete: 'order.delete',
};

/**
 * A staff move of an order's lifecycle (orders' makeMove): the columns it changed before and
 * after, and what the move carried (a reason, a parcel, a receipt number). Orders' columns of
 * a move hold no name, phone or address.
 */
export async function recordOrderMove(
  tx: Executor,
  actor: StaffActor,
  move: string,
  orderId: string,
  changed: { before: AuditFields; after: AuditFields; details?: AuditFields },
): Promise<void> {
  await recordStaffAction(tx, actor, {
    action: MOVE_ACTIONS[move] ?? `order.${move.toLowerCase()}`,
    entity: 'order',
    entityId: orderId,
    before: changed.before,
    after: { ...changed.after, ...changed.details },
  });
}

/** An order's audit entry, before its fields. */
export const orderAudit = (action: string, orderId: string) => ({
  action,
  entity: 'order',
  entityId: orderId,
});

/** Fields of an order that name or reach the customer: the audit says only that they changed. */
const PERSONAL_ORDER_FIELDS = new Set(['username', 'shippingAddress', 'address', 'phone', 'name']);

/**
 * A history line's `{ field: [before, after] }` as the audit's two sides, the customer's details
 * replaced by "changed".
 */
export function auditSides(changes: Record<string, [unknown, unknown]>): {
  before: AuditFields;
  after: AuditFields;
} {
  const before: AuditFields = {};
  const after: AuditFields = {};
  for (const [field, [was, is]] of Object.entries(changes)) {
    const personal = PERSONAL_ORDER_FIELDS.has(field);
    before[field] = personal ? 'set' : was;
    after[field] = personal ? 'changed' : is;
  }
  return { before, after };
}

/** Saved item edits as an order's history line tells them: each line's and the totals' pairs. */
interface ItemEdits {
  changes: Record<string, unknown>[];
  totalAmount: [number, number];
  netAmount: [number, number];
}

/**
 * Item edits as the audit's two sides: the lines edited (quantity, cancelled) and the order's
 * totals, before and after.
 */
export function itemEditSides(edits: ItemEdits): { before: AuditFields; after: AuditFields } {
  const side = (index: 0 | 1): AuditFields => ({
    items: edits.changes.map(({ itemId, productName, ...pairs }) => ({
      itemId,
      productName,
      ...Object.fromEntries(
        Object.entries(pairs).map(([field, pair]) => [
          field,
          Array.isArray(pair) ? pair[index] : pair,
        ]),
      ),
    })),
    totalAmount: edits.totalAmount[index],
    netAmount: edits.netAmount[index],
  });
  return { before: side(0), after: side(1) };
}
