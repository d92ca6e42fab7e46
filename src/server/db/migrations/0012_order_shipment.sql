ALTER TABLE "transactions" ADD COLUMN "carrier" varchar(20);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "tracking_number" varchar(40);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "shipped_at" timestamp with time zone;