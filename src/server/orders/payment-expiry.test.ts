import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../shared/contracts/orders-answers.ts';
import { historyOf, orderRow, placedOrder, stockOf } from '../../testing/admin-orders.ts';
import { expectAnswer, setupTestApp } from '../../testing/api-client.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { orders, promotions } from '../db/schema/index.ts';
import { expireDueOrders } from './payment-expiry.ts';

const ctx = setupTestApp();

async function usesOf(code: string): Promise<number> {
  const [row] = await ctx.handle.db
    .select({ uses: promotions.currentUses })
    .from(promotions)
    .where(eq(promotions.discountCode, code));
  return row?.uses ?? -1;
}

/** Moves an order's payment deadline, as time passing would. */
async function dueAt(id: string, at: Date) {
  await ctx.handle.db.update(orders).set({ paymentDueAt: at }).where(eq(orders.id, id));
}

describe('the payment expiry sweep', () => {
  it('cancels each unpaid order past its window once, giving back its stock and code use', async () => {
    const code = (await createPromotion(ctx.handle.db)).discountCode;
    const late = await placedOrder(ctx, [{ quantity: 3 }], {
      paymentMethod: 'promptpay',
      discountCode: code,
    });
    const lateTransfer = await placedOrder(ctx, [{ quantity: 1 }], {
      paymentMethod: 'bank_transfer',
    });
    const onTime = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'promptpay' });
    const cod = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'cod' });
    const past = new Date(Date.now() - 1000);
    await dueAt(late.order.id, past);
    await dueAt(lateTransfer.order.id, past);
    const productId = late.products[0]?.id ?? 0;
    const stock = await stockOf(ctx, productId);
    const uses = await usesOf(code);

    const [first, second] = await Promise.all([
      expireDueOrders(ctx.handle.db),
      expireDueOrders(ctx.handle.db),
    ]);
    // Both sweeps together cancel each due order once (one waits out the other, or skips).
    const again = await expireDueOrders(ctx.handle.db);
    expect(first + second).toBeGreaterThanOrEqual(2);
    expect(again).toBe(0);

    const answered = await expectAnswer(
      orderSchema,
      late.customer.client.api.orders[':id'].$get({ param: { id: late.order.id } }),
    );
    expect(answered).toMatchObject({ status: 'cancelled', cancelledBy: 'timeout' });
    expect((await orderRow(ctx, lateTransfer.order.id))?.cancelledBy).toBe('timeout');
    expect(await stockOf(ctx, productId)).toBe((stock ?? 0) + 3);
    expect(await usesOf(code)).toBe(uses - 1);
    expect((await historyOf(ctx, late.order.id)).filter((h) => h.action === 'expire')).toHaveLength(
      1,
    );
    expect((await orderRow(ctx, onTime.order.id))?.status).toBe('pending');
    expect((await orderRow(ctx, cod.order.id))?.status).toBe('pending');
  });

  it('leaves a paid order and an order whose slip waits for staff', async () => {
    const paid = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'promptpay' });
    const inReview = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'promptpay' });
    const past = new Date(Date.now() - 1000);
    await ctx.handle.db
      .update(orders)
      .set({ paymentStatus: 'paid', status: 'confirmed', paymentDueAt: past })
      .where(eq(orders.id, paid.order.id));
    await ctx.handle.db
      .update(orders)
      .set({ paymentStatus: 'in_review', paymentDueAt: past })
      .where(eq(orders.id, inReview.order.id));
    await expireDueOrders(ctx.handle.db);
    expect((await orderRow(ctx, paid.order.id))?.status).toBe('confirmed');
    expect((await orderRow(ctx, inReview.order.id))?.status).toBe('pending');
  });

  it('catches up after a pause: orders that fell due while nothing swept are cancelled at the next sweep', async () => {
    const a = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'promptpay' });
    const b = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'promptpay' });
    await dueAt(a.order.id, new Date(Date.now() - 3 * 3600_000));
    await dueAt(b.order.id, new Date(Date.now() - 60_000));
    expect(await expireDueOrders(ctx.handle.db)).toBeGreaterThanOrEqual(2);
    expect((await orderRow(ctx, a.order.id))?.cancelledBy).toBe('timeout');
    expect((await orderRow(ctx, b.order.id))?.cancelledBy).toBe('timeout');
  });
});
