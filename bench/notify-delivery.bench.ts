import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { createSession } from '../src/server/accounts/session.service.ts';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../src/server/db/client.ts';
import { products } from '../src/server/db/schema/index.ts';
import { seedDatabase } from '../src/server/db/seed/index.ts';
import { createUser } from '../src/testing/factories/accounts.ts';
import { FakeLineServer } from '../src/testing/fake-line-server.ts';
import { databaseUrl } from '../src/testing/global-setup.ts';
import { committed, databaseNow, drain, orderOf, tally } from './support/push-books.ts';
import { freePort, percentile, type RunningServer, report, startShop } from './support/server.ts';

/**
 * From checkout to the shop's LINE: orders at 50 a second for 20 s on PostgreSQL, each answered
 * order's push timed at a fake LINE push server (in this process, so one clock) and counted by
 * order id and by retry key. Then a fault run: the shop is killed (SIGKILL) mid-load and started
 * again on the same database, and the books must still say one push per committed order, none
 * for an order that is not, no retry key delivered twice. Then LINE answers 500 for 20 s: pushes
 * are late, none lost, checkout as fast.
 */
const RATE = Number(process.env.NOTIFY_BENCH_RATE ?? 50);
const DURATION_MS = Number(process.env.NOTIFY_BENCH_SECONDS ?? 20) * 1000;
const CUSTOMERS = 50;
const WARM_UP_MS = 2_000;
const CHECKOUT_P95_BUDGET_MS = 60;
const DELIVERY_P95_BUDGET_MS = 2_000;
/**
 * The worker's round every 200 ms (the shop's default is 500): the budget from commit to the
 * shop's LINE is 2 s, and a message waits up to one interval before it is even claimed.
 */
const NOTIFY_POLL_MS = 200;
const FAULT_KILL_AFTER_MS = 5_000;
const FAULT_AFTER_RESTART_MS = 5_000;
const DRAIN_MS = 30_000;
const FAULT_LINE_DELAY_MS = 15;
/** How long the fake LINE takes to answer a push in the steady run (real LINE: tens of ms). */
const STEADY_LINE_DELAY_MS = Number(process.env.NOTIFY_BENCH_LINE_DELAY_MS ?? 0);
const OUTAGE_MS = 20_000;
const ROOT_PHONE = '0800000009';
const RECIPIENT = `U${randomBytes(16).toString('hex')}`;

interface Fixture {
  cookies: string[];
  productIds: number[];
  rootPassword: string;
}

async function prepare(handle: DatabaseHandle): Promise<Fixture> {
  await migrateDatabase(handle);
  const rootPassword = `bench-${randomBytes(6).toString('hex')}`;
  await seedDatabase(handle.db, { rootPhone: ROOT_PHONE, rootPassword, demoEvents: false });
  const cookies: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const user = await createUser(handle.db);
    const { token } = await createSession(handle.db, user.id);
    cookies.push(`sid=${token}`);
  }
  // Cheap enough that cash on delivery is never over the shop's limit, plenty never to run out.
  const rows = await handle.db
    .insert(products)
    .values(
      Array.from({ length: 50 }, (_, i) => ({
        name: `สินค้าทดสอบแจ้งเตือน ${i + 1}`,
        category: 'others' as const,
        priceSatang: 5_000 + i * 100,
        imageUrl: '/images/products/placeholder.svg',
        stockCount: 1_000_000,
      })),
    )
    .returning({ id: products.id });
  return { cookies, productIds: rows.map((row) => row.id), rootPassword };
}

/** Signs root in and saves the fake's token as the channel's, with one shop recipient. */
async function saveLineSettings(url: string, fixture: Fixture, token: string) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: ROOT_PHONE, password: fixture.rootPassword }),
  });
  const sid = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((cookie) => cookie?.startsWith('sid='));
  if (!login.ok || !sid) throw new Error(`root sign-in answered ${login.status}`);
  const saved = await fetch(`${url}/api/admin/settings/line`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: sid },
    body: JSON.stringify({
      channelAccessToken: token,
      channelSecret: 'bench-secret',
      shopRecipients: [RECIPIENT],
    }),
  });
  if (!saved.ok) throw new Error(`PUT /api/admin/settings/line answered ${saved.status}`);
}

