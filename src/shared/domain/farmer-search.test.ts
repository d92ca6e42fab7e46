import { describe, expect, it } from 'vitest';
import { farmerSearchTerms } from './farmer-search.ts';

describe('farmerSearchTerms', () => {
  it('reads farmers’ words for kinds of product as their category', () => {
    expect(farmerSearchTerms('ยาฆ่าหญ้า')).toEqual([{ text: 'ยาฆ่าหญ้า', category: 'herbicides' }]);
    expect(farmerSearchTerms('ยาคุมหญ้า')).toEqual([{ text: 'ยาคุมหญ้า', category: 'herbicides' }]);
    expect(farmerSearchTerms('ยาฆ่าแมลง')[0]?.category).toBe('insecticides');
    expect(farmerSearchTerms('ยาเชื้อรา')[0]?.category).toBe('fungicides');
    expect(farmerSearchTerms('ยากันรา')[0]?.category).toBe('fungicides');
    expect(farmerSearchTerms('ฮอร์โมน')[0]?.category).toBe('hormones');
    expect(farmerSearchTerms('ยาเร่งดอก')[0]?.category).toBe('hormones');
  });

  it('lower-cases other words and keeps them as they are otherwise', () => {
    expect(farmerSearchTerms('GLYPHOSATE ไกลโฟเซท')).toEqual([
      { text: 'glyphosate' },
      { text: 'ไกลโฟเซท' },
    ]);
  });

  it('splits on any space, drops empties, keeps at most 5 words', () => {
    expect(farmerSearchTerms('  a\tb  c d e f ').map((term) => term.text)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    expect(farmerSearchTerms('')).toEqual([]);
    expect(farmerSearchTerms(undefined)).toEqual([]);
  });
});
