/** Money travels as integer satang (1 baht = 100 satang) and becomes baht only at the edges. */
export type Satang = number;

export const SATANG_PER_BAHT = 100;

/** Converts baht (at most 2 decimals) to satang without float drift: 19.99 → 1999. */
export function bahtToSatang(baht: number): Satang {
  if (!Number.isFinite(baht)) throw new RangeError('baht must be a finite number');
  return Math.round(baht * SATANG_PER_BAHT);
}

/** True when a baht amount has at most two decimals (19.99 is, although 19.99 × 100 is not whole). */
export function hasAtMostTwoDecimals(baht: number): boolean {
  const scaled = baht * 100;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Converts satang to baht for JSON answers: 1999 → 19.99. */
export function satangToBaht(satang: Satang): number {
  if (!Number.isInteger(satang)) throw new RangeError('satang must be an integer');
  return satang / SATANG_PER_BAHT;
}

const bahtFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Shows an amount as the shop does everywhere: ฿1,299.00 (negative as -฿5.00). */
export function formatBaht(satang: Satang): string {
  const sign = satang < 0 ? '-' : '';
  return `${sign}฿${bahtFormat.format(Math.abs(satang) / SATANG_PER_BAHT)}`;
}

/** Percentage shown on a sale badge: round((original − price) / original × 100), 0 without original. */
export function discountPercent(price: Satang, originalPrice: Satang | null | undefined): number {
  if (!originalPrice || originalPrice <= 0 || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
