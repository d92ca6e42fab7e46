import { describe, expect, it } from 'vitest';
import { bahtInWords } from './baht-words.ts';

describe('bahtInWords', () => {
  it('says whole baht with บาทถ้วน and satang with สตางค์', () => {
    expect(bahtInWords(107_000)).toBe('หนึ่งพันเจ็ดสิบบาทถ้วน');
    expect(bahtInWords(125_075)).toBe('หนึ่งพันสองร้อยห้าสิบบาทเจ็ดสิบห้าสตางค์');
    expect(bahtInWords(2_100)).toBe('ยี่สิบเอ็ดบาทถ้วน');
    expect(bahtInWords(50)).toBe('ห้าสิบสตางค์');
    expect(bahtInWords(0)).toBe('ศูนย์บาทถ้วน');
  });

  it('refuses what is not an amount in satang', () => {
    expect(() => bahtInWords(-1)).toThrow(RangeError);
    expect(() => bahtInWords(10.5)).toThrow(RangeError);
  });
});
