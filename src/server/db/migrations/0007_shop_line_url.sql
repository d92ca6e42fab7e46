ALTER TABLE "shop_settings" ADD COLUMN "line_url" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
-- A shop that already gave the ID of its official account ('@…') gets the link that opens it.
UPDATE "shop_settings" SET "line_url" = 'https://line.me/R/ti/p/' || "line_id" WHERE "line_id" ~ '^@[A-Za-z0-9._-]+$';
