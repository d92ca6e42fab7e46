import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DashboardStats, dashboardStatsSchema } from '../../shared/contracts/analytics.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import { CARD_CLICK_SOURCE } from '../../shared/domain/analytics.ts';
import { bangkokDayKey } from '../../shared/domain/dates.ts';
import { handCounted, rollupFromRaw, rollupTables } from '../../testing/analytics-hand-count.ts';
import { expectAnswer, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { TEST_ROOT_PASSWORD, TEST_ROOT_PHONE } from '../../testing/constants.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createUser } from '../../testing/factories/accounts.ts';
import { createEvents } from '../../testing/factories/analytics.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { createSession } from '../accounts/session.service.ts';
import {
  analyticsDailyCounts,
  analyticsDailyUsers,
  analyticsEvents,
  products,
} from '../db/schema/index.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { addDays, defaultRange } from './dashboard.service.ts';
import { recordEvent } from './events.service.ts';

/**
 * The dashboard reads a daily roll-up kept by a trigger (migration 0002). Whatever way events
 * arrive, its answer must equal the raw events counted here by hand, in JavaScript.
 */
const ctx = setupTestApp();
let admin: TestClient;
let address = 0;
const fromNewAddress = () => ({ 'X-Forwarded-For': `192.0.2.${++address}` });

beforeAll(async () => {
  // The seed adds its demo week only to a shop without events: this file's database has none yet.
  const [before] = await ctx.handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(analyticsEvents);
  expect(before?.n).toBe(0);
  await seedDatabase(ctx.handle.db, {
    rootPhone: TEST_ROOT_PHONE,
    rootPassword: TEST_ROOT_PASSWORD,
    demoEvents: true,
  });
  const user = await createUser(ctx.handle.db, { role: 'admin' });
  admin = ctx.client();
  admin.cookie = `sid=${(await createSession(ctx.handle.db, user.id)).token}`;
});

async function stats(from: string, to: string): Promise<DashboardStats> {
  const res = admin.api.admin.dashboard.stats.$get({ query: { from, to } });
  return expectAnswer(dashboardStatsSchema, res);
}

type EventsBody = Parameters<TestClient['api']['events']['$post']>[0]['json'];
/** `POST /api/events` from a browser of its own address. */
const send = (client: TestClient, json: EventsBody) =>
  client.api.events.$post({ json }, { headers: fromNewAddress() });

/**
 * The API's answer equals the hand count, and the roll-up tables equal the raw events. Pages that
 * tie are ordered by the database's collation, so Top Pages is compared tie-blind: the same views,
 * most first, each page with its own count.
 */
async function expectInStep(from: string, to: string): Promise<DashboardStats> {
  const answer = await stats(from, to);
  const { stats: expected, pages } = await handCounted(ctx.handle.db, from, to);
  const { pageViews, ...rest } = answer;
  const { pageViews: expectedPages, ...expectedRest } = expected;
  expect(rest).toEqual(expectedRest);
  expect(pageViews.map((row) => row.views)).toEqual(expectedPages.map((row) => row.views));
  for (const row of pageViews) expect(row.views).toBe(pages.get(row.page));
  expect(await rollupTables(ctx.handle.db)).toEqual(await rollupFromRaw(ctx.handle.db));
  return answer;
}

const week = () => defaultRange();
const at = (iso: string) => new Date(iso);

describe('the daily roll-up stays in step with the events', () => {
  it("counts the seed's demo week", async () => {
    const [demo] = await ctx.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(analyticsEvents);
    expect(demo?.n).toBe(400);
    const [rolled] = await ctx.handle.db
      .select({ n: sql<number>`coalesce(sum(${analyticsDailyCounts.events}), 0)::int` })
      .from(analyticsDailyCounts);
    expect(rolled?.n).toBe(400);
    const { from, to } = week();
    // The demo week reaches 7 × 24 hours back: part of it is in the previous range.
    const answer = await expectInStep(addDays(from, -1), to);
    expect(answer.totals.pageViews).toBeGreaterThan(0);
    expect(answer.mostViewedProducts.length).toBeGreaterThan(0);
  });

  it('counts events saved with recordEvent, Bangkok midnight on the right side', async () => {
    const product = await createProduct(ctx.handle.db, { name: 'ปุ๋ยบันทึกตรง' });
    const u1 = '00000000-0000-4000-8000-0000000000a1';
    const before = await stats('2024-02-01', '2024-02-02');
    // 2024-02-01 in Bangkok = [2024-01-31T17:00Z, 2024-02-01T17:00Z).
    await recordEvent(ctx.handle.db, {
      eventType: 'page_view',
      pageUrl: '/products',
      occurredAt: at('2024-01-31T17:00:00.000Z'),
    });
    await recordEvent(ctx.handle.db, {
      eventType: 'page_view',
      pageUrl: '/products',
      occurredAt: at('2024-01-31T16:59:59.999Z'),
    });
    await recordEvent(ctx.handle.db, {
      eventType: 'product_view',
      productId: product.id,
      productName: product.name,
      userId: u1,
      details: { duration: 5, source: CARD_CLICK_SOURCE },
      occurredAt: at('2024-02-01T16:59:59.999Z'),
    });
    await recordEvent(ctx.handle.db, {
      eventType: 'transaction',
      userId: '00000000-0000-4000-8000-0000000000a2',
      amountSatang: 5000,
      occurredAt: at('2024-02-02T03:00:00Z'),
    });
    const answer = await expectInStep('2024-02-01', '2024-02-02');
    expect(answer.totals.pageViews).toBe(before.totals.pageViews + 1);
    expect(answer.previous.pageViews).toBe(before.previous.pageViews + 1);
    expect(answer.totals.activeUsers).toBe(before.totals.activeUsers + 2);
    expect(answer.totals.totalEvents).toBe(before.totals.totalEvents + 3);
    expect(answer.mostClickedProducts).toEqual([
      { productId: product.id, productName: 'ปุ๋ยบันทึกตรง', image: product.imageUrl, clicks: 1 },
    ]);
  });

  it('counts what browsers send to POST /api/events', async () => {
    const product = await createProduct(ctx.handle.db, { name: 'สารกำจัดแมลงจากเว็บ' });
    const { user, client } = await signedInCustomer(ctx);
    const { from, to } = week();
    const before = await stats(from, to);
    const res = await send(client, {
      events: [
        { type: 'page_view', pageUrl: '/products' },
        { type: 'page_view', pageUrl: '/products' },
        {
          type: 'product_view',
          productId: product.id,
          details: { duration: 8, source: CARD_CLICK_SOURCE },
        },
        { type: 'product_view', productId: product.id, details: { duration: 3 } },
        { type: 'cart_add', productId: product.id, details: { quantity: 2 } },
      ],
    });
    expect(res.status).toBe(202);
    const visitor = await send(ctx.client(), { type: 'page_view', pageUrl: '/' });
    expect(visitor.status).toBe(202);
    const answer = await expectInStep(from, to);
    expect(answer.totals.pageViews).toBe(before.totals.pageViews + 3);
    expect(answer.totals.cartAdditions).toBe(before.totals.cartAdditions + 1);
    expect(answer.totals.activeUsers).toBe(before.totals.activeUsers + 1);
    expect(answer.totals.todayEvents).toBe(before.totals.todayEvents + 6);
    const [mine] = await ctx.handle.db
      .select()
      .from(analyticsDailyUsers)
      .where(eq(analyticsDailyUsers.userId, user.id));
    expect(mine?.day).toBe(bangkokDayKey(new Date()));
  });

  it('counts one INSERT of many events over many days, repeated keys summed', async () => {
    const a = await createProduct(ctx.handle.db, { name: 'สินค้าชุด A' });
    const b = await createProduct(ctx.handle.db, { name: 'สินค้าชุด B' });
    const users = ['00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000b2'];
    const batch = Array.from({ length: 300 }, (_, i) => {
      const occurredAt = new Date(Date.UTC(2023, 6, 1) + i * 37 * 60 * 1000); // ≈ 7.7 days
      const product = i % 3 === 0 ? a : b;
      const userId = i % 4 === 0 ? (users[i % 8 === 0 ? 0 : 1] as string) : null;
      if (i % 5 === 0)
        return {
          eventType: 'cart_add' as const,
          productId: product.id,
          productName: product.name,
          userId,
          occurredAt,
        };
      if (i % 5 === 1)
        return {
          eventType: 'product_view' as const,
          productId: product.id,
          productName: product.name,
          details: { source: i % 2 === 0 ? CARD_CLICK_SOURCE : 'search' },
          userId,
          occurredAt,
        };
      if (i % 5 === 2) return { eventType: 'user_login' as const, userId, occurredAt };
      if (i % 5 === 3)
        return { eventType: 'transaction' as const, amountSatang: 100, userId, occurredAt };
      return { pageUrl: `/batch-${i % 4}`, userId, occurredAt };
    });
    await createEvents(ctx.handle.db, batch);
    const answer = await expectInStep('2023-07-02', '2023-07-07');
    expect(answer.totals.totalEvents).toBeGreaterThan(200);
    expect(answer.totals.activeUsers).toBe(2);
    expect(answer.mostViewedProducts.map((row) => row.productId)).toEqual([b.id, a.id]);
    await expectInStep('2023-07-01', '2023-07-09');
  });

  it('an event in a transaction that rolls back leaves the roll-up as it was', async () => {
    const { from, to } = week();
    const before = await stats(from, to);
    const tablesBefore = await rollupTables(ctx.handle.db);
    let seenInside = 0;
    await expect(
      ctx.handle.db.transaction(async (tx) => {
        await recordEvent(tx, { eventType: 'page_view', pageUrl: '/rolled-back' });
        await recordEvent(tx, {
          eventType: 'user_login',
          userId: '00000000-0000-4000-8000-0000000000c1',
        });
        // Inside the transaction the trigger has already counted them…
        const [row] = await tx
          .select({ events: analyticsDailyCounts.events })
          .from(analyticsDailyCounts)
          .where(eq(analyticsDailyCounts.pageUrl, '/rolled-back'));
        seenInside = row?.events ?? 0;
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(seenInside).toBe(1);
    // …and the rollback takes the counts away with the events.
    expect(await rollupTables(ctx.handle.db)).toEqual(tablesBefore);
    expect(await expectInStep(from, to)).toEqual(before);
  });

  it('an order counts its transaction event and its customer, not in the counts table', async () => {
    const product = await createProduct(ctx.handle.db, { stockCount: 5 });
    const { user, client } = await signedInCustomer(ctx);
    const { from, to } = week();
    const before = await stats(from, to);
    const countsBefore = await rollupTables(ctx.handle.db);
    const res = client.api.orders.$post({
      json: { items: [{ productId: product.id, quantity: 1 }] },
    });
    await expectAnswer(placeOrderResponseSchema, res, 201);
    const answer = await expectInStep(from, to);
    expect(answer.totals.totalEvents).toBe(before.totals.totalEvents + 1);
    expect(answer.totals.activeUsers).toBe(before.totals.activeUsers + 1);
    expect((await rollupTables(ctx.handle.db)).counts).toEqual(countsBefore.counts);
    const [row] = await ctx.handle.db
      .select()
      .from(analyticsDailyUsers)
      .where(eq(analyticsDailyUsers.userId, user.id));
    expect(row).toBeDefined();
  });

  it('batches written at the same moment on the same counters lose nothing', async () => {
    const product = await createProduct(ctx.handle.db, { name: 'สินค้าพร้อมกัน' });
    const keys = [
      ...Array.from({ length: 8 }, (_, i) => ({ pageUrl: `/together-${i}` })),
      { eventType: 'cart_add' as const, productId: product.id, productName: product.name },
      {
        eventType: 'product_view' as const,
        productId: product.id,
        productName: product.name,
        details: { source: CARD_CLICK_SOURCE },
      },
    ];
    const occurredAt = at('2022-09-09T09:09:09Z');
    // 20 batches at once (pool of 20 on PostgreSQL), each on its own 6 of the 10 counter rows:
    // the trigger must lock them in one order, or concurrent batches deadlock.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createEvents(
          ctx.handle.db,
          Array.from({ length: 6 }, (_, j) => ({ ...keys[(i * 7 + j * 3) % 10], occurredAt })),
        ),
      ),
    );
    const answer = await expectInStep('2022-09-09', '2022-09-09');
    expect(answer.totals.totalEvents).toBe(120);
  });

  it('counts a page view with a path too long for an index key under its first 500 characters', async () => {
    // 2,000 characters that do not compress: 6,000 bytes, more than a btree entry holds.
    const path = `/${Array.from({ length: 1999 }, (_, i) => String.fromCodePoint(0x4e00 + ((i * 7919) % 20000))).join('')}`;
    const res = await send(ctx.client(), { type: 'page_view', pageUrl: path });
    expect(res.status).toBe(202);
    const [row] = await ctx.handle.db
      .select()
      .from(analyticsDailyCounts)
      .where(eq(analyticsDailyCounts.pageUrl, Array.from(path).slice(0, 500).join('')));
    expect(row?.events).toBe(1);
    const { from, to } = week();
    await expectInStep(from, to);
  });

  it('names a ranked product removed from the catalogue with the name its events carry', async () => {
    const gone = await createProduct(ctx.handle.db, { name: 'ชื่อเดิม' });
    await createEvents(ctx.handle.db, [
      {
        eventType: 'product_view',
        productId: gone.id,
        productName: 'ชื่อเดิม',
        occurredAt: at('2021-11-11T01:00:00Z'),
      },
      {
        eventType: 'product_view',
        productId: gone.id,
        productName: 'ชื่อใหม่',
        occurredAt: at('2021-11-11T02:00:00Z'),
      },
      {
        eventType: 'cart_add',
        productId: gone.id,
        productName: 'ชื่อใหม่',
        occurredAt: at('2021-11-11T03:00:00Z'),
      },
    ]);
    await ctx.handle.db.delete(products).where(eq(products.id, gone.id));
    const answer = await expectInStep('2021-11-11', '2021-11-11');
    expect(answer.mostViewedProducts).toEqual([
      { productId: gone.id, productName: 'ชื่อใหม่', image: null, views: 2 },
    ]);
  });
});
