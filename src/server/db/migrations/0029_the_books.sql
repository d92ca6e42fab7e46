ALTER TYPE "public"."payment_status" ADD VALUE 'partially_refunded';--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" varchar(32) NOT NULL,
	"amount_satang" integer NOT NULL,
	"method" varchar(20) NOT NULL,
	"reference" varchar(100) NOT NULL,
	"line_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"note" text,
	"staff_id" uuid,
	"staff_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_satang" > 0),
	CONSTRAINT "order_refunds_method_known" CHECK ("order_refunds"."method" IN ('promptpay', 'bank_transfer', 'cash'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_exempt" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "legal_name" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "branch" varchar(5) DEFAULT '00000' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_transaction_idx" ON "order_refunds" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "order_refunds_created_idx" ON "order_refunds" USING btree ("created_at");--> statement-breakpoint
-- Row-level security on the new table, as on every table (migration 0021).
ALTER TABLE "order_refunds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- Products already sold say their VAT by their category: tools and equipment carry 7 % VAT,
-- fertiliser and plant protection are exempt (Revenue Code s. 81(1)(c), (e)).
UPDATE "products" SET "vat_exempt" = ("category" <> 'equipments');
