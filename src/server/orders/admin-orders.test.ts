import { count } from 'drizzle-orm';
import type { ClientResponse } from 'hono/client';
import { describe, expect, it } from 'vitest';
import {
  adminOrderDetailSchema,
  adminOrderPageSchema,
} from '../../shared/contracts/admin-orders-answers.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import { ORDER_STATUSES } from '../../shared/domain/order-lifecycle.ts';
import { formatPhone } from '../../shared/domain/phone.ts';
import {
  eventsAbout,
  itemIdsOf,
  orderRow,
  placedOrder,
  stockOf,
} from '../../testing/admin-orders.ts';
import {
  addOrder,
  base,
  confirmItems,
  deleteOrder,
  editItems,
  editOrder,
  getOrder,
  type ListQuery,
  listOrders,
  moveTo,
  rejectItems,
  setupOrdersTestApp,
} from '../../testing/admin-orders-api.ts';
import { answer, expectAnswer, refusal, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { orders } from '../db/schema/index.ts';

const { ctx, staff } = setupOrdersTestApp();
const FORBIDDEN = 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้';

describe('who may follow up orders', () => {
  it('refuses visitors (401) and customers (403) on every call', async () => {
    const { order } = await placedOrder(ctx);
    const visitor = ctx.client();
    const { client: customer } = await signedInCustomer(ctx);
    const form = { username: 'ลุงมา', totalAmount: 10, shippingAddress: 'x' } as const;
    const calls: [string, (client: TestClient) => Promise<ClientResponse<unknown>>][] = [
      ['GET list', (client) => listOrders(client)],
      ['POST', (client) => addOrder(client, form)],
      ['GET one', (client) => getOrder(client, order.id)],
      ['PUT', (client) => editOrder(client, order.id, { ...form, status: 'pending' })],
      ['DELETE', (client) => deleteOrder(client, order.id)],
      ['workflow', (client) => moveTo(client, order.id, 'received')],
      ['confirm', (client) => confirmItems(client, order.id, [1])],
      ['reject', (client) => rejectItems(client, order.id, [1])],
      ['items', (client) => editItems(client, order.id, [])],
    ];
    for (const [label, call] of calls) {
      const asVisitor = await call(visitor);
      expect(asVisitor.status, label).toBe(401);
      await refusal(asVisitor, 401, 'UNAUTHENTICATED');
      const asCustomer = await call(customer);
      expect(asCustomer.status, label).toBe(403);
      expect(await refusal(asCustomer, 403)).toEqual({ code: 'FORBIDDEN', message: FORBIDDEN });
    }
    expect((await orderRow(ctx, order.id))?.status).toBe('pending');
  });

  it('lets sale follow orders up but not delete them (403); admin deletes', async () => {
    const { order } = await placedOrder(ctx);
    await expectAnswer(adminOrderDetailSchema, getOrder(staff.sale, order.id));
    const refused = await refusal(deleteOrder(staff.sale, order.id), 403);
    expect(refused.message).toBe(FORBIDDEN);
    expect(await orderRow(ctx, order.id)).toBeDefined();
    expect((await deleteOrder(staff.admin, order.id)).status).toBe(204);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await getOrder(staff.sale, 'TXN1')).status).toBe(404);
    await refusal(getOrder(staff.sale, 'not-an-id'), 404, 'NOT_FOUND');
    expect((await confirmItems(staff.sale, 'TXN1', [1])).status).toBe(404);
  });
});

describe('GET /api/admin/transactions', () => {
  it('finds an order by its id in any case, and by the phone with or without dashes', async () => {
    const { order, customer } = await placedOrder(ctx);
    const search = (q: string) => expectAnswer(adminOrderPageSchema, listOrders(staff.sale, { q }));
    const byId = await search(order.id.toLowerCase());
    expect(byId.items.map((item) => item.id)).toEqual([order.id]);
    const byPhone = await search(formatPhone(customer.user.phone));
    expect(byPhone.items.map((item) => item.id)).toEqual([order.id]);
    expect(byPhone.items[0]).toMatchObject({
      username: customer.user.phone,
      channel: 'website',
      status: 'pending',
    });
    expect(byPhone.items[0]?.items[0]).toMatchObject({ isCancelled: false });
    const none = await search('TXN-nothing-like-this');
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('pages 10 at a time, newest first, filters by exact status and counts per status', async () => {
    const customer = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { stockCount: 100 });
    const ids: string[] = [];
    // Paid on delivery: twelve unpaid PromptPay orders would pass the shop's limit of unpaid orders.
    for (let index = 0; index < 12; index++) {
      const res = customer.client.api.orders.$post({
        json: { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'cod' },
      });
      ids.push((await expectAnswer(placeOrderResponseSchema, res, 201)).order.id);
    }
    const list = (query: ListQuery) =>
      expectAnswer(
        adminOrderPageSchema,
        listOrders(staff.sale, { q: customer.user.phone, ...query }),
      );
    const first = await list({});
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(2).reverse());
    const second = await list({ page: 2 });
    expect(second.items.map((item) => item.id)).toEqual(ids.slice(0, 2).reverse());

    const [newest] = ids.slice(-1);
    const itemIds = await itemIdsOf(staff.sale, newest as string);
    await answer(confirmItems(staff.sale, newest as string, itemIds));
    const confirmed = await list({ status: 'confirmed' });
    expect(confirmed.items.map((item) => item.id)).toEqual([newest]);
    const pending = await list({ status: 'pending' });
    expect(pending.total).toBe(11);
    await refusal(listOrders(staff.sale, { status: 'Pending' }), 400);

    const counted = await ctx.handle.db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .groupBy(orders.status);
    const expected = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0]));
    for (const row of counted) expected[row.status] = row.n;
    // The counters cover the whole shop, whatever the search and filter.
    expect(pending.counters).toEqual(expected);
    expect(pending.counters.confirmed).toBe(first.counters.confirmed + 1);
    expect(pending.counters.pending).toBe(first.counters.pending - 1);
  });
});