interface Placed {
  orderId: string;
  answeredAt: number;
}

interface LoadStats {
  placed: Placed[];
  latencies: number[];
  /** Requests not answered 201: refused, or failed while the shop was down. */
  failed: number;
  firstErrors: string[];
}

/**
 * Open loop: one order every 1000/RATE ms whatever the answers, round the customers, cash on
 * delivery (no payment window). Answers the orders placed and every request's time.
 */
async function load(
  url: () => string,
  fixture: Fixture,
  durationMs: number,
  during?: (elapsedMs: number) => void,
): Promise<LoadStats> {
  const stats: LoadStats = { placed: [], latencies: [], failed: 0, firstErrors: [] };
  const pending: Promise<void>[] = [];
  const start = performance.now();
  const total = Math.round((durationMs / 1000) * RATE);
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    during?.(performance.now() - start);
    const cookie = fixture.cookies[i % fixture.cookies.length] as string;
    const ids = [...fixture.productIds].sort(() => Math.random() - 0.5).slice(0, 1 + (i % 3));
    pending.push(
      (async () => {
        const sent = performance.now();
        try {
          const res = await fetch(`${url()}/api/orders`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              cookie,
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({
              items: ids.map((productId) => ({ productId, quantity: 1 })),
              paymentMethod: 'cod',
            }),
            signal: AbortSignal.timeout(10_000),
          });
          const text = await res.text();
          const answeredAt = Date.now();
          stats.latencies.push(performance.now() - sent);
          if (res.status === 201) {
            const orderId = (JSON.parse(text) as { order: { id: string } }).order.id;
            stats.placed.push({ orderId, answeredAt });
          } else {
            stats.failed += 1;
            if (stats.firstErrors.length < 5)
              stats.firstErrors.push(`${res.status} ${text.slice(0, 200)}`);
          }
        } catch (error) {
          stats.failed += 1;
          if (stats.firstErrors.length < 5)
            stats.firstErrors.push(String((error as Error).cause ?? error).slice(0, 200));
        }
      })(),
    );
  }
  await Promise.all(pending);
  return stats;
}

const p95Of = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );

function line(text: string) {
  process.stdout.write(`${text}\n`);
}

/** Orders at RATE for DURATION_MS: checkout p95, answer-to-push p95, one push per order. */
async function steadyRun(shop: RunningServer, fake: FakeLineServer, fixture: Fixture) {
  fake.delayMs = STEADY_LINE_DELAY_MS;
  const warm = await load(() => shop.url, fixture, WARM_UP_MS);
  await drain(
    fake,
    0,
    warm.placed.map((order) => order.orderId),
    DRAIN_MS,
  );
  const from = { received: fake.received.length, delivered: fake.delivered.length };
  const stats = await load(() => shop.url, fixture, DURATION_MS);
  const ids = new Set(stats.placed.map((order) => order.orderId));
  await drain(fake, from.delivered, ids, DRAIN_MS);
  fake.delayMs = 0;
  const arrived = new Map<string, number>();
  for (const push of fake.delivered.slice(from.delivered)) {
    const id = orderOf(push);
    if (id && !arrived.has(id)) arrived.set(id, push.at);
  }
  const delays = stats.placed
    .filter((order) => arrived.has(order.orderId))
    .map((order) => (arrived.get(order.orderId) as number) - order.answeredAt);
  const counts = tally(fake, from, ids);
  const checkoutP95 = p95Of(stats.latencies);
  const deliveryP95 = p95Of(delays);
  line(
    `steady (LINE answers in ${STEADY_LINE_DELAY_MS} ms): ${stats.placed.length} orders in ${DURATION_MS / 1000} s (${stats.failed} not placed); ` +
      `checkout p50 ${percentile(
        [...stats.latencies].sort((a, b) => a - b),
        50,
      ).toFixed(1)} ms, p95 ${checkoutP95.toFixed(1)} ms; ` +
      `answer→push p50 ${percentile(
        [...delays].sort((a, b) => a - b),
        50,
      ).toFixed(
        0,
      )} ms, p95 ${deliveryP95.toFixed(0)} ms, max ${Math.max(0, ...delays).toFixed(0)} ms; ` +
      `pushes delivered ${counts.delivered}, missing ${counts.missing}, duplicates by order ${counts.duplicates}, by retry key ${counts.duplicateKeys}`,
  );
  for (const error of stats.firstErrors) line(`  error: ${error}`);
  let ok = report('steady checkout p95', checkoutP95, 'ms', CHECKOUT_P95_BUDGET_MS);
  ok =
    report('steady answer→LINE push p95', deliveryP95, 'ms', DELIVERY_P95_BUDGET_MS, true, 0) && ok;
  ok = report('steady orders not placed', stats.failed, 'requests', 0, true, 0) && ok;
  ok = report('steady orders missing a push', counts.missing, 'orders', 0, true, 0) && ok;
  ok =
    report(
      'steady pushes repeated (by order or retry key)',
      counts.duplicates + counts.duplicateKeys + counts.extra,
      'pushes',
      0,
      true,
      0,
    ) && ok;
  return ok;
}

