import { eq } from 'drizzle-orm';
import { adminMessages } from '../../shared/admin-messages.ts';
import type {
  AdminOrderDetail,
  ItemEditsRequest,
  OrderUpdateRequest,
} from '../../shared/contracts/admin-orders.ts';
import { bahtToSatang, satangToBaht } from '../../shared/domain/money.ts';
import type { MoveName, OrderStatus } from '../../shared/domain/order-lifecycle.ts';
import { isThaiPhone, normalizePhone } from '../../shared/domain/phone.ts';
import type { SessionUser } from '../accounts/session.service.ts';
import { recordStaffAction } from '../audit/staff-audit.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { AppError } from '../http/errors.ts';
import { logger } from '../logger.ts';
import { withLockedOrder } from './admin-order-reads.ts';
import { resolveCustomer } from './manual-order.ts';
import { auditSides, itemEditSides, orderAudit } from './order-audit.ts';
import { orderOwners } from './order-effects.ts';
import { applyItemEdits } from './order-lines.ts';
import { askMove, makeMove, refusalError } from './order-moves.ts';
import { heldLines, lockItems, lockOrder } from './order-store.ts';
import { actorOf, leaveTrace } from './order-trace.ts';

const text = adminMessages.transactions;

// ───────────────────────────── changes by staff ─────────────────────────────

/**
 * Saved item edits (decision 0009): new quantities and cancellations, line totals = quantity ×
 * unit price, the order re-priced with the discount re-capped at the new eligible subtotal, and
 * stock moved by the difference — all in one transaction; the lifecycle's `editItems` says when.
 */
export async function editOrderItems(
  db: Database,
  actor: SessionUser,
  id: string,
  edits: ItemEditsRequest['items'],
): Promise<AdminOrderDetail> {
  return withLockedOrder(db, id, async (tx, row) => {
    const items = await lockItems(tx, id);
    // Asked first, so a refused edit changes nothing; the trace follows the edit.
    await makeMove(tx, row, 'editItems', {
      party: 'staff',
      actor: actorOf(actor),
      items,
      trace: false,
    });
    const applied = await applyItemEdits(tx, row, items, edits);
    if (!applied) return;
    await leaveTrace(tx, actorOf(actor), id, { action: 'items', details: { ...applied } });
    await recordStaffAction(tx, actorOf(actor), {
      ...orderAudit('order.items', id),
      ...itemEditSides(applied),
    });
  });
}

/**
 * The lifecycle moves that take an order from one status to another on the edit form: cancel,
 * bring back (then confirm), confirm, or back to pending. Anything else is no move at all.
 */
function statusMoves(from: OrderStatus, to: OrderStatus): MoveName[] {
  if (from === to) return [];
  if (to === 'cancelled') return ['staffCancel'];
  if (from === 'cancelled') return to === 'confirmed' ? ['reopen', 'confirm'] : ['reopen'];
  if (to === 'confirmed') return ['confirm'];
  if (to === 'pending') return ['unconfirm'];
  // Shipped and delivered are reached by a shipment and a delivery, never by the form.
  return to === 'shipped' ? ['ship'] : ['deliver'];
}

/**
 * The edit form: username, total (only for an order without lines — otherwise its lines make
 * it), shipping address and status. A status change is made by the lifecycle's moves, so
 * cancelling returns the stock and the code's use and bringing an order back takes them again.
 */
export async function updateOrder(
  db: Database,
  actor: SessionUser,
  id: string,
  input: OrderUpdateRequest,
): Promise<AdminOrderDetail> {
  return withLockedOrder(db, id, async (tx, row) => {
    const items = await lockItems(tx, id);
    const totalSatang = bahtToSatang(input.totalAmount);
    if (items.length > 0 && totalSatang !== row.totalAmountSatang) {
      throw new AppError('VALIDATION', text.totalFromItems, {
        fields: { totalAmount: text.totalFromItems },
      });
    }
    const changes: Record<string, [unknown, unknown]> = {};
    const before = row.status;
    for (const move of statusMoves(row.status, input.status)) {
      await makeMove(tx, row, move, {
        party: 'staff',
        actor: actorOf(actor),
        items,
        trace: false,
        field: 'status',
      });
    }
    if (row.status !== before) changes.status = [before, row.status];

    const set: Partial<typeof orders.$inferInsert> = {};
    const sameUser =
      input.username === row.username ||
      (isThaiPhone(input.username) && normalizePhone(input.username) === row.username);
    if (!sameUser) {
      const customer = await resolveCustomer(tx, input.username);
      Object.assign(set, customer);
      changes.username = [row.username, customer.username];
    }
    if (input.shippingAddress !== row.address) {
      set.address = input.shippingAddress;
      changes.shippingAddress = [row.address, input.shippingAddress];
    }
    if (items.length === 0 && totalSatang !== row.totalAmountSatang) {
      const discount = Math.min(row.discountValueSatang, totalSatang);
      set.totalAmountSatang = totalSatang;
      set.discountValueSatang = discount;
      set.netAmountSatang = totalSatang - discount;
      changes.totalAmount = [satangToBaht(row.totalAmountSatang), input.totalAmount];
    }
    if (Object.keys(changes).length === 0) return;
    if (Object.keys(set).length > 0) {
      await tx
        .update(orders)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(orders.id, id));
    }
    await leaveTrace(tx, actorOf(actor), id, { action: 'update', details: { changes } });
    await recordStaffAction(tx, actorOf(actor), {
      ...orderAudit('order.update', id),
      ...auditSides(changes),
    });
  });
}

/**
 * Deletes an order (admin and root only) that was never paid, never given a slip and never
 * handed to a carrier; any other is 409 ORDER_HAS_HISTORY (it is cancelled instead). One not yet
 * cancelled gives its stock and its code's use back first. Its history goes with it, so the
 * analytics event and the staff audit are the lasting trace. It has no slip pictures to leave
 * behind: a slip is history, and a slip sent while the order is deleted finds no order and takes
 * its picture back (payments' `submitSlip`).
 */
export async function deleteOrder(db: Database, actor: SessionUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    // The order's state says it (the lifecycle's rule); the slips' own record says it too.
    askMove(row, 'delete', { party: 'staff', actor: actorOf(actor) });
    if (await orderOwners().slipSentFor(tx, id))
      throw refusalError('delete', 'HAS_HISTORY', row, 'staff');
    const items = await lockItems(tx, id);
    const holding = row.status !== 'cancelled';
    await makeMove(tx, row, 'delete', {
      party: 'staff',
      actor: actorOf(actor),
      items,
      trace: false,
    });
    await tx.delete(orders).where(eq(orders.id, id));
    const returned = holding ? heldLines(items).reduce((sum, line) => sum + line.quantity, 0) : 0;
    await leaveTrace(tx, actorOf(actor), id, {
      action: 'delete',
      details: { status: row.status, unitsReturned: returned },
    });
  });
  logger.info('transaction deleted', { orderId: id, actorId: actor.id });
}
