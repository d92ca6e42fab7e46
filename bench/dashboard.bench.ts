import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createSession } from '../src/server/accounts/session.service.ts';
import { addDays, defaultRange } from '../src/server/analytics/dashboard.service.ts';
import { createApp } from '../src/server/app.ts';
import { parseConfig } from '../src/server/config.ts';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../src/server/db/client.ts';
import { seedDatabase } from '../src/server/db/seed.ts';
import { createUser } from '../src/testing/factories/accounts.ts';
import {
  LOGS_INDEX_DDL,
  ROLLUP_BACKFILL,
  ROLLUP_DDL,
  statsFromRollup,
} from './support/dashboard-rollup.ts';
import { report } from './support/server.ts';

/**
 * Dashboard over 1,000,000 events spread over 90 days (and 30,000 orders): the stats call for a
 * 7-day and a 90-day range, and an Event Logs page with filters, each ≤ 300 ms.
 * PostgreSQL: BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server; a scratch database is
 * created next to it and dropped after. PGlite: in memory, BENCH_PGLITE_EVENTS rows (default
 * 1,000,000; PGlite's figures are reported, its budget is informative only).
 */
const BUDGET_MS = 300;
const EVENTS = 1_000_000;
const ORDERS = 30_000;
const RUNS = 5;

/** One INSERT … SELECT generate_series: events of every type, a third by signed-in users. */
function generateEvents(rows: number) {
  return sql.raw(`
    INSERT INTO analytics_events (event_type, user_id, user_name, channel, amount_satang,
      product_id, product_name, page_url, details, occurred_at)
    SELECT t.type::event_type,
      CASE WHEN s.r2 < 0.3 THEN md5('u' || floor(s.r3 * 2000)::int)::uuid END,
      CASE WHEN s.r2 < 0.3 THEN 'ลูกค้า ' || floor(s.r3 * 2000)::int END,
      (ARRAY['website','website','mobile','phone','email'])[1 + floor(s.r4 * 5)::int]::event_channel,
      CASE WHEN t.type = 'transaction' THEN 10000 + floor(s.r3 * 500000)::int END,
      CASE WHEN t.type IN ('product_view','cart_add') THEN 1 + floor(s.r5 * 26)::int END,
      CASE WHEN t.type IN ('product_view','cart_add') THEN 'สินค้า ' || (1 + floor(s.r5 * 26)::int) END,
      CASE WHEN t.type = 'page_view' THEN (ARRAY['/','/products','/products/herbicides',
        '/products/insecticides','/promotions','/bestsellers','/articles','/news',
        '/products/fungicides','/products/hormones','/news/1','/articles/2'])[1 + floor(s.r5 * 12)::int] END,
      CASE t.type
        WHEN 'page_view' THEN jsonb_build_object('referrer', 'google.com')
        WHEN 'product_view' THEN jsonb_build_object('duration', floor(s.r4 * 120)::int,
          'source', CASE WHEN s.r3 < 0.5 THEN 'card' ELSE 'direct' END)
        WHEN 'cart_add' THEN jsonb_build_object('quantity', 1 + floor(s.r4 * 3)::int)
        WHEN 'user_login' THEN jsonb_build_object('login_method', 'phone')
        ELSE jsonb_build_object('transaction_id', 'TXN' || s.g, 'products', 2)
      END,
      now() - (s.g::double precision / ${rows}) * interval '90 days'
    FROM (
      SELECT g, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5
      FROM generate_series(1, ${rows}) AS g
    ) s
    CROSS JOIN LATERAL (SELECT CASE WHEN s.r1 < 0.45 THEN 'page_view'
      WHEN s.r1 < 0.80 THEN 'product_view' WHEN s.r1 < 0.92 THEN 'cart_add'
      WHEN s.r1 < 0.97 THEN 'user_login' ELSE 'transaction' END AS type) t
  `);
}

