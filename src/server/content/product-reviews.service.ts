import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type {
  ProductReview,
  ProductReviewPage,
  ReviewInput,
  ReviewVisibility,
} from '../../shared/contracts/reviews.ts';
import { PRODUCT_REVIEWS_PAGE_SIZE } from '../../shared/domain/reviews.ts';
import { reviewMessages } from '../../shared/review-messages.ts';
import { recordStaffAction, type StaffActor } from '../audit/staff-audit.ts';
import {
  holdProductForReviews,
  productExists,
  setReviewFigures,
} from '../catalog/review-figures.ts';
import type { Executor } from '../db/client.ts';
import { reviews } from '../db/schema/content.ts';
import { uniqueViolation } from '../db/unique-violation.ts';
import { AppError } from '../http/errors.ts';
import { deliveredLineOf } from '../orders/delivered-lines.ts';
import { publicName } from './public-name.ts';

// Reviews by buyers (decision 0050): written by the customer of a delivered order holding the
// product, one per product per order, published at once; staff may hide one with a reason. The
// product's rating and review count are the visible reviews' figures, set in the same
// transaction as every change of them.

type ReviewRow = typeof reviews.$inferSelect;

function toProductReview(row: ReviewRow): ProductReview {
  return {
    id: row.id,
    name: row.name,
    rating: row.rating,
    comment: row.comment,
    ...(row.imageUrl ? { photoUrl: row.imageUrl } : {}),
    verifiedBuyer: row.verifiedBuyer,
    ...(row.variantLabel ? { variantLabel: row.variantLabel } : {}),
    createdAt: row.date.toISOString(),
  };
}

const visibleOf = (productId: number) =>
  and(eq(reviews.productId, productId), isNull(reviews.hiddenAt));

/** The product's visible reviews, newest first, a page at a time, with their figures. */
export async function listProductReviews(
  db: Executor,
  productId: number,
  page: number,
): Promise<ProductReviewPage> {
  if (!(await productExists(db, productId))) {
    throw new AppError('NOT_FOUND', reviewMessages.productNotFound);
  }
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(visibleOf(productId))
      .orderBy(desc(reviews.date), desc(reviews.id))
      .limit(PRODUCT_REVIEWS_PAGE_SIZE)
      .offset((page - 1) * PRODUCT_REVIEWS_PAGE_SIZE),
    db
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .where(visibleOf(productId))
      .groupBy(reviews.rating),
  ]);
  const ratingCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, n } of counts) {
    ratingCounts[rating as keyof typeof ratingCounts] = Number(n);
    total += Number(n);
    sum += rating * Number(n);
  }
  return {
    items: rows.map(toProductReview),
    total,
    ratingAverage: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
    ratingCounts,
  };
}

/** Sets the product's figures from its visible reviews; the caller holds the product's row. */
async function refigure(tx: Executor, productId: number) {
  const [row] = await tx
    .select({
      average: sql<string | null>`avg(${reviews.rating})`,
      n: count(),
    })
    .from(reviews)
    .where(visibleOf(productId));
  return setReviewFigures(tx, productId, {
    average: Number(row?.average ?? 0),
    count: Number(row?.n ?? 0),
  });
}

/** Control characters other than the line break and tab are dropped; the rest is kept as text. */
const CONTROL = /[^\P{Cc}\n\t]/gu;

/** The same refusals as submitReview, before a photo is stored for a review that cannot be. */
export async function refuseNonBuyer(
  db: Executor,
  userId: string,
  productId: number,
  orderId: string,
): Promise<void> {
  if (!(await productExists(db, productId))) {
    throw new AppError('NOT_FOUND', reviewMessages.productNotFound);
  }
  if (!(await deliveredLineOf(db, { userId, orderId, productId }))) {
    throw new AppError('NOT_A_BUYER', reviewMessages.notABuyer);
  }
}

/**
 * Publishes the customer's review: 403 NOT_A_BUYER unless the order is theirs, delivered and holds
 * the product; 409 ALREADY_REVIEWED for a second one (the unique constraint decides between two
 * sent at once). `photoUrl` is the stored picture, if any.
 */
export async function submitReview(
  db: Executor,
  author: { id: string; firstName: string; lastName: string },
  productId: number,
  input: ReviewInput & { photoUrl?: string },
): Promise<ProductReview> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await holdProductForReviews(tx, productId))) {
        throw new AppError('NOT_FOUND', reviewMessages.productNotFound);
      }
      const line = await deliveredLineOf(tx, {
        userId: author.id,
        orderId: input.orderId,
        productId,
      });
      if (!line) throw new AppError('NOT_A_BUYER', reviewMessages.notABuyer);
      const now = new Date();
      const [row] = await tx
        .insert(reviews)
        .values({
          name: publicName(author.firstName, author.lastName),
          rating: input.rating,
          comment: input.comment.replace(CONTROL, '').trim(),
          imageUrl: input.photoUrl ?? null,
          tag: 'ผู้ซื้อจริง',
          date: now,
          userId: author.id,
          productId,
          orderId: input.orderId,
          variantLabel: line.variantLabel,
          verifiedBuyer: true,
        })
        .onConflictDoNothing({ target: [reviews.orderId, reviews.productId] })
        .returning();
      if (!row) throw new AppError('ALREADY_REVIEWED', reviewMessages.alreadyReviewed);
      await refigure(tx, productId);
      return toProductReview(row);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'reviews_one_per_order_product') {
      throw new AppError('ALREADY_REVIEWED', reviewMessages.alreadyReviewed);
    }
    throw error;
  }
}

/**
 * Hides (with the staff member's reason) or shows again a buyer's review, audited; the product's
 * figures follow in the same transaction. Hiding a hidden review keeps its first reason's time.
 */
export async function setReviewHidden(
  db: Executor,
  actor: StaffActor,
  id: number,
  change: { hidden: true; reason: string } | { hidden: false },
): Promise<ReviewVisibility> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.id, id));
    const productId = found?.productId;
    if (productId == null) throw new AppError('NOT_FOUND', reviewMessages.reviewNotFound);
    await holdProductForReviews(tx, productId);
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', reviewMessages.reviewNotFound);
    const [after] = await tx
      .update(reviews)
      .set(
        change.hidden
          ? { hiddenAt: before.hiddenAt ?? new Date(), hiddenReason: change.reason }
          : { hiddenAt: null, hiddenReason: null },
      )
      .where(eq(reviews.id, id))
      .returning();
    if (!after) throw new AppError('NOT_FOUND', reviewMessages.reviewNotFound);
    const product = await refigure(tx, productId);
    await recordStaffAction(tx, actor, {
      action: change.hidden ? 'review.hide' : 'review.show',
      entity: 'review',
      entityId: id,
      before: { hidden: before.hiddenAt !== null, reason: before.hiddenReason },
      after: { hidden: after.hiddenAt !== null, reason: after.hiddenReason },
    });
    return {
      id,
      hidden: after.hiddenAt !== null,
      hiddenReason: after.hiddenReason,
      product: { id: product.id, rating: product.rating, reviewCount: product.reviewCount },
    };
  });
}

/**
 * The stars the customer gave each product of their order, by product id: the reviews written
 * from that order, hidden ones too (a product cannot be reviewed twice from one order).
 */
export async function reviewsOfOrder(
  db: Executor,
  userId: string,
  orderId: string,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: reviews.productId, rating: reviews.rating })
    .from(reviews)
    .where(and(eq(reviews.orderId, orderId), eq(reviews.userId, userId)));
  return new Map(
    rows.flatMap((row) => (row.productId === null ? [] : [[row.productId, row.rating] as const])),
  );
}
