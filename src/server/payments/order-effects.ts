import type { Executor } from '../db/client.ts';
import { issueReceipt } from './receipts.ts';
import { closeSlipsInReview } from './slip-closing.ts';

// What payments does for an order's moves (the lifecycle's `issueReceipt` and `closeSlips`,
// shared/domain/order-lifecycle.ts): the app hands these to orders (orders/order-effects.ts), so
// payments reads orders and orders does not read payments back (decision 0037).

/** The order's payment effects, by the lifecycle's names. */
export const paymentEffects = {
  /** The receipt of an order just paid, with the next running number (receipts.ts). */
  issueReceipt,
  /** A slip still waiting for staff is closed as refused, with the cancellation's reason. */
  async closeSlips(tx: Executor, order: { id: string }, now: Date) {
    const closed = await closeSlipsInReview(tx, order.id, now);
    return closed > 0 ? { slipsClosed: closed } : {};
  },
};
