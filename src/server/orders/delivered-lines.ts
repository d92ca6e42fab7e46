import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { orderItems, orders } from '../db/schema/orders.ts';

/**
 * What a review needs of an order (decision 0050): whether `orderId` is the customer's own,
 * delivered, and still sells the product (a line the shop cancelled does not count); null
 * otherwise. Answers the pack size bought (the first line's, when several sizes were).
 */
export async function deliveredLineOf(
  db: Executor,
  line: { userId: string; orderId: string; productId: number },
): Promise<{ variantLabel: string | null } | null> {
  const [row] = await db
    .select({ variantLabel: orderItems.variantLabel })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.transactionId))
    .where(
      and(
        eq(orders.id, line.orderId),
        eq(orders.userId, line.userId),
        eq(orders.status, 'delivered'),
        eq(orderItems.productId, line.productId),
        eq(orderItems.isCancelled, false),
      ),
    )
    .orderBy(asc(orderItems.id))
    .limit(1);
  return row ?? null;
}
