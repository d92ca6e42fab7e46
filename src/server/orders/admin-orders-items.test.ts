import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderAnswerSchema } from '../../shared/contracts/admin-orders-answers.ts';
import {
  historyOf,
  itemIdsOf,
  orderRow,
  placedOrder,
  stockOf,
} from '../../testing/admin-orders.ts';
import {
  customersOrder,
  editItems,
  moveTo,
  rejectItems,
  setupOrdersTestApp,
} from '../../testing/admin-orders-api.ts';
import { answer, expectAnswer, refusal } from '../../testing/api-client.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { orderItems, orders } from '../db/schema/index.ts';

const { ctx, staff } = setupOrdersTestApp();

describe('saved item edits', () => {
  it('recomputes lines, total, discount and net exactly in satang and moves the stock', async () => {
    const code = await createPromotion(ctx.handle.db, {
      discountType: 'percentage',
      discountValueHundredths: 1250,
    });
    const { order, products, customer } = await placedOrder(
      ctx,
      [
        { product: { price: 333.33, stockCount: 10 }, quantity: 3 },
        { product: { price: 1299.5, stockCount: 5, isEligibleForPromotion: false }, quantity: 1 },
      ],
      { discountCode: code.discountCode },
    );
    const [eligible, tool] = products;
    if (!eligible || !tool) throw new Error('two products');
    expect(order).toMatchObject({ totalAmount: 2299.49, discountValue: 125, netAmount: 2174.49 });
    const [lineA, lineB] = await itemIdsOf(staff.sale, order.id);
    if (lineA === undefined || lineB === undefined) throw new Error('two lines');

    const grown = await expectAnswer(
      orderAnswerSchema,
      editItems(staff.sale, order.id, [{ id: lineA, quantity: 7, cancelled: false }]),
    );
    expect(grown.transaction.items[0]).toMatchObject({ quantity: 7, totalPrice: 2333.31 });
    // 233331 eligible × 12.5 % = 29166.375 → 29166 satang; 233331 + 129950 = 363281.
    const row = await orderRow(ctx, order.id);
    expect(row).toMatchObject({
      totalAmountSatang: 363281,
      discountValueSatang: 29166,
      netAmountSatang: 334115,
    });
    expect(await stockOf(ctx, eligible.id)).toBe(3);

    const cancelled = await expectAnswer(
      orderAnswerSchema,
      editItems(staff.sale, order.id, [{ id: lineA, quantity: 7, cancelled: true }]),
    );
    expect(cancelled.transaction.items[0]).toMatchObject({ isCancelled: true });
    expect(await orderRow(ctx, order.id)).toMatchObject({
      totalAmountSatang: 129950,
      discountValueSatang: 0,
      netAmountSatang: 129950,
    });
    expect(await stockOf(ctx, eligible.id)).toBe(10);
    expect(await stockOf(ctx, tool.id)).toBe(4);

    // The customer's order no longer lists the cancelled line.
    const mine = await customersOrder(customer.client, order.id);
    expect(mine.items.map((item) => item.productId)).toEqual([tool.id]);
    expect(mine).toMatchObject({ totalAmount: 1299.5, netAmount: 1299.5 });

    // Restoring the line takes its units again.
    const restore = editItems(staff.sale, order.id, [
      { id: lineA, quantity: 1, cancelled: false },
      { id: lineB, quantity: 1, cancelled: false },
    ]);
    await expectAnswer(orderAnswerSchema, restore);
    expect(await stockOf(ctx, eligible.id)).toBe(9);
    // 33333 × 12.5 % = 4166.625 → 4167.
    expect(await orderRow(ctx, order.id)).toMatchObject({
      totalAmountSatang: 163283,
      discountValueSatang: 4167,
      netAmountSatang: 159116,
    });
    const history = await historyOf(ctx, order.id);
    expect(history.filter((entry) => entry.action === 'items')).toHaveLength(3);
  });

  it('re-caps a fixed discount at the new eligible subtotal', async () => {
    const code = await createPromotion(ctx.handle.db, {
      discountType: 'fixed',
      discountValueHundredths: 50000,
    });
    const { order } = await placedOrder(
      ctx,
      [
        { product: { price: 450 }, quantity: 2 },
        { product: { price: 100, isEligibleForPromotion: false }, quantity: 1 },
      ],
      { discountCode: code.discountCode },
    );
    expect(order).toMatchObject({ totalAmount: 1000, discountValue: 500, netAmount: 500 });
    const [line] = await itemIdsOf(staff.sale, order.id);
    if (line === undefined) throw new Error('a line');
    await answer(editItems(staff.sale, order.id, [{ id: line, quantity: 1, cancelled: false }]));
    expect(await orderRow(ctx, order.id)).toMatchObject({
      totalAmountSatang: 55000,
      discountValueSatang: 45000,
      netAmountSatang: 10000,
    });
  });

  it('refuses more than the stock (409 OUT_OF_STOCK) and changes nothing', async () => {
    const { order, products } = await placedOrder(ctx, [
      { product: { stockCount: 4, name: 'สารจับใบ บ้านเกาะ' }, quantity: 2 },
      { product: { stockCount: 9 }, quantity: 1 },
    ]);
    const [short, other] = products;
    if (!short || !other) throw new Error('two products');
    const [lineA, lineB] = await itemIdsOf(staff.sale, order.id);
    if (lineA === undefined || lineB === undefined) throw new Error('two lines');
    const res = editItems(staff.sale, order.id, [
      { id: lineB, quantity: 3, cancelled: false },
      { id: lineA, quantity: 5, cancelled: false },
    ]);
    expect(await refusal(res, 409)).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'สินค้ามีไม่พอ: สารจับใบ บ้านเกาะ',
      products: [{ productId: short.id, requested: 3, available: 2 }],
    });
    expect(await stockOf(ctx, short.id)).toBe(2);
    expect(await stockOf(ctx, other.id)).toBe(8);
    const lines = await ctx.handle.db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.transactionId, order.id));
    expect(lines.map((line) => line.quantity).sort()).toEqual([1, 2]);
    expect(await historyOf(ctx, order.id)).toHaveLength(0);
  });

  it('refuses quantity 0, foreign lines, cancelled orders and orders out for delivery', async () => {
    const { order } = await placedOrder(ctx);
    const [line] = await itemIdsOf(staff.sale, order.id);
    if (line === undefined) throw new Error('a line');
    const zero = await refusal(
      editItems(staff.sale, order.id, [{ id: line, quantity: 0, cancelled: false }]),
      400,
    );
    expect(zero.fields?.['items.0.quantity']).toBe('จำนวนต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 999');
    const foreign = editItems(staff.sale, order.id, [
      { id: 999_999, quantity: 1, cancelled: false },
    ]);
    await refusal(foreign, 400);

    for (const stage of ['received', 'payments'] as const) {
      await answer(moveTo(staff.sale, order.id, stage));
    }
    const atPayments = editItems(staff.sale, order.id, [
      { id: line, quantity: 1, cancelled: false },
    ]);
    await expectAnswer(orderAnswerSchema, atPayments);
    await answer(moveTo(staff.sale, order.id, 'delivery'));
    const atDelivery = await refusal(
      editItems(staff.sale, order.id, [{ id: line, quantity: 2, cancelled: false }]),
      409,
    );
    expect(atDelivery.message).toBe('Items can no longer change: delivery has started.');

    const rejected = await placedOrder(ctx);
    const ids = await itemIdsOf(staff.sale, rejected.order.id);
    const [firstId] = ids;
    if (firstId === undefined) throw new Error('a line');
    await answer(rejectItems(staff.sale, rejected.order.id, ids, 'สินค้าหมด'));
    const onRejected = editItems(staff.sale, rejected.order.id, [
      { id: firstId, quantity: 1, cancelled: false },
    ]);
    const onCancelled = await refusal(onRejected, 409);
    expect(onCancelled.message).toBe('Items can no longer change: the order is cancelled.');
  });

  it('says why the items of a paid order, or one whose slip waits, cannot change', async () => {
    const { order } = await placedOrder(ctx, [{ quantity: 2 }], { paymentMethod: 'promptpay' });
    const [line] = await itemIdsOf(staff.sale, order.id);
    if (line === undefined) throw new Error('a line');
    const edit = () =>
      editItems(staff.sale, order.id, [{ id: line, quantity: 1, cancelled: false }]);
    await ctx.handle.db
      .update(orders)
      .set({ paymentStatus: 'in_review' })
      .where(eq(orders.id, order.id));
    expect((await refusal(edit(), 409)).message).toBe(
      'Items cannot change while a payment slip waits for a decision: approve or reject the slip first.',
    );
    // Paid, still in the shop: not "cancelled or delivery has started", but paid.
    await ctx.handle.db
      .update(orders)
      .set({ paymentStatus: 'paid', status: 'confirmed', workflowStatus: 'payments' })
      .where(eq(orders.id, order.id));
    expect((await refusal(edit(), 409)).message).toBe(
      'Items can no longer change: the customer has paid for them, and the amount paid would no longer match.',
    );
  });
});
