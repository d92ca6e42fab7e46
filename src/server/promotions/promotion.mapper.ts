import type { AdminPromotion } from '../../shared/contracts/admin-promotions.ts';
import type { ActivePromotion } from '../../shared/contracts/promotions.ts';
import type { promotions } from '../db/schema/promotions.ts';

export type PromotionRow = typeof promotions.$inferSelect;

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** A stored promotion as the admin sees it: value in baht or percent, dates as ISO strings. */
export function toAdminPromotion(row: PromotionRow): AdminPromotion {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    imageUrl: row.imageUrl,
    discountCode: row.discountCode,
    discountType: row.discountType,
    discountValue: row.discountValueHundredths / 100,
    maxUses: row.maxUses,
    currentUses: row.currentUses,
    startDate: isoOrNull(row.startDate),
    endDate: isoOrNull(row.endDate),
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a visitor may see of a promotion: no counts, no rule. */
export function toActivePromotion(
  row: Pick<PromotionRow, 'id' | 'title' | 'message' | 'imageUrl' | 'discountCode'>,
): ActivePromotion {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    imageUrl: row.imageUrl,
    discountCode: row.discountCode,
  };
}
