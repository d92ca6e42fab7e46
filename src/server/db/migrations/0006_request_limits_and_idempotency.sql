CREATE TABLE "unknown_phone_logins" (
	"phone_hash" varchar(64) PRIMARY KEY NOT NULL,
	"failed_login_attempts" integer DEFAULT 0 NOT NULL,
	"last_failed_login" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_limit_hits" (
	"limit_name" varchar(32) NOT NULL,
	"address" varchar(64) NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "address_limit_hits_limit_name_address_pk" PRIMARY KEY("limit_name","address")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "request_hash" varchar(64);
--> statement-breakpoint
-- This migration also restated place_order (with the request hash); it now lives in
-- src/server/orders/sql/place_order.sql, applied at every start (decision 0017).
SELECT 1;
