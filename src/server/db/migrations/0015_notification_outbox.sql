CREATE TYPE "public"."notification_channel" AS ENUM('line', 'log');--> statement-breakpoint
CREATE TYPE "public"."notification_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "line_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"channel_access_token" text DEFAULT '' NOT NULL,
	"channel_secret" text DEFAULT '' NOT NULL,
	"shop_recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_settings_single_row" CHECK ("line_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" "notification_channel" NOT NULL,
	"recipient" varchar(100) DEFAULT '' NOT NULL,
	"template" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"retry_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" "notification_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notification_outbox_retryKey_unique" UNIQUE("retry_key")
);
--> statement-breakpoint
CREATE INDEX "notification_outbox_due" ON "notification_outbox" USING btree ("next_attempt_at") WHERE "notification_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notification_outbox_newest" ON "notification_outbox" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The LINE channel's one row, empty until the owner fills it in.
INSERT INTO "line_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
