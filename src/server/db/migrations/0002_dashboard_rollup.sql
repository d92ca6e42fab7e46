CREATE TABLE "analytics_daily_counts" (
	"day" date NOT NULL,
	"event_type" "event_type" NOT NULL,
	"product_id" integer DEFAULT 0 NOT NULL,
	"page_url" varchar(2000) DEFAULT '' NOT NULL,
	"from_card" boolean DEFAULT false NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_counts_pk" PRIMARY KEY("day","event_type","product_id","page_url","from_card")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_users" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "analytics_daily_users_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE INDEX "analytics_events_type_channel_occurred_at_idx" ON "analytics_events" USING btree ("event_type","channel","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_channel_occurred_at_idx" ON "analytics_events" USING btree ("channel","occurred_at");--> statement-breakpoint
-- Hand-written below (decision 0007): the daily roll-up is kept in step with analytics_events by a
-- statement-level trigger, so recordEvent inside an order's transaction, a batch from the tracker,
-- the seed and direct inserts are all counted, and roll back with their statement.
-- `transaction` events stay out of the counts (the dashboard counts them from the raw table), so
-- an order never waits on a shared counter row. Rows are locked in key order: concurrent batches
-- cannot deadlock. Insert-only: nothing deletes or updates events; a purge must subtract or rebuild.
-- A key must fit a btree entry (about 2,700 bytes): a path over 2,000 bytes (only a hand-made
-- request sends one; browsers send percent-encoded ASCII) is counted under its first 500 characters.
CREATE OR REPLACE FUNCTION analytics_events_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_daily_counts AS d (day, event_type, product_id, page_url, from_card, events)
  SELECT (occurred_at AT TIME ZONE 'Asia/Bangkok')::date, event_type, coalesce(product_id, 0),
    CASE WHEN event_type <> 'page_view' THEN ''
      WHEN octet_length(page_url) > 2000 THEN left(page_url, 500)
      ELSE coalesce(page_url, '') END,
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
END $$;--> statement-breakpoint
-- Created before the backfill: CREATE TRIGGER locks out other writers until this migration
-- commits, so every event is counted exactly once (by the backfill or by the trigger).
CREATE TRIGGER analytics_events_rollup AFTER INSERT ON analytics_events
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_events_rollup();--> statement-breakpoint
INSERT INTO analytics_daily_counts (day, event_type, product_id, page_url, from_card, events)
SELECT (occurred_at AT TIME ZONE 'Asia/Bangkok')::date, event_type, coalesce(product_id, 0),
  CASE WHEN event_type <> 'page_view' THEN ''
    WHEN octet_length(page_url) > 2000 THEN left(page_url, 500)
    ELSE coalesce(page_url, '') END,
  coalesce(event_type = 'product_view' AND details->>'source' = 'card', false), count(*)
FROM analytics_events
WHERE event_type <> 'transaction'
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO analytics_daily_users (day, user_id)
SELECT DISTINCT (occurred_at AT TIME ZONE 'Asia/Bangkok')::date, user_id
FROM analytics_events
WHERE user_id IS NOT NULL;
