import { describe, expect, it } from 'vitest';
import { sanitizeDiscountCode } from '../../../../shared/contracts/admin-promotions.ts';
import {
  emptyPromotionForm,
  formToBody,
  generateDiscountCode,
  isoToPickerDate,
  pickerDateToIso,
} from './promotion-form.ts';

describe('discount code input', () => {
  it('keeps capitals A–Z and digits only, at most 50', () => {
    expect(sanitizeDiscountCode('rain-10 ก!x')).toBe('RAIN10X');
    expect(sanitizeDiscountCode('ลดราคา')).toBe('');
    expect(sanitizeDiscountCode('a'.repeat(60))).toHaveLength(50);
  });
});

describe('generateDiscountCode', () => {
  it('makes 8 characters by default from A–Z and 0–9', () => {
    for (let i = 0; i < 50; i += 1) expect(generateDiscountCode()).toMatch(/^[A-Z0-9]{8}$/);
    expect(generateDiscountCode(16)).toMatch(/^[A-Z0-9]{16}$/);
  });

  it('maps bytes to the alphabet and throws away the biased top bytes (252–255)', () => {
    const bytes = [252, 253, 254, 255, 0, 25, 26, 35, 36, 251];
    let round = 0;
    const fill = (target: Uint8Array) => {
      target.fill(0);
      if (round === 0) target.set(bytes.slice(0, target.length));
      round += 1;
      return target;
    };
    // 0 → A, 25 → Z, 26 → 0, 35 → 9, 36 → A again, 251 → 251 % 36 = 35 → 9.
    expect(generateDiscountCode(6, fill)).toBe('AZ09A9');
  });

  it('keeps the length within 4 and 50', () => {
    expect(generateDiscountCode(1)).toHaveLength(4);
    expect(generateDiscountCode(500)).toHaveLength(50);
  });
});

describe('form body', () => {
  it('sends an empty image as null and numbers as numbers', () => {
    const body = formToBody({
      ...emptyPromotionForm(),
      imageUrl: '  ',
      discountValue: '12.5',
      maxUses: '20',
    });
    expect(body).toMatchObject({ imageUrl: null, discountValue: 12.5, maxUses: 20 });
    expect(formToBody(emptyPromotionForm())).toMatchObject({
      maxUses: 100,
      discountType: 'fixed',
      discountValue: null,
    });
  });
});

describe('Bangkok times in the date picker', () => {
  it('shows the Bangkok wall-clock time, whatever the browser zone, and reads it back', () => {
    const picked = isoToPickerDate('2026-06-01T03:00:00.000Z');
    expect([picked?.getFullYear(), picked?.getMonth(), picked?.getDate()]).toEqual([2026, 5, 1]);
    expect([picked?.getHours(), picked?.getMinutes()]).toEqual([10, 0]);
    expect(pickerDateToIso(new Date(2026, 11, 31, 23, 45))).toBe('2026-12-31T16:45:00.000Z');
    expect(pickerDateToIso(isoToPickerDate('2026-01-01T16:30:00.000Z'))).toBe(
      '2026-01-01T16:30:00.000Z',
    );
    expect(isoToPickerDate(null)).toBeNull();
    expect(pickerDateToIso(null)).toBeNull();
  });
});
