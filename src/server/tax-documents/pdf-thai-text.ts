/**
 * What the text of a PDF reads as when copied or searched (its ToUnicode map), put right for Thai.
 *
 * pdfkit maps each glyph to the characters of the first run it was drawn in. Sarabun draws ำ as two
 * glyphs (ํ and า, so a tone mark can sit between them: น้ำ), and the า glyph drawn for ำ has no
 * character of its own: when ำ comes before any plain า, every า of the page reads as nothing and
 * ำ's ring as ำ ("จำกัด" but "ก รเกษตร"). Here each glyph of the page that is some Thai
 * character's own glyph reads as that character, and a glyph drawn for part of ำ reads as ํ, so ำ
 * reads as ํา — its compatibility decomposition (Unicode NFKC), the way Thai PDFs read in
 * every viewer.
 */

const THAI_FIRST = 0x0e01;
const THAI_LAST = 0x0e5b;
const SARA_AM = 0x0e33;
const NIKHAHIT = 0x0e4d;

interface FontkitFont {
  glyphForCodePoint(codePoint: number): { id: number };
}

/** pdfkit's embedded font, as far as it is read here (not part of pdfkit's typed API). */
interface EmbeddedFont {
  font?: FontkitFont;
  subset?: { glyphs: number[] };
  unicode?: number[][];
}

export function mendThaiTextMap(doc: PDFKit.PDFDocument): void {
  const families = (doc as unknown as { _fontFamilies?: Record<string, EmbeddedFont> })
    ._fontFamilies;
  for (const embedded of new Set(Object.values(families ?? {}))) {
    const { font, subset, unicode } = embedded;
    if (!font || !subset || !unicode) continue;
    const own = new Map<number, number>();
    for (let codePoint = THAI_FIRST; codePoint <= THAI_LAST; codePoint += 1) {
      const { id } = font.glyphForCodePoint(codePoint);
      if (id !== 0 && !own.has(id)) own.set(id, codePoint);
    }
    const saraAm = font.glyphForCodePoint(SARA_AM).id;
    subset.glyphs.forEach((glyph, index) => {
      const codePoint = own.get(glyph);
      if (codePoint !== undefined && codePoint !== SARA_AM) unicode[index] = [codePoint];
      else if (glyph !== saraAm && unicode[index]?.includes(SARA_AM))
        unicode[index] = unicode[index].map((point) => (point === SARA_AM ? NIKHAHIT : point));
    });
  }
}