function generateOrders(rows: number) {
  return sql.raw(`
    INSERT INTO transactions (id, username, first_name, last_name, phone, address,
      total_amount_satang, net_amount_satang, status, created_at)
    SELECT 'TXN' || (1000000000000 + g), '0812345678', 'สมชาย', 'ใจดี', '0812345678', 'อยุธยา',
      a, a, (ARRAY['pending','confirmed','confirmed','delivered','cancelled'])[1 + floor(random() * 5)::int]::order_status,
      now() - (g::double precision / ${rows}) * interval '90 days'
    FROM (SELECT g, 10000 + floor(random() * 500000)::int AS a FROM generate_series(1, ${rows}) g) s
  `);
}

async function median(label: string, run: () => Promise<unknown>): Promise<number> {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const figure = times[Math.floor(times.length / 2)] ?? 0;
  process.stdout.write(`  ${label}: runs ${times.map((t) => t.toFixed(0)).join(', ')} ms\n`);
  return figure;
}

async function measure(handle: DatabaseHandle, name: string, rows: number, enforce: boolean) {
  const started = performance.now();
  await migrateDatabase(handle);
  await seedDatabase(handle.db, {
    rootPhone: '0800000009',
    rootPassword: 'bench-root-pw',
    demoEvents: false,
  });
  await handle.db.execute(generateEvents(rows));
  await handle.db.execute(generateOrders(Math.round((ORDERS * rows) / EVENTS)));
  await handle.db.execute(sql`VACUUM ANALYZE`);
  process.stdout.write(
    `${name}: ${rows.toLocaleString('en-US')} events built in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );

  const app = createApp({
    db: handle.db,
    dbKind: handle.kind,
    config: parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  });
  const sale = await createUser(handle.db, { role: 'sale' });
  const { token } = await createSession(handle.db, sale.id);
  const get = async (path: string) => {
    const res = await app.request(`http://bench.test${path}`, {
      headers: { Cookie: `sid=${token}`, Host: 'bench.test' },
    });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return res.json();
  };

  const week = defaultRange();
  const quarter = { from: addDays(week.to, -89), to: week.to };
  const figures: [string, number][] = [
    [
      'stats, 7 days',
      await median('stats 7 days', () =>
        get(`/api/admin/dashboard/stats?from=${week.from}&to=${week.to}`),
      ),
    ],
    [
      'stats, 90 days',
      await median('stats 90 days', () =>
        get(`/api/admin/dashboard/stats?from=${quarter.from}&to=${quarter.to}`),
      ),
    ],
    [
      'event logs, product views on mobile, 7 days, page 3',
      await median('logs 7 days', () =>
        get(
          `/api/admin/events?type=product_view&channel=mobile&from=${week.from}&to=${week.to}&page=3`,
        ),
      ),
    ],
    [
      'event logs, cart adds on the website, 90 days, page 1',
      await median('logs 90 days', () =>
        get(
          `/api/admin/events?type=cart_add&channel=website&from=${quarter.from}&to=${quarter.to}`,
        ),
      ),
    ],
  ];
  let ok = true;
  for (const [label, figure] of figures) {
    const within = report(`${name} dashboard ${label}`, figure, 'ms', BUDGET_MS);
    if (enforce) ok = within && ok;
  }
  await measureRollup(handle, name, app, token, week, quarter);
  return ok;
}

/** Time for `count` events sent one request each, as browsers do. */
async function sendEvents(app: ReturnType<typeof createApp>, token: string, count: number) {
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const res = await app.request('http://bench.test/api/events', {
      method: 'POST',
      headers: {
        Cookie: `sid=${token}`,
        Host: 'bench.test',
        'Content-Type': 'application/json',
        'X-Forwarded-For': `203.0.113.${i % 250}`,
      },
      body: JSON.stringify({
        events: [
          { type: 'page_view', pageUrl: '/products' },
          {
            type: 'product_view',
            productId: 1 + (i % 26),
            details: { duration: 9, source: 'card' },
          },
        ],
      }),
    });
    if (res.status !== 202) throw new Error(`POST /api/events answered ${res.status}`);
  }
  return (performance.now() - start) / count;
}

