import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { getLoad } from './support/get-load.ts';
import { freePort, report, startShop } from './support/server.ts';

/**
 * `GET /api/address/suggest` (what the address form asks as a customer types): 50 connections
 * for 10 s mixing Thai sub-district, district and province prefixes, exact names, postcode
 * prefixes and misses, right after `GET /api/health` at the same load in the same run, as the
 * machine's baseline. PGlite always (reported only); PostgreSQL when BENCH_DATABASE_URL is set (a
 * scratch database is created next to it and dropped after), with the budget.
 */
const CONNECTIONS = 50;
const DURATION_S = 10;
const P95_BUDGET_MS = 10;

const QUERIES = [
  'ภาชี',
  'บางปะ',
  'บาง',
  'พระนครศรีอยุธยา',
  'กรุงเทพ',
  'คลอง',
  'ท่าหลวง',
  'เมือง',
  'ต.หนอง',
  'นครราช',
  '13160',
  '131',
  '1',
  '10600',
  'เชียงใหม่',
  'ไม่มีตำบลนี้',
];
const PATHS = QUERIES.map((q) => `/api/address/suggest?q=${encodeURIComponent(q)}`);

async function load(url: string, paths: readonly string[], duration: number) {
  const run = await getLoad(url, paths, CONNECTIONS, duration);
  return {
    errors: run.errors,
    line:
      `${run.result.requests.average.toFixed(0)} req/s, ${run.result.requests.total} requests, ` +
      `p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms, ` +
      `p99 ${run.p99.toFixed(1)} ms, errors ${run.errors}`,
    p95: run.p95,
  };
}

async function measure(label: string, env: Record<string, string>, budgeted: boolean) {
  const shop = await startShop({ LOG_LEVEL: 'warn', ...env }, await freePort());
  try {
    for (const p of PATHS) {
      const res = await fetch(`${shop.url}${p}`);
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
    }
    await load(shop.url, PATHS, 2);
    const baseline = await load(shop.url, ['/api/health'], 5);
    process.stdout.write(
      `${label} GET /api/health at ${CONNECTIONS} connections: ${baseline.line}\n`,
    );
    const run = await load(shop.url, PATHS, DURATION_S);
    process.stdout.write(
      `${label} GET /api/address/suggest at ${CONNECTIONS} connections: ${run.line}\n`,
    );
    if (!budgeted) return true;
    let ok = report(`${label} suggest errors`, run.errors, '', 0);
    ok = report(`${label} suggest p95`, run.p95, 'ms', P95_BUDGET_MS) && ok;
    return ok;
  } finally {
    await shop.stop();
  }
}

let ok = true;

const pgliteDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
try {
  const dataDir = path.join(pgliteDir, 'db');
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
    ok = (await measure('PostgreSQL', { DATABASE_URL: url.toString() }, true)) && ok;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
} else {
  process.stdout.write('PostgreSQL: skipped (set BENCH_DATABASE_URL to measure the budget)\n');
}

process.exit(ok ? 0 : 1);
