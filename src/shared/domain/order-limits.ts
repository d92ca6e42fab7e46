import type { Satang } from './money.ts';

/**
 * The most one order may come to before its discount, in satang (฿10,000,000). Amounts are
 * stored as 32-bit integers of satang, which end at ฿21,474,836.47; a product may cost up to
 * ฿1,000,000 and a cart hold 100 lines of 999, so a cart can price far past that. The quote, the
 * customer's order and the shop's manual order and item edits all refuse past this one limit,
 * well inside the columns, with the same message.
 */
export const MAX_ORDER_SATANG: Satang = 1_000_000_000;

/** Whether an order of this total (before discount) may be saved. */
export function withinOrderLimit(subtotalSatang: Satang): boolean {
  return subtotalSatang <= MAX_ORDER_SATANG;
}
