import { describe, expect, it } from 'vitest';
import { bahtToSatang, discountPercent, formatBaht, satangToBaht } from './money.ts';

describe('money', () => {
  it('converts baht to satang without float drift', () => {
    expect(bahtToSatang(19.99)).toBe(1999);
    expect(bahtToSatang(0.1 + 0.2)).toBe(30);
    expect(bahtToSatang(1529)).toBe(152900);
  });

  it('converts satang back to baht and refuses fractions of a satang', () => {
    expect(satangToBaht(1999)).toBe(19.99);
    expect(() => satangToBaht(1.5)).toThrow(RangeError);
  });

  it('formats baht with a symbol, thousands separator and two decimals', () => {
    expect(formatBaht(129900)).toBe('฿1,299.00');
    expect(formatBaht(5)).toBe('฿0.05');
    expect(formatBaht(-500)).toBe('-฿5.00');
  });

  it('computes the sale badge percentage as the spec rounds it', () => {
    expect(discountPercent(70000, 100000)).toBe(30);
    expect(discountPercent(66600, 100000)).toBe(33);
    expect(discountPercent(50000, null)).toBe(0);
    expect(discountPercent(50000, 40000)).toBe(0);
  });
});
