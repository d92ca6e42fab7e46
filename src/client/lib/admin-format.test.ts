import { describe, expect, it } from 'vitest';
import {
  countOf,
  dayToPickerDate,
  formatAdminDate,
  formatAdminDateTime,
  formatInputDay,
  formatLogTimestamp,
  formatPromotionDateTime,
  formatReviewDate,
  LOG_RANGE_INPUT_FORMAT,
  parseTypedDay,
  pickerDateToDay,
  pluralNoun,
} from './admin-format.ts';

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

describe('one date format per kind of back-office screen', () => {
  const at = '2026-11-25T07:05:00.000Z'; // 14:05 in Bangkok
  it('writes each kind its one way, in Bangkok time', () => {
    expect(formatAdminDateTime(at)).toBe('November 25, 2026, 14:05');
    expect(formatAdminDate('2026-11-30T17:30:00.000Z')).toBe('December 1, 2026');
    expect(formatReviewDate(at)).toBe('25 พฤศจิกายน 2569');
    expect(formatPromotionDateTime(at)).toBe('25 พ.ย. 2569 14:05');
    expect(formatLogTimestamp(at)).toBe('Nov 25, 2026, 2:05 PM');
  });

  it('reads a typed day only when it is whole and real, dd/MM/yyyy unless told', () => {
    expect(parseTypedDay('02/11/2026')).toBe('2026-11-02');
    expect(parseTypedDay(' 29/02/2028 ')).toBe('2028-02-29');
    // A day being typed is no day: not year 2, 20 or 202.
    for (const typed of ['0', '02/11/2', '02/11/20', '02/11/202', '31/11/2026', '2/11/2026', '']) {
      expect(parseTypedDay(typed), typed).toBeNull();
    }
    expect(parseTypedDay('11/30/2026', LOG_RANGE_INPUT_FORMAT)).toBe('2026-11-30');
    expect(formatInputDay('2026-11-02')).toBe('02/11/2026');
    expect(formatInputDay('2026-02-30')).toBe('');
    expect(pickerDateToDay(dayToPickerDate('2026-11-02') as Date)).toBe('2026-11-02');
  });
});
