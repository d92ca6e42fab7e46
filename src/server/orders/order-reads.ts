import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { checkoutMessages } from '../../shared/checkout-messages.ts';
import type { Page } from '../../shared/contracts/common.ts';
import type { Order } from '../../shared/contracts/orders.ts';
import type { Executor } from '../db/client.ts';
import { orderItems, orders } from '../db/schema/orders.ts';
import { AppError } from '../http/errors.ts';
import { type OrderRow, toOrder } from './order.mapper.ts';
import { customerRefundsOf } from './refund-reads.ts';

/** The customer's side of reading orders: their own, each with its lines. */

async function withItems(db: Executor, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.transactionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.transactionId === row.id),
    ),
  );
}

export async function findOrderByKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<{ order: Order; requestHash: string | null } | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  const [order] = await withItems(db, rows);
  return order ? { order, requestHash: rows[0]?.requestHash ?? null } : null;
}

/** Every order of a customer, oldest first, each with its lines: their data export. */
export async function allOwnOrders(db: Executor, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt));
  return withItems(db, rows);
}

/** A customer's own orders, newest first, each with its items. */
export async function listOwnOrders(
  db: Executor,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<Page<Order>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return {
    items: await withItems(db, rows),
    total: total?.n ?? 0,
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** One of the customer's own orders; anyone else's is "not found", not "forbidden". */
export async function getOwnOrder(db: Executor, userId: string, orderId: string): Promise<Order> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  const [order] = await withItems(db, rows);
  if (!order) throw new AppError('NOT_FOUND', checkoutMessages.orders.notFound);
  // Refunds, once there are any (the order's other answers carry none).
  const refunds = await customerRefundsOf(db, order.id);
  return refunds.length > 0 ? { ...order, refunds } : order;
}
