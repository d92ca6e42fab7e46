import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  type DashboardStats,
  MAX_RANGE_DAYS,
  type StatsQuery,
} from '../../shared/contracts/analytics.ts';
import { bangkokDayKey } from '../../shared/domain/dates.ts';
import { satangToBaht } from '../../shared/domain/money.ts';
import { readCartProducts } from '../catalog/cart-products.ts';
import type { Executor } from '../db/client.ts';
import {
  analyticsDailyCounts,
  analyticsDailyUsers,
  analyticsEvents,
} from '../db/schema/analytics.ts';
import { AppError } from '../http/errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Thailand keeps +07:00 all year (no daylight saving). */
const BANGKOK_OFFSET = '+07:00';
/** Instants from `start` (included) to `end` (excluded). */
export interface TimeWindow {
  start: Date;
  end: Date;
}

/**
 * The revenue figures, which orders answer (orders/order-stats.ts: what counts as revenue is
 * theirs), handed over by the app: every domain records its events here, orders among them, so
 * analytics does not import orders back (decision 0037).
 */
export interface RevenueReads {
  /** Revenue in satang of the orders placed in `current` and in `previous`. */
  revenueOfTwoWindows: (
    db: Executor,
    current: TimeWindow,
    previous: TimeWindow,
  ) => Promise<{ current: number; previous: number }>;
  /** Revenue in satang of each Bangkok day of the window, by `YYYY-MM-DD`. */
  revenueByShopDay: (db: Executor, window: TimeWindow) => Promise<Map<string, number>>;
}

export const DEFAULT_RANGE_DAYS = 7;
const RANKED_PRODUCTS = 5;
const TOP_PAGES = 8;

/** yyyy-MM-dd plus n calendar days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

const bangkokMidnight = (day: string) => new Date(`${day}T00:00:00${BANGKOK_OFFSET}`);

/** The dashboard's default range: the last 7 Bangkok days, today included. */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const to = bangkokDayKey(now);
  return { from: addDays(to, -(DEFAULT_RANGE_DAYS - 1)), to };
}

/** Drivers answer bigint and numeric as strings; counts and satang sums fit a JS number. */
const num = (value: unknown): number => (value == null ? 0 : Number(value));

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Bangkok days `from`..`to` inclusive, the matching instants, and where the previous range starts. */
interface Range {
  from: string;
  to: string;
  previousFrom: string;
  current: TimeWindow;
}

/**
 * Distinct users of the range and of the previous one. One pass grouped by user (first and last
 * day) instead of two count(DISTINCT …), which sort every user-day: 4× faster on 180 days.
 */
async function activeUsers(db: Executor, range: Range) {
  const u = analyticsDailyUsers;
  const perUser = db
    .select({
      userId: u.userId,
      first: sql<string>`min(${u.day})`.as('first'),
      last: sql<string>`max(${u.day})`.as('last'),
    })
    .from(u)
    .where(sql`${u.day} BETWEEN ${range.previousFrom}::date AND ${range.to}::date`)
    .groupBy(u.userId)
    .as('per_user');
  const [row] = await db
    .select({
      current: sql<string>`count(*) FILTER (WHERE ${perUser.last} >= ${range.from}::date)`,
      previous: sql<string>`count(*) FILTER (WHERE ${perUser.first} < ${range.from}::date)`,
    })
    .from(perUser);
  return { current: num(row?.current), previous: num(row?.previous) };
}

/**
 * Page views, cart additions, Total Events and Active Users of the range and of the previous one,
 * from the daily roll-up (decision 0007). `transaction` events are not in the roll-up: they are
 * counted from the raw table through its (event_type, occurred_at) index.
 */
async function eventTotals(db: Executor, range: Range) {
  const d = analyticsDailyCounts;
  const e = analyticsEvents;
  const inCurrent = sql`${d.day} >= ${range.from}::date`;
  const inPrevious = sql`${d.day} < ${range.from}::date`;
  const bothRanges = sql`BETWEEN ${range.previousFrom}::date AND ${range.to}::date`;
  const [[counts], [orders], users] = await Promise.all([
    db
      .select({
        total: sql<string>`coalesce(sum(${d.events}) FILTER (WHERE ${inCurrent}), 0)::bigint`,
        pageViews: sql<string>`coalesce(sum(${d.events}) FILTER (WHERE ${inCurrent} AND ${d.eventType} = 'page_view'), 0)::bigint`,
        cartAdditions: sql<string>`coalesce(sum(${d.events}) FILTER (WHERE ${inCurrent} AND ${d.eventType} = 'cart_add'), 0)::bigint`,
        previousPageViews: sql<string>`coalesce(sum(${d.events}) FILTER (WHERE ${inPrevious} AND ${d.eventType} = 'page_view'), 0)::bigint`,
        previousCartAdditions: sql<string>`coalesce(sum(${d.events}) FILTER (WHERE ${inPrevious} AND ${d.eventType} = 'cart_add'), 0)::bigint`,
      })
      .from(d)
      .where(sql`${d.day} ${bothRanges}`),
    db
      .select({ n: count() })
      .from(e)
      .where(
        and(
          eq(e.eventType, 'transaction'),
          gte(e.occurredAt, range.current.start),
          lt(e.occurredAt, range.current.end),
        ),
      ),
    activeUsers(db, range),
  ]);
  return {
    totalEvents: num(counts?.total) + num(orders?.n),
    pageViews: num(counts?.pageViews),
    cartAdditions: num(counts?.cartAdditions),
    activeUsers: users.current,
    previousPageViews: num(counts?.previousPageViews),
    previousCartAdditions: num(counts?.previousCartAdditions),
    previousActiveUsers: users.previous,
  };
}

