import { describe, expect, it } from 'vitest';
import { bangkokInputToIso, isoToBangkokInput } from './datetime-local.ts';

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
});
