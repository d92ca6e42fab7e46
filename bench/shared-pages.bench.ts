import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { products } from '../src/server/db/schema/catalog.ts';
import { seedProducts } from './support/catalog-seed.ts';
import { freePort, type RunningServer, report, startShop } from './support/server.ts';

/**
 * Two app processes on one PostgreSQL database, as production runs them (decision 0048): the
 * first prerenders every product page of 10,000 products; then a second process, started after,
 * sends every one of them at 50 connections. Reported: how long each took, how many of the
 * second's pages came as kept (none rendered by it; the budget is all of them) and its RSS.
 * Needs BENCH_DATABASE_URL (a scratch database is created next to it and dropped after).
 */
const PRODUCTS = 10_000;
const CONNECTIONS = 50;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Asks for every address at `connections` at a time; answers how many came as kept. */
async function askAll(url: string, paths: string[], connections: number): Promise<number> {
  let next = 0;
  let kept = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] as string;
      const res = await fetch(`${url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      if (res.headers.get('server-timing')?.includes('desc="kept"')) kept += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return kept;
}

const baseUrl = process.env.BENCH_DATABASE_URL;
if (!baseUrl) {
  process.stdout.write('shared pages: skipped (set BENCH_DATABASE_URL)\n');
  process.exit(0);
}
const name = `shop_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const dbUrl = new URL(baseUrl);
dbUrl.pathname = `/${name}`;
const shops: RunningServer[] = [];
let ok = true;
try {
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 4 });
  await seedProducts(handle, PRODUCTS);
  const paths = (
    await handle.db.select({ id: products.id, category: products.category }).from(products)
  ).map(({ id, category }) => `/products/${category}/${id}`);
  const env = { DATABASE_URL: dbUrl.toString() };

  const first = await startShop(env, await freePort());
  shops.push(first);
  let started = Date.now();
  await fetch(`${first.url}/`).then((res) => res.arrayBuffer());
  for (;;) {
    const { rows } = (await handle.db.execute(
      'SELECT count(*)::int AS n FROM prerendered_pages WHERE gzipped IS NOT NULL',
    )) as unknown as { rows: { n: number }[] };
    if (Number(rows[0]?.n) >= paths.length) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.stdout.write(
    `first process: ${paths.length} product pages prerendered in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s, RSS ${rssMb(first.process.pid as number).toFixed(0)} MB\n`,
  );
  await handle.close();

  const second = await startShop(env, await freePort());
  shops.push(second);
  started = Date.now();
  const kept = await askAll(second.url, paths, CONNECTIONS);
  const seconds = (Date.now() - started) / 1000;
  process.stdout.write(
    `second process: ${paths.length} product pages sent in ${seconds.toFixed(1)} s ` +
      `(${(paths.length / seconds).toFixed(0)} pages/s at ${CONNECTIONS} connections), ` +
      `RSS ${rssMb(second.process.pid as number).toFixed(0)} MB\n`,
  );
  ok = report(
    'second process: pages sent as kept (not rendered)',
    kept,
    '',
    paths.length,
    false,
    0,
  );
} finally {
  for (const shop of shops) await shop.stop();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
process.exit(ok ? 0 : 1);
