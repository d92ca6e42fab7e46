import { cartLineKey, type QuoteDestination } from '../../../shared/contracts/cart.ts';
import type { ValidateCodeResponse } from '../../../shared/contracts/promotions.ts';
import { bahtToSatang, satangToBaht } from '../../../shared/domain/money.ts';
import type { PaymentMethod } from '../../../shared/domain/order-lifecycle.ts';
import { type DiscountRule, discountRuleFromDisplay } from '../../../shared/domain/pricing.ts';
import { call, client } from '../../lib/api.ts';
import { inSatang } from '../../lib/money.ts';
import type { CartItem } from './cart-store.ts';

const lines = (items: readonly CartItem[]) =>
  items.map((item) => ({
    productId: item.productId,
    ...(item.variantId !== undefined ? { variantId: item.variantId } : {}),
    quantity: item.quantity,
  }));

/**
 * Asks the server to price the cart; the prices the cart showed go along (in baht, as the API
 * takes them) to spot changes. The answer's amounts come back in satang.
 */
export async function requestQuote(
  items: readonly CartItem[],
  discountCode?: string,
  signal?: AbortSignal,
  /** Where the parcel goes and how it is paid, once the confirmation knows (the shipping fee). */
  delivery: {
    destination?: QuoteDestination;
    paymentMethod?: PaymentMethod;
    /** The member's points to spend (the confirmation's "ใช้แต้ม"). */
    pointsToUse?: number;
  } = {},
) {
  const quote = await call(
    client.cart.quote.$post(
      {
        json: {
          items: lines(items),
          ...(discountCode ? { discountCode } : {}),
          ...delivery.destination,
          ...(delivery.paymentMethod ? { paymentMethod: delivery.paymentMethod } : {}),
          ...(delivery.pointsToUse ? { pointsToUse: delivery.pointsToUse } : {}),
          knownPrices: Object.fromEntries(
            items.map((item) => [cartLineKey(item), satangToBaht(item.priceSatang)]),
          ),
        },
      },
      { init: { signal } },
    ),
  );
  return {
    ...inSatang(quote, [
      'subtotal',
      'eligibleSubtotal',
      'discount',
      'net',
      'shippingFee',
      'amountDue',
      'pointsDiscount',
    ] as const),
    lines: quote.lines.map((line) => inSatang(line, ['unitPrice', 'lineTotal'] as const)),
    freeShippingFrom:
      quote.freeShippingFrom === undefined ? null : bahtToSatang(quote.freeShippingFrom),
    payment: inSatang(quote.payment, ['codMaxAmount', 'codFee'] as const),
  };
}

/** The server's price of the cart, its amounts in satang. */
export type CartQuoteInSatang = Awaited<ReturnType<typeof requestQuote>>;

export function validateDiscountCode(code: string, items: readonly CartItem[]) {
  return call(client.promotions.validate.$post({ json: { code, items: lines(items) } }));
}

/** The discount rule of a valid answer (value in hundredths: baht or percent × 100). */
export function ruleOf(answer: ValidateCodeResponse): DiscountRule | null {
  if (!answer.valid || !answer.discountType) return null;
  return discountRuleFromDisplay(answer.discountType, answer.discountValue ?? 0);
}
