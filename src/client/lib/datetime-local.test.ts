import { describe, expect, it } from 'vitest';
import {
  bangkokInputToIso,
  isoToBangkokInput,
  pickerDateToWallClock,
  wallClockToPickerDate,
} from './datetime-local.ts';

describe('datetime-local in Bangkok time', () => {
  it('shows a UTC time as Bangkok wall-clock time and back', () => {
    expect(isoToBangkokInput('2026-03-01T18:30:00.000Z')).toBe('2026-03-02T01:30');
    expect(bangkokInputToIso('2026-03-02T01:30')).toBe('2026-03-01T18:30:00.000Z');
  });

  it('gives nothing for what is not a date', () => {
    expect(isoToBangkokInput('เมื่อวาน')).toBe('');
    expect(bangkokInputToIso('')).toBe('');
    expect(bangkokInputToIso('2026-13-40T99:99')).toBe('');
  });

  it("carries the wall clock in the picker's local Date and back, whatever the zone", () => {
    const date = wallClockToPickerDate('2026-03-02T01:30');
    expect(date?.getHours()).toBe(1);
    expect(date?.getDate()).toBe(2);
    expect(pickerDateToWallClock(date as Date)).toBe('2026-03-02T01:30');
    expect(wallClockToPickerDate('2026-02-30T01:30')).toBeNull();
  });
});
