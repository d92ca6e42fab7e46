import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client.ts';
import { products } from '../src/server/db/schema/catalog.ts';
import { seedProducts } from './support/catalog-seed.ts';
import { getLoad } from './support/get-load.ts';
import { freePort, report, startShop } from './support/server.ts';

/**
 * `GET /api/products` with 10,000 products: 50 connections for 10 s mixing search, category,
 * price filters, tags, sorts and deep pages; then the crop × pest listing alone
 * (`?crop=…&target=…` for every crop and pest `GET /api/crops` names), once as farmers open it
 * (held to the listing's budget) and once with more distinct queries than the catalogue cache
 * keeps, so every answer is read from the database (reported: what a catalogue change costs until
 * the cache is warm again); then the server-rendered pages, and product pages at random among the
 * 10,000, while the server prerenders them (reported) and once it has (held to the budget); then
 * a product's JSON at random among the 10,000 (held to the budget).
 * PGlite always; PostgreSQL when BENCH_DATABASE_URL is set (a scratch database is created next
 * to it and dropped after). The server's RSS is held to its budget on both, the times on
 * PostgreSQL.
 */
const CONNECTIONS = 50;
const DURATION_S = 10;
const P95_BUDGET_MS = 25;
const RSS_BUDGET_MB = 300;

const PATHS = [
  '/api/products',
  '/api/products?category=insecticides&sort=price-low',
  `/api/products?q=${encodeURIComponent('ไกลโฟเซต')}`,
  `/api/products?q=${encodeURIComponent('ทุเรียน')}&sort=rating`,
  '/api/products?minPrice=300&maxPrice=800&sort=price-high',
  `/api/products?category=insecticides&q=${encodeURIComponent('หนอน')}&page=2`,
  `/api/products?tags=${encodeURIComponent('ข้าว')}`,
  '/api/products?page=100',
  '/api/products?q=pro&sort=newest',
  '/api/products?onSale=true&sort=discount',
  `/api/products?category=herbicides&minPrice=500&q=${encodeURIComponent('ดูดซึม')}`,
  `/api/products?q=${encodeURIComponent('ไม่มีสินค้านี้แน่นอน')}`,
  '/api/products?crop=rice&target=brown-planthopper',
  '/api/products?crop=vegetables&sort=price-low&page=2',
  `/api/products?q=${encodeURIComponent('ยาฆ่าหญ้า')}`,
  '/api/products?q=glyphosate',
  `/api/products?q=${encodeURIComponent('เพลี้ยกระโดดสีน้ำตาล')}&sort=rating`,
];

const q = encodeURIComponent;

/**
 * The same listings as pages, server-rendered (the SPA's HTML with the products in it), and the
 * other catalogue pages a visitor lands on from a search engine or a link shared in LINE.
 */
const PAGE_PATHS = [
  '/products',
  '/products/insecticides?sort=price-low',
  `/products?q=${q('ไกลโฟเซต')}`,
  `/products?q=${q('ทุเรียน')}&sort=rating`,
  '/products?minPrice=300&maxPrice=800&sort=price-high',
  `/products/insecticides?q=${q('หนอน')}&page=2`,
  `/products?tags=${q('ข้าว')}`,
  '/products?page=100',
  '/products?onSale=true&sort=discount',
  `/products/herbicides?minPrice=500&q=${q('ดูดซึม')}`,
  '/products?crop=rice&target=brown-planthopper',
  '/products?crop=vegetables&sort=price-low&page=2',
  `/products?q=${q('ยาฆ่าหญ้า')}`,
  '/products/herbicides',
  '/',
  '/bestsellers',
  '/promotions',
];

/** Every product, in a random order: each asked about once before any comes back. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Sorts and pages a farmer turns to; with every crop × pest pair, past the cache's 500 answers. */
const CROP_SORTS = [
  '',
  '&sort=price-low',
  '&sort=price-high',
  '&sort=rating',
  '&sort=discount',
  '&sort=name',
  '&sort=newest',
];
const CROP_PAGES = ['', '&page=2', '&page=3'];
const CATALOG_CACHE_ENTRIES = 500;

