import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyOf, orderRow, placedOrder, stockOf } from '../../testing/admin-orders.ts';
import { setupTestApp } from '../../testing/api-client.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { sendSlip, slipsFolder } from '../../testing/payments.ts';
import { slipPicture } from '../../testing/slip-pictures.ts';
import { orders, promotions } from '../db/schema/index.ts';
import { expireDueOrders } from '../orders/payment-expiry.ts';

/**
 * The shop's timer against the customer: the window ends as the customer sends a slip or cancels.
 * The order row is locked by whichever comes first and the lifecycle decides again for the
 * second, so there is one outcome, and stock and the code's use come back once.
 */
const slips = slipsFolder();
const ctx = setupTestApp({ SLIPS_DIR: slips.dir });
const ROUNDS = 4;

async function usesOf(code: string): Promise<number> {
  const [row] = await ctx.handle.db
    .select({ uses: promotions.currentUses })
    .from(promotions)
    .where(eq(promotions.discountCode, code));
  return row?.uses ?? -1;
}

/** A PromptPay order of 2 units with a code, its window just ended. */
async function dueOrder(code: string) {
  const placed = await placedOrder(ctx, [{ quantity: 2 }], {
    paymentMethod: 'promptpay',
    discountCode: code,
  });
  await ctx.handle.db
    .update(orders)
    .set({ paymentDueAt: new Date(Date.now() - 1000) })
    .where(eq(orders.id, placed.order.id));
  return placed;
}

describe('the payment window ends as the customer acts', () => {
  it('a slip sent as the timer sweeps: either the slip is taken or the order is cancelled, never both', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const code = (await createPromotion(ctx.handle.db)).discountCode;
      const { order, customer, products } = await dueOrder(code);
      const productId = products[0]?.id ?? 0;
      const stock = await stockOf(ctx, productId);
      const uses = await usesOf(code);
      const picture = await slipPicture();
      const [sent] = await Promise.all([
        sendSlip(customer.client, order.id, picture),
        expireDueOrders(ctx.handle.db),
      ]);
      const row = await orderRow(ctx, order.id);
      if (sent.status === 201) {
        expect(row).toMatchObject({ status: 'pending', paymentStatus: 'in_review' });
        expect(await stockOf(ctx, productId)).toBe(stock);
        expect(await usesOf(code)).toBe(uses);
      } else {
        expect(sent.status).toBe(409);
        expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'timeout' });
        expect(await stockOf(ctx, productId)).toBe((stock ?? 0) + 2);
        expect(await usesOf(code)).toBe(uses - 1);
      }
    }
  });

  it('a cancel as the timer sweeps: cancelled once, by one of them, stock and code back once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const code = (await createPromotion(ctx.handle.db)).discountCode;
      const { order, customer, products } = await dueOrder(code);
      const productId = products[0]?.id ?? 0;
      const stock = await stockOf(ctx, productId);
      const uses = await usesOf(code);
      const [cancelled] = await Promise.all([
        customer.client.api.orders[':id'].cancel.$post({ param: { id: order.id } }),
        expireDueOrders(ctx.handle.db),
      ]);
      const row = await orderRow(ctx, order.id);
      expect(row?.status).toBe('cancelled');
      // The customer's cancel answers 200 when it came first, 409 when the timer had.
      expect([200, 409]).toContain(cancelled.status);
      expect(await stockOf(ctx, productId)).toBe((stock ?? 0) + 2);
      expect(await usesOf(code)).toBe(uses - 1);
      const moves = (await historyOf(ctx, order.id)).filter(
        (entry) => entry.action === 'cancel' || entry.action === 'expire',
      );
      expect(moves).toHaveLength(1);
    }
  });
});
