import { and, count, eq, max } from 'drizzle-orm';
import { adminMessages } from '../../shared/admin-messages.ts';
import { checkoutMessages } from '../../shared/checkout-messages.ts';
import type { AdminOrderDetail, OrdersSummary } from '../../shared/contracts/admin-orders.ts';
import type { Order } from '../../shared/contracts/orders.ts';
import { type Carrier, trackingProblem } from '../../shared/domain/carriers.ts';
import { decide, type WorkflowStage } from '../../shared/domain/order-lifecycle.ts';
import { deliveryLimitsOf } from '../../shared/domain/shipping.ts';
import { shippingMessages } from '../../shared/shipping-messages.ts';
import type { SessionUser } from '../accounts/session.service.ts';
import { changedFields, recordStaffAction } from '../audit/staff-audit.ts';
import { readDeliveryLimits } from '../catalog/delivery-limits.ts';
import type { Database, Executor } from '../db/client.ts';
import { orderItems, orders } from '../db/schema/orders.ts';
import { AppError } from '../http/errors.ts';
import { withLockedOrder } from './admin-order-reads.ts';
import { orderAudit } from './order-audit.ts';
import { applyItemEdits, checkTicked } from './order-lines.ts';
import { askMove, type MoveContext, makeMove, refusalError } from './order-moves.ts';
import { getOwnOrder } from './order-reads.ts';
import { lockItems, lockOrder, stateOf } from './order-store.ts';
import { actorOf, leaveTrace, SHOP_TIMER } from './order-trace.ts';

/** Sets the tracker's stage by the lifecycle's `setStage` (stage times follow by its one rule). */
export async function moveWorkflow(
  db: Database,
  actor: SessionUser,
  id: string,
  stage: WorkflowStage,
): Promise<AdminOrderDetail> {
  return withLockedOrder(db, id, async (tx, row) => {
    await makeMove(tx, row, 'setStage', { party: 'staff', actor: actorOf(actor), stage });
  });
}

/**
 * Confirm (decisions 0009, 0019): the ticked lines are kept and every other live line is cancelled by
 * the item-edit path (stock back, order re-priced with its discount re-capped); then the
 * lifecycle's `confirm` — one transaction, one history line. The order row is locked, so a repeat
 * (double click, a colleague at once) changes nothing.
 */
export async function confirmOrder(
  db: Database,
  actor: SessionUser,
  id: string,
  itemIds: readonly number[],
): Promise<AdminOrderDetail> {
  return withLockedOrder(db, id, async (tx, row) => {
    const items = await lockItems(tx, id);
    checkTicked(items, itemIds);
    const context: MoveContext = { party: 'staff', actor: actorOf(actor), items };
    if (!askMove(row, 'confirm', context)) return;
    const kept = new Set(itemIds);
    const unticked = items
      .filter((item) => !item.isCancelled && !kept.has(item.id))
      .map((item) => ({ id: item.id, quantity: item.quantity, cancelled: true }));
    const applied = await applyItemEdits(tx, row, items, unticked);
    await makeMove(tx, row, 'confirm', {
      ...context,
      details: { itemIds: [...itemIds], ...(applied ?? {}) },
    });
  });
}

/**
 * Reject (decisions 0009, 0019): rejected with the Thai reason staff chose (the customer reads it),
 * cancelled, with the stock of its live lines and its code's use given back — once only however
 * often it is asked.
 */
export async function rejectOrder(
  db: Database,
  actor: SessionUser,
  id: string,
  itemIds: readonly number[],
  reason: string,
): Promise<AdminOrderDetail> {
  return withLockedOrder(db, id, async (tx, row) => {
    const items = await lockItems(tx, id);
    checkTicked(items, itemIds);
    await makeMove(tx, row, 'reject', {
      party: 'staff',
      actor: actorOf(actor),
      items,
      reason,
      details: { itemIds: [...itemIds] },
    });
  });
}

/**
 * Staff hand the order to a carrier (the lifecycle's `ship`: confirmed, and paid or cash on
 * delivery): the order is shipped, the courier stage stamped with any earlier one not yet, and
 * the parcel's carrier and tracking number kept. Said again for a shipped order, the number is
 * corrected and nothing else moves. A Thailand Post number whose S10 check digit is wrong is 400
 * TRACKING_CHECK_DIGIT before anything is read (the format itself is the request's schema's).
 */
