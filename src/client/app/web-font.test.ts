import { describe, expect, it } from 'vitest';
import { WEB_FONT_KEY, type WebFontFace } from '../../shared/web-font.ts';
import { keepWebFontForNextVisit, SARABUN_FACES } from './web-font.ts';

function memoryStorage(kept: Record<string, string> = {}) {
  return {
    kept,
    getItem: (key: string) => kept[key] ?? null,
    setItem: (key: string, value: string) => {
      kept[key] = value;
    },
  };
}

describe('Sarabun fetched once the page is up, for the next visit', () => {
  it('fetches its six faces (three weights, Thai and Latin), then keeps them for the next visit', async () => {
    const storage = memoryStorage();
    const fetched: WebFontFace[] = [];
    await keepWebFontForNextVisit(storage, async (face) => {
      expect(storage.kept[WEB_FONT_KEY]).toBeUndefined();
      fetched.push(face);
    });
    expect(fetched).toEqual(SARABUN_FACES);
    expect(new Set(fetched.map((face) => `${face.weight} ${face.unicodeRange}`)).size).toBe(6);
    expect(JSON.parse(storage.kept[WEB_FONT_KEY] ?? 'null')).toEqual(SARABUN_FACES);
  });

  it('fetches nothing when these very faces are kept already', async () => {
    const storage = memoryStorage({ [WEB_FONT_KEY]: JSON.stringify(SARABUN_FACES) });
    let fetches = 0;
    await keepWebFontForNextVisit(storage, async () => {
      fetches += 1;
    });
    expect(fetches).toBe(0);
  });

  it('replaces faces kept by an older build, and keeps nothing when a file fails', async () => {
    const old = JSON.stringify([
      { weight: '400', unicodeRange: 'U+0E01', src: '/assets/old.woff2' },
    ]);
    const storage = memoryStorage({ [WEB_FONT_KEY]: old });
    await expect(
      keepWebFontForNextVisit(storage, async (face) => {
        if (face.weight === '700') throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
    expect(storage.kept[WEB_FONT_KEY]).toBe(old);
    await keepWebFontForNextVisit(storage, async () => undefined);
    expect(storage.kept[WEB_FONT_KEY]).toBe(JSON.stringify(SARABUN_FACES));
  });
});
