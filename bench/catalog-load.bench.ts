import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { seedProducts } from './support/catalog-seed.ts';
import { getLoad } from './support/get-load.ts';
import { freePort, report, startShop } from './support/server.ts';

/**
 * `GET /api/products` with 10,000 products: 50 connections for 10 s mixing search, category,
 * price filters, tags, sorts and deep pages. PGlite always; PostgreSQL when BENCH_DATABASE_URL is
 * set (a scratch database is created next to it and dropped after).
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

async function measure(label: string, env: Record<string, string>, budgeted: boolean) {
  const shop = await startShop({ LOG_LEVEL: 'warn', ...env }, await freePort());
  try {
    const pid = shop.process.pid as number;
    for (const p of PATHS) {
      const res = await fetch(`${shop.url}${p}`);
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
    }
    await load(shop.url, pid, 10, 2);
    // How busy the machine is: the same load on the cheapest endpoint, for reading the figures.
    const baseline = await load(shop.url, pid, CONNECTIONS, 3, ['/api/health']);
    process.stdout.write(
      `${label} machine baseline, GET /api/health at ${CONNECTIONS} connections: ` +
        `${baseline.result.requests.average.toFixed(0)} req/s, p95 ${baseline.p95.toFixed(1)} ms\n`,
    );
    const run = await load(shop.url, pid, CONNECTIONS, DURATION_S);
    const { result } = run;
    const errors = result.errors + result.timeouts + result.non2xx;
    process.stdout.write(
      `${label}: ${result.requests.average.toFixed(0)} req/s, ${result.requests.total} requests, ` +
        `p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms, ` +
        `errors ${errors}, server RSS peak ${run.peakRss.toFixed(0)} MB\n`,
    );
    // The budgets are for a PostgreSQL server; PGlite (one connection, in process) is reported only.
    if (!budgeted) return true;
    let ok = report(`${label} errors`, errors, '', 0);
    ok = report(`${label} server RSS`, run.peakRss, 'MB', RSS_BUDGET_MB) && ok;
    ok = report(`${label} p95`, run.p95, 'ms', P95_BUDGET_MS) && ok;
    return ok;
  } finally {
    await shop.stop();
  }
}

let ok = true;

const pgliteDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
try {
  const dataDir = path.join(pgliteDir, 'db');
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  await seedProducts(handle, 10_000);
  await handle.db.execute('VACUUM ANALYZE products');
  await handle.close();
  ok = (await measure('PGlite', { PGLITE_DIR: dataDir, DATABASE_URL: '' }, false)) && ok;
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
    await handle.close();
    ok = (await measure('PostgreSQL', { DATABASE_URL: url.toString() }, true)) && ok;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
} else {
  process.stdout.write('PostgreSQL: skipped (set BENCH_DATABASE_URL to measure the budget)\n');
}

process.exit(ok ? 0 : 1);
