import { inArray } from 'drizzle-orm';
import type { CategoryId } from '../../shared/domain/categories.ts';
import type { Executor } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';

/** What the books need of a product: its category and whether it carries VAT. */
export interface ProductTax {
  category: CategoryId;
  vatExempt: boolean;
}

/** Each product's category and VAT, for the lines that still name a product (the month's summary). */
export async function productTaxOf(
  tx: Executor,
  productIds: readonly number[],
): Promise<Map<number, ProductTax>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, category: products.category, vatExempt: products.vatExempt })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.id, { category: row.category, vatExempt: row.vatExempt }]));
}
