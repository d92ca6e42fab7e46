import { type AnyColumn, and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PackUnit, Variant } from '../../shared/contracts/farm-fit.ts';
import { satangToBaht } from '../../shared/domain/money.ts';
import { compareSizes } from '../../shared/domain/pack-sizes.ts';
import type { Executor } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { productVariants } from '../db/schema/catalog.ts';

export type VariantRow = typeof productVariants.$inferSelect;

/** What the API's size is made of. */
type VariantFields = Pick<
  VariantRow,
  | 'id'
  | 'label'
  | 'size'
  | 'unit'
  | 'priceSatang'
  | 'originalPriceSatang'
  | 'stockCount'
  | 'memberPoints'
>;

/** A stored size as the API answers it (satang → baht); in stock when its product is. */
export function toVariant(row: VariantFields, productInStock: boolean): Variant {
  return {
    id: row.id,
    label: row.label,
    size: Number(row.size),
    unit: row.unit as PackUnit,
    price: satangToBaht(row.priceSatang),
    originalPrice: row.originalPriceSatang === null ? null : satangToBaht(row.originalPriceSatang),
    stockCount: row.stockCount,
    inStock: productInStock && row.stockCount > 0,
    memberPoints: row.memberPoints,
  };
}

/**
 * The live sizes of these products: one statement text whatever their number (ids as an array),
 * so it is prepared once (db/prepared.ts) for every product page and listing.
 */
const liveVariantsQuery = preparedQuery((db) =>
  db
    .select()
    .from(productVariants)
    .where(
      and(
        sql`${productVariants.productId} = ANY (${sql.placeholder('ids')}::integer[])`,
        eq(productVariants.archived, false),
      ),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.id))
    .prepare('read_live_variants'),
);

/**
 * The sizes on sale of a page of products, in one query, each product's listed by size within a
 * unit, then price.
 */
export async function readVariants(
  db: Executor,
  products: readonly { id: number; inStock: boolean }[],
): Promise<Map<number, Variant[]>> {
  const byProduct = new Map<number, Variant[]>(products.map((product) => [product.id, []]));
  if (products.length === 0) return byProduct;
  const inStock = new Map(products.map((product) => [product.id, product.inStock]));
  const rows = await liveVariantsQuery(db).execute({ ids: products.map((product) => product.id) });
  for (const row of rows) {
    byProduct.get(row.productId)?.push(toVariant(row, inStock.get(row.productId) ?? false));
  }
  for (const variants of byProduct.values()) variants.sort(compareSizes);
  return byProduct;
}

/**
 * The live sizes of the product `productId` names, as one JSON array: for a statement that reads
 * a product whole, its sizes included, in one round trip (`variantsFromJson` reads it).
 */
export function liveVariantsJsonOf(productId: SQL | AnyColumn): SQL<VariantFields[]> {
  return sql<VariantFields[]>`coalesce((
  SELECT json_agg(json_build_object(
    'id', v.id, 'label', v.label, 'size', v.size, 'unit', v.unit, 'priceSatang', v.price_satang,
    'originalPriceSatang', v.original_price_satang, 'stockCount', v.stock_count,
    'memberPoints', v.member_points) ORDER BY v.id)
  FROM ${productVariants} v WHERE v.product_id = ${productId} AND NOT v.archived), '[]'::json)`;
}

/** Sizes read by `liveVariantsJsonOf`, in the order `readVariants` gives them. */
export function variantsFromJson(rows: VariantFields[], productInStock: boolean): Variant[] {
  return rows.map((row) => toVariant(row, productInStock)).sort(compareSizes);
}
