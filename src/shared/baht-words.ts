import { bahttext } from 'bahttext';

/**
 * An amount in Thai words as a tax document prints it, from satang without a float:
 * 107000 → หนึ่งพันเจ็ดสิบบาทถ้วน, 125075 → หนึ่งพันสองร้อยห้าสิบบาทเจ็ดสิบห้าสตางค์.
 */
export function bahtInWords(satang: number): string {
  if (!Number.isSafeInteger(satang) || satang < 0) throw new RangeError(`not an amount: ${satang}`);
  const baht = Math.floor(satang / 100);
  const rest = String(satang % 100).padStart(2, '0');
  return bahttext(`${baht}.${rest}`);
}
