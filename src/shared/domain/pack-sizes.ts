import type { PackUnit } from '../contracts/farm-fit.ts';

/**
 * The label of a product's one size when the shop has not said what it is: every product sold
 * before pack sizes became one-size products with it (migration 0020). Cards, orders and
 * printouts show no size for it.
 */
export const ONE_SIZE_LABEL = 'ขนาดเดียว';

/** A product may come in at most this many sizes. */
export const MAX_PACK_SIZES = 10;

/** Whether a size's label is worth printing next to the product's name. */
export function showsSize(label: string | null | undefined): label is string {
  return typeof label === 'string' && label !== '' && label !== ONE_SIZE_LABEL;
}

/**
 * "ยาฆ่าหญ้า A (1 ลิตร)": a line's name with its size, when the size says something the name does
 * not already end with ("… 1 ลิตร" stays as it is).
 */
export function nameWithSize(name: string, label: string | null | undefined): string {
  return showsSize(label) && !name.trimEnd().endsWith(label) ? `${name} (${label})` : name;
}

/** Units in the order the shop lists them: volumes, then weights, then pieces. */
const UNIT_ORDER: Record<PackUnit, number> = { ml: 0, l: 0, g: 1, kg: 1, piece: 2 };
/** Millilitres and grams in one of the unit. */
const UNIT_SCALE: Record<PackUnit, number> = { ml: 1, l: 1000, g: 1, kg: 1000, piece: 1 };

/** The size in the smallest unit of its kind (1 L → 1000), to compare sizes across units. */
export function baseAmount(size: number, unit: PackUnit): number {
  return size * UNIT_SCALE[unit];
}

/** Sizes as the shop lists them: by size within a kind of unit, then by price. */
export function compareSizes(
  a: { size: number; unit: PackUnit; price: number },
  b: { size: number; unit: PackUnit; price: number },
): number {
  return (
    UNIT_ORDER[a.unit] - UNIT_ORDER[b.unit] ||
    baseAmount(a.size, a.unit) - baseAmount(b.size, b.unit) ||
    a.price - b.price
  );
}
