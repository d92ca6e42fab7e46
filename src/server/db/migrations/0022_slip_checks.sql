CREATE TYPE "public"."slip_check_reason" AS ENUM('NO_QR');--> statement-breakpoint
ALTER TABLE "payment_slips" ADD COLUMN "check_reason" "slip_check_reason";--> statement-breakpoint
ALTER TABLE "payment_slips" ADD COLUMN "look" bit(64);--> statement-breakpoint
CREATE INDEX "payment_slips_look_idx" ON "payment_slips" USING btree ("look","transaction_id","transfer_ref") WHERE "payment_slips"."look" is not null;