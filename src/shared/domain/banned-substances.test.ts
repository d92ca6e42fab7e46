import { describe, expect, it } from 'vitest';
import { INGREDIENTS } from '../../server/agronomy/reference-data.ts';
import {
  BANNED_SUBSTANCES,
  bannedNames,
  bannedSubstancesIn,
  substanceKey,
} from './banned-substances.ts';

const ids = (name: string, nameTh = '') => bannedSubstancesIn([{ name, nameTh }]).map((s) => s.id);

describe('substanceKey', () => {
  it('reads a name as it looks: case, spaces, hyphens and punctuation do not count', () => {
    expect(substanceKey('Paraquat-Dichloride')).toBe(substanceKey('paraquat dichloride'));
    expect(substanceKey('PARAQUAT')).toBe(substanceKey('paraquat'));
    expect(substanceKey('2,4-D')).toBe('24d');
  });

  it.each([
    ['a zero-width space', 'para\u200bquat'],
    ['a zero-width joiner and non-joiner', 'pa\u200dra\u200cquat'],
    ['a word joiner', 'para\u2060quat'],
    ['a byte-order mark', '\ufeffpara\ufeffquat'],
    ['a soft hyphen', 'para\u00adquat'],
    ['bidi marks', '\u202eparaquat\u202c\u200e'],
    ['a Greek rho (\u03c1)', '\u03c1araquat'],
    ['Cyrillic \u0430 and \u0440', '\u0440\u0430r\u0430qu\u0430t'],
    ['fullwidth letters', 'ｐａｒａｑｕａｔ'],
    ['mathematical bold letters', '𝐩𝐚𝐫𝐚𝐪𝐮𝐚𝐭'],
    ['an accent', 'pàraquat'],
    ['a combining accent', 'para\u0301quat'],
    ['spaces and dots', 'p.a r-a_q u a t'],
  ])('sees through %s', (_, written) => {
    expect(substanceKey(written)).toBe(substanceKey('paraquat'));
  });

  it('folds Cyrillic о, р, с, е and у, and I, l and 1, into the Latin letters they look like', () => {
    const chlorpyrifos = substanceKey('chlorpyrifos');
    expect(substanceKey('\u0441hl\u043er\u0440\u0443rif\u043es')).toBe(chlorpyrifos);
    expect(substanceKey('chIorpyrifos')).toBe(chlorpyrifos);
    expect(substanceKey('ch1orpyrifos')).toBe(chlorpyrifos);
    expect(substanceKey('CHLORPYRIFOS')).toBe(chlorpyrifos);
    expect(substanceKey('\u0435nd\u043esulf\u0430n')).toBe(substanceKey('endosulfan'));
  });

  it('sees through zero-width characters, look-alike vowels and moved tone marks in Thai', () => {
    expect(substanceKey('พารา\u200bควอต')).toBe(substanceKey('พาราควอต'));
    expect(substanceKey('\u200bพาราค\u200dวอต\u2060')).toBe(substanceKey('พาราควอต'));
    expect(substanceKey('คลอร์\u200cไพริฟอส')).toBe(substanceKey('คลอร์ไพริฟอส'));
    // แ typed as two เ, and the silent mark left out or doubled.
    expect(substanceKey('เอนโดซัลเเฟน')).toBe(substanceKey('เอนโดซัลแฟน'));
    expect(substanceKey('คลอรไพริฟอส')).toBe(substanceKey('คลอร์ไพริฟอส'));
    expect(substanceKey('คลอร์์ไพริฟอส')).toBe(substanceKey('คลอร์ไพริฟอส'));
  });

  it('keeps different names apart', () => {
    expect(substanceKey('glyphosate')).not.toBe(substanceKey('glufosinate'));
    expect(substanceKey('ไกลโฟเซต')).not.toBe(substanceKey('พาราควอต'));
  });
});

describe('bannedSubstancesIn', () => {
  it.each([
    ['para\u200bquat', ''],
    ['\u03c1araquat dichloride', ''],
    ['\u0440\u0430r\u0430qu\u0430t', ''],
    ['ｐａｒａｑｕａｔ', ''],
    ['para\u00adquat', ''],
    ['herbicide', 'พารา\u200bควอต'],
    ['herbicide', 'พาราควอท'],
    ['Gramoxone', ''],
  ])('finds paraquat in %s %s', (name, nameTh) => {
    expect(ids(name, nameTh)).toEqual(['paraquat']);
  });

  it('finds every banned substance by its Thai name, with zero-width characters in it', () => {
    for (const substance of BANNED_SUBSTANCES) {
      const hidden = [...substance.nameTh].join('\u200b');
      expect(ids('', hidden), substance.nameTh).toEqual([substance.id]);
    }
    expect(ids('insecticide', 'คลอไพริฟอส 40% อีซี')).toEqual(['chlorpyrifos']);
  });

  it('names the longest substance a name holds, each once', () => {
    expect(ids('Chlorpyrifos-methyl')).toEqual(['chlorpyrifos-methyl']);
    expect(
      bannedSubstancesIn([
        { name: 'chlorpyrifos', nameTh: 'คลอร์ไพริฟอส' },
        { name: 'para\u200bquat' },
        { name: 'chlorpyrifos 2' },
      ]).map((s) => s.id),
    ).toEqual(['paraquat', 'chlorpyrifos']);
  });

  it.each([
    ['glyphosate', 'ไกลโฟเซต'],
    ['glufosinate-ammonium', 'กลูโฟซิเนต-แอมโมเนียม'],
    ['diquat dibromide', 'ไดควอต'],
    ['chlorantraniliprole', 'คลอแรนทรานิลิโพรล'],
    ['chlorfenapyr', 'คลอร์ฟีนาเพอร์'],
    ['abamectin', 'อะบาเมกติน'],
    ['methomyl', 'เมโทมิล'],
    ['2,4-D', ''],
    ['', ''],
  ])('leaves %s (%s) alone', (name, nameTh) => {
    expect(ids(name, nameTh)).toEqual([]);
  });

  it('holds every ingredient the reference data marks banned, by each of its names', () => {
    const banned = INGREDIENTS.filter((ingredient) => ingredient.banned);
    expect(banned.map((ingredient) => ingredient.id).sort()).toEqual(
      BANNED_SUBSTANCES.map((substance) => substance.id).sort(),
    );
    for (const ingredient of banned) {
      for (const name of [ingredient.name, ingredient.nameTh, ...(ingredient.aliases ?? [])]) {
        expect(ids(name), name).toContain(ingredient.id);
      }
    }
  });

  it('names them as the refusal does', () => {
    expect(bannedNames(bannedSubstancesIn([{ name: 'paraquat' }, { name: 'endosulfan' }]))).toBe(
      'พาราควอต (paraquat), เอนโดซัลแฟน (endosulfan)',
    );
  });
});
