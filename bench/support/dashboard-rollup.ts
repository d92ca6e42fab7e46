import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/server/db/client.ts';

/**
 * The daily roll-up proposed in docs/decisions/0007-dashboard-metrics.md, as SQL, so the bench can
 * measure it before the schema owner adds it as a migration. Not used by the shop yet.
 */
export const ROLLUP_DDL = [
  `CREATE TABLE analytics_daily_counts (
  day date NOT NULL,
  event_type event_type NOT NULL,
  product_id integer NOT NULL DEFAULT 0,
  page_url varchar(2000) NOT NULL DEFAULT '',
  from_card boolean NOT NULL DEFAULT false,
  events integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, event_type, product_id, page_url, from_card)
)`,
  `CREATE TABLE analytics_daily_users (
  day date NOT NULL,
  user_id uuid NOT NULL,
  PRIMARY KEY (day, user_id)
)`,
  `CREATE FUNCTION analytics_events_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_daily_counts AS d (day, event_type, product_id, page_url, from_card, events)
  SELECT (occurred_at AT TIME ZONE 'Asia/Bangkok')::date, event_type, coalesce(product_id, 0),
    CASE WHEN event_type = 'page_view' THEN coalesce(page_url, '') ELSE '' END,
    coalesce(event_type = 'product_view' AND details->>'source' = 'card', false), count(*)
  FROM new_rows
  WHERE event_type <> 'transaction'
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, event_type, product_id, page_url, from_card)
  DO UPDATE SET events = d.events + excluded.events;
  INSERT INTO analytics_daily_users (day, user_id)
  SELECT DISTINCT (occurred_at AT TIME ZONE 'Asia/Bangkok')::date, user_id
  FROM new_rows WHERE user_id IS NOT NULL
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$`,
  `CREATE TRIGGER analytics_events_rollup AFTER INSERT ON analytics_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_events_rollup()`,
];

/** Event Logs filtered by type and channel count their rows from the index alone. */
export const LOGS_INDEX_DDL = [
  `CREATE INDEX analytics_events_type_channel_occurred_at_idx
  ON analytics_events (event_type, channel, occurred_at)`,
  'CREATE INDEX analytics_events_channel_occurred_at_idx ON analytics_events (channel, occurred_at)',
];

/** Fills the roll-up from the events already there (what the migration would do once). */
export const ROLLUP_BACKFILL = [
  `INSERT INTO analytics_daily_counts (day, event_type, product_id, page_url, from_card, events)
SELECT (occurred_at AT TIME ZONE 'Asia/Bangkok')::date, event_type, coalesce(product_id, 0),
  CASE WHEN event_type = 'page_view' THEN coalesce(page_url, '') ELSE '' END,
  coalesce(event_type = 'product_view' AND details->>'source' = 'card', false), count(*)
FROM analytics_events WHERE event_type <> 'transaction'
GROUP BY 1, 2, 3, 4, 5`,
  `INSERT INTO analytics_daily_users (day, user_id)
SELECT DISTINCT (occurred_at AT TIME ZONE 'Asia/Bangkok')::date, user_id
FROM analytics_events WHERE user_id IS NOT NULL`,
];

/**
 * The statistics of one range read from the roll-up: the same figures the service computes from
 * raw events (revenue and today's count stay on their indexed tables).
 */
