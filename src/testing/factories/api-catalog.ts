import { demoProducts } from '../../server/db/seed/catalog.ts';
import type { AdminProduct } from '../../shared/contracts/admin-catalog-answers.ts';
import type { Product } from '../../shared/contracts/catalog.ts';
import type { Variant } from '../../shared/contracts/farm-fit.ts';
import { discountPercent } from '../../shared/domain/money.ts';
import { ONE_SIZE_LABEL } from '../../shared/domain/pack-sizes.ts';

let sequence = 0;

/** The label fields of a product without a label (equipment, soil conditioners). */
export const NO_LABEL_FIELDS = {
  registrationNumber: null,
  formulation: null,
  activeIngredients: [],
  hazardClass: null,
  hazardBand: null,
  ppe: [],
  phiDays: null,
  uses: [],
  restrictedNote: null,
} satisfies Partial<Product>;

/**
 * A product as the API answers it (baht, camelCase), made from the demo catalogue: for client
 * tests that stub the API. `demo` picks the catalogue entry; overrides win.
 */
export function apiProduct(overrides: Partial<Product> & { demo?: number } = {}): Product {
  sequence += 1;
  const { demo = 0, ...rest } = overrides;
  const source = demoProducts[demo % demoProducts.length] as (typeof demoProducts)[number];
  const price = rest.price ?? source.price;
  const originalPrice =
    rest.originalPrice !== undefined ? rest.originalPrice : source.originalPrice;
  const stockCount = rest.stockCount ?? source.stockCount;
  return {
    id: sequence,
    name: source.name,
    category: source.category,
    price,
    originalPrice,
    rating: source.rating,
    reviewCount: source.reviewCount,
    image: source.image,
    isOnSale: source.isOnSale,
    discountPercent: discountPercent(
      Math.round(price * 100),
      originalPrice === null ? null : Math.round(originalPrice * 100),
    ),
    description: source.description,
    how2use: source.how2use,
    features: source.features,
    inStock: stockCount > 0,
    stockCount,
    memberPoints: Math.floor(price * 2),
    isEligibleForPromotion: source.isEligibleForPromotion,
    codAllowed: true,
    vatExempt: source.category !== 'equipments',
    refusedCarriers: [],
    createdAt: '2026-11-01T03:00:00.000Z',
    updatedAt: '2026-11-01T03:00:00.000Z',
    ...NO_LABEL_FIELDS,
    ...rest,
    // One size of the product's own price and stock, unless the test gives its sizes.
    variants: rest.variants ?? [
      {
        id: 1000 + sequence,
        label: ONE_SIZE_LABEL,
        size: 1,
        unit: 'piece',
        price,
        originalPrice,
        stockCount,
        inStock: (rest.inStock ?? true) && stockCount > 0,
        memberPoints: rest.memberPoints ?? Math.floor(price * 2),
      },
    ],
  };
}

/**
 * A product as the back office reads it (`GET /api/admin/products`): `apiProduct`, each size with
 * its low-stock line, 20 unless the test gives one.
 */
export function apiAdminProduct(
  overrides: Partial<Omit<Product, 'variants'>> & {
    demo?: number;
    variants?: (Variant & { lowStockThreshold?: number })[];
  } = {},
): AdminProduct {
  const product = apiProduct(overrides);
  return {
    ...product,
    variants: product.variants.map((variant) => ({
      lowStockThreshold: 20,
      ...variant,
    })),
  };
}
