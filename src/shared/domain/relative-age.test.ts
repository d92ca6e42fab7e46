import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-age.ts';

describe('relativeAge: a news item’s age in Thai (issue 37)', () => {
  // 12:00 in Bangkok.
  const now = new Date('2026-11-22T05:00:00Z');

  it('says a news item of minutes is minutes old, not "1 day ago"', () => {
    expect(relativeAge('2026-11-22T04:59:30Z', now)).toBe('เมื่อสักครู่');
    expect(relativeAge('2026-11-22T05:00:20Z', now)).toBe('เมื่อสักครู่');
    expect(relativeAge('2026-11-22T04:55:00Z', now)).toBe('5 นาทีที่ผ่านมา');
    expect(relativeAge('2026-11-22T02:00:00Z', now)).toBe('3 ชั่วโมงที่ผ่านมา');
  });

  it('counts days by the Bangkok calendar: yesterday, the day before, then days', () => {
    // 23:30 yesterday in Bangkok is under 13 hours ago, and yesterday all the same.
    expect(relativeAge('2026-11-21T16:30:00Z', now)).toBe('เมื่อวาน');
    // 00:30 today in Bangkok is still the 21st in UTC: today, 11 hours ago.
    expect(relativeAge('2026-11-21T17:30:00Z', now)).toBe('11 ชั่วโมงที่ผ่านมา');
    expect(relativeAge('2026-11-20T05:00:00Z', now)).toBe('เมื่อวานซืน');
    expect(relativeAge('2026-11-19T05:00:00Z', now)).toBe('3 วันที่ผ่านมา');
  });

  it('gives weeks from 7 days on, rounded up as the spec counts them', () => {
    expect(relativeAge('2026-11-15T05:00:00Z', now)).toBe('สัปดาห์ที่แล้ว');
    expect(relativeAge('2026-11-07T05:00:00Z', now)).toBe('3 สัปดาห์ที่ผ่านมา');
  });
});
