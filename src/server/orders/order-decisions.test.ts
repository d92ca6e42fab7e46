import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RejectRequest, WorkflowRequest } from '../../shared/contracts/admin-orders.ts';
import {
  orderAnswerSchema,
  ordersSummarySchema,
} from '../../shared/contracts/admin-orders-answers.ts';
import { orderSchema } from '../../shared/contracts/orders-answers.ts';
import {
  historyOf,
  itemIdsOf,
  orderRow,
  placedOrder,
  staffClient,
  stockOf,
} from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { orders } from '../db/schema/index.ts';

const ctx = setupTestApp();
const base = '/api/admin/transactions';

let sale: TestClient;

beforeAll(async () => {
  sale = (await staffClient(ctx, 'sale')).client;
});

// Staff's decisions through the typed client.
const moveTo = (id: string, stage: WorkflowRequest['stage']) => {
  const request = { param: { id }, json: { stage } };
  return sale.api.admin.transactions[':id'].workflow.$post(request);
};
const confirm = (id: string, itemIds: number[]) => {
  const request = { param: { id }, json: { itemIds } };
  return sale.api.admin.transactions[':id'].confirm.$post(request);
};
const reject = (id: string, json: RejectRequest) => {
  const request = { param: { id }, json };
  return sale.api.admin.transactions[':id'].reject.$post(request);
};
const decided = async (pending: ReturnType<typeof confirm>) =>
  (await expectAnswer(orderAnswerSchema, pending)).transaction;
const ownOrder = (client: TestClient, id: string) =>
  expectAnswer(orderSchema, client.api.orders[':id'].$get({ param: { id } }));
const summary = (client: TestClient) => client.api.admin.transactions.summary.$get();

describe('moving the workflow back', () => {
  it('clears the times of the stages after the new one; moving on stamps them afresh', async () => {
    const { order, customer } = await placedOrder(ctx);
    for (const stage of ['received', 'payments', 'delivery', 'courier'] as const) {
      await decided(moveTo(order.id, stage));
    }
    const done = await orderRow(ctx, order.id);
    const back = await decided(moveTo(order.id, 'received'));
    expect(back).toMatchObject({
      workflowStatus: 'received',
      orderReceivedAt: done?.orderReceivedAt?.toISOString(),
      paymentConfirmedAt: null,
      deliveryStartedAt: null,
      courierAssignedAt: null,
    });
    const row = await orderRow(ctx, order.id);
    expect(row).toMatchObject({
      paymentConfirmedAt: null,
      deliveryStartedAt: null,
      courierAssignedAt: null,
    });
    // The customer's order says the same.
    const mine = await ownOrder(customer.client, order.id);
    expect(mine).toMatchObject({ paymentConfirmedAt: null, courierAssignedAt: null });

    const before = Date.now();
    const forward = await decided(moveTo(order.id, 'payments'));
    expect(Date.parse(forward.paymentConfirmedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(forward.deliveryStartedAt).toBeNull();
  });

  it('back to the first stage leaves no stage time at all', async () => {
    const { order } = await placedOrder(ctx);
    await decided(moveTo(order.id, 'received'));
    const back = await decided(moveTo(order.id, 'orders'));
    expect(back).toMatchObject({
      workflowStatus: 'orders',
      orderReceivedAt: null,
      paymentConfirmedAt: null,
    });
  });
});

describe('confirm keeps the ticked lines', () => {
  it('cancels the unticked lines: stock back, totals and discount recomputed, in the history and shown to the customer', async () => {
    const code = await createPromotion(ctx.handle.db, {
      discountType: 'percentage',
      discountValueHundredths: 1000,
    });
    const { order, products, customer } = await placedOrder(
      ctx,
      [
        { product: { price: 200, stockCount: 10 }, quantity: 2 },
        { product: { price: 100, stockCount: 10 }, quantity: 3 },
      ],
      { discountCode: code.discountCode },
    );
    const [kept, dropped] = products;
    if (!kept || !dropped) throw new Error('two products');
    expect(order).toMatchObject({ totalAmount: 700, discountValue: 70, netAmount: 630 });
    expect(await stockOf(ctx, dropped.id)).toBe(7);
    const [keptLine, droppedLine] = await itemIdsOf(sale, order.id);

    const confirmed = await decided(confirm(order.id, [keptLine as number]));
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      workflowStatus: 'received',
      totalAmount: 400,
      discountValue: 40,
      netAmount: 360,
    });
    expect(confirmed.items).toEqual([
      expect.objectContaining({ id: keptLine, isCancelled: false, quantity: 2 }),
      expect.objectContaining({ id: droppedLine, isCancelled: true, quantity: 3 }),
    ]);
    expect(await stockOf(ctx, kept.id)).toBe(8);
    expect(await stockOf(ctx, dropped.id)).toBe(10);

    // One history line says what the confirmation cancelled.
    expect(confirmed.history).toHaveLength(1);
    expect(confirmed.history[0]).toMatchObject({
      action: 'confirm',
      details: {
        itemIds: [keptLine],
        changes: [
          {
            itemId: droppedLine,
            productName: dropped.name,
            quantity: [3, 3],
            cancelled: [false, true],
          },
        ],
        totalAmount: [700, 400],
        netAmount: [630, 360],
      },
    });

    // The customer sees the kept line in the order and the cancelled one apart.
    const mine = await ownOrder(customer.client, order.id);
    expect(mine).toMatchObject({ status: 'confirmed', netAmount: 360 });
    expect(mine.items.map((item) => item.productName)).toEqual([kept.name]);
    expect(mine.cancelledItems).toEqual([
      {
        productId: dropped.id,
        productName: dropped.name,
        variantId: dropped.variantId,
        variantLabel: 'ขนาดเดียว',
        quantity: 3,
        pricePerUnit: 100,
        totalPrice: 300,
      },
    ]);

    // A repeat changes nothing more.
    await decided(confirm(order.id, [keptLine as number]));
    expect(await stockOf(ctx, dropped.id)).toBe(10);
    expect(await historyOf(ctx, order.id)).toHaveLength(1);
  });

  it('with every line ticked cancels nothing', async () => {
    const { order, products } = await placedOrder(ctx, [
      { product: { stockCount: 5 }, quantity: 1 },
      { product: { stockCount: 5 }, quantity: 1 },
    ]);
    const confirmed = await decided(confirm(order.id, await itemIdsOf(sale, order.id)));
    expect(confirmed.items.every((item) => !item.isCancelled)).toBe(true);
    expect(confirmed.netAmount).toBe(order.netAmount);
    for (const product of products) expect(await stockOf(ctx, product.id)).toBe(4);
  });

  it('refuses no ticked item and lines of another order (400) and changes nothing', async () => {
    const { order, products } = await placedOrder(ctx, [
      { product: { stockCount: 5 }, quantity: 2 },
      { product: { stockCount: 5 }, quantity: 1 },
    ]);
    const other = await placedOrder(ctx);
    expect(await refusal(confirm(order.id, []), 400)).toMatchObject({
      code: 'VALIDATION',
      message: 'Tick at least one item first.',
    });
    const [mine] = await itemIdsOf(sale, order.id);
    const [foreign] = await itemIdsOf(sale, other.order.id);
    const mixed = confirm(order.id, [mine as number, foreign as number]);
    expect(await refusal(mixed, 400)).toMatchObject({
      code: 'VALIDATION',
      message: 'This item is not part of the order.',
      fields: { 'itemIds.1': 'This item is not part of the order.' },
    });
    expect(await orderRow(ctx, order.id)).toMatchObject({ status: 'pending' });
    expect(await stockOf(ctx, products[1]?.id ?? 0)).toBe(4);
    expect(await historyOf(ctx, order.id)).toHaveLength(0);
  });
});

