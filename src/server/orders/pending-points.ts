import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { orderItems, orders } from '../db/schema/orders.ts';

/**
 * The member points a customer's orders not yet delivered nor cancelled will earn (their live
 * lines' points as ordered): what `GET /api/me/points` answers as `pending` (points, app.ts).
 */
export async function pendingPointsOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({
      pending: sql<number>`coalesce(sum(${orderItems.memberPoints} * ${orderItems.quantity}), 0)::integer`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.transactionId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        notInArray(orders.status, ['delivered', 'cancelled']),
        eq(orderItems.isCancelled, false),
      ),
    );
  return Number(row?.pending ?? 0);
}
