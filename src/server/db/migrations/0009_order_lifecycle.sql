CREATE TYPE "public"."cancelled_by" AS ENUM('customer', 'staff', 'timeout');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('promptpay', 'bank_transfer', 'cod');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('awaiting', 'in_review', 'paid', 'rejected', 'cod', 'refunded');--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_method" "payment_method";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_status" "payment_status" DEFAULT 'awaiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "cancelled_by" "cancelled_by";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
-- Orders from before the lifecycle: a cancelled order was cancelled or rejected by staff (customers
-- could not cancel), and an order whose tracker passed the payments stage was marked paid by staff.
UPDATE "transactions" SET "cancelled_by" = 'staff' WHERE "status" = 'cancelled';--> statement-breakpoint
UPDATE "transactions" SET "payment_status" = 'paid'
WHERE "payment_confirmed_at" IS NOT NULL AND "status" <> 'cancelled'
  AND "workflow_status" IN ('payments', 'delivery', 'courier');--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_cancelled_says_by_whom" CHECK (("transactions"."status" = 'cancelled') = ("transactions"."cancelled_by" IS NOT NULL));