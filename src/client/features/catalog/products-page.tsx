import { lazy, Suspense, useId, useState } from 'react';
import {
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { catalogMessages } from '../../../shared/catalog-messages.ts';
import type { CategoryId } from '../../../shared/domain/categories.ts';
import { categoryName } from '../../../shared/domain/categories.ts';
import { PRODUCT_PAGE_SIZE } from '../../../shared/domain/listing.ts';
import {
  type ListingState,
  listingQuery,
  readListing,
} from '../../../shared/domain/listing-url.ts';
import { productsPath } from '../../../shared/domain/product-listing.ts';
import { listingMessages } from '../../../shared/listing-messages.ts';
import { messages } from '../../../shared/messages.ts';
import { paths } from '../../../shared/routes.ts';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { Link } from '../../components/ui/link.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { LinkPagination } from '../../components/ui/link-pagination.tsx';
import { deferred } from '../../components/ui/loaded.tsx';
import { LoadedList } from '../../components/ui/loaded-list.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SearchForm } from '../../components/ui/search-form.tsx';
import { useMediaQuery } from '../../components/ui/use-media-query.ts';
import { fetchProducts } from './catalog-api.ts';
import { FilterChips } from './filter-chips.tsx';
import {
  categoryFromPath,
  LISTING_SORTS,
  withFilters,
  withTag,
  writeListing,
} from './listing-params.ts';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';
import { ViewToggle } from './view-toggle.tsx';

const text = listingMessages.page;

/** The API path the listing at `url` asks for (the very one the server's Link header names). */
function listingCall(category: CategoryId | null, url: URL): string {
  return productsPath(listingQuery(category, readListing(url.searchParams)));
}

/**
 * The listing's page of products, from the URL: category, search, tags, price, sort and page.
 * Not waited for: the page shows at once with its skeleton.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const category = categoryFromPath(params.category);
  if (category === 'unknown') return { category, call: null, products: null };
  const query = listingQuery(category, readListing(new URL(request.url).searchParams));
  return {
    category,
    call: productsPath(query),
    products: deferred(fetchProducts(query, request.signal)),
  };
}

/** Grid or list changes only how the cards are drawn: the same products are not asked again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.href === nextUrl.href || currentParams.category !== nextParams.category) {
    return defaultShouldRevalidate;
  }
  const category = categoryFromPath(nextParams.category);
  if (category === 'unknown') return defaultShouldRevalidate;
  return listingCall(category, currentUrl) !== listingCall(category, nextUrl);
}

function EmptyResults() {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
      <img
        src="/images/logo.svg"
        width={56}
        height={56}
        alt=""
        className="mx-auto size-14 opacity-60"
      />
      <p className="mt-4 text-lg font-semibold text-stone-800">{messages.empty.products}</p>
      <p className="mt-1 text-stone-600">{text.emptyHint}</p>
      <LinkButton to={paths.products} className="mt-5">
        {catalogMessages.showAll}
      </LinkButton>
    </div>
  );
}

const ListingFilters = lazy(() =>
  import('./listing-filters.tsx').then((module) => ({ default: module.ListingFilters })),
);

const WIDE = '(min-width: 1024px)';
/** Whether the filter column shows beside the results (desktop) rather than behind a button. */
function useWideScreen(): boolean {
  return useMediaQuery(WIDE);
}

type ProductPage = Awaited<ReturnType<typeof fetchProducts>>;

function Listing({
  category,
  call,
  products,
}: {
  category: CategoryId | null;
  call: string;
  products: Promise<ProductPage>;
}) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = readListing(params);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // On a phone the filter panel closes once a category is chosen, to show the results.
  const [shownCategory, setShownCategory] = useState(category);
  if (shownCategory !== category) {
    setShownCategory(category);
    setFiltersOpen(false);
  }
  const [shown, setShown] = useState<ProductPage | null>(null);
  const wide = useWideScreen();
  const filtersId = useId();

  const basePath = category ? paths.category(category) : paths.products;
  const update = (next: ListingState) =>
    setParams(writeListing(next).slice(1), { preventScrollReset: true });
  const tagHref = (tag: string) => `${paths.products}${writeListing(withTag(state, tag))}`;
  const hrefFor = (page: number) => `${basePath}${writeListing({ ...state, page })}`;
  const categorySearch = writeListing({ ...state, page: 1 });

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <div>
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
          className="flex h-11 w-full items-center justify-between rounded-xl border border-stone-300 bg-white px-4 font-semibold text-stone-800 lg:hidden"
        >
          {text.filtersToggle}
          <span aria-hidden="true">{filtersOpen ? '▲' : '▼'}</span>
        </button>
        <aside
          id={filtersId}
          aria-label={text.filters}
          className={`${filtersOpen ? 'block' : 'hidden'} mt-3 space-y-6 rounded-2xl border border-stone-200 bg-white p-4 lg:sticky lg:top-4 lg:mt-0 lg:block`}
        >
          {filtersOpen || wide ? (
            <Suspense fallback={<div className="h-[40rem]" />}>
              <ListingFilters
                crop={state.crop}
                target={state.target}
                onCrop={(choice) => {
                  if (choice.target) setFiltersOpen(false);
                  update(withFilters(state, choice));
                }}
                category={category}
                search={categorySearch}
                minPrice={state.minPrice}
                maxPrice={state.maxPrice}
                onApplyPrice={(range) => {
                  setFiltersOpen(false);
                  update(withFilters(state, range));
                }}
                onReset={() => navigate(paths.products)}
              />
            </Suspense>
          ) : null}
        </aside>
      </div>

      <div className="min-w-0">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchForm
            label={text.search}
            placeholder={text.searchPlaceholder}
            buttonLabel={text.searchButton}
            query={state.q}
            onSearch={(q) => update(withFilters(state, { q }))}
          />
          <LabelledSelect
            label={catalogMessages.sortBy}
            value={state.sort}
            options={LISTING_SORTS}
            onChange={(sort) => update(withFilters(state, { sort }))}
          >
            <ViewToggle view={state.view} onChange={(view) => update({ ...state, view })} />
          </LabelledSelect>
        </div>

        <FilterChips state={state} onChange={update} />

        <h2 className="sr-only">{text.results}</h2>
        <p aria-live="polite" className="mt-3 mb-4 min-h-6 text-stone-700">
          {shown ? (state.q ? text.foundFor(shown.total, state.q) : text.found(shown.total)) : ''}
        </p>

        <LoadedList
          data={products}
          dataKey={call}
          fallback={<ProductGridSkeleton count={8} view={state.view} columns={3} />}
          errorMessage={text.failed}
          busyLabel={catalogMessages.loadingMore}
          onShown={setShown}
        >
          {(page) =>
            page.items.length === 0 ? (
              <EmptyResults />
            ) : (
              <>
                <ProductGrid
                  products={page.items}
                  view={state.view}
                  tagHref={tagHref}
                  eagerCount={page.page === 1 ? 4 : 0}
                  columns={3}
                />
                <LinkPagination
                  page={page.page}
                  pageCount={Math.max(1, Math.ceil(page.total / PRODUCT_PAGE_SIZE))}
                  hrefFor={hrefFor}
                />
              </>
            )
          }
        </LoadedList>
      </div>
    </div>
  );
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const q = params.get('q')?.trim();

  if (data.category === 'unknown' || data.products === null) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <PageHeading title={text.unknownCategory} />
        <Link to={paths.products} className="font-semibold text-brand-800 underline">
          {catalogMessages.showAll}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <PageHeading
        title={data.category ? categoryName(data.category) : catalogMessages.allProducts}
        subtitle={q ? text.searchResults(q) : text.subtitle}
      />
      <Listing category={data.category} call={data.call} products={data.products} />
    </div>
  );
}