async function countEventsBetween(db: Executor, window: TimeWindow): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(analyticsEvents)
    .where(
      and(
        gte(analyticsEvents.occurredAt, window.start),
        lt(analyticsEvents.occurredAt, window.end),
      ),
    );
  return num(row?.n);
}

interface RankedRow {
  product_id: number;
  views: number;
  clicks: number;
  cart_adds: number;
  view_rank: number;
  click_rank: number;
  cart_rank: number;
}

/**
 * The name events gave a product that is no longer in the catalogue (the newest in the range), so
 * the ranked lists still name it. Only asked for such products, newest event first through the
 * (event_type, occurred_at) index.
 */
async function namesFromEvents(db: Executor, ids: number[], window: TimeWindow) {
  const names = new Map<number, string>();
  if (ids.length === 0) return names;
  const e = analyticsEvents;
  const found = await Promise.all(
    ids.map((id) =>
      db
        .select({ name: e.productName })
        .from(e)
        .where(
          and(
            inArray(e.eventType, ['product_view', 'cart_add']),
            eq(e.productId, id),
            sql`${e.productName} IS NOT NULL`,
            gte(e.occurredAt, window.start),
            lt(e.occurredAt, window.end),
          ),
        )
        .orderBy(desc(e.occurredAt))
        .limit(1),
    ),
  );
  ids.forEach((id, index) => {
    const name = found[index]?.[0]?.name;
    if (name) names.set(id, name);
  });
  return names;
}

async function rankedProducts(db: Executor, range: Range) {
  const result = await db.execute(sql`
    WITH per_product AS (
      SELECT product_id,
        coalesce(sum(events) FILTER (WHERE event_type = 'product_view'), 0)::int AS views,
        coalesce(sum(events) FILTER (WHERE event_type = 'product_view' AND from_card), 0)::int AS clicks,
        coalesce(sum(events) FILTER (WHERE event_type = 'cart_add'), 0)::int AS cart_adds
      FROM analytics_daily_counts
      WHERE day BETWEEN ${range.from}::date AND ${range.to}::date
        AND event_type IN ('product_view', 'cart_add')
        AND product_id > 0
      GROUP BY product_id
    ), ranked AS (
      SELECT *,
        row_number() OVER (ORDER BY views DESC, product_id)::int AS view_rank,
        row_number() OVER (ORDER BY clicks DESC, product_id)::int AS click_rank,
        row_number() OVER (ORDER BY cart_adds DESC, product_id)::int AS cart_rank
      FROM per_product
    )
    SELECT * FROM ranked r
    WHERE (r.view_rank <= ${RANKED_PRODUCTS} AND r.views > 0)
       OR (r.click_rank <= ${RANKED_PRODUCTS} AND r.clicks > 0)
       OR (r.cart_rank <= ${RANKED_PRODUCTS} AND r.cart_adds > 0)
  `);
  const ranked = rowsOf<RankedRow>(result);
  const ids = ranked.map((row) => num(row.product_id));
  // Names and pictures from the catalogue; a product no longer in it is named by its events.
  const catalogue = await readCartProducts(db, ids);
  const eventNames = await namesFromEvents(
    db,
    ids.filter((id) => !catalogue.has(id)),
    range.current,
  );
  const rows = ranked.map((row) => {
    const id = num(row.product_id);
    const product = catalogue.get(id);
    const productName = product?.name ?? eventNames.get(id) ?? '';
    return { ...row, base: { productId: id, productName, image: product?.imageUrl ?? null } };
  });
  const top = (rank: (row: RankedRow) => number, amount: (row: RankedRow) => number) =>
    rows
      .filter((row) => num(rank(row)) <= RANKED_PRODUCTS && num(amount(row)) > 0)
      .sort((a, b) => num(rank(a)) - num(rank(b)));
  return {
    mostViewedProducts: top(
      (r) => r.view_rank,
      (r) => r.views,
    ).map((r) => ({ ...r.base, views: num(r.views) })),
    mostClickedProducts: top(
      (r) => r.click_rank,
      (r) => r.clicks,
    ).map((r) => ({ ...r.base, clicks: num(r.clicks) })),
    mostCartedProducts: top(
      (r) => r.cart_rank,
      (r) => r.cart_adds,
    ).map((r) => ({ ...r.base, cartAdds: num(r.cart_adds) })),
  };
}