export async function shipOrder(
  db: Database,
  actor: SessionUser,
  id: string,
  shipment: { carrier: Carrier; trackingNumber: string },
): Promise<AdminOrderDetail> {
  if (trackingProblem(shipment.carrier, shipment.trackingNumber) === 'CHECK_DIGIT') {
    const message = adminMessages.transactions.trackingCheckDigit;
    throw new AppError('TRACKING_CHECK_DIGIT', message, { fields: { trackingNumber: message } });
  }
  return withLockedOrder(db, id, async (tx, row) => {
    await refuseUnwillingCarrier(tx, row.id, shipment.carrier);
    const now = new Date();
    const moved = await makeMove(tx, row, 'ship', {
      party: 'staff',
      actor: actorOf(actor),
      now,
      shipment,
      details: { ...shipment },
    });
    if (!moved && row.status !== 'shipped') {
      // Delivered already: the parcel's record stays as it arrived.
      throw refusalError('ship', 'NOT_READY_TO_SHIP', row, 'staff');
    }
    await tx
      .update(orders)
      .set({ ...shipment, shippedAt: row.shippedAt ?? now, updatedAt: now })
      .where(eq(orders.id, row.id));
    if (!moved) {
      await leaveTrace(tx, actorOf(actor), row.id, { action: 'ship', details: { ...shipment } });
      const parcel = { carrier: row.carrier, trackingNumber: row.trackingNumber };
      if (
        parcel.carrier !== shipment.carrier ||
        parcel.trackingNumber !== shipment.trackingNumber
      ) {
        await recordStaffAction(tx, actorOf(actor), {
          ...orderAudit('order.tracking', row.id),
          ...changedFields(parcel, { ...shipment }),
        });
      }
    }
  });
}

/**
 * A carrier that refuses one of the order's products (poisons, flammables) may not take the
 * parcel: 409 CARRIER_REFUSED, naming the products.
 */
async function refuseUnwillingCarrier(tx: Executor, orderId: string, carrier: Carrier) {
  const lines = await tx
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(and(eq(orderItems.transactionId, orderId), eq(orderItems.isCancelled, false)));
  const productIds = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const refusing = (await readDeliveryLimits(tx, productIds)).filter((product) =>
    product.refusedCarriers.includes(carrier),
  );
  if (refusing.length === 0) return;
  const message = shippingMessages.carrierRefused(
    checkoutMessages.parcel.carriers[carrier],
    refusing.map((product) => product.name).join(', '),
  );
  throw new AppError('CARRIER_REFUSED', message, {
    fields: { carrier: message },
    extra: { carriers: deliveryLimitsOf(refusing).carriers },
  });
}

/** Staff mark a shipped order delivered. */
export async function markDeliveredByStaff(
  db: Database,
  actor: SessionUser,
  id: string,
): Promise<AdminOrderDetail> {
  return withLockedOrder(db, id, async (tx, row) => {
    await makeMove(tx, row, 'deliver', { party: 'staff', actor: actorOf(actor) });
  });
}

/** A customer's own move on their own order (anyone else's is "not found"). */
async function customerMove(
  db: Database,
  user: SessionUser,
  id: string,
  move: 'cancel' | 'deliver',
): Promise<Order> {
  await db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    if (row.userId !== user.id) throw new AppError('NOT_FOUND', checkoutMessages.orders.notFound);
    await makeMove(tx, row, move, { party: 'customer', actor: actorOf(user) });
  });
  return getOwnOrder(db, user.id, id);
}

/** The customer cancels: only while unpaid and not yet confirmed (409 NOT_CANCELLABLE after). */
export const cancelOwnOrder = (db: Database, user: SessionUser, id: string) =>
  customerMove(db, user, id, 'cancel');

/** The customer says the parcel arrived. */
export const confirmOwnDelivery = (db: Database, user: SessionUser, id: string) =>
  customerMove(db, user, id, 'deliver');

/**
 * The shop's timer: an unpaid PromptPay or transfer order past its payment time is cancelled,
 * its stock and code use given back. Answers whether it was (a paid or cancelled order stays).
 */
export async function expireOrder(db: Database, id: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    if (decide(stateOf(row), 'expire', 'timer', { now }).kind !== 'apply') return false;
    return makeMove(tx, row, 'expire', { party: 'timer', actor: SHOP_TIMER, now });
  });
}

/**
 * What the back office polls every few seconds: the orders still waiting for a decision and when
 * the newest order came in. Two index look-ups (status, created_at), so polling stays cheap.
 */
export async function ordersSummary(db: Executor): Promise<OrdersSummary> {
  const [[pending], [newest]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(eq(orders.status, 'pending')),
    db.select({ at: max(orders.createdAt) }).from(orders),
  ]);
  return {
    newOrders: Number(pending?.n ?? 0),
    latestOrderAt: newest?.at ? new Date(newest.at).toISOString() : null,
  };
}
