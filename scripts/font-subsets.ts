import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/**
 * Sarabun's Latin part cut to what a Thai page draws with it: the ASCII letters, digits and
 * punctuation, the no-break space, the signs the shop's texts use (© ° · » × – — ‘ ’ “ ” • … ‹ ›
 * ↑ ↓ −); the baht sign is in the Thai part. @fontsource/sarabun's Latin files
 * hold all of Latin-1 and more; these hold about half the bytes (decision 0032), fetched once a
 * first visit's page is up and drawn with from the next visit on (decision 0047). A character
 * outside the range is drawn in the phone's own font.
 *
 * `node scripts/font-subsets.ts` writes them into src/client/styles/fonts from the installed
 * package; `scripts/font-subsets.test.ts` holds the files and the faces the SPA declares
 * (src/client/app/web-font.ts) to this range.
 */
export const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb0, 0xb0],
  [0xb7, 0xb7],
  [0xbb, 0xbb],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
];

export const WEIGHTS = ['400', '600', '700'] as const;

const root = fileURLToPath(new URL('..', import.meta.url));
export const FONTS_FOLDER = path.join(root, 'src/client/styles/fonts');

/** The characters of the ranges, as subset-font takes them. */
export function latinText(): string {
  let text = '';
  for (const [from, to] of LATIN_RANGES) {
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** The ranges as a `unicode-range` descriptor: `U+0020-007E, U+00A0, …`. */
export function unicodeRange(): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  return LATIN_RANGES.map(([from, to]) =>
    from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
  ).join(', ');
}

export function subsetFileName(weight: string): string {
  return `sarabun-latin-basic-${weight}-normal.woff2`;
}

/** One weight's Latin file cut to the ranges, from the installed @fontsource/sarabun. */
export function makeSubset(weight: string): Promise<Buffer> {
  const source = path.join(
    root,
    `node_modules/@fontsource/sarabun/files/sarabun-latin-${weight}-normal.woff2`,
  );
  return subsetFont(readFileSync(source), latinText(), { targetFormat: 'woff2' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const weight of WEIGHTS) {
    writeFileSync(path.join(FONTS_FOLDER, subsetFileName(weight)), await makeSubset(weight));
  }
}
