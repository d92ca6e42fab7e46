import { beforeAll, describe, expect, it } from 'vitest';
import { eventLogPageSchema } from '../../shared/contracts/analytics.ts';
import { expectAnswer, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { createEvents } from '../../testing/factories/analytics.ts';
import { signedInClient } from '../../testing/staff-session.ts';

const ctx = setupTestApp();

const at = (iso: string) => new Date(iso);

type EventsQuery = Parameters<TestClient['api']['admin']['events']['$get']>[0]['query'];
const readEvents = (client: TestClient, query: EventsQuery = {}) =>
  client.api.admin.events.$get({ query });

describe('GET /api/admin/events: the Event Logs filter', () => {
  let admin: TestClient;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    admin = await signedInClient(ctx, 'admin');
    const rows = await createEvents(ctx.handle.db, [
      { pageUrl: '/june-9-last', occurredAt: at('2024-06-09T23:59:59.999Z') },
      { pageUrl: '/june-10-first', occurredAt: at('2024-06-10T00:00:00.000Z') },
      {
        eventType: 'transaction',
        channel: 'phone',
        userId: '00000000-0000-4000-8000-000000000009',
        userName: 'สมหญิง รักดี',
        amountSatang: 125_050,
        details: { transaction_id: 'TXN1718000000000', products: 2 },
        occurredAt: at('2024-06-11T12:00:00.000Z'),
      },
      {
        eventType: 'cart_add',
        channel: 'mobile',
        productId: 1,
        productName: 'สินค้า',
        details: { quantity: 3 },
        occurredAt: at('2024-06-11T13:00:00.000Z'),
      },
      { pageUrl: '/june-11-last', channel: 'mobile', occurredAt: at('2024-06-11T23:59:59.999Z') },
      { pageUrl: '/june-12-first', occurredAt: at('2024-06-12T00:00:00.000Z') },
    ]);
    const names = ['june9', 'june10', 'transaction', 'cartAdd', 'june11', 'june12'];
    rows.forEach((row, index) => {
      ids[names[index] as string] = `LOG${String(row.id).padStart(6, '0')}`;
    });
  });

  const list = (query: EventsQuery) => expectAnswer(eventLogPageSchema, readEvents(admin, query));

  it('keeps events whose UTC date is between from and to, both ends included, newest first', async () => {
    const body = await list({ from: '2024-06-10', to: '2024-06-11' });
    expect(body.items.map((item) => item.id)).toEqual([
      ids.june11,
      ids.cartAdd,
      ids.transaction,
      ids.june10,
    ]);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
  });

  it('a one-day range is that UTC day only (not the Bangkok day)', async () => {
    const body = await list({ from: '2024-06-10', to: '2024-06-10' });
    expect(body.items.map((item) => item.id)).toEqual([ids.june10]);
    const ninth = await list({ from: '2024-06-09', to: '2024-06-09' });
    expect(ninth.items.map((item) => item.id)).toEqual([ids.june9]);
    const twelfth = await list({ from: '2024-06-12', to: '2024-06-12' });
    expect(twelfth.items.map((item) => item.id)).toEqual([ids.june12]);
  });

  it('answers the log entry shape: LOG id, baht amount, ISO time, details', async () => {
    const body = await list({ type: 'transaction', from: '2024-06-11', to: '2024-06-11' });
    expect(body.items).toEqual([
      {
        id: ids.transaction,
        eventType: 'transaction',
        userId: '00000000-0000-4000-8000-000000000009',
        userName: 'สมหญิง รักดี',
        channel: 'phone',
        amount: 1250.5,
        timestamp: '2024-06-11T12:00:00.000Z',
        productId: null,
        productName: null,
        pageUrl: null,
        details: { transaction_id: 'TXN1718000000000', products: 2 },
      },
    ]);
    expect(ids.transaction).toMatch(/^LOG\d{6,}$/);
  });

  it('filters by type and by channel, together with the dates', async () => {
    const mobile = await list({ channel: 'mobile', from: '2024-06-09', to: '2024-06-12' });
    expect(mobile.items.map((item) => item.id)).toEqual([ids.june11, ids.cartAdd]);
    const mobilePages = await list({
      type: 'page_view',
      channel: 'mobile',
      from: '2024-06-09',
      to: '2024-06-12',
    });
    expect(mobilePages.items.map((item) => item.id)).toEqual([ids.june11]);
    expect(mobilePages.total).toBe(1);
    const cartAdds = await list({ type: 'cart_add', from: '2024-06-09', to: '2024-06-12' });
    expect(cartAdds.items[0]).toMatchObject({ amount: null, details: { quantity: 3 } });
  });

  it('answers an empty page when nothing matches', async () => {
    expect(await list({ from: '2001-01-01', to: '2001-01-31' })).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    const noEmail = await list({ channel: 'email', from: '2024-06-09', to: '2024-06-12' });
    expect(noEmail).toMatchObject({ items: [], total: 0 });
  });

  it('pages by 20, newest first', async () => {
    await createEvents(
      ctx.handle.db,
      Array.from({ length: 25 }, (_, index) => ({
        pageUrl: `/paged-${index}`,
        occurredAt: new Date(Date.UTC(2023, 0, 15, 0, index)),
      })),
    );
    const first = await list({ from: '2023-01-15', to: '2023-01-15', page: 1 });
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.pageUrl).toBe('/paged-24');
    expect(first.items[19]?.pageUrl).toBe('/paged-5');
    const second = await list({ from: '2023-01-15', to: '2023-01-15', page: 2 });
    expect(second.items.map((item) => item.pageUrl)).toEqual([
      '/paged-4',
      '/paged-3',
      '/paged-2',
      '/paged-1',
      '/paged-0',
    ]);
    expect(second.page).toBe(2);
    const third = await list({ from: '2023-01-15', to: '2023-01-15', page: 3 });
    expect(third).toMatchObject({ items: [], total: 25, page: 3 });
  });

  it.each([
    ['an unknown type', '?type=scroll'],
    ['an unknown channel', '?channel=fax'],
    ['a bad date', '?from=2024-06-31'],
    ['from after to', '?from=2024-06-12&to=2024-06-10'],
    ['page 0', '?page=0'],
    ['a page that is not a number', '?page=two'],
  ])('refuses %s with 400', async (_label, query) => {
    // Sent raw: these query strings are wrong on purpose (an unknown type or channel, a word).
    const res = await admin.get(`/api/admin/events${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
  });
});
