import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { adminMessages } from '../../shared/admin-messages.ts';
import type { OrderState } from '../../shared/domain/order-lifecycle.ts';
import type { Executor } from '../db/client.ts';
import { orderItems, orders } from '../db/schema/orders.ts';
import { AppError } from '../http/errors.ts';
import type { OrderItemRow, OrderRow } from './order.mapper.ts';

let lastOrderNumber = 0;

/**
 * The next order number: the millisecond clock, but never one this process already gave out, so
 * orders placed in the same millisecond get distinct ids without touching the database.
 */
export function nextOrderNumber(): number {
  lastOrderNumber = Math.max(Date.now(), lastOrderNumber + 1);
  return lastOrderNumber;
}

/** The columns a new order's first state writes (the lifecycle decides them, never the database). */
export function firstState(state: OrderState) {
  const { status, workflowStatus, paymentStatus, paymentMethod } = state;
  return { status, workflowStatus, paymentStatus, paymentMethod };
}

/** Each column of an order's row: the name drizzle reads it by and the database's (snake_case). */
const ORDER_COLUMNS = Object.entries(getTableColumns(orders)).map(
  ([key, column]) =>
    [key, column, column.keyAsName ? toSnakeCase(column.name) : column.name] as const,
);

/** An order's row as the database answered it in JSON (`to_jsonb`), typed as drizzle reads it. */
export function orderRowFromJson(json: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column, name] of ORDER_COLUMNS) {
    const value = json[name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}

/** What the lifecycle table needs of a stored order. */
export function stateOf(row: OrderRow): OrderState {
  return {
    status: row.status,
    workflowStatus: row.workflowStatus,
    orderRejected: row.orderRejected,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    cancelledBy: row.cancelledBy,
    paymentDueAt: row.paymentDueAt,
  };
}

export async function itemsOf(db: Executor, orderIds: readonly string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.transactionId, [...orderIds]))
    .orderBy(asc(orderItems.id));
}

/** Locks the order row until the transaction ends: two people act on it one after the other. */
export async function lockOrder(tx: Executor, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', adminMessages.transactions.notFound);
  return row;
}

export async function lockItems(tx: Executor, orderId: string): Promise<OrderItemRow[]> {
  return tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.transactionId, orderId))
    .orderBy(asc(orderItems.id))
    .for('update');
}

/** The units each live line holds from the shelf (a cancelled line holds none). */
export function heldLines(
  items: readonly OrderItemRow[],
): { productId: number; variantId: number | null; quantity: number }[] {
  return items.flatMap((item) =>
    item.productId !== null && !item.isCancelled
      ? [{ productId: item.productId, variantId: item.variantId, quantity: item.quantity }]
      : [],
  );
}

/** The lines the order still sells (the ones the shop cancelled are not part of it). */
export function liveLines(items: readonly OrderItemRow[]): OrderItemRow[] {
  return items.filter((item) => !item.isCancelled);
}
