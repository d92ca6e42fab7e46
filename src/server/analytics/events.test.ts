import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusal, setupTestApp, TestClient } from '../../testing/api-client.ts';
import { createUser } from '../../testing/factories/accounts.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { createSession } from '../accounts/session.service.ts';
import { createApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { analyticsEvents } from '../db/schema/index.ts';
import { EventIntake } from './event-intake.ts';
import { TokenBucketLimiter } from './rate-limit.ts';

const ctx = setupTestApp();

/** The whole app, with its own event intake. */
function appWith(events: EventIntake) {
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: '1' });
  return createApp({ db: ctx.handle.db, dbKind: ctx.handle.kind, config, events });
}

let address = 0;
/** Each test speaks from its own address (the one the trusted proxy appended), so the per-client limit never mixes tests. */
const fromNewAddress = () => ({ 'X-Forwarded-For': `10.0.0.1, 198.51.100.${++address}` });

type EventsBody = Parameters<TestClient['api']['events']['$post']>[0]['json'];
/** `POST /api/events` from a browser, with the headers given. */
const send = (client: TestClient, json: EventsBody, headers: Record<string, string>) =>
  client.api.events.$post({ json }, { headers });

async function eventsWithPage(pageUrl: string) {
  return ctx.handle.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.pageUrl, pageUrl))
    .orderBy(desc(analyticsEvents.id));
}

