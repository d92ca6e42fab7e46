import { catalogMessages } from '../../../shared/catalog-messages.ts';
import { formatBaht } from '../../../shared/domain/money.ts';
import type { ShopProduct } from './catalog-api.ts';

const text = catalogMessages.card;

const PRICE_SIZES = {
  card: { line: 'gap-x-2', price: 'text-xl', was: 'text-sm text-stone-500' },
  page: { line: 'gap-x-3', price: 'text-3xl', was: 'text-lg text-stone-600' },
};

/** The price, and the original price struck through when it was higher. */
export function PriceLine({
  product,
  size,
}: {
  product: Pick<ShopProduct, 'price' | 'originalPrice'>;
  size: keyof typeof PRICE_SIZES;
}) {
  const sizes = PRICE_SIZES[size];
  return (
    <p className={`flex flex-wrap items-baseline ${sizes.line}`}>
      <span className={`${sizes.price} font-bold text-brand-800`}>{formatBaht(product.price)}</span>
      {product.originalPrice !== null && product.originalPrice > product.price ? (
        <del className={sizes.was}>
          <span className="sr-only">{text.originalPrice}</span>
          {formatBaht(product.originalPrice)}
        </del>
      ) : null}
    </p>
  );
}
