import { useState } from 'react';
import {
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useSearchParams,
} from 'react-router';
import { catalogMessages } from '../../../shared/catalog-messages.ts';
import { BESTSELLERS_PAGE_LIMIT } from '../../../shared/domain/listing.ts';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { deferred } from '../../components/ui/loaded.tsx';
import { LoadedList } from '../../components/ui/loaded-list.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { fetchBestsellers, type ShopProduct } from './catalog-api.ts';
import { BackHome, ResultsBar } from './list-page-parts.tsx';
import type { CardView } from './product-card.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';
import { ViewToggle } from './view-toggle.tsx';

const text = catalogMessages.bestsellers;

const SORTS = (['popularity', 'name', 'price-low', 'price-high'] as const).map((value) => ({
  value,
  label: catalogMessages.sorts[value],
}));
type BestsellerSort = (typeof SORTS)[number]['value'];

const thai = new Intl.Collator('th');

/** The API answers the top products by rating × review count; this page only re-orders them. */
export function sortBestsellers(products: ShopProduct[], sort: BestsellerSort): ShopProduct[] {
  const sorted = [...products];
  if (sort === 'name') sorted.sort((a, b) => thai.compare(a.name, b.name));
  if (sort === 'price-low') sorted.sort((a, b) => a.price - b.price);
  if (sort === 'price-high') sorted.sort((a, b) => b.price - a.price);
  return sorted;
}

/** The top 12, not waited for: the page shows its skeleton at once. */
export function loader({ request }: LoaderFunctionArgs) {
  return { bestsellers: deferred(fetchBestsellers(BESTSELLERS_PAGE_LIMIT, request.signal)) };
}

/** Sort and view re-order and re-draw the same 12: they are not asked for again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname && currentUrl.href !== nextUrl.href
    ? false
    : defaultShouldRevalidate;
}

export function Component() {
  const { bestsellers } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sort: BestsellerSort = SORTS.some((s) => s.value === sortParam)
    ? (sortParam as BestsellerSort)
    : 'popularity';
  const view: CardView = params.get('view') === 'list' ? 'list' : 'grid';
  const [shown, setShown] = useState<ShopProduct[] | null>(null);

  const set = (key: string, value: string, fallback: string) => {
    const next = new URLSearchParams(params);
    if (value === fallback) next.delete(key);
    else next.set(key, value);
    setParams(next, { preventScrollReset: true, replace: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <BackHome />
      <PageHeading title={text.title} subtitle={text.subtitle} />
      <ResultsBar heading={text.results} count={shown ? text.shown(shown.length) : ''}>
        <LabelledSelect
          label={catalogMessages.sortBy}
          value={sort}
          options={SORTS}
          onChange={(next) => set('sort', next, 'popularity')}
          compact
        >
          <ViewToggle view={view} onChange={(next) => set('view', next, 'grid')} />
        </LabelledSelect>
      </ResultsBar>
      <LoadedList
        data={bestsellers}
        dataKey="bestsellers"
        fallback={<ProductGridSkeleton count={BESTSELLERS_PAGE_LIMIT} view={view} />}
        errorMessage={text.failed}
        busyLabel={catalogMessages.loadingMore}
        onShown={setShown}
      >
        {(products) => (
          <ProductGrid
            products={sortBestsellers(products, sort)}
            view={view}
            bestSeller
            eagerCount={4}
          />
        )}
      </LoadedList>
      <div className="mt-8">
        <BackHome />
      </div>
    </div>
  );
}
