import type { CartQuote } from '../../../shared/contracts/cart.ts';
import type { ValidateCodeResponse } from '../../../shared/contracts/promotions.ts';
import { satangToBaht } from '../../../shared/domain/money.ts';
import { type DiscountRule, discountRuleFromDisplay } from '../../../shared/domain/pricing.ts';
import { api } from '../../lib/api.ts';
import type { CartItem } from './cart-store.ts';

const lines = (items: readonly CartItem[]) =>
  items.map((item) => ({ productId: item.productId, quantity: item.quantity }));

/** Asks the server to price the cart; the prices the cart showed go along to spot changes. */
export function requestQuote(items: readonly CartItem[], discountCode?: string) {
  return api.post<CartQuote>('/cart/quote', {
    items: lines(items),
    ...(discountCode ? { discountCode } : {}),
    knownPrices: Object.fromEntries(
      items.map((item) => [String(item.productId), satangToBaht(item.priceSatang)]),
    ),
  });
}

export function validateDiscountCode(code: string, items: readonly CartItem[]) {
  return api.post<ValidateCodeResponse>('/promotions/validate', { code, items: lines(items) });
}

/** The discount rule of a valid answer (value in hundredths: baht or percent × 100). */
export function ruleOf(answer: ValidateCodeResponse): DiscountRule | null {
  if (!answer.valid || !answer.discountType) return null;
  return discountRuleFromDisplay(answer.discountType, answer.discountValue ?? 0);
}