/** SIGKILL mid-load, restart on the same database and port; the database is the judge. */
async function faultRun(
  shop: RunningServer,
  env: Record<string, string>,
  port: number,
  url: string,
  fake: FakeLineServer,
  fixture: Fixture,
): Promise<{ ok: boolean; shop: RunningServer }> {
  const since = await databaseNow(url);
  const startedAt = Date.now();
  // A LINE that takes a little while to answer, so the kill lands while a batch is being sent:
  // pushes sent but not yet recorded, and claimed but not yet sent.
  fake.delayMs = FAULT_LINE_DELAY_MS;
  const from = { received: fake.received.length, delivered: fake.delivered.length };
  let current = shop;
  let killed = false;
  let restarted: Promise<void> = Promise.resolve();
  let downMs = 0;
  let killedAt = 0;
  const stats = await load(
    () => current.url,
    fixture,
    FAULT_KILL_AFTER_MS + FAULT_AFTER_RESTART_MS,
    (elapsed) => {
      if (killed || elapsed < FAULT_KILL_AFTER_MS) return;
      killed = true;
      restarted = (async () => {
        // Killed the moment a push reaches LINE, before LINE answers: the worst time, with that
        // push sent but not recorded and the rest of its batch claimed but not sent.
        const seen = fake.received.length;
        while (fake.received.length === seen)
          await new Promise((resolve) => setTimeout(resolve, 1));
        const at = Date.now();
        killedAt = at;
        const exited = new Promise((resolve) => current.process.once('exit', resolve));
        current.process.kill('SIGKILL');
        await exited;
        current = await startShop(env, port);
        downMs = Date.now() - at;
      })();
    },
  );
  await restarted;
  fake.delayMs = 0;
  const inRun = await committed(url, since);
  const earlier = await committed(url, since, true);
  const drained = await drain(fake, from.delivered, inRun, DRAIN_MS);
  const counts = tally(fake, from, inRun, earlier);
  line(
    `fault: shop killed (SIGKILL) after ${FAULT_KILL_AFTER_MS / 1000} s, answering again after ${downMs} ms; ` +
      `${stats.placed.length} orders answered 201, ${stats.failed} requests failed (not orders); ` +
      `orders committed ${inRun.size}, pushes delivered ${counts.delivered}, ` +
      `repeats refused by retry key (409) ${counts.refused409}, missing ${counts.missing}, extra ${counts.extra}, ` +
      `duplicates by order ${counts.duplicates}, retry keys delivered twice ${counts.duplicateKeys}; ` +
      `${drained ? `drained, the last push ${((counts.lastAt - killedAt) / 1000).toFixed(1)} s after the kill` : `not drained in ${DRAIN_MS / 1000} s`}`,
  );
  for (const error of stats.firstErrors) line(`  error: ${error}`);
  if (!drained) {
    // How long the rest takes: a message claimed by the killed worker waits out its lease.
    const late = await drain(fake, from.delivered, inRun, 75_000);
    const after = tally(fake, from, inRun, earlier);
    line(
      `fault (waiting on): ${late ? 'drained' : 'still not drained'} ${((after.lastAt - startedAt) / 1000).toFixed(1)} s after the run began; ` +
        `missing ${after.missing}, extra ${after.extra}, 409s ${after.refused409}, retry keys delivered twice ${after.duplicateKeys}`,
    );
  }
  let ok = report('fault orders missing a push', counts.missing, 'orders', 0, true, 0);
  ok = report('fault pushes for uncommitted orders', counts.extra, 'pushes', 0, true, 0) && ok;
  ok =
    report(
      'fault pushes delivered twice (by order or retry key)',
      counts.duplicates + counts.duplicateKeys,
      'pushes',
      0,
      true,
      0,
    ) && ok;
  return { ok, shop: current };
}

