ALTER TABLE "products" DROP CONSTRAINT "products_stock_nonnegative";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "stock_count";--> statement-breakpoint
-- Hand-written below (decision 0063): stock is kept on the pack sizes alone. A product's stock is
-- its live sizes' stock added up when it is read (catalog/product.mapper.ts), so an order that
-- takes stock writes its sizes' rows and never its product's: no second row rewritten, and no
-- roll-up statement, per order. The product's row still carries the cheapest live size's price,
-- original price and points (the listing sorts by them), rolled up by a row trigger that fires
-- only when one of the columns they come from changes; the stock's own UPDATE names none of them,
-- so it fires nothing. A change of stock still moves the catalogue's version (migration 0003):
-- the storefront's cached answers and kept pages show what is left.
DROP TRIGGER "product_variants_updated" ON "product_variants";--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_roll_up_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM catalog_roll_up_variants(ARRAY[OLD.product_id, NEW.product_id]);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variants_updated"
	AFTER UPDATE OF "product_id", "price_satang", "original_price_satang", "member_points", "archived", "position"
	ON "product_variants"
	FOR EACH ROW
	WHEN (OLD."product_id" IS DISTINCT FROM NEW."product_id"
		OR OLD."price_satang" IS DISTINCT FROM NEW."price_satang"
		OR OLD."original_price_satang" IS DISTINCT FROM NEW."original_price_satang"
		OR OLD."member_points" IS DISTINCT FROM NEW."member_points"
		OR OLD."archived" IS DISTINCT FROM NEW."archived"
		OR OLD."position" IS DISTINCT FROM NEW."position")
	EXECUTE FUNCTION product_variants_roll_up_row();--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_changed" AFTER UPDATE OF "stock_count" ON "product_variants"
	FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
