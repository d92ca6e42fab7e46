import type { CategoryId } from './categories.ts';

/** The VAT rate the shop charges on taxable goods, in basis points (7 %). */
export const VAT_BASIS_POINTS = 700;

/**
 * Whether a product of a category is sold without VAT by default: fertiliser and plant
 * protection are exempt (Revenue Code s. 81(1)(c), (e)); tools and equipment carry 7 % VAT.
 * The owner may say otherwise for a product (`vatExempt` in the product form).
 */
export function vatExemptByDefault(category: CategoryId): boolean {
  return category !== 'equipments';
}

/** The VAT inside a gross amount at 7 % (7/107), rounded to the satang. */
export function vatInGross(grossSatang: number): number {
  return Math.round((grossSatang * VAT_BASIS_POINTS) / (10_000 + VAT_BASIS_POINTS));
}
