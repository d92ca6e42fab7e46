/** The VAT rate the shop charges on taxable goods, in basis points (7 %). */
export const VAT_BASIS_POINTS = 700;

/** The VAT inside a gross amount at 7 % (7/107), rounded to the satang. */
export function vatInGross(grossSatang: number): number {
  return Math.round((grossSatang * VAT_BASIS_POINTS) / (10_000 + VAT_BASIS_POINTS));
}
