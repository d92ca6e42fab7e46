import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { reviews } from '../db/schema/content.ts';

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
