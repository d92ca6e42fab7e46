/** How the shop gives money back: by PromptPay, by bank transfer, or in cash at the shop. */
export const REFUND_METHODS = ['promptpay', 'bank_transfer', 'cash'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** The longest reference and note a refund keeps. */
export const REFUND_REFERENCE_MAX = 100;
export const REFUND_NOTE_MAX = 500;

/**
 * What may still be given back on an order: what was paid less what was refunded before. An
 * order is paid its amount due (its lines cannot change once paid, order-lifecycle.ts'
 * `itemsLockOf`), so that is what was received.
 */
export function refundableSatang(paidSatang: number, refundedSatang: number): number {
  return Math.max(0, paidSatang - refundedSatang);
}
