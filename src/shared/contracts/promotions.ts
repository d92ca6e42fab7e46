import { z } from 'zod';
import type { DiscountType } from '../domain/pricing.ts';
import { messages } from '../messages.ts';
import { cartLinesSchema } from './cart.ts';

/** Why a code cannot be used, as the spec names them. */
export const DISCOUNT_REASONS = [
  'NOT_FOUND',
  'INACTIVE',
  'MAX_USES_REACHED',
  'ALREADY_REDEEMED',
  'NOT_STARTED',
  'EXPIRED',
  'NO_ELIGIBLE_ITEMS',
] as const;
export type DiscountReason = (typeof DISCOUNT_REASONS)[number];

/** The spec's Thai text for a reason; anything unknown reads 'ไม่สามารถใช้โค้ดส่วนลดนี้ได้'. */
export function discountReasonMessage(reason: string): string {
  switch (reason) {
    case 'NOT_FOUND':
    case 'INACTIVE':
    case 'MAX_USES_REACHED':
    case 'ALREADY_REDEEMED':
    case 'NOT_STARTED':
    case 'EXPIRED':
      return messages.discount[reason];
    case 'NO_ELIGIBLE_ITEMS':
      return messages.discount.noEligibleItems;
    default:
      return messages.discount.other;
  }
}

export const validateCodeRequestSchema = z.object({
  code: z
    .string({ error: messages.discount.loginAndCode })
    .trim()
    .min(1, messages.discount.loginAndCode)
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
}