describe('reject needs a reason the customer sees', () => {
  it('refuses a reject without a reason (400) and changes nothing', async () => {
    const { order, products } = await placedOrder(ctx, [
      { product: { stockCount: 5 }, quantity: 2 },
    ]);
    const itemIds = await itemIdsOf(sale, order.id);
    // Sent raw through the untyped request: these bodies are wrong on purpose.
    for (const body of [{ itemIds }, { itemIds, reason: '   ' }, { itemIds, reason: 42 }]) {
      const res = await sale.post(`${base}/${order.id}/reject`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION',
        fields: { reason: 'Choose or type the reason the customer will see.' },
      });
    }
    await refusal(reject(order.id, { itemIds, reason: 'ก'.repeat(201) }), 400, 'VALIDATION');
    expect(await orderRow(ctx, order.id)).toMatchObject({
      status: 'pending',
      orderRejected: false,
    });
    expect(await stockOf(ctx, products[0]?.id ?? 0)).toBe(3);
  });

  it('stores the Thai reason and shows it to the customer', async () => {
    const { order, customer, products } = await placedOrder(ctx, [
      { product: { stockCount: 5 }, quantity: 2 },
    ]);
    const rejected = await decided(
      reject(order.id, { itemIds: await itemIdsOf(sale, order.id), reason: '  สินค้าหมด  ' }),
    );
    expect(rejected).toMatchObject({
      status: 'cancelled',
      orderRejected: true,
      rejectionReason: 'สินค้าหมด',
    });
    expect(rejected.history[0]).toMatchObject({
      action: 'reject',
      details: { reason: 'สินค้าหมด', unitsReturned: 2 },
    });
    expect(await stockOf(ctx, products[0]?.id ?? 0)).toBe(5);
    const mine = await ownOrder(customer.client, order.id);
    expect(mine).toMatchObject({ orderRejected: true, rejectionReason: 'สินค้าหมด' });
  });
});

describe('GET /api/admin/transactions/summary', () => {
  it('counts the orders waiting for a decision and moves with each new order', async () => {
    const first = await expectAnswer(ordersSummarySchema, summary(sale));
    const [pending] = await ctx.handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.status, 'pending'));
    expect(first.newOrders > 0).toBe(pending !== undefined);

    const { order } = await placedOrder(ctx);
    const after = await expectAnswer(ordersSummarySchema, summary(sale));
    expect(after).toEqual({ newOrders: first.newOrders + 1, latestOrderAt: order.createdAt });

    await decided(confirm(order.id, await itemIdsOf(sale, order.id)));
    const later = await expectAnswer(ordersSummarySchema, summary(sale));
    expect(later.newOrders).toBe(first.newOrders);
  });

  it('is for staff only', async () => {
    await refusal(summary(ctx.client()), 401, 'UNAUTHENTICATED');
    const { client } = await signedInCustomer(ctx);
    await refusal(summary(client), 403, 'FORBIDDEN');
  });
});
