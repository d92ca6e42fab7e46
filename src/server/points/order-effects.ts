import { pointsOfLines } from '../../shared/domain/points.ts';
import { pointsMessages } from '../../shared/points-messages.ts';
import type { Executor } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { holdBalance, orderPointsRows, recordPoints } from './ledger.ts';

// What points does for an order's moves (the lifecycle's `takePoints`, `returnPoints` and
// `earnPoints`, shared/domain/order-lifecycle.ts): the app hands these to orders
// (orders/order-effects.ts), so orders runs them without importing points (decision 0037).
// Placing an order spends its points inside place_order (orders/sql/place_order.sql).

/** An order as these effects read it (orders' `MovingOrder`). */
interface PointsOrder {
  id: string;
  userId: string | null;
  pointsUsed: number;
  lines: readonly { memberPoints: number; quantity: number }[];
  /** For a refund: the lines the money went back for. */
  refund?: { lines: readonly { memberPoints: number; quantity: number }[] };
}

/** 409 NOT_ENOUGH_POINTS, with the balance the member has. */
export function notEnoughPoints(balance: number): AppError {
  return new AppError('NOT_ENOUGH_POINTS', pointsMessages.notEnough(balance), {
    extra: { balance },
  });
}

/** The order's points effects, by the lifecycle's names. */
export const pointsEffects = {
  /** The points a cancelled order spent go back to the member ("returned"). */
  async returnPoints(tx: Executor, order: PointsOrder, now: Date) {
    if (order.userId === null || order.pointsUsed <= 0) return {};
    await recordPoints(tx, {
      userId: order.userId,
      change: order.pointsUsed,
      reason: 'returned',
      orderId: order.id,
      now,
    });
    return { pointsReturned: order.pointsUsed };
  },
  /** An order brought back spends its points again: 409 NOT_ENOUGH_POINTS when they are gone. */
  async takePoints(tx: Executor, order: PointsOrder, now: Date) {
    if (order.userId === null || order.pointsUsed <= 0) return {};
    const balance = await holdBalance(tx, order.userId);
    if (balance < order.pointsUsed) throw notEnoughPoints(balance);
    await recordPoints(tx, {
      userId: order.userId,
      change: -order.pointsUsed,
      reason: 'spent',
      orderId: order.id,
      now,
    });
    return { pointsSpent: order.pointsUsed };
  },
  /** Delivered: the member earns the live lines' points, once ("earned"). */
  async earnPoints(tx: Executor, order: PointsOrder, now: Date) {
    if (order.userId === null) return {};
    const earned = pointsOfLines(order.lines);
    if (earned <= 0) return {};
    const rows = await orderPointsRows(tx, order.id);
    if (rows.some((row) => row.reason === 'earned')) return {};
    await recordPoints(tx, {
      userId: order.userId,
      change: earned,
      reason: 'earned',
      orderId: order.id,
      now,
    });
    return { pointsEarned: earned };
  },
  /** Money given back: the points the refunded lines earned are taken back ("revoked"). */
  async revokePoints(tx: Executor, order: PointsOrder, now: Date) {
    if (!order.refund || order.refund.lines.length === 0) return {};
    const revoked = await revokeLinePoints(tx, order, order.refund.lines, now);
    return revoked > 0 ? { pointsRevoked: revoked } : {};
  },
};

/**
 * Takes back what lines cut or refunded after delivery had earned ("revoked"): at most what the
 * order earned and not yet taken back, and never below a balance of 0 (points already spent stay
 * spent). For the paths that take lines back from a delivered order; answers the points revoked.
 */
export async function revokeLinePoints(
  tx: Executor,
  order: { id: string; userId: string | null },
  lines: readonly { memberPoints: number; quantity: number }[],
  now: Date,
): Promise<number> {
  if (order.userId === null) return 0;
  const rows = await orderPointsRows(tx, order.id);
  const earned = rows.filter((row) => row.reason === 'earned').reduce((s, r) => s + r.change, 0);
  const revoked = rows.filter((row) => row.reason === 'revoked').reduce((s, r) => s - r.change, 0);
  const balance = await holdBalance(tx, order.userId);
  const take = Math.min(pointsOfLines(lines), earned - revoked, balance);
  if (take <= 0) return 0;
  await recordPoints(tx, {
    userId: order.userId,
    change: -take,
    reason: 'revoked',
    orderId: order.id,
    now,
  });
  return take;
}
