CREATE TABLE "active_ingredients" (
	"id" varchar(60) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_th" varchar(100) NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"moa_scheme" varchar(4),
	"moa_group" varchar(10),
	"banned" boolean DEFAULT false NOT NULL,
	"banned_since" date,
	"banned_note" text,
	"restricted_note" text,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crop_targets" (
	"crop_id" varchar(40) NOT NULL,
	"target_id" varchar(60) NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "crop_targets_crop_id_target_id_pk" PRIMARY KEY("crop_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "crops" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_th" varchar(100) NOT NULL,
	"position" smallint NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pest_targets" (
	"id" varchar(60) PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_th" varchar(100) NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "pest_targets_kind" CHECK ("pest_targets"."kind" IN ('insect', 'weed', 'disease', 'other'))
);
--> statement-breakpoint
CREATE TABLE "product_ingredients" (
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"ingredient_id" varchar(60),
	"name" varchar(100) NOT NULL,
	"name_th" varchar(100) NOT NULL,
	"percent" numeric(6, 3) NOT NULL,
	"moa_scheme" varchar(4),
	"moa_group" varchar(10),
	CONSTRAINT "product_ingredients_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_labels" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"registration_number" varchar(60),
	"formulation" varchar(4),
	"hazard_class" varchar(3),
	"ppe" text[] DEFAULT '{}'::text[] NOT NULL,
	"phi_days" integer
);
--> statement-breakpoint
CREATE TABLE "product_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"crop_id" varchar(40) NOT NULL,
	"target_id" varchar(60) NOT NULL,
	"rate_amount" numeric(10, 3) NOT NULL,
	"rate_unit" varchar(5) NOT NULL,
	"rate_per" varchar(8) NOT NULL,
	"water_per_rai_litres" numeric(8, 2),
	"interval_days" integer,
	"max_applications" integer,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "label_words" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_banned_substance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- search_text gains the label words: drizzle-kit drops and adds the column (the new one must come
-- after label_words), which drops its trigram index; the index and the storage of 0001 are made again.
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || description || ' ' || products_tags_text(features) || ' ' || label_words)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_text" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "crop_targets" ADD CONSTRAINT "crop_targets_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_targets" ADD CONSTRAINT "crop_targets_target_id_pest_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."pest_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ingredients" ADD CONSTRAINT "product_ingredients_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ingredients" ADD CONSTRAINT "product_ingredients_ingredient_id_active_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."active_ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_labels" ADD CONSTRAINT "product_labels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_uses" ADD CONSTRAINT "product_uses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_uses" ADD CONSTRAINT "product_uses_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_uses" ADD CONSTRAINT "product_uses_target_id_pest_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."pest_targets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_sellable_category_idx" ON "products" USING btree ("has_banned_substance","category");--> statement-breakpoint
CREATE INDEX "product_ingredients_ingredient_idx" ON "product_ingredients" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "product_uses_crop_target_idx" ON "product_uses" USING btree ("crop_id","target_id","product_id");--> statement-breakpoint
CREATE INDEX "product_uses_product_idx" ON "product_uses" USING btree ("product_id","position");