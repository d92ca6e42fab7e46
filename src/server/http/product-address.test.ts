import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/contracts/catalog.ts';
import { CATEGORY_IDS } from '../../shared/domain/categories.ts';
import { paths } from '../../shared/routes.ts';
import { buildTestApp, TEST_ORIGIN, TestClient } from '../../testing/api-client.ts';
import { openTestDatabase } from '../../testing/db.ts';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * A product asked for under another category than its own, through the shop's real page renderer
 * (client/entry-server.tsx, as the build's dist/render/entry-server.js exports it): the server
 * answers a permanent redirect to the product's own address, not a page that moves on in the
 * browser.
 */

const renderer = fileURLToPath(new URL('../../client/entry-server.tsx', import.meta.url));
const folder = mkdtempSync(path.join(tmpdir(), 'shop-product-address-'));
mkdirSync(path.join(folder, 'client'));
mkdirSync(path.join(folder, 'render'));
writeFileSync(
  path.join(folder, 'client', 'index.html'),
  '<!doctype html><html><head><title>ร้าน</title></head>' +
    '<body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>',
);
writeFileSync(
  path.join(folder, 'render', 'entry-server.js'),
  `export { renderPage } from ${JSON.stringify(renderer)};\n`,
);

let handle: DatabaseHandle;
let shop: TestClient;
let product: Product;

beforeAll(async () => {
  handle = await openTestDatabase();
  shop = new TestClient(buildTestApp(handle, path.join(folder, 'client')));
  const res = await shop.fetch(`${TEST_ORIGIN}/api/products?limit=1`);
  const first = ((await res.json()) as { items: Product[] }).items[0];
  if (!first) throw new Error('the test catalogue has no product');
  product = first;
});

afterAll(async () => {
  await handle?.close();
  rmSync(folder, { recursive: true, force: true });
});

const page = (url: string) =>
  shop.fetch(`${TEST_ORIGIN}${url}`, { headers: { 'Accept-Encoding': 'identity' } });

describe('a product asked for under another category', () => {
  it('is answered 301 to its own address, its query kept, and not kept by the browser', async () => {
    const other = CATEGORY_IDS.find((category) => category !== product.category) as string;
    const res = await page(`/products/${other}/${product.id}?crop=rice&target=weeds`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(
      `${paths.product(product.category, product.id)}?crop=rice&target=weeds`,
    );
    expect(res.headers.get('cache-control')).toBe('no-cache');
  }, 60_000);

  it('under a category that is no category, or in other letters, moves to its own address too', async () => {
    for (const category of ['fertilisers', product.category.toUpperCase()]) {
      const res = await page(`/products/${category}/${product.id}`);
      expect(res.status, category).toBe(301);
      expect(res.headers.get('location'), category).toBe(
        paths.product(product.category, product.id),
      );
    }
  }, 60_000);

  it('at its own address is the page itself, and an unknown product is no redirect', async () => {
    const own = await page(paths.product(product.category, product.id));
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(product.name);

    const unknown = await page(`/products/${product.category}/987654`);
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('location')).toBeNull();
  }, 60_000);
});
