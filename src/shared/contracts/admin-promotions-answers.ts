import { z } from 'zod';
import { DISCOUNT_TYPES } from './admin-promotions.ts';
import { count, isoMoment, pageOf, rowId } from './answer-fields.ts';

// Answers of the back office's promotions API, apart from admin-promotions.ts: the SPA's form
// imports that file's schemas, and these would only add weight to its chunk.

/** A promotion as the admin list shows it; `discountValue` is baht or percent. */
export const adminPromotionSchema = z.strictObject({
  id: rowId,
  title: z.string(),
  message: z.string(),
  imageUrl: z.string().nullable(),
  discountCode: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  /** Baht for a fixed discount, percent for a percentage (12.5 = 12.5 %); 2 decimals at most. */
  discountValue: z.number().nonnegative(),
  maxUses: z.number().int().positive(),
  currentUses: count,
  /** Null: no limit. */
  startDate: isoMoment.nullable(),
  endDate: isoMoment.nullable(),
  isActive: z.boolean(),
  createdAt: isoMoment,
  updatedAt: isoMoment,
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

/** `POST /api/admin/promotions` (201), `PUT …/:id`, `POST …/:id/toggle`. */
export const promotionAnswerSchema = z.strictObject({ promotion: adminPromotionSchema });
export type PromotionAnswer = z.infer<typeof promotionAnswerSchema>;

/** `GET /api/admin/promotions`. */
export const adminPromotionPageSchema = pageOf(adminPromotionSchema);
export type AdminPromotionPage = z.infer<typeof adminPromotionPageSchema>;