describe('DELETE /api/admin/transactions/:id', () => {
  it('returns the stock of an order not yet cancelled, once, and leaves an event', async () => {
    const { order, products } = await placedOrder(ctx, [
      { product: { stockCount: 8 }, quantity: 3 },
    ]);
    const product = products[0];
    if (!product) throw new Error('a product');
    expect(await stockOf(ctx, product.id)).toBe(5);
    expect((await deleteOrder(staff.admin, order.id)).status).toBe(204);
    expect(await stockOf(ctx, product.id)).toBe(8);
    expect(await orderRow(ctx, order.id)).toBeUndefined();
    expect((await deleteOrder(staff.admin, order.id)).status).toBe(404);
    const events = await eventsAbout(ctx, order.id);
    expect(events.filter((event) => event.details.action === 'delete')).toHaveLength(1);

    const rejected = await placedOrder(ctx, [{ product: { stockCount: 8 }, quantity: 3 }]);
    const rejectedProduct = rejected.products[0];
    if (!rejectedProduct) throw new Error('a product');
    const rejectedIds = await itemIdsOf(staff.sale, rejected.order.id);
    await answer(rejectItems(staff.sale, rejected.order.id, rejectedIds, 'สินค้าหมด'));
    expect(await stockOf(ctx, rejectedProduct.id)).toBe(8);
    expect((await deleteOrder(staff.admin, rejected.order.id)).status).toBe(204);
    expect(await stockOf(ctx, rejectedProduct.id)).toBe(8);
  });
});

describe('which check answers first', () => {
  // Raw bodies: these calls send malformed JSON on purpose.
  it('names who may ask, then the order, before it reads the body', async () => {
    const { order } = await placedOrder(ctx);
    const { client: customer } = await signedInCustomer(ctx);
    const broken = { rawBody: '{"items":' };
    const writes: [string, string][] = [
      ['PUT', ''],
      ['POST', '/workflow'],
      ['POST', '/confirm'],
      ['POST', '/reject'],
      ['PATCH', '/items'],
    ];
    for (const [method, tail] of writes) {
      const asVisitor = await ctx.client().request(method, `${base}/${order.id}${tail}`, broken);
      expect(asVisitor.status, `${method} ${tail} as a visitor`).toBe(401);
      const asCustomer = await customer.request(method, `${base}/${order.id}${tail}`, broken);
      expect(asCustomer.status, `${method} ${tail} as a customer`).toBe(403);
      const unknownId = await staff.sale.request(method, `${base}/ORDER-1${tail}`, broken);
      expect(unknownId.status, `${method} ${tail} of no order`).toBe(404);
      expect(unknownId.body.error.message).toBe('Transaction not found');
      const known = await staff.sale.request(method, `${base}/${order.id}${tail}`, broken);
      expect(known.status, `${method} ${tail}`).toBe(400);
      expect(known.body.error.message).toBe('Malformed JSON body');
    }
    await refusal(listOrders(customer, { page: 0 }), 403);
    await refusal(listOrders(staff.sale, { page: 0 }), 400);
  });
});

describe('bad input', () => {
  // Sent raw through the untyped request: malformed JSON and wrong types on purpose.
  it('answers 400 in the contract shape, never 500', async () => {
    const { order } = await placedOrder(ctx);
    const path = `${base}/${order.id}`;
    const cases: [string, string, { body?: unknown; rawBody?: string }][] = [
      ['POST', `${path}/workflow`, { rawBody: '{"stage":' }],
      ['POST', `${path}/workflow`, { body: { stage: 42 } }],
      ['POST', `${path}/confirm`, { body: { itemIds: ['11'] } }],
      ['POST', `${path}/reject`, { body: { itemIds: 'all' } }],
      ['PATCH', `${path}/items`, { body: { items: [] } }],
      ['PATCH', `${path}/items`, { body: { items: [{ id: 1.5, quantity: 1, cancelled: false }] } }],
      [
        'PATCH',
        `${path}/items`,
        { body: { items: [{ id: 1, quantity: 1000, cancelled: false }] } },
      ],
      [
        'PATCH',
        `${path}/items`,
        {
          body: {
            items: [
              { id: 1, quantity: 1, cancelled: false },
              { id: 1, quantity: 2, cancelled: false },
            ],
          },
        },
      ],
      [
        'PUT',
        path,
        { body: { username: 'x', totalAmount: '10', shippingAddress: 'y', status: 'pending' } },
      ],
      [
        'PUT',
        path,
        { body: { username: 'x', totalAmount: 10, shippingAddress: 'y', status: 'lost' } },
      ],
      [
        'POST',
        base,
        { body: { username: 'x'.repeat(101), totalAmount: 10, shippingAddress: 'y' } },
      ],
      ['POST', base, { body: { username: 'x', totalAmount: 1e12, shippingAddress: 'y' } }],
      [
        'POST',
        base,
        { body: { username: 'x', items: [{ productId: 1, quantity: 0 }], shippingAddress: 'y' } },
      ],
      ['GET', `${base}?q=${'x'.repeat(201)}`, {}],
      ['GET', `${base}?page=0`, {}],
    ];
    for (const [method, target, options] of cases) {
      const res = await staff.sale.request(method, target, options);
      expect(res.status, `${method} ${target} ${JSON.stringify(options)}`).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
    expect(await orderRow(ctx, order.id)).toMatchObject({
      status: 'pending',
      workflowStatus: 'orders',
    });
  });
});
