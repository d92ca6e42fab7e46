import { describe, expect, it } from 'vitest';
import { s10CheckDigit, s10CheckDigitFits, trackingProblem } from './carriers.ts';

describe('the S10 check digit of Thailand Post numbers', () => {
  it('is 11 − (8 6 4 2 3 5 9 7 weighted sum mod 11)', () => {
    // 8·1 + 6·2 + 4·3 + 2·4 + 3·5 + 5·6 + 9·7 + 7·8 = 204; 204 mod 11 = 6; 11 − 6 = 5.
    expect(s10CheckDigit('12345678')).toBe(5);
    // 4·6 + 9·4 + 3·2 + 8·3 + 2·5 + 6·9 + 8·7 = 210; mod 11 = 1; 11 − 1 = 10, written 0.
    expect(s10CheckDigit('04938268')).toBe(0);
    // 154 = 14 · 11: 11 − 0 = 11, written 5.
    expect(s10CheckDigit('15308642')).toBe(5);
    expect(s10CheckDigit('00000001')).toBe(4);
  });

  it('accepts numbers whose last digit is their check digit', () => {
    for (const number of ['EF123456785TH', 'EE049382680TH', 'RB153086425TH', 'EM000000014TH']) {
      expect(s10CheckDigitFits(number), number).toBe(true);
    }
  });

  it('refuses a mistyped digit, and anything not in the S10 form', () => {
    expect(s10CheckDigitFits('EF123456789TH')).toBe(false);
    expect(s10CheckDigitFits('EF123456786TH')).toBe(false);
    expect(s10CheckDigitFits('EE049382685TH')).toBe(false);
    expect(s10CheckDigitFits('EF12345678TH')).toBe(false);
    expect(s10CheckDigitFits('ef123456785th')).toBe(false);
  });
});

describe('why a tracking number does not suit its carrier', () => {
  it('says the format first, then the check digit, for Thailand Post only', () => {
    expect(trackingProblem('thailandpost', 'EF123456785TH')).toBeNull();
    expect(trackingProblem('thailandpost', 'EF123456789TH')).toBe('CHECK_DIGIT');
    expect(trackingProblem('thailandpost', 'EF1234567TH')).toBe('FORMAT');
    // Other carriers' numbers have no check digit the shop knows.
    expect(trackingProblem('kerry', 'EF123456789TH')).toBeNull();
    expect(trackingProblem('flash', 'TH0123456789A')).toBeNull();
  });
});
