import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { reviews } from '../db/schema/content.ts';

/** How a review reads once its author's account is erased. */
const ANONYMOUS_REVIEWER = 'ลูกค้า';

/** What the content domain holds about a customer: the reviews tied to their account. */
export async function reviewsOf(db: Executor, userId: string) {
  return db
    .select({
      name: reviews.name,
      rating: reviews.rating,
      comment: reviews.comment,
      date: reviews.date,
    })
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(asc(reviews.date));
}

/** Erasure: the customer's reviews stay for the shop, signed as an anonymous customer. */
export async function forgetCustomerReviews(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(reviews)
    .set({ name: ANONYMOUS_REVIEWER, userId: null })
    .where(eq(reviews.userId, userId));
}
