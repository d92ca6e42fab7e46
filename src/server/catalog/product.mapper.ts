import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Product } from '../../shared/contracts/catalog.ts';
import type { Variant } from '../../shared/contracts/farm-fit.ts';
import { isCarrier } from '../../shared/domain/carriers.ts';
import { discountPercent, satangToBaht } from '../../shared/domain/money.ts';
import {
  labelFromJson,
  labelJsonOf,
  labelsOf,
  NO_LABEL,
  type ProductLabel,
} from '../agronomy/product-labels.ts';
import type { Executor } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { readTogether } from '../db/read-together.ts';
import { products } from '../db/schema/catalog.ts';
import { liveVariantsJsonOf, readVariants, variantsFromJson } from './variants.ts';

/** A stored product without the database's own search columns (never selected for answers). */
export type ProductRow = Omit<
  typeof products.$inferSelect,
  'searchText' | 'nameSortKey' | 'labelWords' | 'hasBannedSubstance'
>;

const {
  searchText: _searchText,
  nameSortKey: _nameSortKey,
  labelWords: _labelWords,
  hasBannedSubstance: _hasBannedSubstance,
  ...answeredColumns
} = getTableColumns(products);

/** The columns a product's answer is made of: never the database's own search columns. */
export const productColumns = answeredColumns;

/**
 * The one place a stored product becomes the API's product (satang → baht), with its sizes on
 * sale (variants.ts `readVariants`) and its label (the agronomy domain's). What is left of it is
 * its sizes' stock added up (decision 0063): an order writes its sizes, never the product's row.
 */
export function toProduct(
  row: ProductRow,
  variants: Variant[],
  label: ProductLabel = NO_LABEL,
): Product {
  const stockCount = variants.reduce((units, variant) => units + variant.stockCount, 0);
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    price: satangToBaht(row.priceSatang),
    originalPrice: row.originalPriceSatang === null ? null : satangToBaht(row.originalPriceSatang),
    rating: Number(row.rating),
    reviewCount: row.reviewCount,
    image: row.imageUrl,
    isOnSale: row.isOnSale,
    discountPercent: discountPercent(row.priceSatang, row.originalPriceSatang),
    description: row.description,
    how2use: row.how2use,
    features: row.features,
    inStock: row.inStock && stockCount > 0,
    stockCount,
    memberPoints: row.memberPoints,
    isEligibleForPromotion: row.isEligibleForPromotion,
    codAllowed: row.codAllowed,
    vatExempt: row.vatExempt,
    refusedCarriers: row.refusedCarriers.filter(isCarrier),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    variants,
    ...label,
  };
}

/** Products with their sizes and labels: one query for each, for the whole list. */
export async function toProducts(db: Executor, rows: readonly ProductRow[]): Promise<Product[]> {
  const [variants, labels] = await readTogether(db, [
    () => readVariants(db, rows),
    () =>
      labelsOf(
        db,
        rows.map((row) => row.id),
      ),
  ]);
  return rows.map((row) => toProduct(row, variants.get(row.id) ?? [], labels.get(row.id)));
}

/** The product's id written with its table: a subquery's own `id` would otherwise win. */
const productId = sql`${products}.${sql.identifier('id')}`;

/** A product whole: its row with its flag, its live sizes and its label as JSON. */
const wholeProductColumns = {
  ...productColumns,
  hasBannedSubstance: products.hasBannedSubstance,
  variants: liveVariantsJsonOf(productId),
  label: labelJsonOf(productId),
};

/**
 * Products whole, by id, in ONE statement (variants.ts, agronomy's product-labels.ts). One text
 * whatever the number of ids, so it is prepared once per connection (db/prepared.ts): a
 * listing's page is one round trip.
 */
const wholeProductsQuery = preparedQuery((db) =>
  db
    .select(wholeProductColumns)
    .from(products)
    .where(sql`${products.id} = ANY (${sql.placeholder('ids')}::integer[])`)
    .prepare('read_whole_products'),
);

/**
 * One product whole, by its id alone: a product's page. PostgreSQL plans a statement whose
 * parameter is an array afresh on every call (its plan for "any array" looks dearer than one
 * for the ids given), which for this statement costs more than reading it; keyed by one id,
 * the statement is planned once per connection and then reused.
 */
const wholeProductQuery = preparedQuery((db) =>
  db
    .select(wholeProductColumns)
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('read_whole_product'),
);

/** A stored product as answered, and its banned-substance flag as written. */
export interface WholeProduct {
  product: Product;
  hasBannedSubstance: boolean;
}

/** These products as the API answers them, by id; an id with no product is left out. */
export async function readWholeProducts(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, WholeProduct>> {
  if (ids.length === 0) return new Map();
  const rows =
    ids.length === 1
      ? await wholeProductQuery(db).execute({ id: ids[0] })
      : await wholeProductsQuery(db).execute({ ids: [...ids] });
  return new Map(
    rows.map(({ hasBannedSubstance, variants, label, ...row }) => [
      row.id,
      {
        product: toProduct(row, variantsFromJson(variants, row.inStock), labelFromJson(label)),
        hasBannedSubstance,
      },
    ]),
  );
}
