import { reviewMessages } from '../../shared/review-messages.ts';

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/**
 * How a customer is named in public (decision 00R1): the first name and the first letter of the
 * last name with a full stop ("สมชาย ใ."), so a review never carries a whole name. A letter with
 * its marks stays whole (a grapheme, not a code unit).
 */
export function publicName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = graphemes.segment(lastName.trim())[Symbol.iterator]().next().value?.segment;
  if (!first) return reviewMessages.anonymous;
  return (initial ? `${first} ${initial}.` : first).slice(0, 100);
}
