import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { products } from '../db/schema/catalog.ts';

/** A pack size on sale, as pricing reads it. */
export interface CartVariantRow {
  id: number;
  label: string;
  priceSatang: number;
  stockCount: number;
  /** Units a customer can buy now, by catalog's one stock rule (`catalog_available`). */
  available: number;
  /** The member points one unit earns once delivered. */
  memberPoints: number;
}

/** What pricing needs of a product, read from the database (never from the client). */
export interface CartProductRow {
  id: number;
  name: string;
  imageUrl: string;
  /** The cheapest size's price (the product's row); stock is each size's. */
  priceSatang: number;
  inStock: boolean;
  isEligibleForPromotion: boolean;
  /** How it may travel: paid to the courier, and the carriers that refuse it. */
  codAllowed: boolean;
  refusedCarriers: string[];
  /** Its sizes on sale, in the admin's order. */
  variants: CartVariantRow[];
}

const cartProductColumns = {
  id: products.id,
  name: products.name,
  imageUrl: products.imageUrl,
  priceSatang: products.priceSatang,
  inStock: products.inStock,
  isEligibleForPromotion: products.isEligibleForPromotion,
  codAllowed: products.codAllowed,
  refusedCarriers: products.refusedCarriers,
  // Named in full: inside the subquery a bare "id" would be the size's.
  variants: sql<CartVariantRow[]>`(
    SELECT coalesce(jsonb_agg(jsonb_build_object(
      'id', v.id, 'label', v.label, 'priceSatang', v.price_satang, 'stockCount', v.stock_count,
      'memberPoints', v.member_points,
      'available', catalog_available(p_in_stock => "products"."in_stock", p_stock_count => v.stock_count)
    ) ORDER BY v.position, v.id), '[]'::jsonb)
    FROM product_variants v WHERE v.product_id = "products"."id" AND NOT v.archived
  )`.mapWith((value: unknown) =>
    typeof value === 'string' ? (JSON.parse(value) as CartVariantRow[]) : value,
  ),
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
 * Reads products by id, with their sizes on sale, as the catalogue has them now: what a cart, an
 * order, a discount check or an analytics figure may know of a product. Stock is taken (and its
 * rows locked) by `takeStock` (stock.ts), never on the strength of this read.
 */
export async function readCartProducts(
  db: Executor,
  productIds: readonly number[],
): Promise<Map<number, CartProductRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await cartProductsQuery(db).execute({ ids: [...new Set(productIds)] });
  return new Map(rows.map((row) => [row.id, row as CartProductRow]));
}

/** The size a line means, or why there is none. */
export type VariantChoice<V> =
  | { variant: V }
  | { problem: 'CHOOSE_SIZE' }
  | { problem: 'UNKNOWN_SIZE' };

/**
 * The pack size a cart or order line means: the one it names, else the product's only size. A
 * product with several sizes and a line without one: CHOOSE_SIZE; a size that is not one of the
 * product's on sale: UNKNOWN_SIZE.
 */
export function chooseVariant<V extends { id: number }>(
  product: { variants: readonly V[] },
  variantId: number | null | undefined,
): VariantChoice<V> {
  if (variantId == null) {
    const [only, ...others] = product.variants;
    if (only && others.length === 0) return { variant: only };
    return { problem: others.length > 0 ? 'CHOOSE_SIZE' : 'UNKNOWN_SIZE' };
  }
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  return variant ? { variant } : { problem: 'UNKNOWN_SIZE' };
}
