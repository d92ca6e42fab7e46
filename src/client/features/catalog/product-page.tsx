import { lazy, Suspense, useEffect, useId, useState } from 'react';
import {
  Await,
  type LoaderFunctionArgs,
  Navigate,
  useLoaderData,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router';
import { catalogMessages } from '../../../shared/catalog-messages.ts';
import type { Variant } from '../../../shared/contracts/farm-fit.ts';
import { type CategoryId, categoryName } from '../../../shared/domain/categories.ts';
import { LOW_STOCK_THRESHOLD } from '../../../shared/domain/listing.ts';
import { formatBaht } from '../../../shared/domain/money.ts';
import { messages } from '../../../shared/messages.ts';
import { productMessages } from '../../../shared/product-messages.ts';
import { paths } from '../../../shared/routes.ts';
import { CartIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { deferred, Loaded } from '../../components/ui/loaded.tsx';
import { NearViewport } from '../../components/ui/near-viewport.tsx';
import { Stars } from '../../components/ui/stars.tsx';
import { ThaiText } from '../../components/ui/thai-text.tsx';
import { ApiError } from '../../lib/api.ts';
import type { PageHandle } from '../../lib/page-handle.ts';
import { trackCartAdd, trackProductView } from '../analytics/public.ts';
import { isLineOf, MAX_LINE_QUANTITY, useCartStore } from '../cart/public.ts';
import { LazyProductReviews } from '../content/public.ts';
import { LazyProductDosage } from '../farm/public.ts';
import { fetchProduct, type ShopProduct } from './catalog-api.ts';
import { PriceLine } from './price-line.tsx';
import { asSize, SizePicker } from './size-picker.tsx';
import { StockAlertButton } from './stock-alert-button.tsx';

/** The label section loads with the products that have a label, apart from the page's own code. */
const LabelSection = lazy(() => import('./label-section.tsx'));

const hasLabel = (product: ShopProduct) =>
  product.registrationNumber !== null ||
  product.activeIngredients.length > 0 ||
  product.uses.length > 0 ||
  product.hazardClass !== null;

const text = productMessages;
const card = catalogMessages.card;

/** The product in the URL, or null when the id names none (not asked for, or answered 404). */
export function loader({ params, request }: LoaderFunctionArgs) {
  const id = Number(params.id);
  const product: Promise<ShopProduct | null> =
    Number.isInteger(id) && id > 0
      ? fetchProduct(id, request.signal).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        })
      : Promise.resolve(null);
  // The breadcrumb names the product's category once it is known; a failed call names none.
  const category = product.then(
    (shown) => shown?.category ?? null,
    () => null,
  );
  return { id, product: deferred(product), category };
}

/**
 * A product asked for under a category it is not in (an old link, a mistyped URL, a category
 * changed since) lives at its own category's address: the server answers a permanent redirect
 * there (client/entry-server.tsx), and the page moves on to it when a link inside the SPA leads
 * here (`Component`'s `<Navigate>`).
 */
export const handle: PageHandle = {
  movedTo: (settled, params) => {
    const product = (settled as { product?: ShopProduct | null } | undefined)?.product;
    return product && product.category !== params.category
      ? paths.product(product.category, product.id)
      : null;
  },
};

function StockState({ product }: { product: ShopProduct }) {
  if (!product.inStock) {
    return <p className="font-semibold text-red-700">{card.outOfStock}</p>;
  }
  if (product.stockCount < LOW_STOCK_THRESHOLD) {
    return <p className="font-semibold text-orange-700">{messages.lowStock(product.stockCount)}</p>;
  }
  return <p className="font-semibold text-brand-700">{text.inStock(product.stockCount)}</p>;
}

