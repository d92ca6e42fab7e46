import type { Product } from '../../../shared/contracts/catalog.ts';
import {
  bestsellersSearch,
  type ProductQuery,
  productSearch,
} from '../../../shared/domain/product-listing.ts';
import { call, client } from '../../lib/api.ts';
import { type InSatang, inSatang } from '../../lib/money.ts';
import { oncePerVisit } from '../../lib/once-per-visit.ts';

/** A product as the storefront keeps it: its price and original price in satang. */
export type ShopProduct = InSatang<Product, 'price' | 'originalPrice'>;

/** The product of an answer as the storefront keeps it (converted once, where it arrives). */
export const shopProduct = (product: Product): ShopProduct =>
  inSatang(product, ['price', 'originalPrice'] as const);

const withSignal = (signal?: AbortSignal) => ({ init: { signal } });

/** One page of the catalogue; the query is written as the server's Link header names it. */
export async function fetchProducts(query: ProductQuery, signal?: AbortSignal) {
  const page = await call(
    client.products.$get({ query: productSearch(query) }, withSignal(signal)),
  );
  return { ...page, items: page.items.map(shopProduct) };
}

export async function fetchProduct(id: number, signal?: AbortSignal): Promise<ShopProduct> {
  return shopProduct(
    await call(client.products[':id'].$get({ param: { id: String(id) } }, withSignal(signal))),
  );
}

export async function fetchBestsellers(limit: number, signal?: AbortSignal) {
  const products = await call(
    client.bestsellers.$get({ query: bestsellersSearch(limit) }, withSignal(signal)),
  );
  return products.map(shopProduct);
}

export const fetchCategories = (signal?: AbortSignal) =>
  call(client.categories.$get({}, withSignal(signal)));

/** The highest price in the shop (satang), or null with no products: the slider's end. */
export async function fetchHighestPrice(signal?: AbortSignal) {
  const page = await fetchProducts({ sort: 'price-high', pageSize: 1 }, signal);
  return page.items[0]?.price ?? null;
}

/** The crops and their pests: one call per visit (the list changes only with a migration). */
export const fetchCrops = oncePerVisit(() => call(client.crops.$get()));
