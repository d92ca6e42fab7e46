import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SARABUN_FACES } from '../src/client/app/web-font.ts';
import {
  FONTS_FOLDER,
  latinText,
  makeSubset,
  subsetFileName,
  unicodeRange,
  WEIGHTS,
} from './font-subsets.ts';

const stylesheet = readFileSync(
  fileURLToPath(new URL('../src/client/styles/index.css', import.meta.url)),
  'utf8',
);

describe("Sarabun's Latin part as the shop ships it", () => {
  it.each(WEIGHTS)(
    'weight %s is what the script makes from the installed package',
    async (weight) => {
      const shipped = readFileSync(path.join(FONTS_FOLDER, subsetFileName(weight)));
      const made = await makeSubset(weight);
      expect(shipped.equals(made)).toBe(true);
      const full = readFileSync(
        fileURLToPath(
          new URL(
            `../node_modules/@fontsource/sarabun/files/sarabun-latin-${weight}-normal.woff2`,
            import.meta.url,
          ),
        ),
      );
      expect(shipped.length).toBeLessThan(full.length * 0.65);
    },
  );

  it('is what the SPA declares, for exactly the characters the files hold', () => {
    for (const weight of WEIGHTS) {
      const latin = SARABUN_FACES.filter(
        (face) => face.weight === weight && face.src.endsWith(subsetFileName(weight)),
      );
      expect(latin, `the Latin face of weight ${weight}`).toEqual([
        expect.objectContaining({ unicodeRange: unicodeRange() }),
      ]);
    }
    expect(SARABUN_FACES.map((face) => face.src).join(' ')).not.toMatch(/sarabun-latin-\d+-normal/);
  });

  it('is declared by no stylesheet: a first visit paints without it (decision 0047)', () => {
    expect(stylesheet).not.toMatch(/@font-face|\.woff2/);
  });

  it('covers what a Thai page draws in Latin: digits, prices, units and the texts’ signs', () => {
    const text = latinText();
    for (const wanted of ['0123456789', 'kg ml %/.,:-()', '× – — … “ ” ‘ ’ · » © •']) {
      for (const character of wanted) expect(text).toContain(character);
    }
    expect(unicodeRange()).toMatch(/^U\+0020-007E, U\+00A0, /);
  });
});
