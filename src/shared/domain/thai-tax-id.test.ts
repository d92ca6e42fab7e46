import { describe, expect, it } from 'vitest';
import { isBranchNumber, isThaiTaxId } from './thai-tax-id.ts';

describe('the Thai tax id', () => {
  // Computed by hand: 0·13+1·12+0·11+5·10+5·9+4·8+0·7+0·6+1·5+2·4+3·3+4·2 = 169; 169 mod 11 = 4;
  // (11 − 4) mod 10 = 7.
  it('accepts 13 digits whose last checks the first twelve', () => {
    expect(isThaiTaxId('0105540012347')).toBe(true);
    // 1·13+1·12+0·11+1·10+7·9+0·8+0·7+2·6+0·5+3·4+4·3+5·2 = 144; 144 mod 11 = 1; (11 − 1) mod 10 = 0.
    expect(isThaiTaxId('1101700203450')).toBe(true);
    // A sum of 0: (11 − 0) mod 10 = 1. And 1·13 = 13, 13 mod 11 = 2: (11 − 2) mod 10 = 9.
    expect(isThaiTaxId('0000000000001')).toBe(true);
    expect(isThaiTaxId('1000000000009')).toBe(true);
    // A buyer's id as a co-operative's tax invoice names it.
    expect(isThaiTaxId('0105556123453')).toBe(true);
  });

  it('refuses a wrong check digit, letters, 12 or 14 digits, spaces and dashes', () => {
    for (const wrong of [
      '0105540012348',
      '0105540012340',
      '010554001234A',
      'abcdefghijklm',
      '010554001234',
      '01055400123470',
      '0 105540012347',
      '0-1055-40012-34-7',
      '',
    ]) {
      expect(isThaiTaxId(wrong), wrong).toBe(false);
    }
  });
});

describe('the branch number', () => {
  it('is the head office "00000" or any 5 digits', () => {
    expect(isBranchNumber('00000')).toBe(true);
    expect(isBranchNumber('00012')).toBe(true);
    for (const wrong of ['0000', '123456', '0001a', ''])
      expect(isBranchNumber(wrong), wrong).toBe(false);
  });
});
