import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AdminOrderDetail } from '../../shared/contracts/admin-orders.ts';
import type { AdminPaymentItem, PaymentDecision } from '../../shared/contracts/payments.ts';
import type { SessionUser } from '../accounts/session.service.ts';
import type { Database, Executor } from '../db/client.ts';
import { paymentSlips } from '../db/schema/payments.ts';
import { adminOrdersByIds, withLockedOrder } from '../orders/admin-order-reads.ts';
import { askMove, type MoveContext, makeMove, refusalError } from '../orders/order-moves.ts';
import { actorOf } from '../orders/order-trace.ts';
import { toSlip } from './slips.service.ts';

/** The most slips the queue shows at once; `total` counts them all. */
const QUEUE_PAGE = 200;

/**
 * The slips waiting for staff, each with its order: those staff must check by eye first (they say
 * why, `checkReason`), then the others, oldest first within each. A slip whose order no longer
 * waits for a decision on it (staff cancelled or rejected the order meanwhile) is left out: no
 * decision can be made on it.
 */
export async function paymentQueue(
  db: Executor,
): Promise<{ items: AdminPaymentItem[]; total: number }> {
  const slips = await db
    .select()
    .from(paymentSlips)
    .where(eq(paymentSlips.status, 'in_review'))
    .orderBy(
      sql`${paymentSlips.checkReason} is null`,
      asc(paymentSlips.submittedAt),
      asc(paymentSlips.id),
    );
  const orders = await adminOrdersByIds(
    db,
    slips.map((slip) => slip.transactionId),
  );
  const items = slips.flatMap((slip) => {
    const order = orders.get(slip.transactionId);
    return order && order.paymentStatus === 'in_review' && order.status !== 'cancelled'
      ? [{ order, slip: toSlip(slip) }]
      : [];
  });
  return { items: items.slice(0, QUEUE_PAGE), total: items.length };
}

/**
 * How many slips wait for staff (the back office's sidebar asks on every page): one count on the
 * index of slips in review. A slip of an order cancelled meanwhile is closed by the cancellation
 * (the lifecycle's `closeSlips`), so every slip counted can be decided.
 */
export async function waitingSlips(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentSlips)
    .where(eq(paymentSlips.status, 'in_review'));
  return Number(row?.n ?? 0);
}

/**
 * Staff decide on the slip in review (the lifecycle's `approvePayment` or `rejectSlip`): the slip
 * is marked with who decided, when and why, then the order moves — approved, it is paid and its
 * receipt issued with the slip's transfer reference. The order row is locked first, then its slip,
 * so of two decisions at once the second finds no slip in review and is refused; a second approval
 * of a paid order changes nothing.
 */
export async function decidePayment(
  db: Database,
  staff: SessionUser,
  orderId: string,
  input: PaymentDecision,
): Promise<AdminOrderDetail> {
  const move = input.decision === 'approve' ? 'approvePayment' : 'rejectSlip';
  const now = new Date();
  return withLockedOrder(db, orderId, async (tx, row) => {
    const context: MoveContext = { party: 'staff', actor: actorOf(staff), now };
    const [slip] = await tx
      .select({ id: paymentSlips.id })
      .from(paymentSlips)
      .where(and(eq(paymentSlips.transactionId, row.id), eq(paymentSlips.status, 'in_review')))
      .for('update');
    if (!slip) {
      // The lifecycle says why not (nothing sent, already decided, cancelled); a repeat is no change.
      if (askMove(row, move, context)) throw refusalError(move, 'NO_SLIP_IN_REVIEW', row, 'staff');
      return;
    }
    const reason = input.decision === 'reject' ? input.reason : null;
    await tx
      .update(paymentSlips)
      .set({
        status: input.decision === 'approve' ? 'approved' : 'rejected',
        decidedBy: staff.id,
        decidedAt: now,
        reason,
      })
      .where(eq(paymentSlips.id, slip.id));
    await makeMove(tx, row, move, {
      ...context,
      ...(reason ? { reason } : {}),
      details: {
        slipId: slip.id,
        decision: input.decision,
        ...(input.reason ? { reason: input.reason } : {}),
      },
    });
  });
}
