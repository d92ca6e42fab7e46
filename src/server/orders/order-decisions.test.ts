import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminTransactionDetail,
  TransactionsSummary,
} from '../../shared/contracts/admin-orders.ts';
import type { Order } from '../../shared/contracts/orders.ts';
import {
  historyOf,
  itemIdsOf,
  orderRow,
  placedOrder,
  staffClient,
  stockOf,
} from '../../testing/admin-transactions.ts';
import { setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { transactions } from '../db/schema/index.ts';

const ctx = setupTestApp();
const base = '/api/admin/transactions';

let sale: TestClient;

beforeAll(async () => {
  sale = (await staffClient(ctx, 'sale')).client;
});

describe('moving the workflow back', () => {
  it('clears the times of the stages after the new one; moving on stamps them afresh', async () => {
    const { order, customer } = await placedOrder(ctx);
    for (const stage of ['received', 'payments', 'delivery', 'courier'] as const) {
      expect((await sale.post(`${base}/${order.id}/workflow`, { stage })).status).toBe(200);
    }
    const done = await orderRow(ctx, order.id);
    const back = await sale.post<{ transaction: AdminTransactionDetail }>(
      `${base}/${order.id}/workflow`,
      { stage: 'received' },
    );
    expect(back.status).toBe(200);
    expect(back.body.transaction).toMatchObject({
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
    const mine = await customer.client.get<Order>(`/api/orders/${order.id}`);
    expect(mine.body).toMatchObject({ paymentConfirmedAt: null, courierAssignedAt: null });

    const before = Date.now();
    const forward = await sale.post<{ transaction: AdminTransactionDetail }>(
      `${base}/${order.id}/workflow`,
      { stage: 'payments' },
    );
    expect(Date.parse(forward.body.transaction.paymentConfirmedAt ?? '')).toBeGreaterThanOrEqual(
      before - 1000,
    );
    expect(forward.body.transaction.deliveryStartedAt).toBeNull();
  });

  it('back to the first stage leaves no stage time at all', async () => {
    const { order } = await placedOrder(ctx);
    await sale.post(`${base}/${order.id}/workflow`, { stage: 'received' });
    const back = await sale.post<{ transaction: AdminTransactionDetail }>(
      `${base}/${order.id}/workflow`,
      { stage: 'orders' },
    );
    expect(back.body.transaction).toMatchObject({
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

    const res = await sale.post<{ transaction: AdminTransactionDetail }>(
      `${base}/${order.id}/confirm`,
      { itemIds: [keptLine] },
    );
    expect(res.status).toBe(200);
    const confirmed = res.body.transaction;
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
    const mine = await customer.client.get<Order>(`/api/orders/${order.id}`);
    expect(mine.body).toMatchObject({ status: 'confirmed', netAmount: 360 });
    expect(mine.body.items.map((item) => item.productName)).toEqual([kept.name]);
    expect(mine.body.cancelledItems).toEqual([
      {
        productId: dropped.id,
        productName: dropped.name,
        quantity: 3,
        pricePerUnit: 100,
        totalPrice: 300,
      },
    ]);

    // A repeat changes nothing more.
    const again = await sale.post(`${base}/${order.id}/confirm`, { itemIds: [keptLine] });
    expect(again.status).toBe(200);
    expect(await stockOf(ctx, dropped.id)).toBe(10);
    expect(await historyOf(ctx, order.id)).toHaveLength(1);
  });

  it('with every line ticked cancels nothing', async () => {
    const { order, products } = await placedOrder(ctx, [
      { product: { stockCount: 5 }, quantity: 1 },
      { product: { stockCount: 5 }, quantity: 1 },
    ]);
    const res = await sale.post<{ transaction: AdminTransactionDetail }>(
      `${base}/${order.id}/confirm`,
      { itemIds: await itemIdsOf(sale, order.id) },
    );
    expect(res.status).toBe(200);
    expect(res.body.transaction.items.every((item) => !item.isCancelled)).toBe(true);
    expect(res.body.transaction.netAmount).toBe(order.netAmount);
    for (const product of products) expect(await stockOf(ctx, product.id)).toBe(4);
  });

  it('refuses no ticked item and lines of another order (400) and changes nothing', async () => {
    const { order, products } = await placedOrder(ctx, [
      { product: { stockCount: 5 }, quantity: 2 },
      { product: { stockCount: 5 }, quantity: 1 },
    ]);
    const other = await placedOrder(ctx);
    const none = await sale.post(`${base}/${order.id}/confirm`, { itemIds: [] });
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({
      code: 'VALIDATION',
      message: 'Tick at least one item first.',
    });
    const [mine] = await itemIdsOf(sale, order.id);
    const [foreign] = await itemIdsOf(sale, other.order.id);
    const mixed = await sale.post(`${base}/${order.id}/confirm`, { itemIds: [mine, foreign] });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error).toMatchObject({
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
    for (const body of [{ itemIds }, { itemIds, reason: '   ' }, { itemIds, reason: 42 }]) {
      const res = await sale.post(`${base}/${order.id}/reject`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION',
        fields: { reason: 'Choose or type the reason the customer will see.' },
      });
    }
    const long = await sale.post(`${base}/${order.id}/reject`, {
      itemIds,
      reason: 'ก'.repeat(201),
    });
    expect(long.status).toBe(400);
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
    const res = await sale.post<{ transaction: AdminTransactionDetail }>(
      `${base}/${order.id}/reject`,
      { itemIds: await itemIdsOf(sale, order.id), reason: '  สินค้าหมด  ' },
    );
    expect(res.status).toBe(200);
    expect(res.body.transaction).toMatchObject({
      status: 'cancelled',
      orderRejected: true,
      rejectionReason: 'สินค้าหมด',
    });
    expect(res.body.transaction.history[0]).toMatchObject({
      action: 'reject',
      details: { reason: 'สินค้าหมด', unitsReturned: 2 },
    });
    expect(await stockOf(ctx, products[0]?.id ?? 0)).toBe(5);
    const mine = await customer.client.get<Order>(`/api/orders/${order.id}`);
    expect(mine.body).toMatchObject({ orderRejected: true, rejectionReason: 'สินค้าหมด' });
  });
});

describe('GET /api/admin/transactions/summary', () => {
  it('counts the orders waiting for a decision and moves with each new order', async () => {
    const first = await sale.get<TransactionsSummary>(`${base}/summary`);
    expect(first.status).toBe(200);
    const [pending] = await ctx.handle.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.status, 'pending'));
    expect(typeof first.body.newOrders).toBe('number');
    expect(first.body.newOrders > 0).toBe(pending !== undefined);

    const { order } = await placedOrder(ctx);
    const after = await sale.get<TransactionsSummary>(`${base}/summary`);
    expect(after.body).toEqual({
      newOrders: first.body.newOrders + 1,
      latestOrderAt: order.createdAt,
    });

    await sale.post(`${base}/${order.id}/confirm`, { itemIds: await itemIdsOf(sale, order.id) });
    const decided = await sale.get<TransactionsSummary>(`${base}/summary`);
    expect(decided.body.newOrders).toBe(first.body.newOrders);
  });

  it('is for staff only', async () => {
    expect((await ctx.client().get(`${base}/summary`)).status).toBe(401);
    const { client } = await signedInCustomer(ctx);
    expect((await client.get(`${base}/summary`)).status).toBe(403);
  });
});
