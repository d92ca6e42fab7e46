import { reviewMessages } from '../../shared/review-messages.ts';

/** A Thai consonant, or failing one, any letter: what an initial is written with. */
const THAI_CONSONANT = /[\u0E01-\u0E2E]/u;
const LETTER = /\p{L}/u;

/**
 * How a customer is named in public (decision 0050): the first name and the initial of the last
 * name with a full stop ("สมชาย ใ."), so a review never carries a whole name. A Thai initial is
 * the last name's first consonant, without a leading vowel or marks ("เจริญ" → "จ.").
 */
export function publicName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  if (!first) return reviewMessages.anonymous;
  const last = lastName.trim();
  const initial = last.match(THAI_CONSONANT)?.[0] ?? last.match(LETTER)?.[0];
  return (initial ? `${first} ${initial}.` : first).slice(0, 100);
}
