import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { type CachedPage, packPage } from './page-cache.ts';
import { PagePack, PrerenderedPages, type PrerenderSource } from './prerendered-pages.ts';

const html = (page: CachedPage | null) => page && gunzipSync(page.gzipped).toString('utf8');

/** The files of packs that exist now (of this and any other process). */
const packFiles = () =>
  readdirSync(tmpdir())
    .filter((name) => name.startsWith('shop-pages-'))
    .flatMap((folder) =>
      readdirSync(path.join(tmpdir(), folder)).map((file) => path.join(tmpdir(), folder, file)),
    );

/**
 * A catalogue of product pages whose version the test moves; every page made is counted with the
 * version it was made under, and its HTML names both.
 */
function catalogue(urls: string[]) {
  let version = 'v1';
  const made: { url: string; version: string }[] = [];
  let onMake: (url: string) => void = () => {};
  const source: PrerenderSource = {
    version: async () => version,
    urls: async () => urls,
    make: async (url, under) => {
      made.push({ url, version: under });
      onMake(url);
      return packPage(under, `<h1>${url} ${under}</h1>`, `<${url}.js>; rel=modulepreload`);
    },
  };
  return {
    source,
    made,
    change: (next: string) => {
      version = next;
    },
    whenMaking: (hook: (url: string) => void) => {
      onMake = hook;
    },
  };
}

const running: PrerenderedPages[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((pages) => pages.stop()));
});

function prerendered(source: PrerenderSource) {
  const pages = new PrerenderedPages(source);
  running.push(pages);
  return pages;
}

describe('a page pack', () => {
  it('gives back the pages written to it, with their Link headers', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'shop-pages-test-'));
    const pack = new PagePack(folder, 'pages-1', '3:7');
    await Promise.all([
      pack.add('/products/herbicides/1', packPage('3:7', '<p>฿890.00</p>', '<a.js>')),
      pack.add('/products/herbicides/2', packPage('3:7', '<p>ยาฆ่าหญ้า</p>', null)),
      // A page made under another version is not the pack's.
      pack.add('/products/herbicides/3', packPage('3:8', '<p>ใหม่</p>', null)),
    ]);
    expect(pack.size).toBe(2);
    const first = await pack.read('/products/herbicides/1');
    expect(html(first)).toBe('<p>฿890.00</p>');
    expect(first?.link).toBe('<a.js>');
    expect(html(await pack.read('/products/herbicides/2'))).toBe('<p>ยาฆ่าหญ้า</p>');
    expect(pack.read('/products/herbicides/3')).toBeNull();

    await pack.close();
    expect(pack.read('/products/herbicides/1')).toBeNull();
    expect(existsSync(path.join(folder, 'pages-1'))).toBe(false);
    rmSync(folder, { recursive: true, force: true });
  });
});

describe('prerendered product pages', () => {
  const urls = ['/products/herbicides/1', '/products/insecticides/2', '/products/fungicides/3'];

  it('makes every product page once the catalogue version is told, and sends each as made', async () => {
    const shop = catalogue(urls);
    const pages = prerendered(shop.source);
    expect(await pages.get(urls[0] as string, 'v1')).toBeNull();
    pages.notice('v1');
    await pages.settled();
    expect(shop.made).toEqual(urls.map((url) => ({ url, version: 'v1' })));
    expect(pages.size).toBe(3);
    const page = await pages.get('/products/fungicides/3', 'v1');
    expect(html(page)).toBe('<h1>/products/fungicides/3 v1</h1>');
    expect(page?.link).toBe('</products/fungicides/3.js>; rel=modulepreload');

    // Told the same version again, it makes nothing again.
    pages.notice('v1');
    await pages.settled();
    expect(shop.made).toHaveLength(3);
  });

  it('sends no page of an older version, and makes them all again after a change', async () => {
    const shop = catalogue(urls);
    const pages = prerendered(shop.source);
    const before = new Set(packFiles());
    pages.notice('v1');
    await pages.settled();
    const [first] = packFiles().filter((file) => !before.has(file));
    shop.change('v2');
    expect(await pages.get(urls[0] as string, 'v2')).toBeNull();
    pages.notice('v2');
    await pages.settled();
    expect(shop.made.slice(3)).toEqual(urls.map((url) => ({ url, version: 'v2' })));
    expect(html(await pages.get(urls[0] as string, 'v2'))).toBe(
      '<h1>/products/herbicides/1 v2</h1>',
    );
    expect(await pages.get(urls[0] as string, 'v1')).toBeNull();
    // The first version's file is gone; the second's is there.
    expect(first).toBeDefined();
    const made = packFiles().filter((file) => !before.has(file));
    expect(made).toHaveLength(1);
    expect(made).not.toContain(first);
  });

  it('starts again when the catalogue changes while the pages are being made', async () => {
    const shop = catalogue(urls);
    const pages = prerendered(shop.source);
    shop.whenMaking((url) => {
      if (url === urls[1]) shop.change('v2');
    });
    pages.notice('v1');
    await pages.settled();
    // The third page was not made under v1: the version is read before each page.
    expect(shop.made).toEqual([
      { url: urls[0], version: 'v1' },
      { url: urls[1], version: 'v1' },
      ...urls.map((url) => ({ url, version: 'v2' })),
    ]);
    for (const url of urls) expect(html(await pages.get(url, 'v2'))).toContain(' v2<');
  });

  it('keeps a page rendered on request in the pack of its version, and skips it when filling', async () => {
    const shop = catalogue(urls);
    const pages = prerendered(shop.source);
    // No pack begun yet.
    expect(pages.keep(urls[0] as string, packPage('v1', '<h1>early</h1>', null))).toBe(false);
    pages.notice('v1');
    await pages.settled();
    shop.change('v2');
    shop.whenMaking((url) => {
      // A visitor's request, served while the pages of v2 are being made.
      if (url === urls[0]) expect(pages.keep(urls[2] as string, requested)).toBe(true);
    });
    const requested = packPage('v2', '<h1>asked for</h1>', null);
    pages.notice('v2');
    await pages.settled();
    expect(html(await pages.get(urls[2] as string, 'v2'))).toBe('<h1>asked for</h1>');
    expect(shop.made.slice(3).map((each) => each.url)).toEqual([urls[0], urls[1]]);
    // A page of another version is not kept: the caller keeps it elsewhere.
    expect(pages.keep(urls[0] as string, packPage('v1', '<h1>old</h1>', null))).toBe(false);
    expect(html(await pages.get(urls[0] as string, 'v2'))).toBe(
      '<h1>/products/herbicides/1 v2</h1>',
    );
  });

  it('stops making pages and removes its file and folder when stopped', async () => {
    const shop = catalogue(urls);
    const pages = prerendered(shop.source);
    const before = new Set(packFiles());
    let stopping: Promise<void> | null = null;
    let file: string | undefined;
    shop.whenMaking((url) => {
      if (url !== urls[0]) return;
      [file] = packFiles().filter((each) => !before.has(each));
      stopping = pages.stop();
    });
    pages.notice('v1');
    await pages.settled();
    await stopping;
    expect(file).toBeDefined();
    expect(shop.made).toHaveLength(1);
    expect(await pages.get(urls[0] as string, 'v1')).toBeNull();
    expect(existsSync(file as string)).toBe(false);
    expect(existsSync(path.dirname(file as string))).toBe(false);
    pages.notice('v1');
    await pages.settled();
    expect(shop.made).toHaveLength(1);
  });
});
