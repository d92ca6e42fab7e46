import { describe, expect, it } from 'vitest';
import { countOf, formatAdminDateTime, pluralNoun } from './admin-format.ts';

describe('admin wording', () => {
  it('says "1 product", "2 products", "0 products" and irregular plurals', () => {
    expect(countOf(1, 'product')).toBe('1 product');
    expect(countOf(2, 'product')).toBe('2 products');
    expect(countOf(0, 'promotion')).toBe('0 promotions');
    expect(countOf(1, 'news item')).toBe('1 news item');
    expect(countOf(1200, 'click')).toBe('1,200 clicks');
    expect(pluralNoun(1, 'addition')).toBe('addition');
    expect(pluralNoun(3, 'entry', 'entries')).toBe('entries');
  });

  it('writes one date format, English long month, 24-hour, in Bangkok time', () => {
    expect(formatAdminDateTime('2026-11-25T07:05:00.000Z')).toBe('November 25, 2026, 14:05');
    // Past midnight in Bangkok is the next day.
    expect(formatAdminDateTime('2026-11-30T17:30:00.000Z')).toBe('December 1, 2026, 00:30');
  });
});
