import { describe, expect, it } from 'vitest';
import {
  isCommonPassword,
  profileEditLock,
  registerRequestSchema,
  updateProfileRequestSchema,
} from './accounts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('profile edit lock', () => {
  const now = new Date('2026-03-10T05:00:00.000Z');

  it('is open when never edited or 7 days have passed', () => {
    expect(profileEditLock(null, now)).toEqual({
      locked: false,
      nextEditAt: null,
      daysRemaining: 0,
    });
    const old = new Date(now.getTime() - 7 * DAY_MS);
    expect(profileEditLock(old, now)).toMatchObject({ locked: false, daysRemaining: 0 });
  });

  it('counts the days left, rounded up, and the next edit date', () => {
    const lock = profileEditLock(new Date(now.getTime() - 2 * DAY_MS - 1000).toISOString(), now);
    expect(lock.locked).toBe(true);
    expect(lock.daysRemaining).toBe(5);
    expect(lock.nextEditAt?.toISOString()).toBe('2026-03-15T04:59:59.000Z');
    expect(profileEditLock(new Date(now.getTime() - 1000), now).daysRemaining).toBe(7);
  });
});

describe('registration rules', () => {
  it('refuses the common passwords whatever their case or surrounding spaces', () => {
    for (const password of ['123456', 'Password', ' qwerty ', 'ILOVEYOU', '888888', '11111111']) {
      expect(isCommonPassword(password)).toBe(true);
    }
    expect(isCommonPassword('green-rice-77')).toBe(false);
  });

  it('normalises the phone and keeps names trimmed', () => {
    const parsed = registerRequestSchema.parse({
      firstName: ' สมหญิง ',
      lastName: 'รักนา',
      phone: '081-234 5678',
      password: 'green-rice-77',
      confirmPassword: 'green-rice-77',
      address: 'อยุธยา',
      acceptPrivacyNotice: true,
    });
    expect(parsed.phone).toBe('0812345678');
    // Marketing is never assumed.
    expect(parsed.marketingConsent).toBe(false);
    expect(parsed.firstName).toBe('สมหญิง');
  });

  it('refuses a phone in a profile edit', () => {
    const result = updateProfileRequestSchema.safeParse({
      firstName: 'ก',
      lastName: 'ข',
      address: 'ค',
      phone: '0812345678',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('ไม่สามารถแก้ไขเบอร์โทรศัพท์ได้');
  });
});