/** LINE answers 500 for 20 s, then recovers: late, none lost, checkout unchanged. */
async function outageRun(shop: RunningServer, fake: FakeLineServer, fixture: Fixture) {
  const from = { received: fake.received.length, delivered: fake.delivered.length };
  fake.failFor(500, OUTAGE_MS);
  const stats = await load(() => shop.url, fixture, OUTAGE_MS);
  const ids = new Set(stats.placed.map((order) => order.orderId));
  const recoveredAt = Date.now();
  // Back-off doubles per try (1, 2, 4, 8, 16 s...): the first orders have waited longest.
  const drained = await drain(fake, from.delivered, ids, 60_000);
  const counts = tally(fake, from, ids);
  const refused500 = fake.received
    .slice(from.received)
    .filter((push) => push.status === 500).length;
  const checkoutP95 = p95Of(stats.latencies);
  line(
    `LINE outage: 500 for ${OUTAGE_MS / 1000} s (${refused500} pushes refused); ${stats.placed.length} orders, ` +
      `checkout p95 ${checkoutP95.toFixed(1)} ms; ${drained ? 'all delivered' : 'NOT all delivered'} ` +
      `${((counts.lastAt - recoveredAt) / 1000).toFixed(1)} s after LINE recovered; ` +
      `missing ${counts.missing}, duplicates ${counts.duplicates + counts.duplicateKeys}, extra ${counts.extra}`,
  );
  let ok = report('outage checkout p95', checkoutP95, 'ms', CHECKOUT_P95_BUDGET_MS);
  ok = report('outage orders missing a push', counts.missing, 'orders', 0, true, 0) && ok;
  ok =
    report(
      'outage pushes repeated',
      counts.duplicates + counts.duplicateKeys + counts.extra,
      'pushes',
      0,
      true,
      0,
    ) && ok;
  return ok;
}

const postgresUrl = process.env.BENCH_DATABASE_URL;
if (!postgresUrl) {
  line('BENCH_DATABASE_URL is not set: notify-delivery runs on PostgreSQL only, skipped.');
  process.exit(0);
}

let ok = true;
const name = `bench_notify_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: postgresUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const url = databaseUrl(postgresUrl, name);
const fake = await new FakeLineServer(`bench-token-${randomBytes(8).toString('hex')}`).start();
let shop: RunningServer | undefined;
try {
  const setup = await openDatabase({ kind: 'postgres', url });
  let fixture: Fixture;
  try {
    fixture = await prepare(setup);
  } finally {
    await setup.close();
  }
  const env = {
    DATABASE_URL: url,
    LINE_API_BASE: fake.url,
    NOTIFY_POLL_MS: String(NOTIFY_POLL_MS),
  };
  const port = await freePort();
  shop = await startShop(env, port);
  await new Promise((resolve) => setTimeout(resolve, 300));
  if (shop.process.exitCode !== null) throw new Error('the shop did not start');
  await saveLineSettings(shop.url, fixture, fake.token);
  ok = (await steadyRun(shop, fake, fixture)) && ok;
  const fault = await faultRun(shop, env, port, url, fake, fixture);
  shop = fault.shop;
  ok = fault.ok && ok;
  if (process.env.NOTIFY_BENCH_OUTAGE !== '0') ok = (await outageRun(shop, fake, fixture)) && ok;
} finally {
  await shop?.stop();
  await fake.stop();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}

process.exit(ok ? 0 : 1);
