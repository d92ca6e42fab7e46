import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { ActivePromotion } from '../../shared/contracts/promotions.ts';
import type { Executor } from '../db/client.ts';
import { promotions } from '../db/schema/promotions.ts';
import { toActivePromotion } from './promotion.mapper.ts';

/**
 * The promotions a visitor sees: switched on, and now between the start and
 * the end (either may be empty); newest first.
 */
export async function listActivePromotions(
  db: Executor,
  now: Date = new Date(),
): Promise<ActivePromotion[]> {
  const rows = await db
    .select({
      id: promotions.id,
      title: promotions.title,
      message: promotions.message,
      imageUrl: promotions.imageUrl,
      discountCode: promotions.discountCode,
    })
    .from(promotions)
    .where(
      and(
        eq(promotions.isActive, true),
        or(isNull(promotions.startDate), lte(promotions.startDate, now)),
        or(isNull(promotions.endDate), gte(promotions.endDate, now)),
      ),
    )
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
  return rows.map(toActivePromotion);
}
