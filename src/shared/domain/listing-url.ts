import type { CategoryId } from './categories.ts';
import { PRODUCT_PAGE_SIZE, PRODUCT_SORTS, type ProductSort } from './listing.ts';
import type { ProductQuery } from './product-listing.ts';

/**
 * The product listing's URL: what it shows and what it asks the API for. Read by the listing
 * page and by the server, which names the listing's call in the page's Link header.
 */

export type ListingView = 'grid' | 'list';

/** Everything the product listing shows, read from and written to the URL. */
export interface ListingState {
  q: string;
  tags: string[];
  minPrice: number | undefined;
  maxPrice: number | undefined;
  sort: ProductSort;
  /** Crop and target ids ('' for none): products labelled for them. */
  crop: string;
  target: string;
  page: number;
  view: ListingView;
}

/** A crop or target id as the URL may carry it; anything else is none. */
const slug = (value: string | null): string =>
  value !== null && value.length <= 60 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? value : '';

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
    crop: slug(params.get('crop')),
    target: slug(params.get('crop')) ? slug(params.get('target')) : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
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
    crop: state.crop || undefined,
    target: state.target || undefined,
    page: state.page,
    pageSize: PRODUCT_PAGE_SIZE,
  };
}
