import thai400 from '@fontsource/sarabun/files/sarabun-thai-400-normal.woff2?url';
import thai600 from '@fontsource/sarabun/files/sarabun-thai-600-normal.woff2?url';
import thai700 from '@fontsource/sarabun/files/sarabun-thai-700-normal.woff2?url';
import { WEB_FONT_FAMILY, WEB_FONT_KEY, type WebFontFace } from '../../shared/web-font.ts';
import latin400 from '../styles/fonts/sarabun-latin-basic-400-normal.woff2?url';
import latin600 from '../styles/fonts/sarabun-latin-basic-600-normal.woff2?url';
import latin700 from '../styles/fonts/sarabun-latin-basic-700-normal.woff2?url';

/** The Thai part as @fontsource/sarabun publishes it. */
export const THAI_RANGE = 'U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC';
/**
 * The Latin part, cut to what a Thai page draws with it (scripts/font-subsets.ts makes the files;
 * its test holds this range to theirs).
 */
export const LATIN_RANGE =
  'U+0020-007E, U+00A0, U+00A9, U+00B0, U+00B7, U+00BB, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2039-203A, U+2191, U+2193, U+2212';

/** Sarabun's six faces: Thai and Latin, regular, semibold and bold. */
export const SARABUN_FACES: readonly WebFontFace[] = [
  { weight: '400', unicodeRange: THAI_RANGE, src: thai400 },
  { weight: '400', unicodeRange: LATIN_RANGE, src: latin400 },
  { weight: '600', unicodeRange: THAI_RANGE, src: thai600 },
  { weight: '600', unicodeRange: LATIN_RANGE, src: latin600 },
  { weight: '700', unicodeRange: THAI_RANGE, src: thai700 },
  { weight: '700', unicodeRange: LATIN_RANGE, src: latin700 },
];

/** Fetches one face's file (into the browser's cache), without using it on this page. */
function fetchFace(face: WebFontFace): Promise<unknown> {
  return new FontFace(WEB_FONT_FAMILY, `url(${JSON.stringify(face.src)}) format("woff2")`, {
    weight: face.weight,
    unicodeRange: face.unicodeRange,
    display: 'optional',
  }).load();
}

/**
 * Sarabun for the next visit (docs/decisions/0047-web-font-from-the-second-visit.md): once this
 * page is up, its files are fetched into the browser's cache, and the faces are kept where the
 * head's script of the next page finds them (shared/web-font.ts). This page keeps the font it was
 * first drawn in, so nothing on it moves. Nothing is fetched when the faces kept are these.
 */
export async function keepWebFontForNextVisit(
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
  fetch: (face: WebFontFace) => Promise<unknown> = fetchFace,
): Promise<void> {
  const faces = JSON.stringify(SARABUN_FACES);
  if (storage.getItem(WEB_FONT_KEY) === faces) return;
  await Promise.all(SARABUN_FACES.map(fetch));
  storage.setItem(WEB_FONT_KEY, faces);
}

/** `keepWebFontForNextVisit` when the browser has a moment, never in the way of the page. */
export function keepWebFontWhenIdle(): void {
  const keep = () => {
    // A browser refusing storage or fonts keeps its own Thai font on every visit.
    keepWebFontForNextVisit().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(keep, { timeout: 5000 });
  else setTimeout(keep, 1000);
}
