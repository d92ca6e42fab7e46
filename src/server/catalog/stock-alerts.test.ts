import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductInputBody } from '../../shared/contracts/admin-catalog.ts';
import { productAnswerSchema } from '../../shared/contracts/admin-catalog-answers.ts';
import { IDEMPOTENCY_HEADER } from '../../shared/contracts/orders.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import {
  stockAlertListSchema,
  stockAlertSchema,
  waitingListSchema,
} from '../../shared/contracts/stock-alerts.ts';
import { placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { shopOnLine } from '../../testing/line-messages.ts';
import { productVariants, stockAlerts } from '../db/schema/index.ts';

const ctx = setupTestApp();
const { customer, outbox } = shopOnLine(ctx, 'line-token-for-stock-alerts-0123456789');

const ask = (client: TestClient, productId: number, variantId?: number) =>
  client.api.products[':id']['stock-alerts'].$post({
    param: { id: String(productId) },
    json: variantId === undefined ? {} : { variantId },
  });
const alertsOf = (client: TestClient) =>
  expectAnswer(stockAlertListSchema, client.api.me['stock-alerts'].$get());

/** The back-in-stock messages written, as [recipient, link]. */
async function toldBackInStock() {
  return (await outbox())
    .filter((row) => row.template === 'customer.back_in_stock')
    .map((row) => [row.recipient, (row.payload as { link: string }).link]);
}

const soldOutBody = (stockCount: number): ProductInputBody => ({
  name: 'ปุ๋ยรอของ 16-16-16',
  category: 'others',
  image: '/images/products/rai-thong-cypermethrin-35.svg',
  features: ['ปุ๋ย'],
  description: 'ปุ๋ยสูตรเสมอ',
  how2use: 'หว่าน',
  price: 450,
  stockCount,
});

describe('a customer asks to be told when a sold-out pack is back', () => {
  it('keeps one alert however often they ask; lists and removes it; refuses an in-stock pack', async () => {
    const buyer = await customer();
    const product = await createProduct(ctx.handle.db, { stockCount: 0 });
    const first = await expectAnswer(stockAlertSchema, ask(buyer.client, product.id), 201);
    expect(first).toMatchObject({
      productId: product.id,
      variantId: product.variantId,
      notifiedAt: null,
    });
    const again = await expectAnswer(
      stockAlertSchema,
      ask(buyer.client, product.id, product.variantId),
      201,
    );
    expect(again.id).toBe(first.id);
    expect((await alertsOf(buyer.client)).items.map((alert) => alert.id)).toEqual([first.id]);

    const stocked = await createProduct(ctx.handle.db, { stockCount: 3 });
    await refusal(ask(buyer.client, stocked.id), 409, 'IN_STOCK');
    await refusal(ask(buyer.client, product.id, stocked.variantId), 404, 'NOT_FOUND');
    await refusal(ask(buyer.client, 999_999), 404, 'NOT_FOUND');
    await refusal(ask(ctx.client(), product.id), 401);
    const bad = await buyer.client.request('POST', `/api/products/${product.id}/stock-alerts`, {
      body: { variantId: 'x' },
    });
    expect(bad.status).toBe(400);

    const other = await customer();
    const remove = (client: TestClient, id: number) =>
      client.api.me['stock-alerts'][':id'].$delete({ param: { id: String(id) } });
    await refusal(remove(other.client, first.id), 404, 'NOT_FOUND');
    expect((await remove(buyer.client, first.id)).status).toBe(204);
    expect((await alertsOf(buyer.client)).items).toEqual([]);
  });

  it('a product save from 0 to some tells each waiting customer once, on LINE when linked, and ends the alerts', async () => {
    const admin = (await staffClient(ctx, 'admin')).client;
    const { product } = await expectAnswer(
      productAnswerSchema,
      admin.api.admin.products.$post({ json: soldOutBody(5) }),
      201,
    );
    const save = (stockCount: number) =>
      admin.api.admin.products[':id'].$put({
        param: { id: String(product.id) },
        json: soldOutBody(stockCount),
      });
    expect((await save(0)).status).toBe(200);
    const linked = await customer();
    const unlinked = await customer({ linked: false });
    await expectAnswer(stockAlertSchema, ask(linked.client, product.id), 201);
    await expectAnswer(stockAlertSchema, ask(unlinked.client, product.id), 201);
    const waiting = await expectAnswer(waitingListSchema, admin.api.admin['stock-alerts'].$get());
    const variantId = product.variants[0]?.id ?? 0;
    expect(waiting.items).toContainEqual({ variantId, customers: 2 });
    await outbox();

    expect((await save(12)).status).toBe(200);
    expect(await toldBackInStock()).toEqual([
      [linked.lineUserId, `/products/others/${product.id}`],
    ]);
    for (const who of [linked, unlinked]) {
      const [alert] = (await alertsOf(who.client)).items;
      expect(alert?.notifiedAt).toEqual(expect.any(String));
    }
    // More stock, or back to 0 and up again: nobody waits any more, nobody is told.
    expect((await save(20)).status).toBe(200);
    expect((await save(0)).status).toBe(200);
    expect((await save(5)).status).toBe(200);
    expect(await toldBackInStock()).toEqual([]);
    const after = await expectAnswer(waitingListSchema, admin.api.admin['stock-alerts'].$get());
    expect(
      after.items.find((item: { variantId: number }) => item.variantId === variantId),
    ).toBeUndefined();
  });

  it('an order cancelled gives the last units back and tells the waiting customer once', async () => {
    const {
      order,
      customer: buyer,
      products,
    } = await placedOrder(ctx, [
      { product: { stockCount: 2, name: 'ยาฆ่าแมลงตัวสุดท้าย' }, quantity: 2 },
    ]);
    const product = products[0] as { id: number; variantId: number };
    const waiter = await customer();
    await expectAnswer(stockAlertSchema, ask(waiter.client, product.id), 201);
    await outbox();
    await buyer.client.api.orders[':id'].cancel.$post({ param: { id: order.id } });
    expect(await toldBackInStock()).toEqual([
      [waiter.lineUserId, expect.stringContaining(`/${product.id}`)],
    ]);
    const [size] = await ctx.handle.db
      .select({ stockCount: productVariants.stockCount })
      .from(productVariants)
      .where(eq(productVariants.id, product.variantId));
    expect(size?.stockCount).toBe(2);
  });

  it('50 customers waiting, restocked twice at once: each is told exactly once', async () => {
    const a = await placedOrder(ctx, [
      { product: { stockCount: 2, name: 'ปุ๋ยแย่งกัน' }, quantity: 1 },
    ]);
    const product = a.products[0] as { id: number; variantId: number };
    // A second order of the same size takes the last unit.
    const second = await placedOrderOf(product.id);
    const waiters = [];
    for (let index = 0; index < 50; index += 1) waiters.push(await customer());
    await Promise.all(
      waiters.map((who) => expectAnswer(stockAlertSchema, ask(who.client, product.id), 201)),
    );
    await outbox();
    const answers = await Promise.all([
      a.customer.client.api.orders[':id'].cancel.$post({ param: { id: a.order.id } }),
      second.customer.client.api.orders[':id'].cancel.$post({ param: { id: second.order.id } }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const told = await toldBackInStock();
    expect(told).toHaveLength(50);
    expect(new Set(told.map(([recipient]) => recipient))).toEqual(
      new Set(waiters.map((who) => who.lineUserId)),
    );
    const stillWaiting = await ctx.handle.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.variantId, product.variantId), isNull(stockAlerts.notifiedAt)));
    expect(stillWaiting).toEqual([]);
  });
});

/** Another customer's order of one unit of an existing product. */
async function placedOrderOf(productId: number) {
  const buyer = await customer({ linked: false });
  const { order } = await expectAnswer(
    placeOrderResponseSchema,
    buyer.client.api.orders.$post(
      { json: { items: [{ productId, quantity: 1 }], paymentMethod: 'cod' } },
      { headers: { [IDEMPOTENCY_HEADER]: `alert-${productId}-${Date.now()}` } },
    ),
    201,
  );
  return { customer: buyer, order };
}
