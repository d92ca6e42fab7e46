import { and, eq } from 'drizzle-orm';
import { paymentMessages } from '../../shared/payment-messages.ts';
import type { Executor } from '../db/client.ts';
import { paymentSlips } from '../db/schema/payments.ts';

/**
 * The order was cancelled while a slip waited for staff: the slip is closed as refused, with a
 * reason the customer reads, so no slip waits for a decision that can no longer be made (the
 * lifecycle's `closeSlips`). Answers how many were closed.
 */
export async function closeSlipsInReview(
  tx: Executor,
  orderId: string,
  now: Date,
): Promise<number> {
  const closed = await tx
    .update(paymentSlips)
    .set({ status: 'rejected', decidedAt: now, reason: paymentMessages.slip.orderCancelled })
    .where(and(eq(paymentSlips.transactionId, orderId), eq(paymentSlips.status, 'in_review')))
    .returning({ id: paymentSlips.id });
  return closed.length;
}