/** The crop × pest listing's queries: every pair (and each crop alone) as `GET /api/crops` says. */
async function cropPaths(url: string): Promise<{ opened: string[]; uncached: string[] }> {
  const res = await fetch(`${url}/api/crops`);
  if (res.status !== 200) throw new Error(`/api/crops answered ${res.status}`);
  const crops = (await res.json()) as { id: string; targets: { id: string }[] }[];
  const opened = crops.flatMap((crop) => [
    `/api/products?crop=${crop.id}`,
    ...crop.targets.map((target) => `/api/products?crop=${crop.id}&target=${target.id}`),
  ]);
  const uncached = opened.flatMap((path) =>
    CROP_SORTS.flatMap((sort) => CROP_PAGES.map((page) => `${path}${sort}${page}`)),
  );
  // Asked in turn, more distinct queries than the cache holds: each is gone before it comes back.
  if (uncached.length <= CATALOG_CACHE_ENTRIES) {
    throw new Error(`only ${uncached.length} crop × pest queries: the cache would answer them`);
  }
  return { opened, uncached };
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

async function load(
  url: string,
  pid: number,
  connections: number,
  duration: number,
  paths: readonly string[] = PATHS,
) {
  let peakRss = rssMb(pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(pid));
  }, 250);
  const run = await getLoad(url, paths, connections, duration);
  clearInterval(sampler);
  return { ...run, peakRss };
}

interface Scenario {
  name: string;
  paths: readonly string[];
  /** Held to the budget; otherwise printed for reading the others. */
  budgeted: boolean;
  /** What the scenario waits for before its load. */
  before?: () => Promise<void>;
}

/** Product pages kept out of the other scenarios, asked in turn to see the prerendering done. */
const PROBES = 100;
const PROBE_EVERY_MS = 3000;

/**
 * Waits until the server has prerendered every product page. It fills them in the order of their
 * ids (http/prerendered-pages.ts), so it is done when the page with the highest id that nobody
 * has asked for comes as kept (its `Server-Timing`). Each try asks another such page, since asking
 * renders and keeps it. `probes` are those pages, highest id first.
 */
