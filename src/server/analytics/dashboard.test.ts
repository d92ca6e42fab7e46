import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardStatsSchema, eventLogPageSchema } from '../../shared/contracts/analytics.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { createUser } from '../../testing/factories/accounts.ts';
import { createEvents } from '../../testing/factories/analytics.ts';
import { createProduct, type ProductRow } from '../../testing/factories/catalog.ts';
import { createSession } from '../accounts/session.service.ts';
import { orders, products } from '../db/schema/index.ts';

const ctx = setupTestApp();

async function clientAs(role: 'customer' | 'sale' | 'admin' | 'root'): Promise<TestClient> {
  const user = await createUser(ctx.handle.db, { role });
  const client = ctx.client();
  client.cookie = `sid=${(await createSession(ctx.handle.db, user.id)).token}`;
  return client;
}

let order = 0;
async function createOrder(
  netBaht: number,
  status: string,
  createdAt: string,
  paymentStatus: 'paid' | 'awaiting' = 'paid',
) {
  order += 1;
  const satang = Math.round(netBaht * 100);
  await ctx.handle.db.insert(orders).values({
    id: `TXN${1_700_000_000_000 + order}`,
    username: '0812345678',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    phone: '0812345678',
    address: 'อยุธยา',
    totalAmountSatang: satang,
    netAmountSatang: satang,
    status: status as 'pending',
    paymentStatus,
    cancelledBy: status === 'cancelled' ? 'staff' : null,
    createdAt: new Date(createdAt),
  });
}

const at = (iso: string) => new Date(iso);

type AdminApi = TestClient['api']['admin'];
type StatsQuery = Parameters<AdminApi['dashboard']['stats']['$get']>[0]['query'];
type EventsQuery = Parameters<AdminApi['events']['$get']>[0]['query'];
const readStats = (client: TestClient, query: StatsQuery = {}) =>
  client.api.admin.dashboard.stats.$get({ query });
const stats = (client: TestClient, query: StatsQuery = {}) =>
  expectAnswer(dashboardStatsSchema, readStats(client, query));
const readEvents = (client: TestClient, query: EventsQuery = {}) =>
  client.api.admin.events.$get({ query });

describe('who may read the dashboard', () => {
  const reads = {
    '/api/admin/dashboard/stats': (client: TestClient) => readStats(client),
    '/api/admin/events': (client: TestClient) => readEvents(client),
  };
  const paths = Object.keys(reads) as (keyof typeof reads)[];

  it.each(paths)('%s: a visitor gets 401', async (path) => {
    await refusal(reads[path](ctx.client()), 401, 'UNAUTHENTICATED');
  });

  it.each(paths)('%s: a customer gets 403 with the Thai message', async (path) => {
    const res = reads[path](await clientAs('customer'));
    expect(await refusal(res, 403)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้',
    });
  });

  it.each(['sale', 'admin', 'root'] as const)('%s may read both', async (role) => {
    const client = await clientAs(role);
    await expectAnswer(dashboardStatsSchema, reads['/api/admin/dashboard/stats'](client));
    await expectAnswer(eventLogPageSchema, reads['/api/admin/events'](client));
  });
});