export async function statsFromRollup(
  db: Executor,
  range: { from: string; to: string },
  previousFrom: string,
) {
  const { from, to } = range;
  const start = sql`(${from}::date::timestamp AT TIME ZONE 'Asia/Bangkok')`;
  const end = sql`((${to}::date + 1)::timestamp AT TIME ZONE 'Asia/Bangkok')`;
  return Promise.all([
    db.execute(sql`
      SELECT
        coalesce(sum(events) FILTER (WHERE day >= ${from}::date), 0)::bigint AS total,
        coalesce(sum(events) FILTER (WHERE day >= ${from}::date AND event_type = 'page_view'), 0)::bigint AS page_views,
        coalesce(sum(events) FILTER (WHERE day >= ${from}::date AND event_type = 'cart_add'), 0)::bigint AS cart_adds,
        coalesce(sum(events) FILTER (WHERE day < ${from}::date AND event_type = 'page_view'), 0)::bigint AS prev_page_views,
        coalesce(sum(events) FILTER (WHERE day < ${from}::date AND event_type = 'cart_add'), 0)::bigint AS prev_cart_adds
      FROM analytics_daily_counts WHERE day BETWEEN ${previousFrom}::date AND ${to}::date`),
    db.execute(sql`
      SELECT count(*) FROM analytics_events
      WHERE event_type = 'transaction' AND occurred_at >= ${start} AND occurred_at < ${end}`),
    db.execute(sql`
      SELECT count(DISTINCT user_id) FILTER (WHERE day >= ${from}::date) AS users,
        count(DISTINCT user_id) FILTER (WHERE day < ${from}::date) AS prev_users
      FROM analytics_daily_users WHERE day BETWEEN ${previousFrom}::date AND ${to}::date`),
    db.execute(sql`
      WITH per_product AS (
        SELECT product_id,
          sum(events) FILTER (WHERE event_type = 'product_view') AS views,
          sum(events) FILTER (WHERE event_type = 'product_view' AND from_card) AS clicks,
          sum(events) FILTER (WHERE event_type = 'cart_add') AS cart_adds
        FROM analytics_daily_counts
        WHERE day BETWEEN ${from}::date AND ${to}::date
          AND event_type IN ('product_view', 'cart_add') AND product_id > 0
        GROUP BY product_id
      ), ranked AS (
        SELECT *,
          row_number() OVER (ORDER BY views DESC NULLS LAST, product_id) AS view_rank,
          row_number() OVER (ORDER BY clicks DESC NULLS LAST, product_id) AS click_rank,
          row_number() OVER (ORDER BY cart_adds DESC NULLS LAST, product_id) AS cart_rank
        FROM per_product
      )
      SELECT r.*, p.name, p.image_url FROM ranked r LEFT JOIN products p ON p.id = r.product_id
      WHERE r.view_rank <= 5 OR r.click_rank <= 5 OR r.cart_rank <= 5`),
    db.execute(sql`
      SELECT page_url, sum(events) AS views FROM analytics_daily_counts
      WHERE day BETWEEN ${from}::date AND ${to}::date AND event_type = 'page_view'
      GROUP BY page_url ORDER BY 2 DESC, 1 LIMIT 8`),
    db.execute(sql`
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(pv.views, 0) AS page_views,
        coalesce(rv.revenue, 0) AS revenue
      FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)
      LEFT JOIN (
        SELECT day, sum(events) AS views FROM analytics_daily_counts
        WHERE day BETWEEN ${from}::date AND ${to}::date AND event_type = 'page_view' GROUP BY day
      ) pv ON pv.day = d.day::date
      LEFT JOIN (
        SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date AS day, sum(net_amount_satang) AS revenue
        FROM transactions WHERE status <> 'cancelled' AND created_at >= ${start} AND created_at < ${end}
        GROUP BY 1
      ) rv ON rv.day = d.day::date
      ORDER BY d.day`),
    db.execute(sql`
      SELECT coalesce(sum(net_amount_satang) FILTER (WHERE created_at >= ${start}), 0) AS revenue
      FROM transactions
      WHERE status <> 'cancelled'
        AND created_at >= (${previousFrom}::date::timestamp AT TIME ZONE 'Asia/Bangkok')
        AND created_at < ${end}`),
    db.execute(sql`
      SELECT count(*) FROM analytics_events
      WHERE occurred_at >= ((now() AT TIME ZONE 'Asia/Bangkok')::date::timestamp AT TIME ZONE 'Asia/Bangkok')`),
  ]);
}
