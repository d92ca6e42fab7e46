import { checkoutMessages } from '../../shared/checkout-messages.ts';
import type { CartLineInput } from '../../shared/contracts/cart.ts';
import { type CartPrice, type DiscountRule, priceCart } from '../../shared/domain/pricing.ts';
import { assertSizesChosen } from '../cart/cart.service.ts';
import { chooseVariant } from '../catalog/cart-products.ts';
import {
  type PricingProduct,
  pricingLines,
  type SizedPricingLine,
} from '../catalog/pricing-lines.ts';
import { AppError } from '../http/errors.ts';
import { assertWithinOrderLimit } from './order-lines.ts';

/** What an order needs to know of a product to price a line of it: its name and sizes. */
export type LineProduct = PricingProduct & { name: string };

/** An order's line as it is saved: the product's name, its size and price at the time of the order. */
export interface OrderLine {
  productId: number;
  productName: string;
  variantId: number;
  variantLabel: string;
  quantity: number;
  pricePerUnitSatang: number;
  totalPriceSatang: number;
  isEligibleForPromotion: boolean;
}

/**
 * Prices an order's lines from the catalogue's products, by the one rule of checkout and manual
 * orders alike: an id the catalogue does not know is a 400 naming the line, and so is a size that
 * is not the product's, or none for a product with several ("กรุณาเลือกขนาดสินค้า"); the cart
 * priced at its sizes' prices by the shared pricing function (with the discount rule, if any);
 * past the order limit a 409.
 */
export function priceOrderLines(
  items: readonly CartLineInput[],
  products: ReadonlyMap<number, LineProduct>,
  rule: DiscountRule | null = null,
): { price: CartPrice; lines: OrderLine[] } {
  const fields: Record<string, string> = {};
  items.forEach((item, index) => {
    const product = products.get(item.productId);
    if (!product) {
      fields[`items.${index}.productId`] = checkoutMessages.checkout.unknownProduct;
      return;
    }
    const choice = chooseVariant(product, item.variantId);
    if ('problem' in choice && choice.problem === 'UNKNOWN_SIZE') {
      fields[`items.${index}.variantId`] = checkoutMessages.cart.unknownSize;
    }
  });
  const [first] = Object.values(fields);
  if (first !== undefined) throw new AppError('VALIDATION', first, { fields });
  assertSizesChosen(items, products);
  const sized = pricingLines(items, products);
  const price = priceCart(sized, rule);
  assertWithinOrderLimit(price.subtotalSatang);
  const lines = price.lines.map((line, index) => {
    const size = sized[index] as SizedPricingLine;
    return {
      productId: line.productId,
      productName: (products.get(line.productId) as LineProduct).name,
      variantId: size.variantId,
      variantLabel: size.variantLabel,
      quantity: line.quantity,
      pricePerUnitSatang: line.unitPriceSatang,
      totalPriceSatang: line.lineTotalSatang,
      isEligibleForPromotion: line.isEligibleForPromotion,
    };
  });
  return { price, lines };
}
