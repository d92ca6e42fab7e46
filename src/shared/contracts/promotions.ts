import { z } from 'zod';
import { checkoutMessages } from '../checkout-messages.ts';
import {
  DISCOUNT_REASONS,
  type DiscountReason,
  discountReasonMessage,
} from '../domain/discount-reasons.ts';
import { DISCOUNT_TYPES } from './admin-promotions.ts';
import { baht, rowId } from './answer-fields.ts';
import { cartLinesSchema } from './cart.ts';

export { DISCOUNT_REASONS, type DiscountReason, discountReasonMessage };

export const validateCodeRequestSchema = z.object({
  code: z
    .string({ error: checkoutMessages.discount.loginAndCode })
    .trim()
    .min(1, checkoutMessages.discount.loginAndCode)
    .max(50)
    .transform((code) => code.toUpperCase()),
  items: cartLinesSchema,
});
export type ValidateCodeRequest = z.input<typeof validateCodeRequestSchema>;

/** `POST /api/promotions/validate`: a valid code's discount, or why it cannot be used. */
export const validateCodeResponseSchema = z.strictObject({
  valid: z.boolean(),
  reason: z.enum(DISCOUNT_REASONS).optional(),
  /** The Thai text for the reason. */
  message: z.string().optional(),
  discountType: z.enum(DISCOUNT_TYPES).optional(),
  /** Baht for a fixed discount, percent for a percentage (12.5 = 12.5 %). */
  discountValue: z.number().nonnegative().optional(),
  /** Baht off these items. */
  discount: baht.optional(),
  promotionId: rowId.optional(),
});
export type ValidateCodeResponse = z.infer<typeof validateCodeResponseSchema>;

export const REDEEM_RESULTS = ['SUCCESS', 'ALREADY_REDEEMED', 'UNAVAILABLE'] as const;
export type RedeemResult = (typeof REDEEM_RESULTS)[number];

/** `POST /api/promotions/:id/redeem`: whether the customer may use the code; takes no use. */
export const redeemResponseSchema = z.strictObject({
  result: z.enum(REDEEM_RESULTS),
  /** The code to put into the cart (SUCCESS), or the one already used (ALREADY_REDEEMED). */
  code: z.string().optional(),
});
export type RedeemResponse = z.infer<typeof redeemResponseSchema>;

/** `GET /api/promotions/active`: what the promotion bar and dialog show; no usage counts. */
export const activePromotionSchema = z.strictObject({
  id: rowId,
  title: z.string(),
  message: z.string(),
  imageUrl: z.string().nullable(),
  discountCode: z.string(),
});
export type ActivePromotion = z.infer<typeof activePromotionSchema>;

/** `GET /api/promotions/active`: newest first. */
export const activePromotionsSchema = z.array(activePromotionSchema);