function AddToCart({ product, size }: { product: ShopProduct; size?: Variant }) {
  const [quantity, setQuantity] = useState(1);
  const inCart = useCartStore(
    (state) => state.items.find((item) => isLineOf(item, product.id, size?.id))?.quantity ?? 0,
  );
  const add = useCartStore((state) => state.add);
  const [added, setAdded] = useState(false);
  const id = useId();
  const max = Math.max(1, Math.min(product.stockCount, MAX_LINE_QUANTITY));
  const clamp = (value: number) => Math.min(max, Math.max(1, Math.floor(value) || 1));

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), 2500);
    return () => clearTimeout(timer);
  }, [added]);

  const step =
    'grid size-11 place-items-center text-xl font-bold text-stone-700 hover:bg-stone-100 disabled:text-stone-300';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={id} className="font-semibold text-stone-800">
          {text.quantity}
        </label>
        <div className="flex items-center overflow-hidden rounded-xl border border-stone-300 bg-white">
          <button
            type="button"
            aria-label={text.less}
            disabled={!product.inStock || quantity <= 1}
            onClick={() => setQuantity((q) => clamp(q - 1))}
            className={step}
          >
            −
          </button>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={quantity}
            disabled={!product.inStock}
            onChange={(event) => setQuantity(clamp(Number(event.target.value)))}
            className="h-11 w-16 border-x border-stone-300 text-center text-lg [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button
            type="button"
            aria-label={text.more}
            disabled={!product.inStock || quantity >= max}
            onClick={() => setQuantity((q) => clamp(q + 1))}
            className={step}
          >
            +
          </button>
        </div>
      </div>
      <button
        type="button"
        disabled={!product.inStock}
        onClick={() => {
          add(
            size ? { ...product, variantId: size.id, variantLabel: size.label } : product,
            quantity,
          );
          trackCartAdd(product.id, quantity);
          setAdded(true);
        }}
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-700 px-8 text-lg font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-stone-500 sm:w-auto"
      >
        <CartIcon className="size-6" />
        {product.inStock ? card.addToCart : card.outOfStock}
      </button>
      <p role="status" className="min-h-6 font-semibold text-brand-700">
        {added ? text.added(quantity) : inCart > 0 ? text.inCart(inCart) : ''}
      </p>
    </div>
  );
}

