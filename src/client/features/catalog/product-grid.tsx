import { catalogMessages } from '../../../shared/catalog-messages.ts';
import type { ShopProduct } from './catalog-api.ts';
import { type CardView, ProductCard, ProductCardSkeleton } from './product-card.tsx';

interface ProductGridProps {
  products: ShopProduct[];
  view?: CardView;
  tagHref?: (tag: string) => string;
  bestSeller?: boolean;
  /** How many first cards load their image at once (above the fold); the first of them comes first. */
  eagerCount?: number;
  /** Grid columns: 4 on wide screens for full-width pages, 3 beside a filter column. */
  columns?: 3 | 4;
}

const gridClass = (view: CardView, columns: 3 | 4) =>
  view === 'list'
    ? 'grid grid-cols-1 gap-4'
    : `grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 ${columns === 4 ? 'lg:grid-cols-4' : ''}`;

/**
 * A card past the first screen is laid out only when it comes near the screen
 * (`content-visibility`), standing in meanwhile at a height no real card reaches (measured:
 * 456–536 px on a phone, 587–595 px on a wide screen, 285–305 px in the list). Drawn, a row can
 * only shrink, so a card reached in one jump (a link, a script's `scrollIntoView`) moves up, never
 * down under the floating buttons; once drawn, the browser keeps its real height (`auto`). A
 * rendered listing of 24 cards otherwise lays them all out before a phone answers a tap.
 */
const LATER_CARD: Record<CardView, string> = {
  grid: '[content-visibility:auto] [contain-intrinsic-size:auto_600px] lg:[contain-intrinsic-size:auto_640px]',
  list: '[content-visibility:auto] [contain-intrinsic-size:auto_360px]',
};

/** Products as cards, in a grid or a list. */
export function ProductGrid({
  products,
  view = 'grid',
  tagHref,
  bestSeller,
  eagerCount = 0,
  columns = 4,
}: ProductGridProps) {
  return (
    <ul className={gridClass(view, columns)}>
      {products.map((product, index) => (
        <li key={product.id} className={index < eagerCount ? undefined : LATER_CARD[view]}>
          <ProductCard
            product={product}
            view={view}
            tagHref={tagHref}
            bestSeller={bestSeller}
            eager={index < eagerCount}
            first={eagerCount > 0 && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({
  count,
  view = 'grid',
  columns = 4,
}: {
  count: number;
  view?: CardView;
  columns?: 3 | 4;
}) {
  return (
    <div
      role="status"
      aria-label={catalogMessages.loadingProducts}
      className={gridClass(view, columns)}
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ProductCardSkeleton key={index} view={view} />
      ))}
    </div>
  );
}