async function waitForPrerendered(url: string, label: string, probes: string[]): Promise<void> {
  const started = Date.now();
  for (const probe of probes) {
    const res = await fetch(`${url}${probe}`);
    await res.arrayBuffer();
    if (res.headers.get('server-timing')?.includes('desc="kept"')) {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`${label} product pages prerendered (waited ${seconds} s)\n`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  throw new Error(
    `the product pages were not prerendered within ${(probes.length * PROBE_EVERY_MS) / 1000} s`,
  );
}

async function measureOne(
  label: string,
  shop: { url: string; pid: number },
  scenario: Scenario,
  budgeted: boolean,
) {
  await scenario.before?.();
  const run = await load(shop.url, shop.pid, CONNECTIONS, DURATION_S, scenario.paths);
  const { result } = run;
  const errors = result.errors + result.timeouts + result.non2xx;
  const name = `${label} ${scenario.name}`;
  process.stdout.write(
    `${name}: ${result.requests.average.toFixed(0)} req/s, ${result.requests.total} requests, ` +
      `p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms, ` +
      `errors ${errors}, server RSS peak ${run.peakRss.toFixed(0)} MB\n`,
  );
  // Memory is held to its budget on both databases, through every scenario (PGlite, the embedded
  // default, lives in the server's own process). The times are for a PostgreSQL server: PGlite's
  // (one connection, in process) are reported only.
  let ok = report(`${name} server RSS`, run.peakRss, 'MB', RSS_BUDGET_MB);
  if (!budgeted || !scenario.budgeted) return ok;
  ok = report(`${name} errors`, errors, '', 0) && ok;
  ok = report(`${name} p95`, run.p95, 'ms', P95_BUDGET_MS) && ok;
  return ok;
}

interface SeededProduct {
  id: number;
  category: string;
}

async function measure(
  label: string,
  env: Record<string, string>,
  budgeted: boolean,
  seeded: SeededProduct[],
) {
  const shop = await startShop({ LOG_LEVEL: 'warn', ...env }, await freePort());
  try {
    const pid = shop.process.pid as number;
    const crops = await cropPaths(shop.url);
    let listed = 0;
    for (const p of [...PATHS, ...crops.opened]) {
      const res = await fetch(`${shop.url}${p}`);
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
      const page = (await res.json()) as { total: number };
      if (crops.opened.includes(p)) listed += page.total;
    }
    if (listed === 0) throw new Error('the crop × pest listing lists no product');
    const pageOf = ({ id, category }: SeededProduct) => `/products/${category}/${id}`;
    const byId = [...seeded].sort((a, b) => b.id - a.id);
    const probes = byId.slice(0, PROBES).map(pageOf);
    const unprobed = shuffled(byId.slice(PROBES)).map(pageOf);
    const productPages = shuffled(seeded).map(pageOf);
    for (const p of [...PAGE_PATHS, unprobed[0] as string]) {
      const res = await fetch(`${shop.url}${p}`);
      const html = await res.text();
      if (res.status !== 200 || !html.includes('id="route-data"')) {
        throw new Error(`${p} did not answer a server-rendered page (${res.status})`);
      }
    }
    process.stdout.write(
      `${label} crop × pest queries list ${(listed / crops.opened.length).toFixed(0)} products on average\n`,
    );
    await load(shop.url, pid, 10, 2);
    // How busy the machine is: the same load on the cheapest endpoint, for reading the figures.
    const baseline = await load(shop.url, pid, CONNECTIONS, 3, ['/api/health']);
    process.stdout.write(
      `${label} machine baseline, GET /api/health at ${CONNECTIONS} connections: ` +
        `${baseline.result.requests.average.toFixed(0)} req/s, p95 ${baseline.p95.toFixed(1)} ms\n`,
    );
    const scenarios: Scenario[] = [
      { name: 'listing', paths: PATHS, budgeted: true },
      {
        name: `crop × pest listing (${crops.opened.length} queries)`,
        paths: crops.opened,
        budgeted: true,
      },
      // What a catalogue change costs (every answer read again): the database's share, reported.
      {
        name: `crop × pest listing, uncached (${crops.uncached.length} queries)`,
        paths: crops.uncached,
        budgeted: false,
      },
      {
        name: `server-rendered pages (${PAGE_PATHS.length} pages)`,
        paths: PAGE_PATHS,
        budgeted: true,
      },
      // Random among 10,000 while the server prerenders them (since the first page was asked):
      // what the minutes after a catalogue change cost, most pages rendered on request. Reported.
      {
        name: `server-rendered product pages, random among ${unprobed.length}, being prerendered`,
        paths: unprobed,
        budgeted: false,
      },
      // Then every product page made before anyone asks: the shop's usual state.
      {
        name: `server-rendered product pages, random among ${productPages.length}, prerendered`,
        paths: productPages,
        budgeted: true,
        before: () => waitForPrerendered(shop.url, label, probes),
      },
      {
        name: `product JSON, random among ${productPages.length}`,
        paths: shuffled(seeded).map(({ id }) => `/api/products/${id}`),
        budgeted: true,
      },
    ];
    let ok = true;
    for (const scenario of scenarios) {
      ok = (await measureOne(label, { url: shop.url, pid }, scenario, budgeted)) && ok;
    }
    return ok;
  } finally {
    await shop.stop();
  }
}

/** The seeded products' ids and categories, for their pages' addresses. */
async function seededProducts(handle: DatabaseHandle): Promise<SeededProduct[]> {
  return handle.db.select({ id: products.id, category: products.category }).from(products);
}

let ok = true;

const pgliteDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
try {
  const dataDir = path.join(pgliteDir, 'db');
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  await seedProducts(handle, 10_000);
  await handle.db.execute('VACUUM ANALYZE products');
  const products = await seededProducts(handle);
  await handle.close();
  ok = (await measure('PGlite', { PGLITE_DIR: dataDir, DATABASE_URL: '' }, false, products)) && ok;
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}

const baseUrl = process.env.BENCH_DATABASE_URL;
if (baseUrl) {
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    await seedProducts(handle, 10_000);
    // A catalogue that has been live a while: autovacuum has run (visibility map set).
    await handle.db.execute('VACUUM ANALYZE products');
    await handle.db.execute('VACUUM ANALYZE product_uses');
    const products = await seededProducts(handle);
    await handle.close();
    ok = (await measure('PostgreSQL', { DATABASE_URL: url.toString() }, true, products)) && ok;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
} else {
  process.stdout.write('PostgreSQL: skipped (set BENCH_DATABASE_URL to measure the budget)\n');
}

process.exit(ok ? 0 : 1);
