import { describe, expect, it } from 'vitest';
import { isValidBranch, isValidTaxId, taxIdCheckDigit } from './tax-id.ts';

describe('tax id', () => {
  it('computes the check digit from the twelve digits before it', () => {
    // 0·13 + 1·12 + 0·11 + 5·10 + 5·9 + 5·8 + 6·7 + 1·6 + 2·5 + 3·4 + 4·3 + 5·2 = 239; 239 mod 11 = 8
    expect(taxIdCheckDigit('010555612345')).toBe(3);
    // A sum of 0: (11 − 0) mod 10 = 1.
    expect(taxIdCheckDigit('000000000000')).toBe(1);
    // 1·13 = 13, mod 11 = 2 → 9.
    expect(taxIdCheckDigit('100000000000')).toBe(9);
    // 6·2 = 12, mod 11 = 1 → (11 − 1) mod 10 = 0.
    expect(taxIdCheckDigit('000000000006')).toBe(0);
  });

  it('accepts 13 digits with the right check digit', () => {
    expect(isValidTaxId('0105556123453')).toBe(true);
    expect(isValidTaxId('1000000000009')).toBe(true);
  });

  it('refuses a wrong check digit, letters, 12 or 14 digits, spaces and dashes', () => {
    expect(isValidTaxId('0105556123454')).toBe(false);
    expect(isValidTaxId('010555612345A')).toBe(false);
    expect(isValidTaxId('010555612345')).toBe(false);
    expect(isValidTaxId('01055561234530')).toBe(false);
    expect(isValidTaxId('0 105556 12345 3')).toBe(false);
    expect(isValidTaxId('0-1055-56123-45-3')).toBe(false);
    expect(isValidTaxId('')).toBe(false);
  });

  it('takes a branch of exactly 5 digits', () => {
    expect(isValidBranch('00000')).toBe(true);
    expect(isValidBranch('00012')).toBe(true);
    expect(isValidBranch('0001')).toBe(false);
    expect(isValidBranch('000012')).toBe(false);
    expect(isValidBranch('0001a')).toBe(false);
  });
});
