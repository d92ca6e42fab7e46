ALTER TABLE "transactions" ADD COLUMN "cod_fee_satang" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "shop_name" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "shop_address" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "cod_fee_satang" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_cod_fee_within_shipping" CHECK ("transactions"."cod_fee_satang" >= 0 AND "transactions"."cod_fee_satang" <= "transactions"."shipping_fee_satang");--> statement-breakpoint
-- A receipt issued before it kept the shop's name and address is headed by them as they are now.
UPDATE "receipts" SET "shop_name" = s."name", "shop_address" = s."address"
FROM "shop_settings" s WHERE s."id" = 1;--> statement-breakpoint
-- A product sold in several pack sizes names no size: a name ending in one of its sizes ("… 100
-- กรัม" with 100 g, 500 g and 1 kg packs) printed beside the size chosen as "… 100 กรัม (500 กรัม)",
-- and a packer could ship the wrong bag. The size (and a "ขนาด" or "บรรจุ" before it) is cut only
-- when it is one of the product's live pack sizes, the same amount of the same kind of unit; every
-- other name stays as the shop typed it. Order lines keep the names they were sold under.
WITH "sized" AS (
  SELECT p."id", m[1] AS "bare",
    m[2]::numeric * CASE WHEN lower(m[3]) IN ('ลิตร', 'l', 'กิโลกรัม', 'กก', 'กก.', 'kg') THEN 1000 ELSE 1 END AS "base",
    CASE WHEN lower(m[3]) IN ('ลิตร', 'l', 'มิลลิลิตร', 'มล', 'มล.', 'ml', 'ซีซี', 'cc') THEN 'volume' ELSE 'weight' END AS "kind"
  FROM "products" p,
    regexp_match(p."name", '^(.*?\S)\s+(?:(?:ขนาด|บรรจุ)\s*)?(\d+(?:\.\d+)?)\s*(มิลลิลิตร|มล\.?|ซีซี|ลิตร|กิโลกรัม|กก\.?|กรัม|ml|cc|l|kg|g)$', 'i') AS m
  WHERE (SELECT count(*) FROM "product_variants" v WHERE v."product_id" = p."id" AND NOT v."archived") >= 2
)
UPDATE "products" p SET "name" = s."bare"
FROM "sized" s
WHERE p."id" = s."id" AND EXISTS (
  SELECT 1 FROM "product_variants" v
  WHERE v."product_id" = p."id" AND NOT v."archived"
    AND v."size" * CASE WHEN v."unit" IN ('l', 'kg') THEN 1000 ELSE 1 END = s."base"
    AND CASE WHEN v."unit" IN ('ml', 'l') THEN 'volume' WHEN v."unit" IN ('g', 'kg') THEN 'weight' END = s."kind"
);
