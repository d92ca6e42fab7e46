import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/db.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { type CachedPage, packPage } from './page-cache.ts';
import { PageStore } from './page-store.ts';
import { PrerenderedPages, type PrerenderSource } from './prerendered-pages.ts';

const html = (page: CachedPage | null) => page && gunzipSync(page.gzipped).toString('utf8');

let handle: DatabaseHandle;
let store: PageStore;
beforeAll(async () => {
  handle = await openTestDatabase();
  store = new PageStore(handle.db);
});
afterAll(async () => {
  await handle.close();
});

/**
 * A catalogue of product pages whose version the test moves (`rows:newest`, as the catalogue's
 * own); every page made is counted with the version it was made under, and its HTML names both.
 */
function catalogue(urls: string[]) {
  let version = '1:1';
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
  await handle.db.execute('DELETE FROM prerendered_pages');
});

function prerendered(source: PrerenderSource) {
  const pages = new PrerenderedPages(source, store);
  running.push(pages);
  return pages;
}

const urls = ['/products/herbicides/1', '/products/insecticides/2', '/products/fungicides/3'];

describe('prerendered product pages', () => {
  it('makes every product page once the catalogue version is told, and sends each as made', async () => {
    const shop = catalogue(urls);
    const pages = prerendered(shop.source);
    expect(await pages.get(urls[0] as string, '1:1')).toBeNull();
    pages.notice('1:1');
    await pages.settled();
    expect(shop.made).toEqual(urls.map((url) => ({ url, version: '1:1' })));
    expect(await store.count('1:1')).toBe(3);
    const page = await pages.get('/products/fungicides/3', '1:1');
    expect(html(page)).toBe('<h1>/products/fungicides/3 1:1</h1>');
    expect(page?.link).toBe('</products/fungicides/3.js>; rel=modulepreload');

    // Told the same version again, it makes nothing again.
    pages.notice('1:1');
    await pages.settled();
    expect(shop.made).toHaveLength(3);
  });

  it('sends no page of an older version, and makes them all again after a change', async () => {
    const shop = catalogue(urls);
    const pages = prerendered(shop.source);
    pages.notice('1:1');
    await pages.settled();
    shop.change('2:2');
    expect(await pages.get(urls[0] as string, '2:2')).toBeNull();
    pages.notice('2:2');
    await pages.settled();
    expect(shop.made.slice(3)).toEqual(urls.map((url) => ({ url, version: '2:2' })));
    expect(html(await pages.get(urls[0] as string, '2:2'))).toBe(
      '<h1>/products/herbicides/1 2:2</h1>',
    );
    // The older version's pages are gone from the database, not only left unread.
    expect(await pages.get(urls[0] as string, '1:1')).toBeNull();
    expect(await store.count('1:1')).toBe(0);
  });

  it('starts again when the catalogue changes while the pages are being made', async () => {
    const shop = catalogue(urls);
    const pages = prerendered(shop.source);
    shop.whenMaking((url) => {
      if (url === urls[1]) shop.change('2:2');
    });
    pages.notice('1:1');
    await pages.settled();
    // The third page was not made under 1:1: the version is read before each page.
    expect(shop.made).toEqual([
      { url: urls[0], version: '1:1' },
      { url: urls[1], version: '1:1' },
      ...urls.map((url) => ({ url, version: '2:2' })),
    ]);
    for (const url of urls) expect(html(await pages.get(url, '2:2'))).toContain(' 2:2<');
  });

  it('keeps a page rendered on request for every process, and does not make it again', async () => {
    const shop = catalogue(urls);
    const pages = prerendered(shop.source);
    pages.keep(urls[2] as string, packPage('1:1', '<h1>asked for</h1>', null));
    await expect.poll(() => store.count('1:1'), { timeout: 10_000 }).toBe(1);
    pages.notice('1:1');
    await pages.settled();
    expect(html(await pages.get(urls[2] as string, '1:1'))).toBe('<h1>asked for</h1>');
    expect(shop.made.map((each) => each.url)).toEqual([urls[0], urls[1]]);
  });

  it('makes each page once when two processes fill at the same time', async () => {
    const many = Array.from({ length: 60 }, (_, i) => `/products/herbicides/${i + 1}`);
    const shop = catalogue(many);
    const first = prerendered(shop.source);
    const second = prerendered(shop.source);
    first.notice('1:1');
    second.notice('1:1');
    await Promise.all([first.settled(), second.settled()]);
    expect(shop.made).toHaveLength(many.length);
    expect(new Set(shop.made.map((each) => each.url)).size).toBe(many.length);
    expect(first.made + second.made).toBe(many.length);
    expect(await store.count('1:1')).toBe(many.length);
  });

  it('stops making pages when stopped, and gives back what it had claimed', async () => {
    const shop = catalogue(urls);
    const pages = prerendered(shop.source);
    let stopping: Promise<void> | null = null;
    shop.whenMaking((url) => {
      if (url === urls[0]) stopping = pages.stop();
    });
    pages.notice('1:1');
    await pages.settled();
    await stopping;
    expect(shop.made).toHaveLength(1);
    pages.notice('1:1');
    await pages.settled();
    expect(shop.made).toHaveLength(1);
    // Another process takes the pages at once: nothing is left claimed by the stopped one.
    const other = prerendered(catalogue(urls).source);
    other.notice('1:1');
    await other.settled();
    expect(other.made).toBe(2);
  });

  it('holds nothing in the process for the pages it makes, however many', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const held = async () => {
      // Twice, a turn apart: buffers' memory is given back after the collection that freed them.
      gc();
      await new Promise((resolve) => setTimeout(resolve, 10));
      gc();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    // 300 pages of 32 KB that do not compress: 9.4 MB made and kept. The database is another
    // process's (PostgreSQL) or a folder on disk (PGlite; its buffers are bounded, db/client.ts):
    // this store sends the pages nowhere, so what grows is what the process itself holds.
    const many = Array.from({ length: 300 }, (_, i) => `/products/herbicides/${i + 1}`);
    const source: PrerenderSource = {
      version: async () => '1:1',
      urls: async () => many,
      make: async (_url, under) => ({
        version: under,
        gzipped: randomBytes(32 * 1024),
        link: null,
      }),
    };
    let kept = 0;
    class Elsewhere extends PageStore {
      override async claim(paths: string[]) {
        return paths;
      }
      override async keep() {
        kept += 1;
      }
      override async forgetBefore() {}
    }
    const pages = new PrerenderedPages(source, new Elsewhere(handle.db));
    running.push(pages);
    const before = await held();
    pages.notice('1:1');
    await pages.settled();
    expect(kept).toBe(many.length);
    expect((await held()) - before).toBeLessThan(3 * 1024 * 1024);
  });
});
