import type { CartLineInput } from '../../shared/contracts/cart.ts';
import type { PricingLineInput } from '../../shared/domain/pricing.ts';
import { type CartProductRow, type CartVariantRow, chooseVariant } from './cart-products.ts';

// A cart's lines at the catalogue's prices: what the cart's quote, a discount code's check
// (promotions) and a placed order (orders) price alike. The prices are the catalogue's, so the
// catalogue answers them, and none of those domains imports another for it (decision 0037).

/** What pricing needs of a product: its promotion rule and its sizes' prices. */
export type PricingProduct = Pick<CartProductRow, 'id' | 'isEligibleForPromotion'> & {
  variants: readonly Pick<CartVariantRow, 'id' | 'label' | 'priceSatang'>[];
};

/** A line priced at its size's price, with the size it is. */
export interface SizedPricingLine extends PricingLineInput {
  variantId: number;
  variantLabel: string;
}

/**
 * The cart's lines that exist, each priced at its pack size's price in the database; a line
 * whose size is not known (or not said, for a product with several) is left out.
 */
export function pricingLines(
  items: readonly CartLineInput[],
  rows: ReadonlyMap<number, PricingProduct>,
): SizedPricingLine[] {
  return items.flatMap((item) => {
    const row = rows.get(item.productId);
    if (!row) return [];
    const choice = chooseVariant(row, item.variantId);
    if (!('variant' in choice)) return [];
    return [
      {
        productId: row.id,
        variantId: choice.variant.id,
        variantLabel: choice.variant.label,
        unitPriceSatang: choice.variant.priceSatang,
        quantity: item.quantity,
        isEligibleForPromotion: row.isEligibleForPromotion,
      },
    ];
  });
}