describe('GET /api/admin/dashboard/stats: hand-counted fixtures', () => {
  // Range 2025-03-10..2025-03-12 in Bangkok = [2025-03-09T17:00Z, 2025-03-12T17:00Z).
  // The previous range of the same length: 2025-03-07..09 = [2025-03-06T17:00Z, 2025-03-09T17:00Z).
  let a: ProductRow;
  let b: ProductRow;
  let c: ProductRow;
  const u1 = '00000000-0000-4000-8000-000000000001';
  const u2 = '00000000-0000-4000-8000-000000000002';
  const u3 = '00000000-0000-4000-8000-000000000003';

  beforeAll(async () => {
    a = await createProduct(ctx.handle.db, { name: 'สินค้า A', imageUrl: '/images/a.webp' });
    b = await createProduct(ctx.handle.db, { name: 'สินค้า B', imageUrl: '/images/b.webp' });
    c = await createProduct(ctx.handle.db, { name: 'สินค้า C', imageUrl: '/images/c.webp' });
    const view = (product: ProductRow, source: string, time: string, userId?: string) => ({
      eventType: 'product_view' as const,
      productId: product.id,
      productName: product.name,
      details: { duration: 12, source },
      occurredAt: at(time),
      userId: userId ?? null,
    });
    await createEvents(ctx.handle.db, [
      // Page views: the first instant of the range counts, the instant after its end does not.
      { pageUrl: '/', occurredAt: at('2025-03-09T17:00:00.000Z') },
      { pageUrl: '/', occurredAt: at('2025-03-10T05:00:00.000Z') },
      { pageUrl: '/products', occurredAt: at('2025-03-12T16:59:59.999Z') },
      { pageUrl: '/news', occurredAt: at('2025-03-12T17:00:00.000Z') },
      // Product views: A 3 clicks of 4 views, B 1 click of 5 views, C 2 views and no click.
      view(a, 'card', '2025-03-10T01:00:00Z', u1),
      view(a, 'card', '2025-03-10T02:00:00Z', u1),
      view(a, 'card', '2025-03-11T02:00:00Z'),
      view(a, 'direct', '2025-03-11T03:00:00Z'),
      view(b, 'card', '2025-03-11T04:00:00Z'),
      view(b, 'direct', '2025-03-11T05:00:00Z'),
      view(b, 'direct', '2025-03-11T06:00:00Z'),
      view(b, 'direct', '2025-03-11T07:00:00Z'),
      view(b, 'direct', '2025-03-11T08:00:00Z'),
      view(c, 'direct', '2025-03-12T01:00:00Z'),
      view(c, 'search', '2025-03-12T02:00:00Z'),
      // Cart additions: B twice, C once (by u2).
      {
        eventType: 'cart_add',
        productId: b.id,
        productName: b.name,
        occurredAt: at('2025-03-10T09:00:00Z'),
      },
      {
        eventType: 'cart_add',
        productId: b.id,
        productName: b.name,
        occurredAt: at('2025-03-11T09:00:00Z'),
      },
      {
        eventType: 'cart_add',
        productId: c.id,
        productName: c.name,
        userId: u2,
        occurredAt: at('2025-03-12T09:00:00Z'),
      },
      {
        eventType: 'user_login',
        userId: u3,
        details: { login_method: 'phone' },
        occurredAt: at('2025-03-12T10:00:00Z'),
      },
      // An order's event: its amount is not revenue (revenue comes from the orders themselves).
      {
        eventType: 'transaction',
        amountSatang: 999_900,
        userId: u3,
        occurredAt: at('2025-03-12T10:05:00Z'),
      },
      // The previous range: 2 page views (one on its last instant), 1 cart add by u1, a login by u2.
      { pageUrl: '/', occurredAt: at('2025-03-09T16:59:59.999Z') },
      { pageUrl: '/articles', occurredAt: at('2025-03-06T17:00:00.000Z') },
      {
        eventType: 'cart_add',
        productId: a.id,
        productName: a.name,
        userId: u1,
        occurredAt: at('2025-03-08T09:00:00Z'),
      },
      { eventType: 'user_login', userId: u2, occurredAt: at('2025-03-07T09:00:00Z') },
      // Before the previous range: counted nowhere.
      { pageUrl: '/', userId: u3, occurredAt: at('2025-03-06T16:59:59.999Z') },
    ]);
    await createOrder(100.5, 'pending', '2025-03-10T01:00:00Z');
    // Not paid yet: no revenue until the money comes.
    await createOrder(777, 'pending', '2025-03-11T02:00:00Z', 'awaiting');
    await createOrder(200, 'confirmed', '2025-03-12T16:00:00Z');
    await createOrder(80, 'delivered', '2025-03-11T12:00:00Z');
    await createOrder(999, 'cancelled', '2025-03-11T03:00:00Z');
    await createOrder(50.25, 'confirmed', '2025-03-08T03:00:00Z');
    await createOrder(1000, 'pending', '2025-03-12T17:00:00Z');
  });

  it('adds up the cards, the previous range and the ranked lists', async () => {
    const body = await stats(await clientAs('sale'), { from: '2025-03-10', to: '2025-03-12' });
    expect(body.range).toEqual({ from: '2025-03-10', to: '2025-03-12' });
    expect(body.totals).toMatchObject({
      revenue: 380.5,
      pageViews: 3,
      cartAdditions: 3,
      activeUsers: 3,
      totalEvents: 3 + 11 + 3 + 1 + 1,
    });
    expect(body.previous).toEqual({
      revenue: 50.25,
      pageViews: 2,
      cartAdditions: 1,
      activeUsers: 2,
    });
    expect(body.mostViewedProducts).toEqual([
      { productId: b.id, productName: 'สินค้า B', image: '/images/b.webp', views: 5 },
      { productId: a.id, productName: 'สินค้า A', image: '/images/a.webp', views: 4 },
      { productId: c.id, productName: 'สินค้า C', image: '/images/c.webp', views: 2 },
    ]);
    expect(body.mostClickedProducts).toEqual([
      { productId: a.id, productName: 'สินค้า A', image: '/images/a.webp', clicks: 3 },
      { productId: b.id, productName: 'สินค้า B', image: '/images/b.webp', clicks: 1 },
    ]);
    expect(body.mostCartedProducts).toEqual([
      { productId: b.id, productName: 'สินค้า B', image: '/images/b.webp', cartAdds: 2 },
      { productId: c.id, productName: 'สินค้า C', image: '/images/c.webp', cartAdds: 1 },
    ]);
    expect(body.pageViews).toEqual([
      { page: '/', views: 2 },
      { page: '/products', views: 1 },
    ]);
    expect(body.daily).toEqual([
      { day: '2025-03-10', revenue: 100.5, pageViews: 2 },
      { day: '2025-03-11', revenue: 80, pageViews: 0 },
      { day: '2025-03-12', revenue: 200, pageViews: 1 },
    ]);
  });

  it('one day is its own range: the previous range is the day before', async () => {
    const res = await stats(await clientAs('admin'), { from: '2025-03-10', to: '2025-03-10' });
    expect(res.totals).toMatchObject({ revenue: 100.5, pageViews: 2, activeUsers: 1 });
    expect(res.previous).toEqual({
      revenue: 0,
      pageViews: 1,
      cartAdditions: 0,
      activeUsers: 0,
    });
    expect(res.daily).toEqual([{ day: '2025-03-10', revenue: 100.5, pageViews: 2 }]);
  });

  it('an empty range answers zeros and empty lists, one daily point per day', async () => {
    const res = await stats(await clientAs('admin'), { from: '2020-01-01', to: '2020-01-05' });
    expect(res.totals).toMatchObject({
      revenue: 0,
      pageViews: 0,
      cartAdditions: 0,
      activeUsers: 0,
      totalEvents: 0,
    });
    expect(res.mostViewedProducts).toEqual([]);
    expect(res.mostClickedProducts).toEqual([]);
    expect(res.mostCartedProducts).toEqual([]);
    expect(res.pageViews).toEqual([]);
    expect(res.daily.map((point) => point.day)).toEqual([
      '2020-01-01',
      '2020-01-02',
      '2020-01-03',
      '2020-01-04',
      '2020-01-05',
    ]);
  });

  it('ranks a product gone from the catalogue by the name its newest event gave it, no picture', async () => {
    const gone = await createProduct(ctx.handle.db, { imageUrl: '/images/gone.webp' });
    const viewed = (productName: string, occurredAt: string) => ({
      eventType: 'product_view' as const,
      productId: gone.id,
      productName,
      occurredAt: at(occurredAt),
    });
    await createEvents(ctx.handle.db, [
      viewed('ปุ๋ยสูตรเก่า', '2021-06-06T02:00:00Z'),
      viewed('ปุ๋ยสูตรใหม่', '2021-06-06T04:00:00Z'),
    ]);
    await ctx.handle.db.delete(products).where(eq(products.id, gone.id));
    const res = await stats(await clientAs('admin'), { from: '2021-06-06', to: '2021-06-06' });
    expect(res.mostViewedProducts).toEqual([
      { productId: gone.id, productName: 'ปุ๋ยสูตรใหม่', image: null, views: 2 },
    ]);
  });

  it('keeps at most 5 products and 8 pages, most first', async () => {
    const products = [];
    for (let i = 0; i < 7; i++) products.push(await createProduct(ctx.handle.db));
    await createEvents(
      ctx.handle.db,
      products.flatMap((product, index) =>
        Array.from({ length: index + 1 }, () => ({
          eventType: 'product_view' as const,
          productId: product.id,
          productName: product.name,
          occurredAt: at('2021-05-05T05:00:00Z'),
        })),
      ),
    );
    await createEvents(
      ctx.handle.db,
      Array.from({ length: 10 }, (_, index) =>
        Array.from({ length: index + 1 }, () => ({
          pageUrl: `/page-${index}`,
          occurredAt: at('2021-05-05T05:00:00Z'),
        })),
      ).flat(),
    );
    const res = await stats(await clientAs('admin'), { from: '2021-05-05', to: '2021-05-05' });
    expect(res.mostViewedProducts.map((row) => row.views)).toEqual([7, 6, 5, 4, 3]);
    expect(res.pageViews.map((row) => row.page)).toEqual([
      '/page-9',
      '/page-8',
      '/page-7',
      '/page-6',
      '/page-5',
      '/page-4',
      '/page-3',
      '/page-2',
    ]);
  });

  it('counts today (Bangkok) whatever the range, and defaults to the last 7 days', async () => {
    const client = await clientAs('admin');
    const before = await stats(client);
    await createEvents(ctx.handle.db, [{ pageUrl: '/today', occurredAt: new Date() }]);
    const after = await stats(client, { from: '2020-01-01', to: '2020-01-01' });
    expect(after.totals.todayEvents).toBe(before.totals.todayEvents + 1);
    expect(before.daily).toHaveLength(7);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
    expect(before.range.to).toBe(today);
  });

  it.each<[string, StatsQuery]>([
    ['a day that does not exist', { from: '2025-02-30', to: '2025-03-01' }],
    ['a date in another format', { from: '03/10/2025', to: '2025-03-12' }],
    ['from after to', { from: '2025-03-12', to: '2025-03-10' }],
    ['a range over 366 days', { from: '2024-01-01', to: '2025-01-01' }],
    ['a start more than 366 days ago without an end', { from: '2020-01-01' }],
  ])('refuses %s with 400', async (_label, query) => {
    await refusal(readStats(await clientAs('admin'), query), 400, 'VALIDATION');
  });
});
