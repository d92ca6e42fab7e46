import { z } from 'zod';
import { checkoutMessages } from '../checkout-messages.ts';
import {
  DISCOUNT_REASONS,
  type DiscountReason,
  discountReasonMessage,
} from '../domain/discount-reasons.ts';
import type { DiscountType } from '../domain/pricing.ts';
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

export interface ValidateCodeResponse {
  valid: boolean;
  reason?: DiscountReason;
  message?: string;
  discountType?: DiscountType;
  /** Baht for a fixed discount, percent for a percentage (12.5 = 12.5 %). */
  discountValue?: number;
  /** Baht off these items. */
  discount?: number;
  promotionId?: number;
}

export const REDEEM_RESULTS = ['SUCCESS', 'ALREADY_REDEEMED', 'UNAVAILABLE'] as const;
export type RedeemResult = (typeof REDEEM_RESULTS)[number];

export interface RedeemResponse {
  result: RedeemResult;
  /** The code to put into the cart (SUCCESS), or the one already used (ALREADY_REDEEMED). */
  code?: string;
}

/** `GET /api/promotions/active`: what the promotion bar and dialog show; no usage counts. */
export interface ActivePromotion {
  id: number;
  title: string;
  message: string;
  imageUrl: string | null;
  discountCode: string;
}
