import { describe, expect, it } from 'vitest';
import { initialOf, initials } from './initials.ts';

describe('initials', () => {
  it('takes the first consonant of each name, skipping Thai leading vowels', () => {
    expect(initials('สมชาย', 'ใจดี')).toBe('สจ');
    expect(initials('มานี', 'แก้วใส')).toBe('มก');
    expect(initials('เอกชัย', 'โพธิ์ทอง')).toBe('อพ');
    expect(initials('ไพโรจน์', 'เหลืองอ่อน')).toBe('พห');
  });

  it('takes the first letter of names in other scripts, upper-cased, and ignores spaces', () => {
    expect(initials('  somchai ', 'kaewdee')).toBe('SK');
    expect(initials('Mali', '')).toBe('M');
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(initialOf('𝒜lice')).toBe('𝒜');
  });

  it('falls back to the vowel when a name is nothing but leading vowels, and to empty for none', () => {
    expect(initialOf('เ')).toBe('เ');
    expect(initialOf('   ')).toBe('');
    expect(initialOf('ลุงสมศักดิ์ (ผักไห่)')).toBe('ล');
  });
});
