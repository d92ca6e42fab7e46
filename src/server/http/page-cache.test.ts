import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PageCache, packPage, sendPage } from './page-cache.ts';

describe('PageCache', () => {
  it('gives a page back only under the catalogue version it was made under', async () => {
    const pages = new PageCache();
    pages.keep(
      '/products/herbicides/1',
      packPage('3:7', '<p>฿890.00</p>', '</assets/a.js>; rel=modulepreload'),
    );
    const kept = pages.get('/products/herbicides/1', '3:7');
    expect(kept && gunzipSync(kept.gzipped).toString('utf8')).toBe('<p>฿890.00</p>');
    expect(pages.get('/products/herbicides/1', '4:8')).toBeNull();
    expect(pages.get('/products/herbicides/2', '3:7')).toBeNull();
  });

  it('keeps at most 1000 pages, forgetting the least recently used first', async () => {
    const pages = new PageCache();
    for (let id = 0; id < 1000; id += 1) pages.keep(`/p/${id}`, packPage('v', `${id}`, null));
    expect(pages.get('/p/0', 'v')).not.toBeNull();
    pages.keep('/p/1000', packPage('v', '1000', null));
    expect(pages.size).toBe(1000);
    expect(pages.get('/p/0', 'v')).not.toBeNull();
    expect(pages.get('/p/1', 'v')).toBeNull();
  });

  it('keeps at most 16 MB of pages, however many and however large they come', () => {
    const pages = new PageCache();
    // Pages that do not compress, 40 KB each: 1,000 of them would be 40 MB.
    for (let id = 0; id < 1500; id += 1) {
      pages.keep(`/p/${id}`, {
        version: 'v',
        gzipped: randomBytes(40 * 1024),
        link: null,
      });
      expect(pages.bytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    }
    expect(pages.size).toBe(Math.floor((16 * 1024) / 40));
    expect(pages.get('/p/1499', 'v')).not.toBeNull();
    expect(pages.get('/p/0', 'v')).toBeNull();
    // A page kept again under the same address is counted once.
    pages.keep('/p/1499', { version: 'w', gzipped: Buffer.alloc(10), link: null });
    expect(pages.bytes).toBe((pages.size - 1) * 40 * 1024 + 10);
  });

  it('sends gzip to a client that takes it and HTML to one that does not', async () => {
    const page = packPage('v', '<h1>ร้านเกษตรอยุธยา</h1>', '</assets/a.js>; rel=modulepreload');
    const app = new Hono().get('/', (c) => sendPage(c, page));
    const gzipped = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('link')).toBe('</assets/a.js>; rel=modulepreload');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toBe(
      '<h1>ร้านเกษตรอยุธยา</h1>',
    );
    // Rendered for this request: no mark of a kept page.
    expect(gzipped.headers.get('server-timing')).toBeNull();
    const plain = await app.request('/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(await plain.text()).toBe('<h1>ร้านเกษตรอยุธยา</h1>');
  });

  it('marks a page sent as it was kept in its Server-Timing header', async () => {
    const page = packPage('v', '<h1>สินค้า</h1>', null);
    const app = new Hono().get('/', (c) => sendPage(c, page, true));
    const res = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('server-timing')).toBe('page;desc="kept"');
  });
});