/**
 * The proposed daily roll-up (decision 0007), built in the scratch database only: what the stats
 * would cost with it, whether it agrees with the raw events, and what its trigger adds to a write.
 */
async function measureRollup(
  handle: DatabaseHandle,
  name: string,
  app: ReturnType<typeof createApp>,
  token: string,
  week: { from: string; to: string },
  quarter: { from: string; to: string },
) {
  process.stdout.write('\nWith the proposed daily roll-up (not in the schema yet; informative):\n');
  for (const statement of [...ROLLUP_DDL, ...ROLLUP_BACKFILL, ...LOGS_INDEX_DDL]) {
    await handle.db.execute(sql.raw(statement));
  }
  await handle.db.execute(sql`VACUUM ANALYZE`);
  const logs = await median('logs 90 days, with the proposed index', async () => {
    const res = await app.request(
      `http://bench.test/api/admin/events?type=cart_add&channel=website&from=${quarter.from}&to=${quarter.to}`,
      { headers: { Cookie: `sid=${token}`, Host: 'bench.test' } },
    );
    if (res.status !== 200) throw new Error(`events answered ${res.status}`);
  });
  report(`${name} event logs 90 days with the proposed index`, logs, 'ms', BUDGET_MS);
  for (const [label, range] of [
    ['7 days', week],
    ['90 days', quarter],
  ] as const) {
    const length = Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
    const previousFrom = addDays(range.from, -length);
    const figure = await median(`roll-up stats ${label}`, () =>
      statsFromRollup(handle.db, range, previousFrom),
    );
    report(`${name} roll-up stats, ${label}`, figure, 'ms', BUDGET_MS);
    const raw = await (
      await app.request(
        `http://bench.test/api/admin/dashboard/stats?from=${range.from}&to=${range.to}`,
        { headers: { Cookie: `sid=${token}`, Host: 'bench.test' } },
      )
    ).json();
    const [totals, transactionsCount, users, , pages] = await statsFromRollup(
      handle.db,
      range,
      previousFrom,
    );
    const row = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows[0] ?? {};
    const agrees =
      Number(row(totals).page_views) === raw.totals.pageViews &&
      Number(row(totals).cart_adds) === raw.totals.cartAdditions &&
      Number(row(totals).total) + Number(row(transactionsCount).count) === raw.totals.totalEvents &&
      Number(row(users).users) === raw.totals.activeUsers &&
      Number(row(pages).views) === raw.pageViews[0]?.views;
    process.stdout.write(
      `  roll-up ${label} agrees with the raw events: ${agrees ? 'yes' : 'NO'}\n`,
    );
  }
  // What the trigger adds to a write: the same requests with it switched off and on, twice.
  const cost: Record<'off' | 'on', number[]> = { off: [], on: [] };
  await sendEvents(app, token, 50);
  for (const round of ['off', 'on', 'off', 'on'] as const) {
    await handle.db.execute(
      sql.raw(
        `ALTER TABLE analytics_events ${round === 'on' ? 'ENABLE' : 'DISABLE'} TRIGGER analytics_events_rollup`,
      ),
    );
    cost[round].push(await sendEvents(app, token, 200));
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  process.stdout.write(
    `  POST /api/events (2 events a request): ${mean(cost.off).toFixed(2)} ms without the trigger, ${mean(cost.on).toFixed(2)} ms with it\n`,
  );
}

let ok = true;

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const database = `ana_dashboard_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    ok = (await measure(handle, 'PostgreSQL', EVENTS, true)) && ok;
  } finally {
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  }
} else {
  process.stdout.write('PostgreSQL: skipped (set BENCH_DATABASE_URL to a server to measure it)\n');
}

const pgliteRows = Number(process.env.BENCH_PGLITE_EVENTS ?? EVENTS);
if (pgliteRows > 0) {
  const client = await PGlite.create('memory://');
  const handle = await openDatabase({ kind: 'pglite', client });
  try {
    await measure(handle, 'PGlite', pgliteRows, false);
  } finally {
    await handle.close();
  }
}

process.exit(ok ? 0 : 1);
