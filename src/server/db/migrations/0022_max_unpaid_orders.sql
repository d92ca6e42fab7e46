ALTER TABLE "payment_settings" ADD COLUMN "max_unpaid_orders" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_max_unpaid_positive" CHECK ("payment_settings"."max_unpaid_orders" > 0);
