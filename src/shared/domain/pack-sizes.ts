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

/** The Thai and Latin words for volumes; any other unit `SIZE_AT_END` knows is a weight. */
const VOLUME_WORDS = new Set(['มิลลิลิตร', 'มล', 'มล.', 'ซีซี', 'ลิตร', 'ml', 'cc', 'l']);
/**
 * A size written at the end of a name or as a label: "… 1 ลิตร", "… ขนาด 25 กิโลกรัม", "500 มล.".
 * Migration 0023 cuts sizes from product names by the same words.
 */
const SIZE_AT_END =
  /(?:^|\s+)(?:(?:ขนาด|บรรจุ)\s*)?\d+(?:\.\d+)?\s*(มิลลิลิตร|มล\.?|ซีซี|ลิตร|กิโลกรัม|กก\.?|กรัม|ml|cc|l|kg|g)$/i;

/** Whether a text ends with a volume or a weight, and where that size starts; null for neither. */
function sizeAtEnd(text: string): { kind: 'volume' | 'weight'; at: number } | null {
  const found = SIZE_AT_END.exec(text);
  if (!found?.[1]) return null;
  return { kind: VOLUME_WORDS.has(found[1].toLowerCase()) ? 'volume' : 'weight', at: found.index };
}

/**
 * "ยาฆ่าหญ้า A (500 มล.)": a line's name with the size sold, said once. A name that ends with the
 * size sold stays as it is; one that ends with another size of the same kind ("… 100 กรัม", sold
 * as 500 กรัม) has that size cut, so a packer never reads two sizes on one line; a size of another
 * kind ("ถังพ่นยา 20 ลิตร", sold as "1 ชุด") is part of the name and stays.
 */
export function nameWithSize(name: string, label: string | null | undefined): string {
  if (!showsSize(label)) return name;
  const trimmed = name.trimEnd();
  // "… 1 ลิตร" sold as 1 ลิตร already says it once.
  if (trimmed.endsWith(label)) return name;
  const inName = sizeAtEnd(trimmed);
  const sold = sizeAtEnd(label.trim());
  if (inName && inName.at > 0 && sold && sold.at === 0 && inName.kind === sold.kind) {
    return `${trimmed.slice(0, inName.at)} (${label})`;
  }
  return `${name} (${label})`;
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
