import { useId } from 'react';
import type { Variant } from '../../../shared/contracts/farm-fit.ts';
import { bahtToSatang, discountPercent, formatBaht } from '../../../shared/domain/money.ts';
import { productMessages } from '../../../shared/product-messages.ts';
import type { ShopProduct } from './catalog-api.ts';

/**
 * The product as one of its sizes shows it: the size's price, original price, stock and points
 * (satang, as the page keeps prices); the product itself when it has one size.
 */
export function asSize(product: ShopProduct, variant: Variant | undefined): ShopProduct {
  if (!variant || product.variants.length < 2) return product;
  const price = bahtToSatang(variant.price);
  const originalPrice = variant.originalPrice === null ? null : bahtToSatang(variant.originalPrice);
  return {
    ...product,
    price,
    originalPrice,
    discountPercent: discountPercent(price, originalPrice),
    stockCount: variant.stockCount,
    inStock: variant.inStock,
    memberPoints: variant.memberPoints,
  };
}

/**
 * The product page's pack sizes as chips: radio buttons, so arrow keys move between sizes and the
 * chosen one is announced; each says its label and price.
 */
export function SizePicker({
  variants,
  chosen,
  onChoose,
}: {
  variants: readonly Variant[];
  chosen: number | undefined;
  onChoose(variantId: number): void;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-stone-800">{productMessages.sizes}</legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((variant) => (
          <label
            key={variant.id}
            className={`relative inline-flex min-h-11 cursor-pointer flex-col justify-center rounded-xl border-2 px-4 py-1.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
              chosen === variant.id
                ? 'border-brand-700 bg-brand-50 text-brand-900'
                : 'border-stone-300 bg-white text-stone-800 hover:border-brand-500'
            } ${variant.inStock ? '' : 'opacity-60'}`}
          >
            <input
              type="radio"
              name={name}
              value={variant.id}
              checked={chosen === variant.id}
              onChange={() => onChoose(variant.id)}
              className="sr-only"
            />
            <span className="font-bold leading-snug">{variant.label}</span>
            <span className="text-sm leading-snug">{formatBaht(bahtToSatang(variant.price))}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
