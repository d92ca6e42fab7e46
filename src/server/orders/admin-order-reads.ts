import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { adminMessages } from '../../shared/admin-messages.ts';
import type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminOrderPage,
  OrderCounters,
  OrderFilters,
} from '../../shared/contracts/admin-orders.ts';
import { bangkokDayEnd, bangkokDayStart } from '../../shared/domain/dates.ts';
import { ORDER_STATUSES, READY_TO_SHIP } from '../../shared/domain/order-lifecycle.ts';
import { normalizePhone } from '../../shared/domain/phone.ts';
import type { Database, Executor } from '../db/client.ts';
import { orderHistory, orders } from '../db/schema/orders.ts';
import { containsPattern } from '../db/search.ts';
import { AppError } from '../http/errors.ts';
import { type OrderRow, toAdminOrder, toAdminOrderDetail } from './order.mapper.ts';
import { itemsOf, lockOrder } from './order-store.ts';
import { refundsOf } from './refund-reads.ts';

// The back office's reads of orders: the list, one order, orders by id (the payments queue), and
// a change on a locked order that answers the order as it then stands. Kept apart from the
// staff's changes (admin-orders.service.ts): a manual order (manual-order.ts) answers with
// these reads and the changes take its customer lookup, so neither imports the other.

const text = adminMessages.transactions;

async function detailOf(db: Executor, row: OrderRow): Promise<AdminOrderDetail> {
  const [items, history] = await Promise.all([
    itemsOf(db, [row.id]),
    db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.transactionId, row.id))
      .orderBy(desc(orderHistory.createdAt), desc(orderHistory.id)),
  ]);
  const refunds = await refundsOf(db, row.id);
  return toAdminOrderDetail(row, items, history, refunds);
}

function searchCondition(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  const phoneDigits = normalizePhone(q);
  return or(
    ilike(orders.id, pattern),
    ilike(orders.username, pattern),
    ilike(orders.phone, pattern),
    ilike(orders.firstName, pattern),
    ilike(orders.lastName, pattern),
    // "สมชาย ใจดี": the whole name as the order shows it.
    ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, pattern),
    ...(phoneDigits && phoneDigits !== q
      ? [ilike(orders.phone, containsPattern(phoneDigits))]
      : []),
  );
}

/**
 * The back office's filters as one condition (undefined for none): search, status, payment
 * status, Bangkok days inclusive and the orders ready for a carrier (the lifecycle's own rule).
 */
export function filterCondition(query: OrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.payment) conditions.push(eq(orders.paymentStatus, query.payment));
  if (query.from) conditions.push(gte(orders.createdAt, bangkokDayStart(query.from)));
  if (query.to) conditions.push(lt(orders.createdAt, bangkokDayEnd(query.to)));
  if (query.toShip) {
    conditions.push(
      eq(orders.status, READY_TO_SHIP.status),
      inArray(orders.paymentStatus, [...READY_TO_SHIP.paymentStatuses]),
    );
  }
  if (query.q) {
    const match = searchCondition(query.q);
    if (match) conditions.push(match);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The back office's order list: search by order id, phone or the customer's name
 * (case-insensitive), the filters above, newest first, with the shop-wide count of orders in
 * each status for the counters.
 */
export async function listAdminOrders(
  db: Executor,
  query: AdminOrderListQuery,
): Promise<AdminOrderPage> {
  const where = filterCondition(query);
  const [[totalRow], rows, statusRows] = await Promise.all([
    db.select({ n: count() }).from(orders).where(where),
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
  ]);
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  const counters = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as OrderCounters;
  for (const row of statusRows) counters[row.status] = Number(row.n);
  return {
    items: rows.map((row) =>
      toAdminOrder(
        row,
        items.filter((item) => item.transactionId === row.id),
      ),
    ),
    total: totalRow?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    counters,
  };
}

/** One order with every line and its history, newest change first. */
export async function getAdminOrder(db: Executor, id: string): Promise<AdminOrderDetail> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', text.notFound);
  return detailOf(db, row);
}

/** Orders as the back office lists them, by id (the payments queue shows each beside its slip). */
export async function adminOrdersByIds(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, AdminOrder>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      toAdminOrder(
        row,
        items.filter((item) => item.transactionId === row.id),
      ),
    ]),
  );
}

/** Runs a change on one locked order and answers the order as it then stands. */
export async function withLockedOrder(
  db: Database,
  id: string,
  change: (tx: Executor, row: OrderRow) => Promise<void>,
): Promise<AdminOrderDetail> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    await change(tx, row);
    return getAdminOrder(tx, id);
  });
}
