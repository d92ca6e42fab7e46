import unhomoglyph from 'unhomoglyph';

/**
 * What the shop never sells (decisions.md "What we never sell"; docs/agronomy-facts.md "The law"):
 * active ingredients banned in Thailand, with the names and spellings they are written under. The
 * admin form refuses them before saving and the server again on save (409 BANNED_SUBSTANCE); a
 * product holding one is never public. The agronomy reference data marks the same rows `banned`
 * (a test holds the two together).
 */
export interface BannedSubstance {
  id: string;
  name: string;
  nameTh: string;
  /** Other names and spellings: salts, Thai spellings, trade names. */
  aliases: readonly string[];
}

export const BANNED_SUBSTANCES: readonly BannedSubstance[] = [
  {
    id: 'paraquat',
    name: 'paraquat',
    nameTh: 'พาราควอต',
    aliases: ['paraquat dichloride', 'gramoxone', 'พาราควอท', 'พาราควอตไดคลอไรด์', 'กรัมม็อกโซน'],
  },
  {
    id: 'chlorpyrifos',
    name: 'chlorpyrifos',
    nameTh: 'คลอร์ไพริฟอส',
    aliases: ['chlorpyrifos-ethyl', 'คลอไพริฟอส'],
  },
  {
    id: 'chlorpyrifos-methyl',
    name: 'chlorpyrifos-methyl',
    nameTh: 'คลอร์ไพริฟอสเมทิล',
    aliases: ['คลอร์ไพริฟอส-เมทิล'],
  },
  { id: 'methamidophos', name: 'methamidophos', nameTh: 'เมทามิโดฟอส', aliases: [] },
  { id: 'monocrotophos', name: 'monocrotophos', nameTh: 'โมโนโครโตฟอส', aliases: [] },
  { id: 'endosulfan', name: 'endosulfan', nameTh: 'เอนโดซัลแฟน', aliases: [] },
];

/** Invisible characters: zero-width space and joiners, word joiner, BOM, soft hyphen, bidi marks. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
/** Accents put on a Latin, Greek or Cyrillic letter ("pàraquat"); Thai vowels and marks are kept. */
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
/** Thai tone marks, mai taikhu and the silent mark: moved, doubled or left out, a name reads alike. */
const THAI_TONES = /[\u0e47-\u0e4c\u0e4e]/g;
const NOT_A_LETTER = /[^\p{L}\p{M}\p{N}]/gu;

/**
 * A name reduced to what it looks like, for comparing it with the banned list (never shown):
 * Unicode NFKC (fullwidth and styled letters, ligatures), invisible characters removed, lower case,
 * accents dropped, look-alike letters folded to one (Unicode's confusables, UTS #39, by the
 * `unhomoglyph` package: Greek ρ and Cyrillic р → p, Lao letters → Thai, แ → เเ, m → rn, 1 → l),
 * l and i as one letter (I, l and 1 look alike whatever the case), Thai tone marks dropped, and
 * nothing but letters, marks and digits kept. "Para\u200bquat", "ρaraquat" and "ｐａｒａｑｕａｔ" all
 * read "paraquat".
 */
export function substanceKey(name: string): string {
  const plain = name
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(DIACRITICS, '');
  return unhomoglyph(plain)
    .toLowerCase()
    .replaceAll('l', 'i')
    .replace(THAI_TONES, '')
    .replace(NOT_A_LETTER, '');
}

/** Keys shorter than this are never looked for inside a longer name. */
const MIN_KEY_LENGTH = 4;

/** Each banned substance with its names and spellings reduced. */
const BANNED_KEYS = BANNED_SUBSTANCES.map((substance) => ({
  substance,
  keys: [substance.name, substance.nameTh, ...substance.aliases]
    .map(substanceKey)
    .filter((key) => key.length >= MIN_KEY_LENGTH),
}));

/**
 * The banned substances a label names, each once, in the list's order. A name names one when,
 * reduced by `substanceKey`, it holds one of its names or spellings ("paraquat dichloride" holds
 * paraquat); of several, the longest ("chlorpyrifos-methyl", not chlorpyrifos).
 */
export function bannedSubstancesIn(
  ingredients: readonly { name: string; nameTh?: string | undefined }[],
): BannedSubstance[] {
  const found = new Set<BannedSubstance>();
  for (const item of ingredients) {
    for (const typed of [item.name, item.nameTh ?? ''].map(substanceKey)) {
      let best: { substance: BannedSubstance; length: number } | undefined;
      for (const { substance, keys } of BANNED_KEYS) {
        for (const key of keys) {
          if (typed.includes(key) && (!best || key.length > best.length)) {
            best = { substance, length: key.length };
          }
        }
      }
      if (best) found.add(best.substance);
    }
  }
  return BANNED_SUBSTANCES.filter((substance) => found.has(substance));
}

/** The substances as a refusal names them: "พาราควอต (paraquat), คลอร์ไพริฟอส (chlorpyrifos)". */
export const bannedNames = (substances: readonly BannedSubstance[]) =>
  substances.map((substance) => `${substance.nameTh} (${substance.name})`).join(', ');
