import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardStatsSchema, eventLogPageSchema } from '../../shared/contracts/analytics.ts';
import { expectAnswer, refusal, setupTestApp, TestClient } from '../../testing/api-client.ts';
import { createUser } from '../../testing/factories/accounts.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { createSession } from '../accounts/session.service.ts';
import { createApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { analyticsDailyCounts, analyticsEvents } from '../db/schema/index.ts';
import { createRequestListener } from '../http/listener.ts';
import { refuseEventFloodEarly } from './analytics.routes.ts';
import { EventIntake, type EventIntakeOptions } from './event-intake.ts';

/**
 * POST /api/events as the server runs it: accepted events wait in memory and are written together
 * (decision 0012). Everything accepted must reach the table and the roll-up, readers must see it,
 * and shutdown must write what is waiting.
 */
const ctx = setupTestApp();
let address = 0;
const fromNewAddress = () => ({ 'X-Forwarded-For': `203.0.113.${++address}` });

function intake(options: Partial<EventIntakeOptions> = {}) {
  return new EventIntake({ db: ctx.handle.db, kind: ctx.handle.kind, ...options });
}

function appWith(events: EventIntake) {
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: '1' });
  return createApp({ db: ctx.handle.db, dbKind: ctx.handle.kind, config, events });
}

const pageViews = (n: number, pageUrl: string) => ({
  events: Array.from({ length: n }, () => ({ type: 'page_view' as const, pageUrl })),
});

type EventsBody = Parameters<TestClient['api']['events']['$post']>[0]['json'];
/** `POST /api/events` from a browser of its own address. */
const send = (client: TestClient, json: EventsBody, headers = fromNewAddress()) =>
  client.api.events.$post({ json }, { headers });

async function storedWithPage(pageUrl: string) {
  return ctx.handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.pageUrl, pageUrl));
}

async function rolledUpViews(pageUrl: string): Promise<number> {
  const rows = await ctx.handle.db
    .select()
    .from(analyticsDailyCounts)
    .where(
      and(
        eq(analyticsDailyCounts.eventType, 'page_view'),
        eq(analyticsDailyCounts.pageUrl, pageUrl),
      ),
    );
  return rows.reduce((sum, row) => sum + row.events, 0);
}

describe('buffered events', () => {
  it('answers 202 before writing; a flush writes every accepted event, names and roll-up included', async () => {
    const events = intake({ flushMs: 60_000 });
    const client = new TestClient(appWith(events));
    const product = await createProduct(ctx.handle.db, { name: 'ปุ๋ยในบัฟเฟอร์' });
    const user = await createUser(ctx.handle.db, { firstName: 'สมศรี', lastName: 'ใจดี' });
    client.cookie = `sid=${(await createSession(ctx.handle.db, user.id)).token}`;
    for (let i = 0; i < 3; i++) {
      const res = await send(client, pageViews(20, '/buffered'));
      expect(res.status).toBe(202);
    }
    const withProduct = await send(client, {
      events: [
        { type: 'product_view', productId: product.id, pageUrl: '/buffered-product' },
        { type: 'cart_add', productId: 987_654, pageUrl: '/buffered-product' },
      ],
    });
    expect(withProduct.status).toBe(202);
    expect(events.pending).toBe(62);
    expect(await storedWithPage('/buffered')).toHaveLength(0);

    await events.flush();
    expect(events.pending).toBe(0);
    const rows = await storedWithPage('/buffered');
    expect(rows).toHaveLength(60);
    expect(rows.every((row) => row.userId === user.id && row.userName === 'สมศรี ใจดี')).toBe(true);
    expect(await rolledUpViews('/buffered')).toBe(60);
    const named = await storedWithPage('/buffered-product');
    expect(named.find((row) => row.eventType === 'product_view')).toMatchObject({
      productId: product.id,
      productName: 'ปุ๋ยในบัฟเฟอร์',
    });
    // An id the catalogue does not know is stored as no product.
    expect(named.find((row) => row.eventType === 'cart_add')).toMatchObject({
      productId: null,
      productName: null,
    });
  });

  it('writes on its own within flushMs, keeping the time each event arrived', async () => {
    const events = intake({ flushMs: 50 });
    const client = new TestClient(appWith(events));
    const sent = Date.now();
    const res = await send(client, pageViews(3, '/timer'));
    expect(res.status).toBe(202);
    const deadline = Date.now() + 5_000;
    while ((await storedWithPage('/timer')).length < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const rows = await storedWithPage('/timer');
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(Math.abs(row.occurredAt.getTime() - sent)).toBeLessThan(2_000);
    expect(await rolledUpViews('/timer')).toBe(3);
  });

  it('lets the dashboard and Event Logs count events accepted a moment ago', async () => {
    const events = intake({ flushMs: 60_000 });
    const app = appWith(events);
    const admin = new TestClient(app);
    const staff = await createUser(ctx.handle.db, { role: 'admin' });
    admin.cookie = `sid=${(await createSession(ctx.handle.db, staff.id)).token}`;
    const stats = () =>
      expectAnswer(dashboardStatsSchema, admin.api.admin.dashboard.stats.$get({ query: {} }));
    const before = await stats();
    const res = await send(new TestClient(app), pageViews(4, '/just-now'));
    expect(res.status).toBe(202);
    expect(events.pending).toBe(4);
    const after = await stats();
    expect(after.totals.pageViews).toBe(before.totals.pageViews + 4);
    expect(events.pending).toBe(0);
    await send(new TestClient(app), pageViews(1, '/just-now'));
    const logs = await expectAnswer(
      eventLogPageSchema,
      admin.api.admin.events.$get({ query: { type: 'page_view' } }),
    );
    expect(logs.items[0]).toMatchObject({ pageUrl: '/just-now' });
  });

  it('writes what is waiting on close (shutdown) and accepts nothing after it', async () => {
    const events = intake({ flushMs: 60_000 });
    const client = new TestClient(appWith(events));
    const res = await send(client, pageViews(7, '/shutdown'));
    expect(res.status).toBe(202);
    expect(await storedWithPage('/shutdown')).toHaveLength(0);
    await events.close();
    expect(await storedWithPage('/shutdown')).toHaveLength(7);
    expect(await rolledUpViews('/shutdown')).toBe(7);
    const late = await send(client, pageViews(1, '/shutdown'));
    await refusal(late, 429, 'RATE_LIMITED');
  });

  it('refuses with 429 what would overfill the buffer, without using the client allowance', async () => {
    const events = intake({ flushMs: 60_000, maxPending: 60 });
    const client = new TestClient(appWith(events));
    const sender = fromNewAddress();
    expect((await send(client, pageViews(50, '/full'), sender)).status).toBe(202);
    const refused = await send(client, pageViews(20, '/full'));
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refusal(refused, 429)).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 1,
    });
    await events.flush();
    // Room again; the refused client's 60 a minute are untouched by the refusal.
    const again = await send(client, pageViews(50, '/full'));
    expect(again.status).toBe(202);
    await events.flush();
    expect(await storedWithPage('/full')).toHaveLength(100);
  });
});

