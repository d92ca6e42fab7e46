import type { CategoryId } from './categories.ts';
import { HOME_PROMOTIONS, type ProductSort } from './listing.ts';

/**
 * The storefront's catalogue calls. The SPA makes them; the server names them in a page's Link
 * header (server/http/page-hints.ts), so both must build the very same URL: one function each,
 * used by both. How the listing's URL becomes its query is in listing-url.ts.
 */

export interface ProductQuery {
  category?: CategoryId;
  q?: string;
  tags?: string[];
  minPrice?: number;
  maxPrice?: number;
  sort?: ProductSort;
  onSale?: boolean;
  /** Products labelled for this crop (and this target): ids of `GET /api/crops`. */
  crop?: string;
  target?: string;
  page?: number;
  pageSize?: number;
}

/** `GET /api/products`'s query fields, in the order they are written to the URL. */
export type ProductSearch = Partial<
  Record<
    | 'category'
    | 'q'
    | 'tags'
    | 'minPrice'
    | 'maxPrice'
    | 'sort'
    | 'onSale'
    | 'crop'
    | 'target'
    | 'page'
    | 'pageSize',
    string
  >
>;

/**
 * The listing's query as text fields, in one order, empty ones left out: what the SPA's typed
 * client sends (it writes an object's fields in order and drops empty ones) and what
 * `productsPath` writes for the server's Link header, so both name the very same URL.
 */
export function productSearch(query: ProductQuery): ProductSearch {
  const search: ProductSearch = {};
  if (query.category) search.category = query.category;
  if (query.q) search.q = query.q;
  if (query.tags && query.tags.length > 0) search.tags = query.tags.join(',');
  if (query.minPrice !== undefined) search.minPrice = String(query.minPrice);
  if (query.maxPrice !== undefined) search.maxPrice = String(query.maxPrice);
  if (query.sort) search.sort = query.sort;
  if (query.onSale !== undefined) search.onSale = String(query.onSale);
  if (query.crop) search.crop = query.crop;
  if (query.crop && query.target) search.target = query.target;
  if (query.page) search.page = String(query.page);
  if (query.pageSize) search.pageSize = String(query.pageSize);
  return search;
}

/** The API path (under /api) of a product list. */
export function productsPath(query: ProductQuery): string {
  const search = new URLSearchParams(productSearch(query)).toString();
  return search ? `/products?${search}` : '/products';
}

/** `GET /api/bestsellers`'s query for the top `limit`. */
export function bestsellersSearch(limit: number): { limit: string } {
  return { limit: String(limit) };
}

/** The API path (under /api) of the top `limit` best sellers. */
export function bestsellersPath(limit: number): string {
  return `/bestsellers?${new URLSearchParams(bestsellersSearch(limit))}`;
}

/** The home page's promotions: up to 4 products on sale, biggest discount first. */
export const HOME_PROMOTIONS_QUERY: ProductQuery = {
  onSale: true,
  sort: 'discount',
  pageSize: HOME_PROMOTIONS,
};
