import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { Product } from '../../src/shared/contracts/catalog.ts';
import { satangToBaht } from '../../src/shared/domain/money.ts';
import {
  buildProduct,
  FACTORY_STOCK,
  type ProductOverrides,
} from '../../src/testing/factories/catalog.ts';

/**
 * Adds a factory product through the admin API (`request` signed in as staff); answers it. Without
 * a name given, the factory's gets a tag of its own, so that no product's name is part of another's
 * (locators match names by substring).
 */
export async function createProduct(
  request: APIRequestContext,
  overrides: ProductOverrides = {},
): Promise<Product> {
  const built = buildProduct(overrides);
  const product = {
    ...built,
    name: overrides.name ?? `${built.name} ${randomBytes(4).toString('hex')}`,
  };
  const res = await request.post('/api/admin/products', {
    data: {
      name: product.name,
      category: product.category,
      price: satangToBaht(product.priceSatang),
      originalPrice:
        product.originalPriceSatang == null ? null : satangToBaht(product.originalPriceSatang),
      stockCount: overrides.stockCount ?? FACTORY_STOCK,
      memberPoints: product.memberPoints,
      image: product.imageUrl,
      features: product.features,
      description: product.description,
      how2use: product.how2use,
      inStock: product.inStock,
      isOnSale: product.isOnSale,
      isEligibleForPromotion: product.isEligibleForPromotion,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { product: Product }).product;
}

export async function deleteProduct(request: APIRequestContext, id: number) {
  const res = await request.delete(`/api/admin/products/${id}`);
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Gives the product a new price through the admin API (`request` signed in as staff), the rest of
 * it as it was; answers the product as the shop now has it.
 */
export async function changePrice(
  request: APIRequestContext,
  product: Product,
  price: number,
): Promise<Product> {
  const res = await request.put(`/api/admin/products/${product.id}`, {
    data: {
      name: product.name,
      category: product.category,
      price,
      originalPrice: null,
      stockCount: product.stockCount,
      memberPoints: product.memberPoints,
      image: product.image,
      features: product.features,
      description: product.description,
      how2use: product.how2use,
      inStock: product.inStock,
      isOnSale: product.isOnSale,
      isEligibleForPromotion: product.isEligibleForPromotion,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { product: Product }).product;
}
