import { eq, inArray } from 'drizzle-orm';
import { paths } from '../../shared/routes.ts';
import type { Executor } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';

/** A product's review figures as the storefront shows them. */
export interface ReviewFigures {
  id: number;
  rating: number;
  reviewCount: number;
}

/**
 * Locks the product's row until the caller commits, so that two reviews of one product written at
 * once count each other; answers whether the product exists.
 */
export async function holdProductForReviews(tx: Executor, productId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return rows.length > 0;
}

/** Whether a product exists (deleted ones have no reviews to read). */
export async function productExists(db: Executor, productId: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  return rows.length > 0;
}

/**
 * Sets the product's rating (the visible reviews' average, to one decimal) and review count, in
 * the caller's transaction, on a row it holds (holdProductForReviews).
 */
export async function setReviewFigures(
  tx: Executor,
  productId: number,
  figures: { average: number; count: number },
): Promise<ReviewFigures> {
  const [row] = await tx
    .update(products)
    .set({
      rating: Math.round(figures.average * 10) / 10,
      reviewCount: figures.count,
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId))
    .returning({ id: products.id, rating: products.rating, reviewCount: products.reviewCount });
  if (!row) throw new Error(`product ${productId} vanished while its reviews were counted`);
  return row;
}

/** A reviewed product as a review card names it: its name and its page. */
export interface ProductRef {
  name: string;
  link: string;
}

/** The names and pages of the products of a few reviews, by id (deleted ones are not there). */
export async function productRefsOf(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, ProductRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, category: products.category })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [row.id, { name: row.name, link: paths.product(row.category, row.id) }]),
  );
}
