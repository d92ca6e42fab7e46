import { describe, expect, it } from 'vitest';
import { WEB_FONT_KEY, WEB_FONT_SCRIPT, type WebFontFace } from './web-font.ts';

interface Declared {
  family: string;
  source: string;
  descriptors: Record<string, string>;
}

/** Runs the head's script as a browser would, against a storage holding `kept`. */
function runHeadScript(kept: string | null) {
  const declared: Declared[] = [];
  const attributes: Record<string, string> = {};
  const storage = { getItem: (key: string) => (key === WEB_FONT_KEY ? kept : null) };
  const document = {
    fonts: { add: (face: Declared) => declared.push(face) },
    documentElement: {
      setAttribute: (name: string, value: string) => {
        attributes[name] = value;
      },
    },
  };
  function FontFace(
    this: Declared,
    family: string,
    source: string,
    descriptors: Record<string, string>,
  ) {
    Object.assign(this, { family, source, descriptors });
  }
  new Function('localStorage', 'document', 'FontFace', WEB_FONT_SCRIPT)(
    storage,
    document,
    FontFace,
  );
  return { declared, attributes };
}

const faces: WebFontFace[] = [
  { weight: '400', unicodeRange: 'U+0E01-0E5B', src: '/assets/sarabun-thai-400-normal-a1.woff2' },
  { weight: '700', unicodeRange: 'U+0020-007E', src: '/assets/sarabun-latin-basic-700-b2.woff2' },
];

describe("the head's script: Sarabun declared before the first paint of a second visit", () => {
  it('declares every face an earlier visit kept, optional, and marks the document', () => {
    const { declared, attributes } = runHeadScript(JSON.stringify(faces));
    expect(declared).toEqual([
      {
        family: 'Sarabun',
        source: 'url("/assets/sarabun-thai-400-normal-a1.woff2") format("woff2")',
        descriptors: { weight: '400', unicodeRange: 'U+0E01-0E5B', display: 'optional' },
      },
      {
        family: 'Sarabun',
        source: 'url("/assets/sarabun-latin-basic-700-b2.woff2") format("woff2")',
        descriptors: { weight: '700', unicodeRange: 'U+0020-007E', display: 'optional' },
      },
    ]);
    expect(attributes).toEqual({ 'data-font': 'sarabun' });
  });

  it('declares nothing on a first visit, nor when what is kept is not a list of faces', () => {
    for (const kept of [null, '', '[]', '{"src":"/x.woff2"}', 'not json', '"text"']) {
      expect(runHeadScript(kept), String(kept)).toEqual({ declared: [], attributes: {} });
    }
  });

  it('leaves a browser that refuses its storage with its own fonts', () => {
    const refusing = () => {
      throw new Error('SecurityError');
    };
    expect(() =>
      new Function('localStorage', WEB_FONT_SCRIPT)({ getItem: refusing }),
    ).not.toThrow();
  });
});
