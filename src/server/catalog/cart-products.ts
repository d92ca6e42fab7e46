import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { products } from '../db/schema/catalog.ts';

/** What pricing needs of a product, read from the database (never from the client). */
export interface CartProductRow {
  id: number;
  name: string;
  imageUrl: string;
  priceSatang: number;
  stockCount: number;
  inStock: boolean;
  isEligibleForPromotion: boolean;
}

const cartProductColumns = {
  id: products.id,
  name: products.name,
  imageUrl: products.imageUrl,
  priceSatang: products.priceSatang,
  stockCount: products.stockCount,
  inStock: products.inStock,
  isEligibleForPromotion: products.isEligibleForPromotion,
};

/** Every quote and every order reads its products with this: prepared once (db/prepared.ts). */
const cartProductsQuery = preparedQuery((db) =>
  db
    .select(cartProductColumns)
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::integer[])`)
    .orderBy(asc(products.id))
    .prepare('read_cart_products'),
);

/**
 * Reads products by id, as the catalogue has them now: what a cart, an order, a discount check
 * or an analytics figure may know of a product. With `forUpdate` the rows stay locked until the
 * transaction ends, taken in id order so two checkouts never wait on each other in a circle.
 */
export async function readCartProducts(
  db: Executor,
  productIds: readonly number[],
  options: { forUpdate?: boolean } = {},
): Promise<Map<number, CartProductRow>> {
  if (productIds.length === 0) return new Map();
  const rows = options.forUpdate
    ? await db
        .select(cartProductColumns)
        .from(products)
        .where(inArray(products.id, [...productIds]))
        .orderBy(asc(products.id))
        .for('update')
    : await cartProductsQuery(db).execute({ ids: [...productIds] });
  return new Map(rows.map((row) => [row.id, row]));
}
