import { z } from 'zod';
import { adminMessages } from '../admin-messages.ts';
import { hasAtMostTwoDecimals } from '../domain/money.ts';
import type { DiscountType } from '../domain/pricing.ts';
import { messages } from '../messages.ts';
import {
  adminPage,
  IMAGE_URL_MAX,
  isImageUrl,
  isoDateTime,
  requiredText,
  wholeNumber,
} from './admin-fields.ts';

// The answers (a promotion, a page of them) are in admin-promotions-answers.ts, out of the SPA's
// chunks.
export type {
  AdminPromotion,
  AdminPromotionPage,
  PromotionAnswer,
} from './admin-promotions-answers.ts';

const text = { ...messages.promotions, ...adminMessages.promotions };
const { required, tooLong, invalidUrl, invalidChoice, invalidValue } = adminMessages.adminForm;
const { minimum, maximum } = adminMessages.productForm;

/** Spec section 9: a new promotion offers 100 uses, a fixed discount, and generated codes of 8. */
export const PROMOTION_DEFAULTS = {
  maxUses: 100,
  discountType: 'fixed',
  codeLength: 8,
} as const satisfies { maxUses: number; discountType: DiscountType; codeLength: number };

export const PROMOTION_LIMITS = {
  title: 200,
  message: 2000,
  code: 50,
  maxUses: { min: 1, max: 1_000_000 },
  /** Baht for a fixed discount. */
  fixedValueMax: 1_000_000,
  percentageMax: 100,
} as const;

export const ADMIN_PROMOTIONS_PAGE_SIZE = 20;

export const DISCOUNT_TYPES = ['fixed', 'percentage'] as const satisfies readonly DiscountType[];

/** Codes are upper-case letters and digits only. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9]+$/;

/** What the code box keeps of what is typed: upper case, A–Z and 0–9 only. */
export function sanitizeDiscountCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, PROMOTION_LIMITS.code);
}

/** An optional image: empty or missing is null, anything else must be an image address. */
const optionalImageUrl = z.preprocess(
  (value) =>
    value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value,
  z
    .string({ error: invalidUrl })
    .trim()
    .max(IMAGE_URL_MAX, { error: tooLong(IMAGE_URL_MAX) })
    .refine(isImageUrl, { error: invalidUrl })
    .nullable(),
);

/** An optional date-time: null, missing or empty means "no limit". */
const optionalDateTime = z.preprocess(
  (value) => (value === undefined || value === '' ? null : value),
  isoDateTime().nullable(),
);

/**
 * The promotion form, shared by the admin form and the API: title and message
 * required, max uses ≥ 1, an A–Z0–9 code forced to upper case, a value ≥ 0 with 2 decimals
 * (a percentage at most 100), and an end after the start when both are set.
 */
export const promotionInputSchema = z
  .object({
    title: requiredText(PROMOTION_LIMITS.title),
    message: requiredText(PROMOTION_LIMITS.message),
    imageUrl: optionalImageUrl,
    maxUses: wholeNumber(PROMOTION_LIMITS.maxUses),
    discountCode: z
      .string({ error: required })
      .trim()
      .transform((code) => code.toUpperCase())
      .pipe(
        z
          .string()
          .min(1, { error: required })
          .max(PROMOTION_LIMITS.code, { error: tooLong(PROMOTION_LIMITS.code) })
          .regex(DISCOUNT_CODE_PATTERN, { error: text.codeFormat }),
      ),
    discountType: z.enum(DISCOUNT_TYPES, { error: invalidChoice }).default('fixed'),
    discountValue: z
      .number({ error: (issue) => (issue.input == null ? required : invalidValue) })
      .min(0, { error: minimum(0) })
      .max(PROMOTION_LIMITS.fixedValueMax, { error: maximum(PROMOTION_LIMITS.fixedValueMax) })
      .refine(hasAtMostTwoDecimals, { error: text.twoDecimals }),
    startDate: optionalDateTime,
    endDate: optionalDateTime,
  })
  .superRefine((value, ctx) => {
    if (
      value.discountType === 'percentage' &&
      typeof value.discountValue === 'number' &&
      value.discountValue > PROMOTION_LIMITS.percentageMax
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountValue'],
        message: maximum(PROMOTION_LIMITS.percentageMax),
      });
    }
    if (
      typeof value.startDate === 'string' &&
      typeof value.endDate === 'string' &&
      new Date(value.endDate).getTime() <= new Date(value.startDate).getTime()
    ) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: text.endAfterStart });
    }
  });
export type PromotionInput = z.infer<typeof promotionInputSchema>;
/** What a client sends (type and dates may be left out). */
export type PromotionInputBody = z.input<typeof promotionInputSchema>;

export const adminPromotionListQuerySchema = z.object({
  ...adminPage(ADMIN_PROMOTIONS_PAGE_SIZE),
});
export type AdminPromotionListQuery = z.infer<typeof adminPromotionListQuerySchema>;
