import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminOrderPageSchema } from '../../shared/contracts/admin-orders-answers.ts';
import { itemIdsOf, placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { orders } from '../db/schema/index.ts';

const ctx = setupTestApp();

type ListQuery = Parameters<TestClient['api']['admin']['transactions']['$get']>[0]['query'];

let sale: TestClient;
beforeAll(async () => {
  sale = (await staffClient(ctx, 'sale')).client;
});

const list = (query: ListQuery) =>
  expectAnswer(adminOrderPageSchema, sale.api.admin.transactions.$get({ query }));
const idsOf = async (query: ListQuery) => (await list(query)).items.map((item) => item.id);

const confirm = async (id: string) => {
  const itemIds = await itemIdsOf(sale, id);
  const res = await sale.api.admin.transactions[':id'].confirm.$post({
    param: { id },
    json: { itemIds },
  });
  expect(res.status).toBe(200);
};

describe('GET /api/admin/transactions filters', () => {
  it('finds orders by the customer’s Thai first name, last name or both, in any case', async () => {
    const { order } = await placedOrder(ctx, [{ quantity: 1 }], {
      customer: { firstName: 'บุญมี', lastName: 'ทองคำFarm' },
    });
    expect(await idsOf({ q: 'บุญมี' })).toContain(order.id);
    expect(await idsOf({ q: 'ทองคำfarm' })).toContain(order.id);
    expect(await idsOf({ q: 'บุญมี ทองคำ' })).toContain(order.id);
    expect(await idsOf({ q: 'บุญมา' })).not.toContain(order.id);
  });

  it('keeps the orders of Bangkok days from..to inclusive', async () => {
    const late = await placedOrder(ctx, [{ quantity: 1 }]);
    const early = await placedOrder(ctx, [{ quantity: 1 }]);
    const set = (id: string, at: string) =>
      ctx.handle.db
        .update(orders)
        .set({ createdAt: new Date(at) })
        .where(eq(orders.id, id));
    // 2019-05-10 23:30 and 2019-05-11 00:30 in Bangkok.
    await set(early.order.id, '2019-05-10T16:30:00Z');
    await set(late.order.id, '2019-05-10T17:30:00Z');
    expect(await idsOf({ from: '2019-05-10', to: '2019-05-10' })).toEqual([early.order.id]);
    expect(await idsOf({ from: '2019-05-11', to: '2019-05-11' })).toEqual([late.order.id]);
    expect(await idsOf({ from: '2019-05-10', to: '2019-05-11' })).toEqual([
      late.order.id,
      early.order.id,
    ]);
    const upTo = await idsOf({ to: '2019-05-10' });
    expect(upTo).toContain(early.order.id);
    expect(upTo).not.toContain(late.order.id);
    expect(await idsOf({ from: '2019-05-11', q: early.order.id })).toEqual([]);
  });

  it('filters by payment status, and toShip=1 lists the orders ready for a carrier', async () => {
    const codPending = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'cod' });
    const codConfirmed = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'cod' });
    const unpaidConfirmed = await placedOrder(ctx, [{ quantity: 1 }], {
      paymentMethod: 'promptpay',
    });
    const paidConfirmed = await placedOrder(ctx, [{ quantity: 1 }], {
      paymentMethod: 'promptpay',
    });
    const shipped = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'cod' });
    for (const placed of [codConfirmed, unpaidConfirmed, paidConfirmed, shipped]) {
      await confirm(placed.order.id);
    }
    await ctx.handle.db
      .update(orders)
      .set({ paymentStatus: 'paid' })
      .where(eq(orders.id, paidConfirmed.order.id));
    const res = await sale.api.admin.transactions[':id'].shipment.$post({
      param: { id: shipped.order.id },
      json: { carrier: 'kerry', trackingNumber: 'KERDO12345678' },
    });
    expect(res.status).toBe(200);

    const mine = [codPending, codConfirmed, unpaidConfirmed, paidConfirmed, shipped].map(
      (placed) => placed.order.id,
    );
    const among = async (query: ListQuery) =>
      (await idsOf({ ...query, pageSize: 100 })).filter((id) => mine.includes(id)).sort();

    expect(await among({ toShip: '1' })).toEqual(
      [codConfirmed.order.id, paidConfirmed.order.id].sort(),
    );
    expect(await among({ toShip: '0' })).toEqual([...mine].sort());
    expect(await among({ payment: 'awaiting' })).toEqual([unpaidConfirmed.order.id]);
    expect(await among({ payment: 'paid' })).toEqual([paidConfirmed.order.id]);
    expect(await among({ payment: 'cod', status: 'pending' })).toEqual([codPending.order.id]);

    // Every answer keeps its shape; the counters stay shop-wide.
    const ready = await list({ toShip: '1' });
    const stored = await ctx.handle.db
      .select()
      .from(orders)
      .where(inArray(orders.status, ['confirmed']));
    expect(ready.total).toBe(
      stored.filter((row) => row.paymentStatus === 'paid' || row.paymentStatus === 'cod').length,
    );
  });

  it('answers 400 in the error shape for bad days, payment statuses and toShip values', async () => {
    for (const query of [
      { from: '2019-13-01' },
      { to: 'yesterday' },
      { from: '2019-05-12', to: '2019-05-11' },
      { payment: 'PAID' },
      { toShip: 'yes' },
    ] as ListQuery[]) {
      const error = await refusal(sale.api.admin.transactions.$get({ query }), 400, 'VALIDATION');
      expect(Object.keys(error.fields ?? {})).toHaveLength(1);
    }
  });
});
