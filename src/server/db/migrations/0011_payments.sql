CREATE TYPE "public"."slip_status" AS ENUM('in_review', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"promptpay_id" varchar(13) DEFAULT '' NOT NULL,
	"promptpay_name" varchar(100) DEFAULT '' NOT NULL,
	"bank_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promptpay_enabled" boolean DEFAULT true NOT NULL,
	"transfer_enabled" boolean DEFAULT true NOT NULL,
	"cod_enabled" boolean DEFAULT true NOT NULL,
	"cod_max_satang" integer DEFAULT 500000 NOT NULL,
	"default_method" "payment_method" DEFAULT 'promptpay' NOT NULL,
	"payment_window_seconds" integer DEFAULT 86400 NOT NULL,
	"vat_registered" boolean DEFAULT false NOT NULL,
	"tax_id" varchar(13) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_single_row" CHECK ("payment_settings"."id" = 1),
	CONSTRAINT "payment_settings_cod_max_nonnegative" CHECK ("payment_settings"."cod_max_satang" >= 0),
	CONSTRAINT "payment_settings_window_positive" CHECK ("payment_settings"."payment_window_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_slips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" varchar(32) NOT NULL,
	"user_id" uuid,
	"status" "slip_status" DEFAULT 'in_review' NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"image_sha256" varchar(64) NOT NULL,
	"sending_bank" varchar(3),
	"transfer_ref" varchar(64),
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_counter_single_row" CHECK ("receipt_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"number" integer PRIMARY KEY NOT NULL,
	"transaction_id" varchar(32),
	"order_number" varchar(32) NOT NULL,
	"customer_name" varchar(201) NOT NULL,
	"customer_address" varchar(500) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"payment_method" "payment_method",
	"transfer_ref" varchar(64),
	"lines" jsonb NOT NULL,
	"discount_satang" integer NOT NULL,
	"shipping_fee_satang" integer NOT NULL,
	"amount_satang" integer NOT NULL,
	"vat_registered" boolean NOT NULL,
	"tax_id" varchar(13) NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"exempt_satang" integer NOT NULL,
	"taxable_satang" integer NOT NULL,
	"vat_satang" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_transactionId_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "vat_rates" (
	"valid_from" timestamp with time zone PRIMARY KEY NOT NULL,
	"rate_basis_points" integer NOT NULL,
	CONSTRAINT "vat_rates_range" CHECK ("vat_rates"."rate_basis_points" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "shipping_fee_satang" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_slips_transaction_idx" ON "payment_slips" USING btree ("transaction_id","submitted_at");--> statement-breakpoint
CREATE INDEX "payment_slips_in_review_idx" ON "payment_slips" USING btree ("submitted_at") WHERE "payment_slips"."status" = 'in_review';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_slips_image_unique" ON "payment_slips" USING btree ("image_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_slips_transfer_ref_unique" ON "payment_slips" USING btree ("transfer_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_slips_one_in_review" ON "payment_slips" USING btree ("transaction_id") WHERE "payment_slips"."status" = 'in_review';--> statement-breakpoint
CREATE INDEX "receipts_issued_at_idx" ON "receipts" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "transactions_payment_due_idx" ON "transactions" USING btree ("payment_due_at") WHERE "transactions"."payment_due_at" IS NOT NULL AND "transactions"."status" IN ('pending', 'confirmed');--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_shipping_fee_nonnegative" CHECK ("transactions"."shipping_fee_satang" >= 0);--> statement-breakpoint
-- Receipt numbers start at 1; Thailand's VAT has been 7% since it began (1 January 1992).
INSERT INTO "receipt_counter" ("id", "last_number") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "vat_rates" ("valid_from", "rate_basis_points") VALUES ('1991-12-31T17:00:00Z', 700) ON CONFLICT DO NOTHING;
