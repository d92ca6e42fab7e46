import { describe, expect, it } from 'vitest';
import { formatTimeLeft, secondsUntil } from './time-left.ts';

describe('the time left to pay', () => {
  it('counts whole seconds up to the deadline, and none after it', () => {
    const now = Date.parse('2026-11-22T12:00:00.000Z');
    expect(secondsUntil('2026-11-23T12:00:00.000Z', now)).toBe(86_400);
    expect(secondsUntil('2026-11-22T12:00:00.400Z', now)).toBe(1);
    expect(secondsUntil('2026-11-22T11:59:00.000Z', now)).toBe(0);
  });

  it('reads as hours, minutes and seconds', () => {
    expect(formatTimeLeft(86_399)).toBe('23:59:59');
    expect(formatTimeLeft(299)).toBe('0:04:59');
    expect(formatTimeLeft(0)).toBe('0:00:00');
    expect(formatTimeLeft(100 * 3600 + 61)).toBe('100:01:01');
  });
});