describe('the shop-wide limit by default', () => {
  it('admits 10 event requests a second with a burst of 30, on either database', () => {
    let now = 7_000_000;
    const events = intake({ now: () => now });
    // Each request from a client of its own: one client alone would get only its fair share.
    let client = 0;
    const admitted = () => {
      let n = 0;
      while (events.admit(`192.0.2.${++client}`).allowed) n += 1;
      return n;
    };
    expect(admitted()).toBe(30);
    now += 1000;
    expect(admitted()).toBe(10);
    expect(events.admit('192.0.2.250')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});

describe('event requests through the Node listener', () => {
  let server: ReturnType<typeof createServer>;
  let port = 0;
  let appCalls = 0;

  beforeAll(async () => {
    // 1 request a second with a burst of 3; the clock stands still.
    const events = intake({ flushMs: 0, requestsPerSecond: 1, now: () => 5_000_000 });
    const app = appWith(events);
    server = createServer(
      createRequestListener(
        (req, env) => {
          appCalls += 1;
          return app.fetch(req, env);
        },
        { refuseEarly: (req, res) => refuseEventFloodEarly(events, req, res, 1) },
      ),
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function post(path: string, body: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path,
            method: 'POST',
            headers: { 'content-type': 'application/json', ...fromNewAddress(), ...headers },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          },
        );
        req.on('error', reject);
        // Without a length Node sends the body chunked: the size is only known by reading it.
        req.end(body);
      },
    );
  }

  it('reads the body from Node (also chunked) and refuses one over 256 KB with 413', async () => {
    const ok = await post('/api/events', JSON.stringify(pageViews(2, '/over-http')));
    expect(ok.status).toBe(202);
    expect(await storedWithPage('/over-http')).toHaveLength(2);
    const big = JSON.stringify({ type: 'page_view', details: { x: 'y'.repeat(300_000) } });
    const tooBig = await post('/api/events', big, { 'transfer-encoding': 'chunked' });
    expect(tooBig.status).toBe(413);
    expect(JSON.parse(tooBig.body).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses over the shop-wide limit in the listener: the app never sees the request', async () => {
    // The clock stands still: 3 requests in all (two were used above, one is left).
    expect((await post('/api/events', JSON.stringify(pageViews(1, '/edge')))).status).toBe(202);
    const callsBefore = appCalls;
    const refused = await post('/api/events?from=beacon', JSON.stringify(pageViews(1, '/edge')));
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(JSON.parse(refused.body)).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many events', retryAfterSeconds: 1 },
    });
    expect(appCalls).toBe(callsBefore);
    // Other paths go on to the app as usual.
    const other = await post('/api/events-not', '{}');
    expect(other.status).toBe(404);
    expect(appCalls).toBe(callsBefore + 1);
    expect(await storedWithPage('/edge')).toHaveLength(1);
  });
});

describe('a write the database refuses for one event', () => {
  it('drops only that event: every other event of the write is stored and rolled up', async () => {
    const events = intake({ flushMs: 60_000 });
    const context = { user: null, channel: 'website' as const };
    const good = (pageUrl: string) => ({ type: 'page_view' as const, pageUrl });
    // Intake refuses such text at the door (400); this is an event that slipped past it.
    await events.accept([good('/isolated-a'), good('/isolated-a')], context);
    await events.accept(
      [{ type: 'page_view', pageUrl: '/isolated-bad', details: { q: '\u0000' } }],
      context,
    );
    await events.accept([good('/isolated-b'), good('/isolated-b'), good('/isolated-b')], context);
    expect(events.pending).toBe(6);

    await events.flush();
    expect(events.pending).toBe(0);
    expect(await storedWithPage('/isolated-a')).toHaveLength(2);
    expect(await storedWithPage('/isolated-b')).toHaveLength(3);
    expect(await storedWithPage('/isolated-bad')).toHaveLength(0);
    expect(await rolledUpViews('/isolated-b')).toBe(3);
  });
});
