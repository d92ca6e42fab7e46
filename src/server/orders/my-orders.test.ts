import { describe, expect, it } from 'vitest';
import { orderPageSchema, orderSchema } from '../../shared/contracts/orders-answers.ts';
import {
  answer,
  expectAnswer,
  refusal,
  setupTestApp,
  type TestClient,
} from '../../testing/api-client.ts';
import { placed } from '../../testing/checkout-api.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';

const ctx = setupTestApp();

describe('GET /api/orders and /api/orders/:id', () => {
  it('lists only the caller’s own orders, newest first, each with its items', async () => {
    const me = await signedInCustomer(ctx);
    const someoneElse = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { price: 100 });
    const tool = await createProduct(ctx.handle.db, { price: 250 });
    const first = await placed(me.client, { items: [{ productId: seed.id, quantity: 1 }] });
    const second = await placed(me.client, {
      items: [
        { productId: tool.id, quantity: 2 },
        { productId: seed.id, quantity: 1 },
      ],
    });
    await placed(someoneElse.client, { items: [{ productId: seed.id, quantity: 1 }] });

    const mine = await expectAnswer(orderPageSchema, me.client.api.orders.$get({ query: {} }));
    expect(mine).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(mine.items.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(mine.items[0]?.items.map((item) => item.productId)).toEqual([tool.id, seed.id]);
    expect(mine.items[0]).toEqual(second);

    const paged = await answer(me.client.api.orders.$get({ query: { page: 2, pageSize: 1 } }));
    expect(paged.items.map((order) => order.id)).toEqual([first.id]);
  });

  it('shows one own order, and answers 404 for another customer’s or an unknown id', async () => {
    const me = await signedInCustomer(ctx);
    const other = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db);
    const mine = await placed(me.client, { items: [{ productId: seed.id, quantity: 1 }] });
    const own = me.client.api.orders[':id'].$get({ param: { id: mine.id } });
    expect(await expectAnswer(orderSchema, own)).toEqual(mine);

    const theirs = other.client.api.orders[':id'].$get({ param: { id: mine.id } });
    expect(await refusal(theirs, 404)).toEqual({ code: 'NOT_FOUND', message: 'ไม่พบคำสั่งซื้อนี้' });
    for (const id of ['TXN0', '9'.repeat(40)]) {
      await refusal(me.client.api.orders[':id'].$get({ param: { id } }), 404, 'NOT_FOUND');
    }
  });

  it('answers 401 to a visitor', async () => {
    await refusal(ctx.client().api.orders.$get({ query: {} }), 401, 'UNAUTHENTICATED');
    const one = ctx.client().api.orders[':id'].$get({ param: { id: 'TXN1' } });
    await refusal(one, 401, 'UNAUTHENTICATED');
  });
});

describe('which check answers first', () => {
  it("a customer's orders: the session (401), then the id (404) or the page (400)", async () => {
    const visitor = ctx.client();
    const cancel = (client: TestClient) =>
      client.api.orders[':id'].cancel.$post({ param: { id: 'not-an-order' } });
    expect((await visitor.api.orders.$get({ query: { page: 0 } })).status).toBe(401);
    expect((await cancel(visitor)).status).toBe(401);
    const { client } = await signedInCustomer(ctx);
    await refusal(client.api.orders.$get({ query: { page: 0 } }), 400);
    const unknown = await refusal(cancel(client), 404);
    expect(unknown.message).toBe('ไม่พบคำสั่งซื้อนี้');
  });
});
