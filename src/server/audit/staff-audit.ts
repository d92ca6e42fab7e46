import { and, count, desc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AuditEntry,
  AuditPage,
  auditQuerySchema,
} from '../../shared/contracts/staff-audit.ts';
import { bangkokDayEnd, bangkokDayStart } from '../../shared/domain/dates.ts';
import type { Database, Executor } from '../db/client.ts';
import { staffAudit } from '../db/schema/audit.ts';

// The staff audit: every domain records its staff's writes here, in the write's own transaction,
// and the audit page reads them (audit.routes.ts). It is below every domain and imports none
// (decision 0037): a domain's own words for its writes (an order's moves, the fields that are the
// customer's) stay in that domain (orders/order-audit.ts).

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
