import { adminMessages } from '../../shared/admin-messages.ts';
import type { Executor } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { giveBackCodeUse, retakeCodeUse } from './code-use.ts';

// What promotions does for an order's moves (the lifecycle's `returnCodeUse` and `takeCodeUse`,
// shared/domain/order-lifecycle.ts): the app hands these to orders (orders/order-effects.ts), so
// orders runs them without importing promotions for it (decision 0037).

/** The order's code-use effects, by the lifecycle's names. */
export const codeUseEffects = {
  /** The discount code's use goes back to the promotion, once. */
  async returnCodeUse(tx: Executor, order: { id: string }) {
    return (await giveBackCodeUse(tx, order.id)) ? { codeUseReturned: true } : {};
  },
  /** The code's use is taken again: 409 CONFLICT when the code can no longer be used. */
  async takeCodeUse(
    tx: Executor,
    order: { id: string; discountCode: string | null; userId: string | null },
    now: Date,
  ) {
    if (!order.discountCode) return {};
    const outcome = await retakeCodeUse(tx, {
      orderId: order.id,
      code: order.discountCode,
      userId: order.userId,
      now,
    });
    if (outcome !== 'taken') throw new AppError('CONFLICT', adminMessages.transactions.codeGone);
    return {};
  },
};
