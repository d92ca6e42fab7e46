import { checkoutMessages } from '../checkout-messages.ts';

/** Why a code cannot be used. */
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

/** The Thai text customers read for a reason; anything unknown reads 'ไม่สามารถใช้โค้ดส่วนลดนี้ได้'. */
export function discountReasonMessage(reason: string): string {
  switch (reason) {
    case 'NOT_FOUND':
    case 'INACTIVE':
    case 'MAX_USES_REACHED':
    case 'ALREADY_REDEEMED':
    case 'NOT_STARTED':
    case 'EXPIRED':
      return checkoutMessages.discount[reason];
    case 'NO_ELIGIBLE_ITEMS':
      return checkoutMessages.discount.noEligibleItems;
    default:
      return checkoutMessages.discount.other;
  }
}
