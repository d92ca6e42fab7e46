import { catalogMessages } from '../../../shared/catalog-messages.ts';
import { categoryName } from '../../../shared/domain/categories.ts';
import { LOW_STOCK_THRESHOLD } from '../../../shared/domain/listing.ts';
import { messages } from '../../../shared/messages.ts';
import { paths } from '../../../shared/routes.ts';
import { CartIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { Stars } from '../../components/ui/stars.tsx';
import { ThaiText } from '../../components/ui/thai-text.tsx';
import { CARD_LINK_STATE, trackCartAdd } from '../analytics/public.ts';
import { useCartStore } from '../cart/public.ts';
import type { ShopProduct } from './catalog-api.ts';
import { PriceLine } from './price-line.tsx';

const text = catalogMessages.card;

export type CardView = 'grid' | 'list';

interface ProductCardProps {
  product: ShopProduct;
  view?: CardView;
  /** Where a tag leads; by default a search of all products by that tag. */
  tagHref?: (tag: string) => string;
  /** The bestsellers page marks every card. */
  bestSeller?: boolean;
  /** Above-the-fold cards load their image at once. */
  eager?: boolean;
  /**
   * The first card of a page's list: its picture is likely the page's largest element, fetched
   * ahead of the others (and the SPA's scripts wait for it on a rendered page, client/start.ts).
   */
  first?: boolean;
}

const defaultTagHref = (tag: string) => `${paths.products}?tags=${encodeURIComponent(tag)}`;

/** The quantity of this product in the cart (0 when it is not there). */
function useQuantityInCart(productId: number): number {
  return useCartStore(
    (state) => state.items.find((item) => item.productId === productId)?.quantity ?? 0,
  );
}

/** A product in a grid or a list: picture, name, rating, tags, price, stock and add to cart. */
export function ProductCard({
  product,
  view = 'grid',
  tagHref = defaultTagHref,
  bestSeller = false,
  eager = false,
  first = false,
}: ProductCardProps) {
  const inCart = useQuantityInCart(product.id);
  const add = useCartStore((state) => state.add);
  const href = paths.product(product.category, product.id);
  const onSale = product.isOnSale && product.discountPercent > 0;
  const lowStock =
    product.inStock && product.stockCount > 0 && product.stockCount < LOW_STOCK_THRESHOLD;
  const tags = product.features.slice(0, view === 'grid' ? 2 : 3);
  const list = view === 'list';
  const several = product.variants.length > 1;

  return (
    <article
      aria-label={product.name}
      className={`group relative flex h-full overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md ${
        list ? 'flex-row' : 'flex-col'
      }`}
    >
      <div
        className={`relative shrink-0 bg-stone-100 ${list ? 'w-32 sm:w-48' : 'aspect-square w-full'}`}
      >
        <img
          src={product.image}
          alt=""
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
          className={`h-full w-full ${list ? 'object-contain' : 'object-cover'} ${product.inStock ? '' : 'opacity-60 grayscale'}`}
        />
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {onSale ? (
            <span className="rounded-full bg-red-600 px-2.5 py-0.5 text-sm font-bold text-white shadow">
              {text.discount(product.discountPercent)}
            </span>
          ) : null}
          {bestSeller ? (
            <span className="rounded-full bg-harvest-400 px-2.5 py-0.5 text-sm font-bold text-stone-900 shadow">
              {text.bestSeller}
            </span>
          ) : null}
        </div>
        {product.inStock ? null : (
          <div className="absolute inset-0 grid place-items-center bg-stone-900/40">
            <span className="rounded-full bg-stone-900/85 px-4 py-1.5 font-bold text-white">
              {text.outOfStock}
            </span>
          </div>
        )}
      </div>

      <div className={`flex min-w-0 flex-1 flex-col gap-1.5 ${list ? 'p-3 sm:p-4' : 'p-3'}`}>
        <p className="text-sm text-brand-700">{categoryName(product.category)}</p>
        <h3 className="leading-snug font-semibold text-stone-900">
          <Link
            to={href}
            state={CARD_LINK_STATE}
            className={`${list ? 'thai-clamp-2' : 'thai-clamp-2 min-h-thai-2'} hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`}
          >
            <ThaiText>{product.name}</ThaiText>
          </Link>
        </h3>
        <div className="flex items-center gap-1.5 text-sm text-stone-600">
          <Stars rating={product.rating} />
          <span>
            <ThaiText>{text.reviews(product.reviewCount)}</ThaiText>
          </span>
        </div>
        {list ? (
          <p className="thai-clamp-2 hidden text-sm text-stone-600 sm:block">
            {product.description}
          </p>
        ) : null}
        {tags.length > 0 ? (
          <ul aria-label={text.tags} className="flex flex-wrap gap-1">
            {tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={tagHref(tag)}
                  className="inline-block rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700 hover:bg-brand-100 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <span className="sr-only">{text.searchTag}</span> #{tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}

        {several ? (
          <ul aria-label={text.sizes} className="flex flex-wrap gap-1">
            {product.variants.map((variant) => (
              <li
                key={variant.id}
                className="rounded-md border border-stone-300 px-1.5 py-0.5 text-xs text-stone-700"
              >
                {variant.label}
              </li>
            ))}
          </ul>
        ) : null}

        <div className="mt-auto pt-1">
          {several ? (
            <div className="flex flex-wrap items-baseline gap-x-1.5">
              <span className="text-sm text-stone-600">{text.from}</span>
              <PriceLine product={product} size="card" />
            </div>
          ) : (
            <PriceLine product={product} size="card" />
          )}
          {lowStock ? (
            <p className="text-sm font-semibold text-orange-700">
              {messages.lowStock(product.stockCount)}
            </p>
          ) : null}
          {inCart > 0 ? (
            <p className="flex items-center gap-1 text-sm font-semibold text-brand-700">
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth={3}
              >
                <path d="M5 12l5 5 9-10" />
              </svg>
              {text.inCart(inCart)}
            </p>
          ) : null}
          {several && product.inStock ? (
            <Link
              to={href}
              className={`mt-2 inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl border-2 border-brand-700 font-semibold text-brand-800 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                list ? 'sm:w-auto sm:px-5' : ''
              }`}
            >
              {text.chooseSize}
            </Link>
          ) : (
            <button
              type="button"
              disabled={!product.inStock}
              onClick={() => {
                add(product, 1);
                trackCartAdd(product.id, 1);
              }}
              className={`mt-2 inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-stone-500 ${
                list ? 'sm:w-auto sm:px-5' : ''
              } bg-brand-700 text-white hover:bg-brand-800 active:scale-[0.98]`}
            >
              <CartIcon className="size-5" />
              {product.inStock ? text.addToCart : text.outOfStock}{' '}
              <span className="sr-only">{product.name}</span>
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/** The card's text as grey bars: category, a two-line name, rating, price and the button. */
const CARD_BARS = [
  'h-4 w-1/3 rounded',
  'h-5 w-full rounded',
  'h-5 w-2/3 rounded',
  'h-4 w-1/2 rounded',
  'mt-3 h-7 w-1/2 rounded',
  'mt-2 h-11 w-full rounded-xl',
];

/** A card-shaped placeholder that holds the card's place while products load. */
export function ProductCardSkeleton({ view = 'grid' }: { view?: CardView }) {
  const list = view === 'list';
  return (
    <div
      aria-hidden="true"
      className={`flex animate-pulse overflow-hidden rounded-2xl border border-stone-200 bg-white motion-reduce:animate-none ${
        list ? 'flex-row' : 'flex-col'
      }`}
    >
      <div className={`bg-stone-200 ${list ? 'h-40 w-32 sm:w-48' : 'aspect-square w-full'}`} />
      <div className="flex flex-1 flex-col gap-2 p-3">
        {CARD_BARS.map((bar) => (
          <div key={bar} className={`${bar} bg-stone-200`} />
        ))}
      </div>
    </div>
  );
}
