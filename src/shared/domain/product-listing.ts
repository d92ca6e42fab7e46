import type { CategoryId } from './categories.ts';
import { HOME_PROMOTIONS, PRODUCT_PAGE_SIZE, PRODUCT_SORTS, type ProductSort } from './listing.ts';

/**
 * How the storefront turns a page's URL into its catalogue calls. The SPA makes the calls; the
 * server reads the same URL to ask for them in the HTML (server/http/page-hints.ts), so both must
 * build the very same call from the very same URL: one function each, used by both.
 */

export type ListingView = 'grid' | 'list';

/** Everything the product listing shows, read from and written to the URL. */
export interface ListingState {
  q: string;
  tags: string[];
  minPrice: number | undefined;
  maxPrice: number | undefined;
  sort: ProductSort;
  page: number;
  view: ListingView;
}

const price = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : undefined;
};

/** Reads the listing from the URL; anything unreadable falls back to the default. */
export function readListing(params: URLSearchParams): ListingState {
  const sort = params.get('sort') as ProductSort | null;
  const page = Number(params.get('page'));
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    tags: (params.get('tags') ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean)
      .slice(0, 10),
    minPrice,
    maxPrice,
    sort: sort && (PRODUCT_SORTS as readonly string[]).includes(sort) ? sort : 'name',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

export interface ProductQuery {
  category?: CategoryId;
  q?: string;
  tags?: string[];
  minPrice?: number;
  maxPrice?: number;
  sort?: ProductSort;
  onSale?: boolean;
  page?: number;
  pageSize?: number;
}

/** The query string of `GET /api/products`, stable so it can key a fetch. */
export function productQueryString(query: ProductQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.q) params.set('q', query.q);
  if (query.tags && query.tags.length > 0) params.set('tags', query.tags.join(','));
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  if (query.sort) params.set('sort', query.sort);
  if (query.onSale !== undefined) params.set('onSale', String(query.onSale));
  if (query.page) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  return params.toString();
}

/** The API path (under /api) of a product list. */
export function productsPath(query: ProductQuery): string {
  const search = productQueryString(query);
  return search ? `/products?${search}` : '/products';
}

/** The API path (under /api) of the top `limit` best sellers. */
export function bestsellersPath(limit: number): string {
  return `/bestsellers?limit=${limit}`;
}

/** What the product listing asks the API for: one page of 24 in the listing's category. */
export function listingQuery(category: CategoryId | null, state: ListingState): ProductQuery {
  return {
    category: category ?? undefined,
    q: state.q || undefined,
    tags: state.tags,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    sort: state.sort,
    page: state.page,
    pageSize: PRODUCT_PAGE_SIZE,
  };
}

/** The home page's promotions: up to 4 products on sale, biggest discount first. */
export const HOME_PROMOTIONS_QUERY: ProductQuery = {
  onSale: true,
  sort: 'discount',
  pageSize: HOME_PROMOTIONS,
};
