/**
 * Where a line of Thai may break. Thai has no spaces between words, and Chromium breaks it with
 * its dictionary, which does not know the shop's words: it cut "ไพมีโทรซีน" as "ไพมี/โทรซีน",
 * "ความเป็นส่วนตัว" as "ความเป็นส่วน/ตัว" and "(276 รีวิว)" at its space (issue 37). The text is
 * cut here into units that a line never splits (the screen draws each one unbroken,
 * `components/ui/thai-text.tsx`); a line breaks only between them.
 *
 * - The shop's writers put a space between a name's parts (brand, substance, formulation, what it
 *   does, size): a space stays a place to break, except between a number and the Thai word that
 *   counts it ("500 กรัม", "(276 รีวิว)").
 * - A part of at most `WHOLE_LETTERS` letters is never cut: it is one word or one substance.
 * - A longer part is cut at the word boundaries of `Intl.Segmenter`, but not where its dictionary
 *   guesses: a substance it does not know comes out as syllables ("บิ|ว|ทา|คลอ|ร์"), so two
 *   short pieces, a lone consonant or a syllable with ์ stay with their neighbours; "ความ" and
 *   "การ" stay with the word they make a noun of; punctuation stays with the word before it,
 *   an opening bracket with the word after it; a hyphen or a slash is a place to break.
 */

/** One unit: `gap` is what stands between it and the unit before ('' for none, at the start too). */
export interface LineUnit {
  gap: string;
  text: string;
}

/** Letters drawn side by side: a phone's card line holds about 14 of them. */
const WHOLE_LETTERS = 14;
/** At most this many letters is a short piece (a syllable more often than a word). */
const SHORT_LETTERS = 3;
const THAI = /[\u0E00-\u0E7F]/;
/** Marks drawn above or below a letter take no room of their own. */
const MARKS = /\p{M}/gu;
const THANTHAKHAT = '\u0E4C';
const OPENING = /^[([{“‘"'«]$/;
const BREAK_AFTER = /^[-/–—]$/;
const ENDS_IN_NUMBER = /\d$/;
const STARTS_THAI = /^[\u0E00-\u0E7F]/;
/** Prefixes that make a noun of the word after them. */
const BOUND_PREFIXES = new Set(['ความ', 'การ']);

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('th', { granularity: 'word' })
    : null;

const letters = (text: string) => text.replace(MARKS, '').length;
const isShort = (text: string) => THAI.test(text) && letters(text) <= SHORT_LETTERS;

interface Piece {
  text: string;
  wordLike: boolean;
}

/** Whether a line may break between two neighbouring pieces of one space-free part. */
function mayBreakBetween(before: Piece, after: Piece): boolean {
  if (!after.wordLike) return OPENING.test(after.text);
  if (OPENING.test(before.text)) return false;
  if (BREAK_AFTER.test(before.text)) return true;
  if (!before.wordLike) return true;
  if (!THAI.test(before.text) || !THAI.test(after.text)) return true;
  if (BOUND_PREFIXES.has(before.text)) return false;
  if (letters(before.text) <= 1 || letters(after.text) <= 1) return false;
  if (before.text.includes(THANTHAKHAT) || after.text.includes(THANTHAKHAT)) return false;
  return !(isShort(before.text) && isShort(after.text));
}

/** A long space-free part cut where a line may break; a short cut piece stays with its neighbour. */
function cutPart(part: string): string[] {
  if (!segmenter || !THAI.test(part) || letters(part) <= WHOLE_LETTERS) return [part];
  const cuts: string[] = [];
  let previous: Piece | null = null;
  for (const { segment, isWordLike } of segmenter.segment(part)) {
    const piece = { text: segment, wordLike: isWordLike === true };
    if (previous && mayBreakBetween(previous, piece)) cuts.push(segment);
    else if (cuts.length === 0) cuts.push(segment);
    else cuts[cuts.length - 1] += segment;
    previous = piece;
  }
  // A syllable or a short word left alone goes with the word after it, the head of a Thai
  // compound coming first ("ไส้|กรอง", "โรค|แอนแทรคโนส"); the last one with the word before.
  const merged: string[] = [];
  let carried = '';
  cuts.forEach((cut, index) => {
    if (index < cuts.length - 1 && isShort(cut)) carried += cut;
    else if (index === cuts.length - 1 && isShort(cut) && merged.length > 0 && !carried) {
      merged[merged.length - 1] += cut;
    } else {
      merged.push(carried + cut);
      carried = '';
    }
  });
  return merged;
}

/** The text as units a line never splits, with what separates each from the one before. */
export function lineUnits(text: string): LineUnit[] {
  const units: LineUnit[] = [];
  let gap = '';
  for (const token of text.split(/(\s+)/)) {
    if (token === '') continue;
    if (/^\s+$/.test(token)) {
      gap += token;
      continue;
    }
    const last = units[units.length - 1];
    const parts = cutPart(token);
    parts.forEach((part, index) => {
      const partGap = index === 0 ? gap : '';
      if (index === 0 && last && gap && ENDS_IN_NUMBER.test(last.text) && STARTS_THAI.test(part)) {
        last.text += gap + part;
      } else units.push({ gap: partGap, text: part });
    });
    gap = '';
  }
  if (gap) units.push({ gap, text: '' });
  return units;
}
