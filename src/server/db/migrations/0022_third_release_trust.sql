CREATE TYPE "public"."slip_check_reason" AS ENUM('NO_QR');--> statement-breakpoint
CREATE TABLE "line_link_requests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"line_user_id" varchar(33) NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_wrong_codes" (
	"line_user_id" varchar(33) PRIMARY KEY NOT NULL,
	"wrong_codes" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "line_link_codes" ALTER COLUMN "code" SET DATA TYPE varchar(8);--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "max_unpaid_orders" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD COLUMN "check_reason" "slip_check_reason";--> statement-breakpoint
ALTER TABLE "payment_slips" ADD COLUMN "look" bit(64);--> statement-breakpoint
ALTER TABLE "line_link_requests" ADD CONSTRAINT "line_link_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_slips_look_idx" ON "payment_slips" USING btree ("look","transaction_id","transfer_ref") WHERE "payment_slips"."look" is not null;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_max_unpaid_positive" CHECK ("payment_settings"."max_unpaid_orders" > 0);--> statement-breakpoint
-- Row-level security on the new tables, as on every table (migration 0021).
ALTER TABLE "line_link_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "line_wrong_codes" ENABLE ROW LEVEL SECURITY;
