CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"label" varchar(40) NOT NULL,
	"size" numeric(10, 3) NOT NULL,
	"unit" varchar(10) NOT NULL,
	"price_satang" integer NOT NULL,
	"original_price_satang" integer,
	"stock_count" integer DEFAULT 0 NOT NULL,
	"member_points" integer DEFAULT 0 NOT NULL,
	"low_stock_threshold" integer DEFAULT 20 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_satang" > 0),
	CONSTRAINT "product_variants_original_price_positive" CHECK ("product_variants"."original_price_satang" IS NULL OR "product_variants"."original_price_satang" > 0),
	CONSTRAINT "product_variants_stock_nonnegative" CHECK ("product_variants"."stock_count" >= 0),
	CONSTRAINT "product_variants_points_nonnegative" CHECK ("product_variants"."member_points" >= 0),
	CONSTRAINT "product_variants_size_positive" CHECK ("product_variants"."size" > 0),
	CONSTRAINT "product_variants_unit_known" CHECK ("product_variants"."unit" IN ('ml', 'l', 'g', 'kg', 'piece')),
	CONSTRAINT "product_variants_threshold_nonnegative" CHECK ("product_variants"."low_stock_threshold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "transaction_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD COLUMN "variant_label" varchar(40);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_live_label" ON "product_variants" USING btree ("product_id","label") WHERE NOT "product_variants"."archived";--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_items_variant_id_idx" ON "transaction_items" USING btree ("variant_id");--> statement-breakpoint
-- Every product sold so far becomes a one-size product: one size with its price, original price,
-- stock and points, labelled as the one size (shared/domain/pack-sizes.ts ONE_SIZE_LABEL).
INSERT INTO "product_variants" (
	"product_id", "label", "size", "unit", "price_satang", "original_price_satang", "stock_count",
	"member_points", "position"
)
SELECT "id", 'ขนาดเดียว', 1, 'piece', "price_satang", "original_price_satang", "stock_count",
	"member_points", 0
FROM "products" ORDER BY "id";--> statement-breakpoint
-- Every order line points at its product's size and keeps its label; a line whose product is
-- gone stays without one.
UPDATE "transaction_items" AS i SET "variant_id" = v."id", "variant_label" = v."label"
FROM "product_variants" AS v WHERE v."product_id" = i."product_id";--> statement-breakpoint
-- The product's row carries what the listing reads and sorts by: its cheapest live size's price,
-- original price and points, and the stock of its live sizes added up. Written here, by the
-- statement that changed the sizes, in its transaction: whoever changes a size (an order, a
-- cancellation, the admin, a script) cannot leave the product saying something else, and the
-- listing's queries stay on `products` alone. `in_stock` stays the admin's switch. Callers lock
-- the product's row before its sizes (catalog/sql/stock.sql), so this update never waits on
-- another order in a circle. A product whose sizes are all archived keeps its last price.
CREATE OR REPLACE FUNCTION catalog_roll_up_variants(p_product_ids integer[]) RETURNS void
LANGUAGE sql AS $$
	UPDATE products p
	SET price_satang = coalesce(live.price_satang, p.price_satang),
		original_price_satang = CASE WHEN live.price_satang IS NULL THEN p.original_price_satang
			ELSE live.original_price_satang END,
		member_points = coalesce(live.member_points, p.member_points),
		stock_count = coalesce(live.stock, 0),
		updated_at = now()
	FROM (
		SELECT ids.id, cheapest.price_satang, cheapest.original_price_satang,
			cheapest.member_points, totals.stock
		FROM (SELECT DISTINCT unnest(p_product_ids) AS id) ids
		LEFT JOIN LATERAL (
			SELECT v.price_satang, v.original_price_satang, v.member_points
			FROM product_variants v WHERE v.product_id = ids.id AND NOT v.archived
			ORDER BY v.price_satang, v.position, v.id LIMIT 1
		) cheapest ON true
		LEFT JOIN LATERAL (
			SELECT sum(v.stock_count)::integer AS stock
			FROM product_variants v WHERE v.product_id = ids.id AND NOT v.archived
		) totals ON true
	) live
	WHERE p.id = live.id
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM catalog_roll_up_variants(ARRAY(SELECT DISTINCT n.product_id FROM new_rows n));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM catalog_roll_up_variants(ARRAY(
			SELECT n.product_id FROM new_rows n UNION SELECT o.product_id FROM old_rows o
		));
	ELSE
		PERFORM catalog_roll_up_variants(ARRAY(SELECT DISTINCT o.product_id FROM old_rows o));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_variants_inserted AFTER INSERT ON product_variants
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION product_variants_roll_up();--> statement-breakpoint
CREATE TRIGGER product_variants_updated AFTER UPDATE ON product_variants
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION product_variants_roll_up();--> statement-breakpoint
CREATE TRIGGER product_variants_deleted AFTER DELETE ON product_variants
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION product_variants_roll_up();
