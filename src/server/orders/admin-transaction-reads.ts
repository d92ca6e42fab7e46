import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { adminMessages } from '../../shared/admin-messages.ts';
import type {
  AdminTransaction,
  AdminTransactionDetail,
  AdminTransactionListQuery,
  AdminTransactionPage,
  TransactionCounters,
  TransactionFilters,
} from '../../shared/contracts/admin-orders.ts';
import { bangkokDayEnd, bangkokDayStart } from '../../shared/domain/dates.ts';
import { ORDER_STATUSES, READY_TO_SHIP } from '../../shared/domain/order-lifecycle.ts';
import { normalizePhone } from '../../shared/domain/phone.ts';
import type { Database, Executor } from '../db/client.ts';
import { transactionHistory, transactions } from '../db/schema/orders.ts';
import { containsPattern } from '../db/search.ts';
import { AppError } from '../http/errors.ts';
import { type OrderRow, toAdminTransaction, toAdminTransactionDetail } from './order.mapper.ts';
import { itemsOf, lockOrder } from './order-store.ts';

// The back office's reads of orders: the list, one order, orders by id (the payments queue), and
// a change on a locked order that answers the order as it then stands. Kept apart from the
// staff's changes (admin-transactions.service.ts): a manual order (manual-order.ts) answers with
// these reads and the changes take its customer lookup, so neither imports the other.

const text = adminMessages.transactions;

async function detailOf(db: Executor, row: OrderRow): Promise<AdminTransactionDetail> {
  const [items, history] = await Promise.all([
    itemsOf(db, [row.id]),
    db
      .select()
      .from(transactionHistory)
      .where(eq(transactionHistory.transactionId, row.id))
      .orderBy(desc(transactionHistory.createdAt), desc(transactionHistory.id)),
  ]);
  return toAdminTransactionDetail(row, items, history);
}

function searchCondition(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  const phoneDigits = normalizePhone(q);
  return or(
    ilike(transactions.id, pattern),
    ilike(transactions.username, pattern),
    ilike(transactions.phone, pattern),
    ilike(transactions.firstName, pattern),
    ilike(transactions.lastName, pattern),
    // "สมชาย ใจดี": the whole name as the order shows it.
    ilike(sql`${transactions.firstName} || ' ' || ${transactions.lastName}`, pattern),
    ...(phoneDigits && phoneDigits !== q
      ? [ilike(transactions.phone, containsPattern(phoneDigits))]
      : []),
  );
}

/**
 * The back office's filters as one condition (undefined for none): search, status, payment
 * status, Bangkok days inclusive and the orders ready for a carrier (the lifecycle's own rule).
 */
export function filterCondition(query: TransactionFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(transactions.status, query.status));
  if (query.payment) conditions.push(eq(transactions.paymentStatus, query.payment));
  if (query.from) conditions.push(gte(transactions.createdAt, bangkokDayStart(query.from)));
  if (query.to) conditions.push(lt(transactions.createdAt, bangkokDayEnd(query.to)));
  if (query.toShip) {
    conditions.push(
      eq(transactions.status, READY_TO_SHIP.status),
      inArray(transactions.paymentStatus, [...READY_TO_SHIP.paymentStatuses]),
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
export async function listAdminTransactions(
  db: Executor,
  query: AdminTransactionListQuery,
): Promise<AdminTransactionPage> {
  const where = filterCondition(query);
  const [[totalRow], rows, statusRows] = await Promise.all([
    db.select({ n: count() }).from(transactions).where(where),
    db
      .select()
      .from(transactions)
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ status: transactions.status, n: count() })
      .from(transactions)
      .groupBy(transactions.status),
  ]);
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  const counters = Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, 0]),
  ) as TransactionCounters;
  for (const row of statusRows) counters[row.status] = Number(row.n);
  return {
    items: rows.map((row) =>
      toAdminTransaction(
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
export async function getAdminTransaction(
  db: Executor,
  id: string,
): Promise<AdminTransactionDetail> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', text.notFound);
  return detailOf(db, row);
}

/** Orders as the back office lists them, by id (the payments queue shows each beside its slip). */
export async function adminTransactionsByIds(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, AdminTransaction>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(transactions)
    .where(inArray(transactions.id, [...ids]));
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      toAdminTransaction(
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
): Promise<AdminTransactionDetail> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    await change(tx, row);
    return getAdminTransaction(tx, id);
  });
}
