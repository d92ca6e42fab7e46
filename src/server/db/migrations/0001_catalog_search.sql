-- Storefront search: trigram index on a lower-case search text, and a Thai name sort key.
-- pg_trgm is a trusted extension (PostgreSQL 13+); PGlite loads it at start (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- array_to_string is only STABLE in general; for text[] it is immutable, which a stored column needs.
CREATE OR REPLACE FUNCTION products_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(tags, ' ') $$;--> statement-breakpoint
-- Thai dictionary order on any locale: lower case, a leading vowel (เ แ โ ใ ไ) moved after its
-- consonant; compare the result with COLLATE "C".
CREATE OR REPLACE FUNCTION thai_sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(lower(value), '([เแโใไ])([ก-ฮ])', '\2\1', 'g') $$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || description || ' ' || products_tags_text(features))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_sort_key" text GENERATED ALWAYS AS (thai_sort_key(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree (("name_sort_key" COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "products_features_idx" ON "products" USING gin ("features");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id");--> statement-breakpoint
-- Keep the search text inline and uncompressed (a search reads it on every candidate row) and let
-- the long texts, read only for the 24 products of a page, move out of line first.
ALTER TABLE "products" ALTER COLUMN "search_text" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "description" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "how2use" SET STORAGE EXTERNAL;
