import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { productCategory } from './enums.ts';

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 200 }).notNull(),
    category: productCategory().notNull(),
    /** Integer satang. */
    priceSatang: integer().notNull(),
    /** Integer satang; the price before the sale, if any. */
    originalPriceSatang: integer(),
    rating: numeric({ precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer().notNull().default(0),
    imageUrl: text().notNull(),
    isOnSale: boolean().notNull().default(false),
    description: text().notNull().default(''),
    how2use: text().notNull().default(''),
    /** Tags, shown and searched as the product's features. */
    features: text().array().notNull().default(sql`'{}'::text[]`),
    /** The admin's switch; what is left is each size's own (`productVariants.stockCount`). */
    inStock: boolean().notNull().default(true),
    memberPoints: integer().notNull().default(0),
    isEligibleForPromotion: boolean().notNull().default(true),
    /**
     * True: sold without VAT (fertiliser and plant protection, Revenue Code s. 81(1)(c), (e));
     * false: 7 % VAT (tools and equipment). Set from the category when the product is made.
     */
    vatExempt: boolean().notNull().default(true),
    /** False: the product is not sent cash on delivery (shared/domain/shipping.ts). */
    codAllowed: boolean().notNull().default(true),
    /** Carriers that refuse to carry it (poisons, flammables), by shared/domain/carriers.ts ids. */
    refusedCarriers: varchar({ length: 20 }).array().notNull().default(sql`'{}'::varchar[]`),
    /**
     * Words of the product's label for the search: active ingredients in Thai and English with
     * their other spellings, and the crops and pests it is labelled for. Written with the label
     * (agronomy domain's `labelFacts`).
     */
    labelWords: text().notNull().default(''),
    /** True when an active ingredient is banned in Thailand: never listed, never sold. */
    hasBannedSubstance: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the storefront search (`q`) reads: name, description, tags and label words in lower
     * case, kept by the database and indexed by trigrams so a Thai or English word is found
     * without a table scan.
     */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || ' ' || description || ' ' || products_tags_text(features) || ' ' || label_words)`,
      ),
    /** `thai_sort_key(name)`: names read in Thai dictionary order (see migration 0001). */
    nameSortKey: text().notNull().generatedAlwaysAs(sql`thai_sort_key(name)`),
  },
  (t) => [
    index('products_category_idx').on(t.category),
    // Every listing leaves out banned substances: counts stay index-only with the flag in an index.
    index('products_sellable_category_idx').on(t.hasBannedSubstance, t.category),
    index('products_created_at_idx').on(t.createdAt),
    index('products_price_idx').on(t.priceSatang),
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_name_sort_idx').on(sql`(${t.nameSortKey} COLLATE "C")`, t.id),
    index('products_features_idx').using('gin', t.features),
    // A listing filtered by crop or pest counts and sorts its matches from this index alone,
    // never reading the products' wide rows (descriptions, labels): the flag and id find them,
    // the other columns are every sort's keys.
    index('products_sellable_listing_idx').on(
      t.hasBannedSubstance,
      t.id,
      t.nameSortKey,
      t.priceSatang,
      t.originalPriceSatang,
      t.rating,
      t.reviewCount,
      t.createdAt,
    ),
    index('products_rating_idx').on(
      t.rating.desc().nullsFirst(),
      t.reviewCount.desc().nullsFirst(),
      t.id,
    ),
    check('products_price_positive', sql`${t.priceSatang} > 0`),
    check(
      'products_original_price_positive',
      sql`${t.originalPriceSatang} IS NULL OR ${t.originalPriceSatang} > 0`,
    ),
    check('products_rating_range', sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
    check('products_review_count_nonnegative', sql`${t.reviewCount} >= 0`),
    check('products_member_points_nonnegative', sql`${t.memberPoints} >= 0`),
  ],
);

/**
 * A product's pack sizes (100 ml, 1 L, 25 kg…), each with its own price, stock and points; a
 * product with one size has one row. `products` keeps the cheapest live size's price, original
 * price and points, written by the trigger `product_variants_roll_up` (migrations 0020, 0030) in
 * the statement that changed them, so the listing reads and sorts `products` alone. Stock is the
 * sizes' alone: an order takes it here and never writes its product's row (decision 0063). A
 * size that was ever ordered is archived rather than deleted: order lines keep pointing at it.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** As the shop writes it on the card: "500 มล.", "1 ลิตร", "25 กก.". */
    label: varchar({ length: 40 }).notNull(),
    size: numeric({ precision: 10, scale: 3, mode: 'number' }).notNull(),
    /** shared/contracts/farm-fit.ts PACK_UNITS. */
    unit: varchar({ length: 10 }).notNull(),
    /** Integer satang. */
    priceSatang: integer().notNull(),
    originalPriceSatang: integer(),
    stockCount: integer().notNull().default(0),
    memberPoints: integer().notNull().default(0),
    /** Below this many units an order warns the shop (the spec's 20 unless set). */
    lowStockThreshold: integer().notNull().default(20),
    /** The admin form's order of the rows. */
    position: integer().notNull().default(0),
    /** Taken off sale: no longer listed or sold, kept for the orders that name it. */
    archived: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    uniqueIndex('product_variants_live_label')
      .on(t.productId, t.label)
      .where(sql`NOT ${t.archived}`),
    check('product_variants_price_positive', sql`${t.priceSatang} > 0`),
    check(
      'product_variants_original_price_positive',
      sql`${t.originalPriceSatang} IS NULL OR ${t.originalPriceSatang} > 0`,
    ),
    check('product_variants_stock_nonnegative', sql`${t.stockCount} >= 0`),
    check('product_variants_points_nonnegative', sql`${t.memberPoints} >= 0`),
    check('product_variants_size_positive', sql`${t.size} > 0`),
    check('product_variants_unit_known', sql`${t.unit} IN ('ml', 'l', 'g', 'kg', 'piece')`),
    check('product_variants_threshold_nonnegative', sql`${t.lowStockThreshold} >= 0`),
  ],
);

/**
 * One row for every committed statement that changed `products`, written by a trigger
 * (migration 0003). Its row count and newest id tell the storefront's answer cache whether the
 * catalogue changed since an answer was made, whoever changed it: the admin, an order's stock, a
 * script or another server. Insert-only for writers (no shared row to wait on); the cache prunes
 * old rows.
 */
export const catalogChanges = pgTable('catalog_changes', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