function ProductDetails({ product: whole }: { product: ShopProduct }) {
  // The crop browser links here with the use it was looking at.
  const [searchParams] = useSearchParams();
  // A product with several sizes starts on its first size in stock (the cheapest first).
  const [chosen, setChosen] = useState<number | undefined>(
    () => (whole.variants.find((variant) => variant.inStock) ?? whole.variants[0])?.id,
  );
  const several = whole.variants.length > 1;
  const size = several ? whole.variants.find((variant) => variant.id === chosen) : undefined;
  const product = asSize(whole, size);
  const onSale = product.isOnSale && product.discountPercent > 0;
  const saving =
    product.originalPrice !== null && product.originalPrice > product.price
      ? product.originalPrice - product.price
      : 0;
  useEffect(() => {
    document.title = productMessages.title(product.name);
    return () => {
      document.title = productMessages.shopName;
    };
  }, [product.name]);
  return (
    <article className="grid gap-8 lg:grid-cols-2">
      <div className="relative overflow-hidden rounded-2xl border border-stone-200 bg-white">
        <img
          src={product.image}
          alt={product.name}
          width={400}
          height={400}
          fetchPriority="high"
          className={`aspect-square w-full object-cover ${product.inStock ? '' : 'opacity-60 grayscale'}`}
        />
        {onSale ? (
          <span className="absolute top-3 left-3 rounded-full bg-red-600 px-3 py-1 font-bold text-white shadow">
            {card.discount(product.discountPercent)}
          </span>
        ) : null}
      </div>

      <div className="space-y-4">
        <Link
          to={paths.category(product.category)}
          className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-100"
        >
          {categoryName(product.category)}
        </Link>
        <h1 className="text-2xl leading-snug font-bold wrap-anywhere text-stone-900 sm:text-3xl">
          <ThaiText>{product.name}</ThaiText>
        </h1>
        <div className="flex items-center gap-2 text-stone-600">
          <Stars rating={product.rating} size={5} />
          <span>
            <ThaiText>{text.rating(product.rating.toFixed(1), product.reviewCount)}</ThaiText>
          </span>
        </div>

        <div className="rounded-2xl bg-stone-100 p-4">
          <PriceLine product={product} size="page" />
          {saving > 0 ? (
            <p className="mt-1 font-semibold text-red-700">{text.saving(formatBaht(saving))}</p>
          ) : null}
          <p className="mt-2 text-stone-700">
            {text.pointsBefore}
            <strong>{product.memberPoints.toLocaleString('th-TH')}</strong>
            {text.pointsAfter}
          </p>
        </div>

        {several ? (
          <SizePicker variants={whole.variants} chosen={chosen} onChoose={setChosen} />
        ) : null}
        <StockState product={product} />
        {product.inStock ? null : (
          <StockAlertButton
            key={size?.id}
            productId={whole.id}
            variantId={size?.id ?? whole.variants[0]?.id}
          />
        )}
        <AddToCart key={size?.id} product={product} size={size} />

        {product.features.length > 0 ? (
          <div>
            <h2 className="mb-2 font-bold text-stone-900">{card.tags}</h2>
            <ul className="flex flex-wrap gap-2">
              {product.features.map((tag) => (
                <li key={tag}>
                  <Link
                    to={`${paths.products}?tags=${encodeURIComponent(tag)}`}
                    className="inline-block rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-700 hover:bg-brand-100 hover:text-brand-800"
                  >
                    <span className="sr-only">{card.searchTag}</span> #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <section
        aria-labelledby="product-description"
        className="rounded-2xl border border-stone-200 bg-white p-5 lg:col-span-2"
      >
        <h2 id="product-description" className="mb-2 text-xl font-bold text-stone-900">
          {text.description}
        </h2>
        <p className="leading-relaxed whitespace-pre-line text-stone-700">{product.description}</p>
        {product.how2use ? (
          <>
            <h2 className="mt-6 mb-2 text-xl font-bold text-stone-900">{text.howToUse}</h2>
            <p className="leading-relaxed whitespace-pre-line text-stone-700">{product.how2use}</p>
          </>
        ) : null}
        <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {hasLabel(product) ? text.safety : text.safetyReadLabel}
        </p>
      </section>
      {hasLabel(product) ? (
        <Suspense fallback={null}>
          <LabelSection product={product} />
        </Suspense>
      ) : null}
      <NearViewport placeholderClassName="min-h-48 lg:col-span-2">
        <Suspense fallback={<div className="min-h-48 lg:col-span-2" />}>
          <LazyProductReviews productId={whole.id} />
        </Suspense>
      </NearViewport>
      {/* The calculator loads as the customer scrolls to it, not with the page. */}
      {whole.uses.length > 0 ? (
        <NearViewport placeholderClassName="min-h-96 lg:col-span-2">
          <Suspense fallback={<div className="min-h-96 lg:col-span-2" />}>
            <LazyProductDosage
              product={whole}
              crop={searchParams.get('crop')}
              target={searchParams.get('target')}
            />
          </Suspense>
        </NearViewport>
      ) : null}
    </article>
  );
}

/** The details as grey bars: category, name, rating, the price box and the button. */
const DETAILS_BARS = [
  'h-7 w-32 rounded-full',
  'h-9 w-4/5 rounded',
  'h-5 w-40 rounded',
  'h-28 w-full rounded-2xl',
  'h-12 w-full rounded-xl sm:w-56',
];

/** The product's place while it loads: picture, name, price and button, a screen tall. */
function ProductDetailsSkeleton() {
  return (
    <div
      role="status"
      aria-label={text.loading}
      className="grid min-h-dvh animate-pulse content-start gap-8 motion-reduce:animate-none lg:grid-cols-2"
    >
      <div className="aspect-square w-full rounded-2xl bg-stone-200" />
      <div className="space-y-4">
        {DETAILS_BARS.map((bar) => (
          <div key={bar} className={`${bar} bg-stone-200`} />
        ))}
      </div>
    </div>
  );
}

function NotFound() {
  return (
    <div className="py-12 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{text.notFound}</h1>
      <p className="mt-2 text-stone-600">{text.notFoundHint}</p>
      <LinkButton to={paths.products} className="mt-5">
        {catalogMessages.showAll}
      </LinkButton>
    </div>
  );
}

export function Component() {
  const { id, product, category: productCategory } = useLoaderData<typeof loader>();
  const { category } = useParams();

  const source = (useLocation().state as { source?: string } | null)?.source;
  const valid = Number.isInteger(id) && id > 0;
  useEffect(() => {
    if (valid) return trackProductView(id, { source });
  }, [valid, id, source]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <nav aria-label={text.breadcrumb} className="mb-4 text-sm text-stone-600">
        <Link to={paths.home} className="hover:underline">
          {text.home}
        </Link>
        <span aria-hidden="true"> / </span>
        <Link to={paths.products} className="hover:underline">
          {catalogMessages.allProducts}
        </Link>
        <Suspense fallback={null}>
          <Await resolve={productCategory}>
            {(shown: CategoryId | null) =>
              shown !== null && shown === category ? (
                <>
                  <span aria-hidden="true"> / </span>
                  <Link to={paths.category(shown)} className="hover:underline">
                    {categoryName(shown)}
                  </Link>
                </>
              ) : null
            }
          </Await>
        </Suspense>
      </nav>
      <Loaded data={product} fallback={<ProductDetailsSkeleton />} errorMessage={text.failed}>
        {(shown) =>
          shown === null ? (
            <NotFound />
          ) : shown.category !== category ? (
            <Navigate to={paths.product(shown.category, shown.id)} replace />
          ) : (
            <ProductDetails product={shown} />
          )
        }
      </Loaded>
    </div>
  );
}
