import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, TestClient } from '../../testing/api-client.ts';
import { openTestDatabase } from '../../testing/db.ts';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * A rendered page past the first round trip carries the stylesheet inline; a smaller one links it
 * (static.ts). A build reduced to what the static site reads: index.html naming its stylesheet,
 * the stylesheet, and a renderer whose listing is large (random text gzip cannot shrink) and
 * whose article is small.
 */
const CSS = '.card{color:green}';
const folder = mkdtempSync(path.join(tmpdir(), 'shop-inline-stylesheet-'));
mkdirSync(path.join(folder, 'client', 'assets'), { recursive: true });
mkdirSync(path.join(folder, 'render'));
writeFileSync(
  path.join(folder, 'client', 'index.html'),
  '<!doctype html><html><head><title>ร้าน</title>' +
    '<script type="module" crossorigin src="/assets/main.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-t.css"></head>' +
    '<body><div id="root"></div></body></html>',
);
writeFileSync(path.join(folder, 'client', 'assets', 'index-t.css'), CSS);
writeFileSync(
  path.join(folder, 'render', 'entry-server.js'),
  `export async function renderPage(request) {
  const { pathname } = new URL(request.url);
  const body = pathname === '/products' ? ${JSON.stringify(randomBytes(20_000).toString('hex'))} : 'บทความ';
  return { head: '<title>หน้า</title>', body: '<main>' + body + '</main>', routeData: '{}' };
}
`,
);

let handle: DatabaseHandle;
let shop: TestClient;

beforeAll(async () => {
  handle = await openTestDatabase();
  shop = new TestClient(buildTestApp(handle, path.join(folder, 'client')));
});

afterAll(async () => {
  await handle?.close();
  rmSync(folder, { recursive: true, force: true });
});

const head = async (url: string) => {
  const res = await shop.fetch(`${TEST_ORIGIN}${url}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('<main>');
  return html.slice(0, html.indexOf('</head>'));
};

describe('the stylesheet of a rendered page', () => {
  it('comes inline in a page past the first round trip, in place of its link', async () => {
    const listing = await head('/products');
    expect(listing).toContain(`<style>${CSS}</style>`);
    expect(listing).not.toContain('rel="stylesheet"');
  });

  it('stays linked from a page within the first round trip', async () => {
    const article = await head('/articles/1');
    expect(article).toContain('<link rel="stylesheet" crossorigin href="/assets/index-t.css">');
    expect(article).not.toContain('<style>');
  });
});
