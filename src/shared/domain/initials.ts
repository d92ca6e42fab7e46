/**
 * Thai vowels written before the consonant they follow in speech (เ แ โ ใ ไ): a name's first
 * letter may be one of them, but the letter an avatar should show is the consonant after it.
 */
const LEADING_VOWELS = /^[\u0E40-\u0E44]+/u;

/** The letter that stands for one name on an avatar: its first consonant, upper-cased. */
export function initialOf(name: string): string {
  const trimmed = name.trim();
  const first = Array.from(trimmed.replace(LEADING_VOWELS, ''))[0] ?? Array.from(trimmed)[0] ?? '';
  return first.toUpperCase();
}

/** An avatar's letters: the initial of the first name, then of the last name. */
export function initials(firstName: string, lastName: string): string {
  return `${initialOf(firstName)}${initialOf(lastName)}`;
}
