import { describe, expect, it } from 'vitest';
import { discountFor, hasEligibleLine, type PricingLineInput, priceCart } from './pricing.ts';

const line = (
  productId: number,
  unitPriceSatang: number,
  quantity: number,
  isEligibleForPromotion = true,
): PricingLineInput => ({ productId, unitPriceSatang, quantity, isEligibleForPromotion });

describe('priceCart', () => {
  it('multiplies unit price by quantity and sums the lines', () => {
    const price = priceCart([line(1, 89000, 2), line(2, 29950, 3)]);
    expect(price.lines.map((l) => l.lineTotalSatang)).toEqual([178000, 89850]);
    expect(price.subtotalSatang).toBe(267850);
    expect(price.eligibleSubtotalSatang).toBe(267850);
    expect(price.discountSatang).toBe(0);
    expect(price.netSatang).toBe(267850);
  });

  it('prices an empty cart at zero', () => {
    expect(priceCart([], { type: 'fixed', valueHundredths: 5000 })).toEqual({
      lines: [],
      subtotalSatang: 0,
      eligibleSubtotalSatang: 0,
      discountSatang: 0,
      netSatang: 0,
    });
  });

  it('takes a percentage of the eligible lines only', () => {
    const price = priceCart([line(1, 100000, 1), line(2, 50000, 2, false)], {
      type: 'percentage',
      valueHundredths: 1000,
    });
    expect(price.subtotalSatang).toBe(200000);
    expect(price.eligibleSubtotalSatang).toBe(100000);
    expect(price.discountSatang).toBe(10000);
    expect(price.netSatang).toBe(190000);
  });

  it('takes a fixed amount, capped at the eligible subtotal (not the whole cart)', () => {
    const price = priceCart([line(1, 30000, 1), line(2, 90000, 1, false)], {
      type: 'fixed',
      valueHundredths: 50000,
    });
    expect(price.discountSatang).toBe(30000);
    expect(price.netSatang).toBe(90000);
  });

  it('gives no discount when no line is eligible', () => {
    const price = priceCart([line(1, 45000, 2, false)], {
      type: 'percentage',
      valueHundredths: 1000,
    });
    expect(price.eligibleSubtotalSatang).toBe(0);
    expect(price.discountSatang).toBe(0);
    expect(price.netSatang).toBe(90000);
  });

  it('refuses amounts that are not whole satang or quantities that are not whole', () => {
    expect(() => priceCart([line(1, 100.5, 1)])).toThrow(RangeError);
    expect(() => priceCart([line(1, 100, 1.5)])).toThrow(RangeError);
    expect(() => priceCart([line(1, -100, 1)])).toThrow(RangeError);
  });
});

describe('discountFor', () => {
  it('rounds a percentage half-up to the satang', () => {
    // 10 % of ฿0.05 = 0.5 satang → 1; of ฿0.04 = 0.4 satang → 0.
    expect(discountFor({ type: 'percentage', valueHundredths: 1000 }, 5)).toBe(1);
    expect(discountFor({ type: 'percentage', valueHundredths: 1000 }, 4)).toBe(0);
    // 12.5 % of ฿299.99 = 3749.875 satang → 3750.
    expect(discountFor({ type: 'percentage', valueHundredths: 1250 }, 29999)).toBe(3750);
    // 33.33 % of ฿100.00 = 3333 satang exactly.
    expect(discountFor({ type: 'percentage', valueHundredths: 3333 }, 10000)).toBe(3333);
    // 7.5 % of ฿1.50 = 11.25 satang → 11; 7.5 % of ฿1.70 = 12.75 → 13.
    expect(discountFor({ type: 'percentage', valueHundredths: 750 }, 150)).toBe(11);
    expect(discountFor({ type: 'percentage', valueHundredths: 750 }, 170)).toBe(13);
  });

  it('does not drift like floats do', () => {
    // 0.1 × 0.29 in floats is 0.028999999999999998; in satang 10 % of 29 satang is 2.9 → 3.
    expect(discountFor({ type: 'percentage', valueHundredths: 1000 }, 29)).toBe(3);
    // 15 % of ฿1,529.00 = 22935 satang exactly.
    expect(discountFor({ type: 'percentage', valueHundredths: 1500 }, 152900)).toBe(22935);
  });

  it('caps a 100 % discount and a large fixed one at the eligible subtotal', () => {
    expect(discountFor({ type: 'percentage', valueHundredths: 10000 }, 12345)).toBe(12345);
    expect(discountFor({ type: 'fixed', valueHundredths: 999999 }, 12345)).toBe(12345);
    expect(discountFor({ type: 'fixed', valueHundredths: 5000 }, 0)).toBe(0);
  });

  it('takes a fixed amount as it is when under the cap', () => {
    expect(discountFor({ type: 'fixed', valueHundredths: 5050 }, 100000)).toBe(5050);
  });

  it('refuses negative or fractional inputs', () => {
    expect(() => discountFor({ type: 'fixed', valueHundredths: -1 }, 100)).toThrow(RangeError);
    expect(() => discountFor({ type: 'percentage', valueHundredths: 10.5 }, 100)).toThrow(
      RangeError,
    );
    expect(() => discountFor({ type: 'fixed', valueHundredths: 100 }, 1.5)).toThrow(RangeError);
  });
});

describe('hasEligibleLine', () => {
  it('is true only when some line takes part in promotions', () => {
    expect(hasEligibleLine([line(1, 100, 1, false), line(2, 100, 1)])).toBe(true);
    expect(hasEligibleLine([line(1, 100, 1, false)])).toBe(false);
    expect(hasEligibleLine([])).toBe(false);
  });
});
