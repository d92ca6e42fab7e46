import { and, asc, eq, gte, isNotNull, ne, notInArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { transactionHistory, transactionItems, transactions } from '../db/schema/orders.ts';

/** What an erased customer's orders say in place of their name. */
const ERASED_CUSTOMER = 'ลูกค้า (ลบบัญชีแล้ว)';

/**
 * The customer's orders neither delivered nor cancelled, oldest first: an account is not erased
 * while one of them is still under way.
 */
export async function openOrdersOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        notInArray(transactions.status, ['delivered', 'cancelled']),
      ),
    )
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  return rows.map((row) => row.id);
}

/**
 * Erasure: the customer's orders stay for the books — lines, amounts, states — without their
 * name, phone or address, and their own moves in an order's history lose their name. Answers the
 * orders' ids (their receipts are kept whole and marked by the payments domain).
 */
export async function forgetCustomerOrders(tx: Executor, userId: string): Promise<string[]> {
  const orders = await tx
    .update(transactions)
    .set({
      username: ERASED_CUSTOMER,
      firstName: ERASED_CUSTOMER,
      lastName: '',
      phone: '',
      address: '',
      shippingAddress: null,
    })
    .where(eq(transactions.userId, userId))
    .returning({ id: transactions.id });
  await tx
    .update(transactionHistory)
    .set({ actorName: ERASED_CUSTOMER })
    .where(eq(transactionHistory.actorId, userId));
  return orders.map((order) => order.id);
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
    .selectDistinct({ productId: transactionItems.productId })
    .from(transactionItems)
    .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
    .where(
      and(
        eq(transactions.userId, userId),
        gte(transactions.createdAt, since),
        ne(transactions.status, 'cancelled'),
        isNotNull(transactionItems.productId),
      ),
    );
  return rows.flatMap((row) => (row.productId === null ? [] : [row.productId]));
}
