import { asc, sql } from 'drizzle-orm';
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
  /** Units a customer can buy now, by catalog's one stock rule (`catalog_available`). */
  available: number;
  isEligibleForPromotion: boolean;
}

const cartProductColumns = {
  id: products.id,
  name: products.name,
  imageUrl: products.imageUrl,
  priceSatang: products.priceSatang,
  stockCount: products.stockCount,
  inStock: products.inStock,
  available: sql<number>`catalog_available(p_in_stock => ${products.inStock}, p_stock_count => ${products.stockCount})`,
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
 * or an analytics figure may know of a product. Stock is taken (and its rows locked) by
 * `takeStock` (stock.ts), never on the strength of this read.
 */
export async function readCartProducts(
  db: Executor,
  productIds: readonly number[],
): Promise<Map<number, CartProductRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await cartProductsQuery(db).execute({ ids: [...productIds] });
  return new Map(rows.map((row) => [row.id, row]));
}
