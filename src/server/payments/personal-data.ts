import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { paymentSlips, receipts } from '../db/schema/payments.ts';

/**
 * What the payments domain holds about a customer, as their data export gives it: each slip's
 * record (the picture itself is not in the file; the order page shows it) and the receipts of
 * their orders.
 */
export async function paymentDataOf(db: Executor, userId: string, orderIds: readonly string[]) {
  const [slips, issued] = await Promise.all([
    db
      .select({
        id: paymentSlips.id,
        orderId: paymentSlips.transactionId,
        status: paymentSlips.status,
        sendingBank: paymentSlips.sendingBank,
        transferRef: paymentSlips.transferRef,
        reason: paymentSlips.reason,
        submittedAt: paymentSlips.submittedAt,
        decidedAt: paymentSlips.decidedAt,
      })
      .from(paymentSlips)
      .where(eq(paymentSlips.userId, userId))
      .orderBy(asc(paymentSlips.submittedAt)),
    orderIds.length === 0
      ? []
      : db
          .select({
            number: receipts.number,
            orderId: receipts.orderNumber,
            customerName: receipts.customerName,
            customerAddress: receipts.customerAddress,
            issuedAt: receipts.issuedAt,
            paymentMethod: receipts.paymentMethod,
            lines: receipts.lines,
            discountSatang: receipts.discountSatang,
            shippingFeeSatang: receipts.shippingFeeSatang,
            amountSatang: receipts.amountSatang,
          })
          .from(receipts)
          .where(inArray(receipts.transactionId, [...orderIds]))
          .orderBy(asc(receipts.number)),
  ]);
  return { slips, receipts: issued };
}

/**
 * Erasure: the receipts of the customer's orders are tax documents the law keeps for 5 years, so
 * they stay whole and are marked; their slips lose the link to the account (the pictures go when
 * the retention ends, slip-retention.ts).
 */
export async function markReceiptsOfErasedCustomer(
  tx: Executor,
  orderIds: readonly string[],
  at: Date,
): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(receipts)
    .set({ customerErasedAt: at })
    .where(inArray(receipts.transactionId, [...orderIds]));
}
