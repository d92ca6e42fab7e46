import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { paymentSlips } from '../db/schema/payments.ts';

/**
 * Whether a customer ever sent a slip for the order, whatever became of it (waiting, refused,
 * approved): the slips' own record, which an order that is part of the books keeps.
 */
export async function slipSentFor(tx: Executor, orderId: string): Promise<boolean> {
  const [slip] = await tx
    .select({ id: paymentSlips.id })
    .from(paymentSlips)
    .where(eq(paymentSlips.transactionId, orderId))
    .limit(1);
  return slip !== undefined;
}
