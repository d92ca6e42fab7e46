import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type {
  AdminProductListQuery,
  AdminProductPage,
  ProductInput,
} from '../../shared/contracts/admin-catalog.ts';
import type { Product } from '../../shared/contracts/catalog.ts';
import { bahtToSatang } from '../../shared/domain/money.ts';
import type { Executor } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { containsPattern } from '../db/search.ts';
import { AppError } from '../http/errors.ts';
import { toProduct } from './product.mapper.ts';

const PRODUCT_NOT_FOUND = 'Product not found';

/** The product columns an admin writes; stock 0 always means out of stock. */
function toColumns(input: ProductInput) {
  return {
    name: input.name,
    category: input.category,
    priceSatang: bahtToSatang(input.price),
    originalPriceSatang: input.originalPrice === null ? null : bahtToSatang(input.originalPrice),
    imageUrl: input.image,
    isOnSale: input.isOnSale,
    description: input.description,
    how2use: input.how2use,
    features: input.features,
    inStock: input.inStock && input.stockCount > 0,
    stockCount: input.stockCount,
    memberPoints: input.memberPoints,
    isEligibleForPromotion: input.isEligibleForPromotion,
    codAllowed: input.codAllowed,
    refusedCarriers: input.refusedCarriers,
  };
}

/** Admin search matches name, description and tags, case-insensitively; newest first. */
export async function listAdminProducts(
  db: Executor,
  query: AdminProductListQuery,
): Promise<AdminProductPage> {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const match = or(
      ilike(products.name, pattern),
      ilike(products.description, pattern),
      sql`array_to_string(${products.features}, ' ') ILIKE ${pattern}`,
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(products).where(where);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(toProduct),
    total: totalRow?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A new product is on the storefront at once, with no rating and no reviews yet. */
export async function createAdminProduct(db: Executor, input: ProductInput): Promise<Product> {
  const [row] = await db
    .insert(products)
    .values({ ...toColumns(input), rating: 0, reviewCount: 0 })
    .returning();
  if (!row) throw new Error('product not inserted');
  return toProduct(row);
}

/** Replaces what the admin form edits; rating and review count stay as they are. */
export async function updateAdminProduct(
  db: Executor,
  id: number,
  input: ProductInput,
): Promise<Product> {
  const [row] = await db
    .update(products)
    .set(toColumns(input))
    .where(eq(products.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return toProduct(row);
}

/** Removes a product; order items that named it keep their copy of name and price. */
export async function deleteAdminProduct(db: Executor, id: number): Promise<void> {
  const deleted = await db
    .delete(products)
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
}
