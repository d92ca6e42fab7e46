import { and, eq, inArray } from 'drizzle-orm';
import type { AdminOrderDetail } from '../../shared/contracts/admin-orders.ts';
import type { RefundOrder } from '../../shared/contracts/refunds.ts';
import { refundableSatang } from '../../shared/domain/refunds.ts';
import { refundMessages as text } from '../../shared/refund-messages.ts';
import type { SessionUser } from '../accounts/session.service.ts';
import type { Database } from '../db/client.ts';
import { orderItems } from '../db/schema/orders.ts';
import { orderRefunds } from '../db/schema/refunds.ts';
import { AppError } from '../http/errors.ts';
import { withLockedOrder } from './admin-order-reads.ts';
import { amountDueSatang, type OrderItemRow } from './order.mapper.ts';
import { askMove, type MoveContext, makeMove, refusalError } from './order-moves.ts';
import { liveLines, lockItems } from './order-store.ts';
import { actorOf } from './order-trace.ts';
import { refundedSatang } from './refund-reads.ts';

// Refunds (the lifecycle's `refund` move, shared/domain/order-lifecycle.ts): the money the shop
// gives back on an order cancelled in whole or in part, one row each (orders' `order_refunds`).

/** The lines a refund names: every one of the order's own, else 400 naming the field. */
function namedLines(items: readonly OrderItemRow[], lineIds: readonly number[]): OrderItemRow[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const named = lineIds.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  if (named.length !== lineIds.length) {
    throw new AppError('VALIDATION', text.notOfOrder, { fields: { lineIds: text.notOfOrder } });
  }
  return named;
}

/**
 * Records a refund (admin and root) on the locked order: the lifecycle's `refund` says whether
 * money was received and whether the amount fits what is left (409 ORDER_NOT_PAID,
 * COD_NOT_COLLECTED, REFUND_TOO_LARGE), and sets the payment `refunded` or `partially_refunded`.
 * An order still alive is refunded for lines only: the live ones named are cut by the refund
 * while the goods are still in the shop, their stock coming back through the move's effect (a
 * cancelled order gave its stock back when it was cancelled, so none comes back twice).
 */
export async function refundOrder(
  db: Database,
  actor: SessionUser,
  id: string,
  input: RefundOrder,
): Promise<AdminOrderDetail> {
  return withLockedOrder(db, id, async (tx, row) => {
    const items = await lockItems(tx, id);
    const refunded = await refundedSatang(tx, id);
    const refundable = refundableSatang(amountDueSatang(row), refunded);
    const staff = actorOf(actor);
    const context: MoveContext = {
      party: 'staff',
      actor: staff,
      items,
      refund: { amountSatang: input.amount, refundableSatang: refundable },
    };
    // The table first: money received, and enough of it left.
    askMove(row, 'refund', context);
    const lineIds = input.lineIds ?? [];
    const named = namedLines(items, lineIds);
    const alive = row.status !== 'cancelled';
    const anyCut = items.some((item) => item.isCancelled);
    if (alive && lineIds.length === 0 && !anyCut) {
      throw refusalError('refund', 'NOT_CANCELLED', row, 'staff', 'lineIds');
    }
    // Goods still in the shop: the live lines named are cut now. Once shipped, none come back.
    const inShop = row.status === 'pending' || row.status === 'confirmed';
    const cut = alive && inShop ? liveLines(named) : [];
    if (cut.length > 0 && cut.length === liveLines(items).length) {
      throw new AppError('CONFLICT', text.cutAll, { fields: { lineIds: text.cutAll } });
    }
    // The lines the money is for: those named; all of them when all that was paid goes back.
    const whole = input.amount >= refundable;
    const refundLines = named.length > 0 ? named : whole ? liveLines(items) : [];
    await makeMove(tx, row, 'refund', {
      ...context,
      effectLines: cut,
      refundLines,
      refundNamed: lineIds,
      details: {
        amountSatang: input.amount,
        method: input.method,
        reference: input.reference,
        lineIds,
        ...(cut.length > 0 ? { cutLineIds: cut.map((item) => item.id) } : {}),
      },
    });
    if (cut.length > 0) {
      await tx
        .update(orderItems)
        .set({ isCancelled: true })
        .where(
          and(
            eq(orderItems.transactionId, id),
            inArray(
              orderItems.id,
              cut.map((item) => item.id),
            ),
          ),
        );
    }
    await tx.insert(orderRefunds).values({
      transactionId: id,
      amountSatang: input.amount,
      method: input.method,
      reference: input.reference,
      lineIds,
      note: input.note || null,
      staffId: actor.id,
      staffName: staff.name,
    });
  });
}
