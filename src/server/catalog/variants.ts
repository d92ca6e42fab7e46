import { and, asc, eq, sql } from 'drizzle-orm';
import type { PackUnit, Variant } from '../../shared/contracts/farm-fit.ts';
import { satangToBaht } from '../../shared/domain/money.ts';
import { compareSizes } from '../../shared/domain/pack-sizes.ts';
import type { Executor } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { productVariants } from '../db/schema/catalog.ts';

export type VariantRow = typeof productVariants.$inferSelect;

/** A stored size as the API answers it (satang → baht); in stock when its product is. */
export function toVariant(row: VariantRow, productInStock: boolean): Variant {
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