describe('POST /api/events', () => {
  it('records a page view from a visitor: 202 with no body, channel website, no user', async () => {
    const res = await send(
      ctx.client(),
      { type: 'page_view', pageUrl: '/promotions', details: { referrer: 'line.me' } },
      fromNewAddress(),
    );
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('');
    const [row] = await eventsWithPage('/promotions');
    expect(row).toMatchObject({
      eventType: 'page_view',
      channel: 'website',
      userId: null,
      userName: null,
      productId: null,
      details: { referrer: 'line.me' },
    });
    expect(Date.now() - (row?.occurredAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('takes a batch as sendBeacon sends it (text/plain); a phone is mobile whatever the body says', async () => {
    const body = JSON.stringify({
      channel: 'mobile',
      events: [
        { type: 'page_view', pageUrl: '/batch-a' },
        { type: 'page_view', pageUrl: '/batch-a' },
        { type: 'page_view', pageUrl: '/batch-a', channel: 'website' },
      ],
    });
    // Sent raw: a text/plain body, as sendBeacon sends it, is not what the typed client writes.
    const res = await ctx.client().request('POST', '/api/events', {
      rawBody: body,
      headers: {
        ...fromNewAddress(),
        'Content-Type': 'text/plain;charset=UTF-8',
        'User-Agent':
          'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
      },
    });
    expect(res.status).toBe(202);
    const rows = await eventsWithPage('/batch-a');
    expect(rows.map((row) => row.channel)).toEqual(['mobile', 'mobile', 'mobile']);
  });

  it('names the signed-in user and takes the product name from the catalogue', async () => {
    const product = await createProduct(ctx.handle.db, { name: 'ปุ๋ยอินทรีย์ ตราใบไม้' });
    const user = await createUser(ctx.handle.db, { firstName: 'มานี', lastName: 'มีนา' });
    const client = ctx.client();
    client.cookie = `sid=${(await createSession(ctx.handle.db, user.id)).token}`;
    // A product name the browser sends along is not part of an event, and is not believed.
    const madeUpName = {
      type: 'cart_add' as const,
      productId: product.id,
      pageUrl: '/with-product',
      productName: 'a name the client made up',
      details: { quantity: 2 },
    };
    const res = await send(
      client,
      {
        events: [
          madeUpName,
          { type: 'product_view', productId: 987_654, pageUrl: '/with-product' },
        ],
      },
      fromNewAddress(),
    );
    expect(res.status).toBe(202);
    const rows = await eventsWithPage('/with-product');
    const cartAdd = rows.find((row) => row.eventType === 'cart_add');
    expect(cartAdd).toMatchObject({
      userId: user.id,
      userName: 'มานี มีนา',
      productId: product.id,
      productName: 'ปุ๋ยอินทรีย์ ตราใบไม้',
      details: { quantity: 2 },
    });
    // An id the catalogue does not know is stored as no product at all.
    const unknown = rows.find((row) => row.eventType === 'product_view');
    expect(unknown).toMatchObject({ productId: null, productName: null, userId: user.id });
  });

  it.each([
    ['a type only the server records', { type: 'transaction' }],
    ['a login from the browser', { type: 'user_login' }],
    ['an unknown type', { type: 'scroll' }],
    ['no type', { pageUrl: '/' }],
    ['a full address as pageUrl', { type: 'page_view', pageUrl: 'https://evil.example/x' }],
    ['a protocol-relative pageUrl', { type: 'page_view', pageUrl: '//evil.example/x' }],
    ['a pageUrl over 2000 characters', { type: 'page_view', pageUrl: `/${'a'.repeat(2000)}` }],
    ['details over 2 KB', { type: 'page_view', details: { note: 'x'.repeat(2040) } }],
    ['details that are not an object', { type: 'page_view', details: 'hello' }],
    ['a channel a browser cannot claim', { type: 'page_view', channel: 'phone' }],
    ['a product id that is not a number', { type: 'product_view', productId: '12' }],
    ['an empty batch', { events: [] }],
    [
      'a batch of 51',
      { events: Array.from({ length: 51 }, () => ({ type: 'page_view', pageUrl: '/' })) },
    ],
    ['one bad event in a batch', { events: [{ type: 'page_view' }, { type: 'nope' }] }],
  ])('refuses %s with 400 and stores nothing', async (_label, body) => {
    const before = await ctx.handle.db.$count(analyticsEvents);
    // Sent raw through the untyped request: these events are wrong on purpose.
    const res = await ctx.client().post('/api/events', body, { headers: fromNewAddress() });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(await ctx.handle.db.$count(analyticsEvents)).toBe(before);
  });

  it('accepts details of exactly 2 KB and a pageUrl of exactly 2000 characters', async () => {
    const pageUrl = `/${'p'.repeat(1999)}`;
    // {"note":"…"} is 11 bytes of JSON around the text.
    const details = { note: 'x'.repeat(2048 - 11) };
    const res = await send(ctx.client(), { type: 'page_view', pageUrl, details }, fromNewAddress());
    expect(res.status).toBe(202);
    expect(await eventsWithPage(pageUrl)).toHaveLength(1);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await ctx.client().request('POST', '/api/events', {
      rawBody: '{"type": "page_view",',
      headers: fromNewAddress(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
  });

  it('refuses a write from a foreign origin (CSRF)', async () => {
    const res = send(
      ctx.client(),
      { type: 'page_view', pageUrl: '/' },
      { ...fromNewAddress(), Origin: 'https://evil.example' },
    );
    await refusal(res, 403, 'CSRF');
  });

  it('limits each client to 60 events a minute: the 61st is 429 RATE_LIMITED; others go on', async () => {
    const flooder = fromNewAddress();
    const batch = (n: number) => ({
      events: Array.from({ length: n }, () => ({ type: 'page_view' as const, pageUrl: '/flood' })),
    });
    // An intake of its own: the shop-wide budget, shared fairly, is not what this test is about.
    const events = new EventIntake({ db: ctx.handle.db, kind: ctx.handle.kind, flushMs: 0 });
    const client = new TestClient(appWith(events));
    expect((await send(client, batch(50), flooder)).status).toBe(202);
    expect((await send(client, batch(10), flooder)).status).toBe(202);
    const refused = await send(client, batch(1), flooder);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const error = await refusal(refused, 429, 'RATE_LIMITED');
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(await eventsWithPage('/flood')).toHaveLength(60);

    const neighbour = await send(client, batch(1), fromNewAddress());
    expect(neighbour.status).toBe(202);
  });

  it('refuses a body over 256 KB with 413', async () => {
    // Sent raw: a body too big on purpose.
    const res = await ctx.client().request('POST', '/api/events', {
      rawBody: JSON.stringify({ type: 'page_view', details: { x: 'y'.repeat(300_000) } }),
      headers: fromNewAddress(),
    });
    expect(res.status).toBe(413);
  });
});

describe('the token bucket', () => {
  it('refills at the configured rate and forgets the least recently seen client first', () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({
      capacity: 60,
      windowMs: 60_000,
      maxClients: 2,
      now: () => now,
    });
    expect(limiter.take('a', 60).allowed).toBe(true);
    const refused = limiter.take('a', 1);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 5_000;
    expect(limiter.take('a', 5).allowed).toBe(true);
    expect(limiter.take('a', 1).allowed).toBe(false);
    limiter.take('b', 1);
    limiter.take('c', 1);
    expect(limiter.size).toBe(2);
    // 'a' was forgotten: it starts again with a full bucket.
    expect(limiter.take('a', 60).allowed).toBe(true);
  });
});

describe('the shop-wide limit on event requests', () => {
  it('refuses requests beyond the shop-wide rate whatever address they claim', async () => {
    const now = 1_000_000;
    // 1 a second, with a burst of 3 seconds' worth; the clock stands still.
    const events = new EventIntake({
      db: ctx.handle.db,
      kind: ctx.handle.kind,
      flushMs: 0,
      requestsPerSecond: 1,
      now: () => now,
    });
    const client = new TestClient(appWith(events));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await send(
        client,
        { type: 'page_view', pageUrl: '/shop-wide' },
        { 'X-Forwarded-For': `192.0.2.${i + 1}` },
      );
      // The route declares only its 202; the limit answers before it.
      const status: number = res.status;
      statuses.push(status);
      if (status === 429) {
        expect(res.headers.get('retry-after')).toBe('1');
        expect(await refusal(res, 429)).toEqual({
          code: 'RATE_LIMITED',
          message: 'Too many events',
          retryAfterSeconds: 1,
        });
      }
    }
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429, 429]);
    expect(await eventsWithPage('/shop-wide')).toHaveLength(3);
  });

  it('refuses before anything of the request is read: body, origin check, session', async () => {
    const now = 2_000_000;
    const events = new EventIntake({
      db: ctx.handle.db,
      kind: ctx.handle.kind,
      flushMs: 0,
      requestsPerSecond: 1,
      now: () => now,
    });
    const app = appWith(events);
    for (let i = 0; i < 3; i++) expect(events.admit(`192.0.2.${i}`).allowed).toBe(true);
    let pulled = false;
    const body = new ReadableStream(
      {
        pull(controller) {
          pulled = true;
          controller.enqueue(new TextEncoder().encode('{"type":"page_view"}'));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const res = await app.request('http://shop.test/api/events', {
      method: 'POST',
      // A foreign origin would be 403 and the cookie a session look-up, had they been looked at.
      headers: {
        Host: 'shop.test',
        Origin: 'https://evil.example',
        Cookie: 'sid=not-a-session',
        'Content-Type': 'application/json',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(429);
    expect(pulled).toBe(false);
  });
});
