import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import { catalogMessages } from '../../../shared/catalog-messages.ts';
import { MAX_ADVERTISED_DISCOUNT, PRODUCT_PAGE_SIZE } from '../../../shared/domain/listing.ts';
import { type ProductQuery, productsPath } from '../../../shared/domain/product-listing.ts';
import { paths } from '../../../shared/routes.ts';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { LinkPagination } from '../../components/ui/link-pagination.tsx';
import { deferred } from '../../components/ui/loaded.tsx';
import { LoadedList } from '../../components/ui/loaded-list.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { fetchProducts } from './catalog-api.ts';
import { BackHome, ResultsBar } from './list-page-parts.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

const text = catalogMessages.promotions;

const SORTS = (['discount', 'name', 'price-low', 'price-high'] as const).map((value) => ({
  value,
  label: catalogMessages.sorts[value],
}));

/** The URL's sort, biggest discount first when it names none. */
const sortOf = (params: URLSearchParams) =>
  SORTS.find((s) => s.value === params.get('sort'))?.value ?? 'discount';

/** The products on sale the URL asks for: its sort and page. */
function promotionsQuery(params: URLSearchParams): ProductQuery {
  const sort = sortOf(params);
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  return { onSale: true, sort, page, pageSize: PRODUCT_PAGE_SIZE };
}

export function loader({ request }: LoaderFunctionArgs) {
  const query = promotionsQuery(new URL(request.url).searchParams);
  return { call: productsPath(query), products: deferred(fetchProducts(query, request.signal)) };
}

type ProductPage = Awaited<ReturnType<typeof fetchProducts>>;

export function Component() {
  const { call, products } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const sort = sortOf(params);
  const [shown, setShown] = useState<ProductPage | null>(null);
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    const search = next.toString();
    return `${paths.promotions}${search ? `?${search}` : ''}`;
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <BackHome />
      <PageHeading title={text.title} />
      <div className="mb-6 overflow-hidden rounded-2xl bg-gradient-to-r from-red-600 to-orange-500 px-6 py-6 text-white shadow-sm sm:px-10">
        <p className="text-lg font-semibold">{text.bannerLine}</p>
        <p className="text-3xl font-bold sm:text-4xl">
          {text.bannerTitle(MAX_ADVERTISED_DISCOUNT)}
        </p>
        <p className="mt-1 text-white/90">{text.bannerNote}</p>
      </div>
      <ResultsBar heading={text.results} count={shown ? text.onSale(shown.total) : ''}>
        <LabelledSelect
          label={catalogMessages.sortBy}
          value={sort}
          options={SORTS}
          onChange={(value) => {
            const next = new URLSearchParams();
            if (value !== 'discount') next.set('sort', value);
            setParams(next, { preventScrollReset: true });
          }}
          compact
        />
      </ResultsBar>
      <LoadedList
        data={products}
        dataKey={call}
        fallback={<ProductGridSkeleton count={8} />}
        errorMessage={text.failed}
        busyLabel={catalogMessages.loadingMore}
        onShown={setShown}
      >
        {(page) =>
          page.items.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
              <p className="text-lg font-semibold text-stone-800">{text.empty}</p>
              <LinkButton to={paths.products} className="mt-5">
                {catalogMessages.showAll}
              </LinkButton>
            </div>
          ) : (
            <>
              <ProductGrid products={page.items} eagerCount={4} />
              <LinkPagination
                page={page.page}
                pageCount={Math.ceil(page.total / PRODUCT_PAGE_SIZE)}
                hrefFor={hrefFor}
              />
            </>
          )
        }
      </LoadedList>
    </div>
  );
}
