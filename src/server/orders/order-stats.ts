import { and, gte, lt, sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '../../shared/domain/dates.ts';
import type { Executor } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';

/** Instants from `start` (included) to `end` (excluded). */
export interface TimeWindow {
  start: Date;
  end: Date;
}

/**
 * Revenue: what was paid for the orders not cancelled — paid by an approved slip, or in cash to
 * the courier on delivery — never an order still waiting for its money (decision 0024).
 */
const countsAsRevenue = sql`${orders.status} <> 'cancelled' AND ${orders.paymentStatus} = 'paid'`;
/** What the customer paid for an order: its net amount and the delivery. */
const paidAmount = sql`${orders.netAmountSatang} + ${orders.shippingFeeSatang}`;

/**
 * Revenue in satang of the orders placed in `current` and in `previous`, the window just before
 * it, in one pass over the orders of both.
 */
export async function revenueOfTwoWindows(
  db: Executor,
  current: TimeWindow,
  previous: TimeWindow,
): Promise<{ current: number; previous: number }> {
  const t = orders;
  const split = current.start.toISOString();
  const [row] = await db
    .select({
      current: sql<string>`coalesce(sum(${paidAmount}) FILTER (WHERE ${t.createdAt} >= ${split}::timestamptz), 0)::bigint`,
      previous: sql<string>`coalesce(sum(${paidAmount}) FILTER (WHERE ${t.createdAt} < ${split}::timestamptz), 0)::bigint`,
    })
    .from(t)
    .where(and(countsAsRevenue, gte(t.createdAt, previous.start), lt(t.createdAt, current.end)));
  return { current: Number(row?.current ?? 0), previous: Number(row?.previous ?? 0) };
}

/** Revenue in satang per Bangkok day (yyyy-MM-dd) of the orders placed in `window`; none, no key. */
export async function revenueByShopDay(
  db: Executor,
  window: TimeWindow,
): Promise<Map<string, number>> {
  const t = orders;
  const rows = await db
    .select({
      day: sql<string>`to_char((${t.createdAt} AT TIME ZONE ${SHOP_TIME_ZONE})::date, 'YYYY-MM-DD')`,
      revenue: sql<string>`sum(${paidAmount})::bigint`,
    })
    .from(t)
    .where(and(countsAsRevenue, gte(t.createdAt, window.start), lt(t.createdAt, window.end)))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.day, Number(row.revenue)]));
}
