CREATE TABLE "shipping_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"flat_fee_satang" integer DEFAULT 0 NOT NULL,
	"free_from_satang" integer,
	"remote_provinces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remote_fee_satang" integer DEFAULT 0 NOT NULL,
	"cod_fee_satang" integer DEFAULT 0 NOT NULL,
	"code_waives_fee" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_settings_single_row" CHECK ("shipping_settings"."id" = 1),
	CONSTRAINT "shipping_settings_fees_nonnegative" CHECK ("shipping_settings"."flat_fee_satang" >= 0 AND "shipping_settings"."remote_fee_satang" >= 0 AND "shipping_settings"."cod_fee_satang" >= 0 AND ("shipping_settings"."free_from_satang" IS NULL OR "shipping_settings"."free_from_satang" >= 0))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cod_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "refused_carriers" varchar(20)[] DEFAULT '{}'::varchar[] NOT NULL;