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

/** The home page's promotions: up to 4 products on sale, biggest discount first. */
export const HOME_PROMOTIONS_QUERY: ProductQuery = {
  onSale: true,
  sort: 'discount',
  pageSize: HOME_PROMOTIONS,
};
