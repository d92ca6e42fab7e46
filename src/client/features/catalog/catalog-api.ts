import type { CategoryCount, Product } from '../../../shared/contracts/catalog.ts';
import type { Page } from '../../../shared/contracts/common.ts';
import {
  bestsellersPath,
  type ProductQuery,
  productsPath,
} from '../../../shared/domain/product-listing.ts';
import { api } from '../../lib/api.ts';

export const fetchProducts = (query: ProductQuery, signal?: AbortSignal) =>
  api.get<Page<Product>>(productsPath(query), undefined, signal);

export const fetchProduct = (id: number, signal?: AbortSignal) =>
  api.get<Product>(`/products/${id}`, undefined, signal);

export const fetchBestsellers = (limit: number, signal?: AbortSignal) =>
  api.get<Product[]>(bestsellersPath(limit), undefined, signal);

export const fetchCategories = (signal?: AbortSignal) =>
  api.get<CategoryCount[]>('/categories', undefined, signal);

/** The highest price in the shop (baht), or null with no products: the slider's end. */
export async function fetchHighestPrice(signal?: AbortSignal): Promise<number | null> {
  const page = await fetchProducts({ sort: 'price-high', pageSize: 1 }, signal);
  return page.items[0]?.price ?? null;
}
