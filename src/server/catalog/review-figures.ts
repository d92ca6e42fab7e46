import { eq } from 'drizzle-orm';
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
