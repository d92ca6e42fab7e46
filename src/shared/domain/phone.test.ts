import { describe, expect, it } from 'vitest';
import { formatPhone, isThaiPhone, normalizePhone } from './phone.ts';

describe('phone', () => {
  it('shows ten digits as 3-3-4 and anything else unchanged', () => {
    expect(formatPhone('0812345678')).toBe('081-234-5678');
    expect(formatPhone('035123456')).toBe('035123456');
    expect(formatPhone('+66812345678')).toBe('+66812345678');
  });

  it('accepts Thai numbers of 9 or 10 digits starting with 0, ignoring spaces and dashes', () => {
    expect(normalizePhone('081-234 5678')).toBe('0812345678');
    expect(isThaiPhone('081-234-5678')).toBe(true);
    expect(isThaiPhone('035123456')).toBe(true);
    expect(isThaiPhone('812345678')).toBe(false);
    expect(isThaiPhone('08123456789')).toBe(false);
    expect(isThaiPhone('08a2345678')).toBe(false);
  });
});
