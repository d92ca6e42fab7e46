import type { CategoryCount, Product } from '../../../shared/contracts/catalog.ts';
import type { Page } from '../../../shared/contracts/common.ts';
import type { CategoryId } from '../../../shared/domain/categories.ts';
import type { ProductSort } from '../../../shared/domain/listing.ts';
import { api } from '../../lib/api.ts';

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

export const fetchProducts = (query: ProductQuery, signal?: AbortSignal) => {
  const search = productQueryString(query);
  return api.get<Page<Product>>(search ? `/products?${search}` : '/products', undefined, signal);
};

export const fetchProduct = (id: number, signal?: AbortSignal) =>
  api.get<Product>(`/products/${id}`, undefined, signal);

export const fetchBestsellers = (limit: number, signal?: AbortSignal) =>
  api.get<Product[]>('/bestsellers', { limit }, signal);

export const fetchCategories = (signal?: AbortSignal) =>
  api.get<CategoryCount[]>('/categories', undefined, signal);

/** The highest price in the shop (baht), or null with no products: the slider's end. */
export async function fetchHighestPrice(signal?: AbortSignal): Promise<number | null> {
  const page = await fetchProducts({ sort: 'price-high', pageSize: 1 }, signal);
  return page.items[0]?.price ?? null;
}
