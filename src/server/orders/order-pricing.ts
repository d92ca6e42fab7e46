import { checkoutMessages } from '../../shared/checkout-messages.ts';
import type { CartLineInput } from '../../shared/contracts/cart.ts';
import { type CartPrice, type DiscountRule, priceCart } from '../../shared/domain/pricing.ts';
import { pricingLines } from '../cart/cart.service.ts';
import { AppError } from '../http/errors.ts';
import { assertWithinOrderLimit } from './order-lines.ts';

/** What an order needs to know of a product to price a line of it. */
export interface LineProduct {
  id: number;
  name: string;
  priceSatang: number;
  isEligibleForPromotion: boolean;
}

/** An order's line as it is saved: the product's name and price at the time of the order. */
export interface OrderLine {
  productId: number;
  productName: string;
  quantity: number;
  pricePerUnitSatang: number;
  totalPriceSatang: number;
  isEligibleForPromotion: boolean;
}

/**
 * Prices an order's lines from the catalogue's products, by the one rule of checkout and manual
 * orders alike: an id the catalogue does not know is a 400 naming the line; the cart priced by the
 * shared pricing function (with the discount rule, if any); past the order limit a 409.
 */
export function priceOrderLines(
  items: readonly CartLineInput[],
  products: ReadonlyMap<number, LineProduct>,
  rule: DiscountRule | null = null,
): { price: CartPrice; lines: OrderLine[] } {
  const fields: Record<string, string> = {};
  items.forEach((item, index) => {
    if (!products.has(item.productId))
      fields[`items.${index}.productId`] = checkoutMessages.checkout.unknownProduct;
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION', checkoutMessages.checkout.unknownProduct, { fields });
  }
  const price = priceCart(pricingLines(items, products as Map<number, LineProduct>), rule);
  assertWithinOrderLimit(price.subtotalSatang);
  const lines = price.lines.map((line) => ({
    productId: line.productId,
    productName: (products.get(line.productId) as LineProduct).name,
    quantity: line.quantity,
    pricePerUnitSatang: line.unitPriceSatang,
    totalPriceSatang: line.lineTotalSatang,
    isEligibleForPromotion: line.isEligibleForPromotion,
  }));
  return { price, lines };
}
