import { describe, expect, it } from 'vitest';
import {
  bangkokDayKey,
  formatEnglishDate,
  formatThaiDate,
  formatThaiDateTime,
  formatUsDateTime,
} from './dates.ts';

describe('dates', () => {
  // 2026-11-21 17:30 UTC is already 22 November in Bangkok (UTC+7).
  const lateEvening = '2026-11-21T17:30:00Z';

  it('shows Thai dates in the Buddhist era and Bangkok time', () => {
    expect(formatThaiDate('2026-11-21T05:00:00Z')).toBe('21 พฤศจิกายน 2569');
    expect(formatThaiDate(lateEvening)).toBe('22 พฤศจิกายน 2569');
    expect(formatThaiDateTime(lateEvening)).toBe('22 พ.ย. 2569 00:30');
  });

  it('shows English dates where the spec asks for them', () => {
    expect(formatEnglishDate(lateEvening)).toBe('November 22, 2026');
    expect(formatUsDateTime('2026-11-21T07:05:00Z')).toBe('Nov 21, 2026, 2:05 PM');
  });

  it('names the Bangkok calendar day', () => {
    expect(bangkokDayKey(lateEvening)).toBe('2026-11-22');
  });
});
