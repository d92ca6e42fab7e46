import { and, asc, eq, gte, isNotNull, ne, notInArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { orderHistory, orderItems, orders } from '../db/schema/orders.ts';

/** What an erased customer's orders say in place of their name. */
const ERASED_CUSTOMER = 'ลูกค้า (ลบบัญชีแล้ว)';

/**
 * The customer's orders neither delivered nor cancelled, oldest first: an account is not erased
 * while one of them is still under way.
 */
export async function openOrdersOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, ['delivered', 'cancelled'])))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((row) => row.id);
}

/**
 * Erasure: the customer's orders stay for the books — lines, amounts, states — without their
 * name, phone or address, and their own moves in an order's history lose their name. Answers the
 * orders' ids (their receipts are kept whole and marked by the payments domain).
 */
export async function forgetCustomerOrders(tx: Executor, userId: string): Promise<string[]> {
  const erased = await tx
    .update(orders)
    .set({
      username: ERASED_CUSTOMER,
      firstName: ERASED_CUSTOMER,
      lastName: '',
      phone: '',
      address: '',
      shippingAddress: null,
    })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  await tx
    .update(orderHistory)
    .set({ actorName: ERASED_CUSTOMER })
    .where(eq(orderHistory.actorId, userId));
  return erased.map((order) => order.id);
}

/**
 * The products a customer ordered since `since` (orders not cancelled): what the dosage
 * calculator's rotation warning weighs.
 */
export async function productsOrderedSince(
  db: Executor,
  userId: string,
  since: Date,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.transactionId))
    .where(
      and(
        eq(orders.userId, userId),
        gte(orders.createdAt, since),
        ne(orders.status, 'cancelled'),
        isNotNull(orderItems.productId),
      ),
    );
  return rows.flatMap((row) => (row.productId === null ? [] : [row.productId]));
}
