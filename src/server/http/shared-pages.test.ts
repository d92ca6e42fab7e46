import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_ORIGIN, TestClient } from '../../testing/api-client.ts';
import { openTestDatabase, scratchPostgresDatabase } from '../../testing/db.ts';
import { EventIntake } from '../analytics/event-intake.ts';
import { type App, createApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { productPagePaths } from '../seo/seo.service.ts';

/**
 * Two app processes on one database, as production runs them behind nginx (decision 0048): the
 * product pages one prerenders, the other sends without rendering them, and none made for an
 * older catalogue. On PostgreSQL each app has its own connections to one database; on PGlite
 * (one process holds it) the two apps share the one handle.
 */

/** A build of the shop reduced to what the static site reads, with a renderer that counts. */
function fakeBuild(): { root: string; renders: () => Promise<string[]>; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-shared-pages-'));
  mkdirSync(path.join(folder, 'client'));
  mkdirSync(path.join(folder, 'render'));
  writeFileSync(
    path.join(folder, 'client', 'index.html'),
    '<!doctype html><html><head><title>ร้าน</title></head>' +
      '<body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>',
  );
  // The product's name read through the shop's own API, as the SPA's loader reads it.
  const renderer = path.join(folder, 'render', 'entry-server.js');
  writeFileSync(
    renderer,
    `export const rendered = [];
export async function renderPage(request, { api }) {
  const { pathname } = new URL(request.url);
  rendered.push(pathname);
  const id = pathname.split('/').at(-1);
  const res = await api('/api/products/' + id);
  const product = await res.json();
  return { head: '<title>' + product.name + '</title>', body: '<h1>' + product.name + '</h1>', routeData: '{}' };
}
`,
  );
  return {
    root: path.join(folder, 'client'),
    renders: async () => [
      ...((await import(pathToFileURL(renderer).href)) as { rendered: string[] }).rendered,
    ],
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** An app process as the server starts it, product pages prerendered. */
function startApp(handle: DatabaseHandle, root: string, stops: (() => Promise<void>)[]): App {
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: '1' });
  const events = new EventIntake({ db: handle.db, kind: handle.kind, flushMs: 0 });
  return createApp({
    db: handle.db,
    dbKind: handle.kind,
    config,
    staticRoot: root,
    events,
    onBackgroundWork: (stop) => stops.push(stop),
  });
}

const onPostgres = inject('testDatabase') === 'postgres';
const build = fakeBuild();
const stops: (() => Promise<void>)[] = [];
const closes: (() => Promise<void>)[] = [];
let first: TestClient;
let second: TestClient;
let handle: DatabaseHandle;

beforeAll(async () => {
  if (onPostgres) {
    const scratch = await scratchPostgresDatabase();
    handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    const other = await openDatabase({ kind: 'postgres', url: scratch.url });
    closes.push(
      () => other.close(),
      () => handle.close(),
      scratch.drop,
    );
    first = new TestClient(startApp(handle, build.root, stops));
    second = new TestClient(startApp(other, build.root, stops));
  } else {
    handle = await openTestDatabase();
    closes.push(() => handle.close());
    first = new TestClient(startApp(handle, build.root, stops));
    second = new TestClient(startApp(handle, build.root, stops));
  }
});

afterAll(async () => {
  for (const stop of stops) await stop();
  for (const close of closes) await close();
  build.remove();
});

const page = (client: TestClient, url: string) =>
  client.fetch(`${TEST_ORIGIN}${url}`, { headers: { 'Accept-Encoding': 'identity' } });

const made = async () => {
  const { rows } = (await handle.db.execute(
    sql`SELECT count(*)::int AS n FROM prerendered_pages WHERE gzipped IS NOT NULL`,
  )) as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n);
};

describe('product pages made once for every process', () => {
  it('sends the pages one process prerendered from the other without rendering them', async () => {
    const urls = await productPagePaths(handle.db);
    expect(urls.length).toBeGreaterThan(3);
    // A catalogue page asked of the first process starts its prerendering.
    expect((await page(first, '/')).status).toBe(200);
    await expect.poll(made, { timeout: 20_000 }).toBe(urls.length);
    const before = await build.renders();
    expect(new Set(before).size).toBe(before.length);

    for (const url of urls) {
      const res = await page(second, url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('server-timing'), url).toContain('desc="kept"');
      expect(await res.text()).toContain('<div id="root"><h1>');
    }
    // The second process noticed the version too: its stop waits for its filling, which found
    // every page made.
    await stops[1]?.();
    expect(await build.renders()).toEqual(before);
  });

  it('never sends a page made for an older catalogue', async () => {
    const [url] = await productPagePaths(handle.db);
    const id = Number(url?.split('/').at(-1));
    const kept = await page(first, url as string);
    expect(kept.headers.get('server-timing')).toContain('desc="kept"');
    const old = await kept.text();

    await handle.db.execute(sql`UPDATE products SET name = name || ' สูตรใหม่' WHERE id = ${id}`);
    for (const client of [first, second]) {
      const res = await page(client, url as string);
      const html = await res.text();
      expect(html).toContain(' สูตรใหม่</h1>');
      expect(html).not.toBe(old);
    }
    // The page rendered on request is kept under the new version, for every process.
    await expect
      .poll(async () => (await page(first, url as string)).headers.get('server-timing'))
      .toContain('desc="kept"');
    expect(await (await page(first, url as string)).text()).toContain(' สูตรใหม่</h1>');
  });
});
