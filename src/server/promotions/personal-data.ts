import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { promotionRedemptions, promotions } from '../db/schema/promotions.ts';

/** What the promotions domain holds about a customer: the codes their orders used. */
export async function redemptionsOf(db: Executor, userId: string) {
  return db
    .select({
      code: promotions.discountCode,
      orderId: promotionRedemptions.transactionId,
      redeemedAt: promotionRedemptions.redeemedAt,
    })
    .from(promotionRedemptions)
    .innerJoin(promotions, eq(promotions.id, promotionRedemptions.promotionId))
    .where(eq(promotionRedemptions.userId, userId))
    .orderBy(asc(promotionRedemptions.redeemedAt));
}
