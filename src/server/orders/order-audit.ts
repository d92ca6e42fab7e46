import { type AuditFields, recordStaffAction, type StaffActor } from '../audit/staff-audit.ts';
import type { Executor } from '../db/client.ts';

// How an order's changes read in the staff audit (audit/staff-audit.ts): the audit is written to
// by every domain and knows none of them, so the names of an order's moves and the fields that
// are the customer's live here, with the order.

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
  refund: 'order.refund',
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