async function topPages(db: Executor, range: Range) {
  const d = analyticsDailyCounts;
  const views = sql<string>`sum(${d.events})`;
  const rows = await db
    .select({ page: d.pageUrl, views })
    .from(d)
    .where(
      and(
        sql`${d.day} BETWEEN ${range.from}::date AND ${range.to}::date`,
        eq(d.eventType, 'page_view'),
        // '' is a page view that named no page.
        sql`${d.pageUrl} <> ''`,
      ),
    )
    .groupBy(d.pageUrl)
    .orderBy(desc(views), d.pageUrl)
    .limit(TOP_PAGES);
  return rows.map((row) => ({ page: row.page, views: num(row.views) }));
}

async function dailySeries(db: Executor, range: Range, revenueOf: RevenueReads) {
  const [result, revenue] = await Promise.all([
    db.execute(sql`
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(pv.views, 0)::bigint AS page_views
      FROM generate_series(${range.from}::date, ${range.to}::date, interval '1 day') AS d(day)
      LEFT JOIN (
        SELECT day, sum(events) AS views
        FROM analytics_daily_counts
        WHERE event_type = 'page_view' AND day BETWEEN ${range.from}::date AND ${range.to}::date
        GROUP BY day
      ) pv ON pv.day = d.day::date
      ORDER BY d.day
    `),
    revenueOf.revenueByShopDay(db, range.current),
  ]);
  return rowsOf<{ day: string; page_views: unknown }>(result).map((row) => ({
    day: String(row.day),
    revenue: satangToBaht(revenue.get(String(row.day)) ?? 0),
    pageViews: num(row.page_views),
  }));
}

/**
 * The Statistics tab: real figures over Bangkok days `from`..`to` inclusive (default the last 7),
 * compared with the range of the same length just before. Every figure is aggregated in SQL: event
 * figures from the daily roll-up (kept by a trigger, migration 0002), revenue from the orders (asked
 * of orders/order-stats.ts) and Today from the raw events of one day.
 */
export async function getDashboardStats(
  db: Executor,
  query: StatsQuery,
  revenueOf: RevenueReads,
  now = new Date(),
): Promise<DashboardStats> {
  const fallback = defaultRange(now);
  const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  const length = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  if (length > MAX_RANGE_DAYS) {
    throw new AppError('VALIDATION', `The range is at most ${MAX_RANGE_DAYS} days`, {
      fields: { from: `at most ${MAX_RANGE_DAYS} days before to` },
    });
  }
  const current: TimeWindow = {
    start: bangkokMidnight(from),
    end: bangkokMidnight(addDays(to, 1)),
  };
  const previous: TimeWindow = {
    start: bangkokMidnight(addDays(from, -length)),
    end: current.start,
  };
  const today = bangkokDayKey(now);
  const todayWindow: TimeWindow = {
    start: bangkokMidnight(today),
    end: bangkokMidnight(addDays(today, 1)),
  };

  const range: Range = { from, to, previousFrom: addDays(from, -length), current };

  const [totals, todayEvents, revenue, ranked, pages, daily] = await Promise.all([
    eventTotals(db, range),
    countEventsBetween(db, todayWindow),
    revenueOf.revenueOfTwoWindows(db, current, previous),
    rankedProducts(db, range),
    topPages(db, range),
    dailySeries(db, range, revenueOf),
  ]);

  return {
    range: { from, to },
    totals: {
      revenue: satangToBaht(revenue.current),
      pageViews: totals.pageViews,
      cartAdditions: totals.cartAdditions,
      activeUsers: totals.activeUsers,
      totalEvents: totals.totalEvents,
      todayEvents,
    },
    previous: {
      revenue: satangToBaht(revenue.previous),
      pageViews: totals.previousPageViews,
      cartAdditions: totals.previousCartAdditions,
      activeUsers: totals.previousActiveUsers,
    },
    mostClickedProducts: ranked.mostClickedProducts,
    mostCartedProducts: ranked.mostCartedProducts,
    pageViews: pages,
    mostViewedProducts: ranked.mostViewedProducts,
    daily,
  };
}
