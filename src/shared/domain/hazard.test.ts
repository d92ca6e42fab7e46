import { describe, expect, it } from 'vitest';
import { HAZARD_CLASSES } from '../contracts/farm-fit.ts';
import { hazardBandOf } from './hazard.ts';

describe('hazardBandOf: the Thai label colour band of a WHO hazard class', () => {
  it.each([
    ['Ia', 'red'],
    ['Ib', 'red'],
    ['II', 'yellow'],
    ['III', 'blue'],
    ['U', 'green'],
  ] as const)('class %s prints a %s band', (hazardClass, band) => {
    expect(hazardBandOf(hazardClass)).toBe(band);
  });

  it('gives every class a band', () => {
    expect(HAZARD_CLASSES.map(hazardBandOf)).toEqual(['red', 'red', 'yellow', 'blue', 'green']);
  });
});
