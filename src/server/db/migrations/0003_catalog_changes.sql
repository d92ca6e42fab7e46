CREATE TABLE "catalog_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written below (decision 0010): every statement that changes products, from the shop or from
-- anywhere else, adds one row when it commits. Statement-level, so an order touching five products
-- adds one row; no shared counter row, so concurrent orders never wait on each other here.
CREATE OR REPLACE FUNCTION note_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes DEFAULT VALUES;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();--> statement-breakpoint
INSERT INTO catalog_changes DEFAULT VALUES;
