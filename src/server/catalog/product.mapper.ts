import type { Product } from '../../shared/contracts/catalog.ts';
import type { Variant } from '../../shared/contracts/farm-fit.ts';
import { isCarrier } from '../../shared/domain/carriers.ts';
import { discountPercent, satangToBaht } from '../../shared/domain/money.ts';
import { labelsOf, NO_LABEL, type ProductLabel } from '../agronomy/product-labels.ts';
import type { Executor } from '../db/client.ts';
import { readTogether } from '../db/read-together.ts';
import type { products } from '../db/schema/catalog.ts';
import { readVariants } from './variants.ts';

/** A stored product without the database's own search columns (never selected for answers). */
export type ProductRow = Omit<
  typeof products.$inferSelect,
  'searchText' | 'nameSortKey' | 'labelWords' | 'hasBannedSubstance'
>;

/**
 * The one place a stored product becomes the API's product (satang → baht), with its sizes on
 * sale (variants.ts `readVariants`) and its label (the agronomy domain's).
 */
export function toProduct(
  row: ProductRow,
  variants: Variant[],
  label: ProductLabel = NO_LABEL,
): Product {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    price: satangToBaht(row.priceSatang),
    originalPrice: row.originalPriceSatang === null ? null : satangToBaht(row.originalPriceSatang),
    rating: Number(row.rating),
    reviewCount: row.reviewCount,
    image: row.imageUrl,
    isOnSale: row.isOnSale,
    discountPercent: discountPercent(row.priceSatang, row.originalPriceSatang),
    description: row.description,
    how2use: row.how2use,
    features: row.features,
    inStock: row.inStock && row.stockCount > 0,
    stockCount: row.stockCount,
    memberPoints: row.memberPoints,
    isEligibleForPromotion: row.isEligibleForPromotion,
    codAllowed: row.codAllowed,
    vatExempt: row.vatExempt,
    refusedCarriers: row.refusedCarriers.filter(isCarrier),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    variants,
    ...label,
  };
}

/** Products with their sizes and labels: one query for each, for the whole list. */
export async function toProducts(db: Executor, rows: readonly ProductRow[]): Promise<Product[]> {
  const [variants, labels] = await readTogether(db, [
    () => readVariants(db, rows),
    () =>
      labelsOf(
        db,
        rows.map((row) => row.id),
      ),
  ]);
  return rows.map((row) => toProduct(row, variants.get(row.id) ?? [], labels.get(row.id)));
}
