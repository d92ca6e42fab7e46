import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminOrderDetailSchema,
  orderAnswerSchema,
} from '../../shared/contracts/admin-orders-answers.ts';
import { orderStateOf } from '../../shared/contracts/orders.ts';
import { orderSchema, placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import {
  decide,
  MOVE_NAMES,
  MOVES,
  type OrderState,
  placedState,
  STAGE_TIMESTAMP,
  stageShowsTime,
  WORKFLOW_STAGES,
} from '../../shared/domain/order-lifecycle.ts';
import {
  orderRow,
  placedOrder,
  shipOrder,
  staffClient,
  stockOf,
} from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import {
  EXPECTED,
  nextStage,
  SAMPLE_STATES,
  type SampleName,
  sampleNow,
} from '../../testing/order-lifecycle-samples.ts';
import { returnStock } from '../catalog/stock.ts';
import { orders, promotions } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import { giveBackCodeUse } from '../promotions/code-use.ts';
import { expireOrder } from './order-decisions.service.ts';
import { makeMove } from './order-moves.ts';
import { lockItems, lockOrder } from './order-store.ts';
import { SHOP_TIMER } from './order-trace.ts';

const ctx = setupTestApp();
const cancelOrder = (client: TestClient, id: string) =>
  client.api.orders[':id'].cancel.$post({ param: { id } });
const saysDelivered = (client: TestClient, id: string) =>
  client.api.orders[':id'].delivered.$post({ param: { id } });
const old = new Date('2026-11-20T00:00:00Z');

/** An order placed through checkout (2 units, a code), then put into a sample state. */
async function orderIn(sample: OrderState, code: string) {
  const {
    order,
    customer,
    products: made,
  } = await placedOrder(ctx, [{ quantity: 2 }], {
    discountCode: code,
  });
  const stamps = Object.fromEntries(
    WORKFLOW_STAGES.flatMap((stage) => {
      const name = STAGE_TIMESTAMP[stage];
      return name ? [[name, stageShowsTime(stage, sample.workflowStatus) ? old : null]] : [];
    }),
  );
  await ctx.handle.db.transaction(async (tx) => {
    if (sample.status === 'cancelled') {
      // A cancelled order has given back what it held.
      const items = await lockItems(tx, order.id);
      await returnStock(tx, [
        {
          productId: items[0]?.productId as number,
          variantId: items[0]?.variantId ?? null,
          quantity: 2,
        },
      ]);
      await giveBackCodeUse(tx, order.id);
    }
    await tx
      .update(orders)
      .set({ ...sample, ...stamps })
      .where(eq(orders.id, order.id));
  });
  return { order, customer, product: made[0] as { id: number } };
}

async function usesOf(code: string): Promise<number> {
  const [row] = await ctx.handle.db
    .select({ uses: promotions.currentUses })
    .from(promotions)
    .where(eq(promotions.discountCode, code));
  return row?.uses ?? -1;
}

/** Everything a move may touch: the order row, the product's stock and the code's uses. */
async function snapshot(orderId: string, productId: number, code: string) {
  const row = await orderRow(ctx, orderId);
  return { row, stock: await stockOf(ctx, productId), uses: await usesOf(code) };
}

describe('every move of the lifecycle table, from every kind of order, on the database', () => {
  for (const [name, sample] of Object.entries(SAMPLE_STATES) as [SampleName, OrderState][]) {
    it(`from ${name}`, async () => {
      const promotionCode = (await createPromotion(ctx.handle.db, { maxUses: 1000 })).discountCode;
      const staff = (await staffClient(ctx, 'sale')).user;
      for (const move of MOVE_NAMES) {
        const { order, customer, product } = await orderIn(sample, promotionCode);
        const party = MOVES[move].by[0];
        const actor =
          party === 'timer'
            ? SHOP_TIMER
            : party === 'customer'
              ? { id: customer.user.id, name: 'ลูกค้า' }
              : { id: staff.id, name: 'พนักงาน' };
        const before = await snapshot(order.id, product.id, promotionCode);
        const label = `${name} · ${move}`;
        const stage = nextStage(sample);
        let outcome: string;
        try {
          const applied = await ctx.handle.db.transaction(async (tx) => {
            const row = await lockOrder(tx, order.id);
            return makeMove(tx, row, move, {
              party,
              actor,
              stage,
              now: sampleNow,
              reason: 'ทดสอบ',
            });
          });
          outcome = applied ? 'apply' : 'noop';
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          expect(error.status, label).toBe(409);
          outcome = String(error.extra?.reason);
        }
        expect(outcome, label).toBe(EXPECTED[name][move]);

        const after = await snapshot(order.id, product.id, promotionCode);
        if (outcome !== 'apply') {
          expect(after, `${label}: nothing changes`).toEqual(before);
          continue;
        }
        const decision = decide(sample, move, party, { stage, now: sampleNow });
        if (decision.kind !== 'apply') throw new Error(label);
        expect(after.row, label).toMatchObject(decision.to);
        // Stage times: a stage after the current one never has one; a stage reached always does.
        for (const stageName of WORKFLOW_STAGES) {
          const column = STAGE_TIMESTAMP[stageName];
          if (!column || !after.row) continue;
          const shows = stageShowsTime(stageName, after.row.workflowStatus);
          expect(after.row[column] !== null, `${label}: ${column}`).toBe(shows);
        }
        const gives = decision.effects.includes('returnStock');
        const takes = decision.effects.includes('takeStock');
        expect(after.stock, `${label}: stock`).toBe(
          (before.stock ?? 0) + (gives ? 2 : 0) - (takes ? 2 : 0),
        );
        const usesBack = decision.effects.includes('returnCodeUse');
        const usesTaken = decision.effects.includes('takeCodeUse');
        expect(after.uses, `${label}: code uses`).toBe(
          before.uses - (usesBack ? 1 : 0) + (usesTaken ? 1 : 0),
        );
      }
    });
  }
});

describe('the customer’s own moves over HTTP', () => {
  it('cancels an unpaid order once, gives back stock and code, and refuses after the shop confirmed', async () => {
    const code = (await createPromotion(ctx.handle.db)).discountCode;
    const {
      order,
      customer,
      products: made,
    } = await placedOrder(ctx, [{ quantity: 3 }], {
      discountCode: code,
    });
    const productId = (made[0] as { id: number }).id;
    const stock = await stockOf(ctx, productId);
    const uses = await usesOf(code);

    const cancelled = await expectAnswer(
      placeOrderResponseSchema,
      cancelOrder(customer.client, order.id),
    );
    expect(cancelled.order).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
    expect(await stockOf(ctx, productId)).toBe((stock ?? 0) + 3);
    expect(await usesOf(code)).toBe(uses - 1);
    // A second click changes nothing.
    await expectAnswer(placeOrderResponseSchema, cancelOrder(customer.client, order.id));
    expect(await stockOf(ctx, productId)).toBe((stock ?? 0) + 3);

    const sale = (await staffClient(ctx, 'sale')).client;
    const second = await placedOrder(ctx);
    const param = { id: second.order.id };
    const { items } = await expectAnswer(
      adminOrderDetailSchema,
      sale.api.admin.transactions[':id'].$get({ param }),
    );
    const confirm = sale.api.admin.transactions[':id'].confirm.$post({
      param,
      json: { itemIds: items.map((item) => item.id) },
    });
    await expectAnswer(orderAnswerSchema, confirm);
    const refused = await refusal(cancelOrder(second.customer.client, second.order.id), 409);
    expect(refused.code).toBe('NOT_CANCELLABLE');
    expect(refused.message).toMatch(/ยกเลิกไม่ได้/);
  });

  it('answers 404 for someone else’s order and 401 without a session', async () => {
    const { order } = await placedOrder(ctx);
    const other = await placedOrder(ctx);
    expect((await cancelOrder(other.customer.client, order.id)).status).toBe(404);
    expect((await saysDelivered(other.customer.client, order.id)).status).toBe(404);
    expect((await cancelOrder(ctx.client(), order.id)).status).toBe(401);
    expect((await cancelOrder(other.customer.client, 'nonsense')).status).toBe(404);
    expect((await orderRow(ctx, order.id))?.status).toBe('pending');
  });

  it('says delivered only once the parcel has left the shop', async () => {
    const { order, customer } = await placedOrder(ctx);
    await refusal(saysDelivered(customer.client, order.id), 409);
    await shipOrder(ctx, order.id, { cod: true });
    const done = await expectAnswer(
      placeOrderResponseSchema,
      saysDelivered(customer.client, order.id),
    );
    expect(done.order).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect((await orderRow(ctx, order.id))?.deliveredAt).not.toBeNull();
  });

  it('lets staff mark a shipped order delivered, and refuses before', async () => {
    const sale = (await staffClient(ctx, 'sale')).client;
    const { order } = await placedOrder(ctx);
    const delivered = () =>
      sale.api.admin.transactions[':id'].delivered.$post({ param: { id: order.id } });
    await refusal(delivered(), 409);
    await shipOrder(ctx, order.id);
    const res = await expectAnswer(orderAnswerSchema, delivered());
    expect(res.transaction.status).toBe('delivered');
  });
});

describe('the shop’s timer', () => {
  it('cancels an unpaid PromptPay order past its time once, giving back stock and code; a paid one stays', async () => {
    const code = (await createPromotion(ctx.handle.db)).discountCode;
    const { order, products: made } = await placedOrder(ctx, [{ quantity: 4 }], {
      discountCode: code,
      paymentMethod: 'promptpay',
    });
    const productId = (made[0] as { id: number }).id;
    const due = new Date(Date.now() - 60_000);
    await ctx.handle.db.update(orders).set({ paymentDueAt: due }).where(eq(orders.id, order.id));
    const stock = await stockOf(ctx, productId);
    const uses = await usesOf(code);

    const [first, again] = await Promise.all([
      expireOrder(ctx.handle.db, order.id),
      expireOrder(ctx.handle.db, order.id),
    ]);
    expect([first, again].sort()).toEqual([false, true]);
    expect(await orderRow(ctx, order.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'timeout',
    });
    expect(await stockOf(ctx, productId)).toBe((stock ?? 0) + 4);
    expect(await usesOf(code)).toBe(uses - 1);

    const paid = await placedOrder(ctx, undefined, { paymentMethod: 'promptpay' });
    await ctx.handle.db
      .update(orders)
      .set({ paymentStatus: 'paid', paymentDueAt: due })
      .where(eq(orders.id, paid.order.id));
    expect(await expireOrder(ctx.handle.db, paid.order.id)).toBe(false);
    expect((await orderRow(ctx, paid.order.id))?.status).toBe('pending');
  });
});

describe('a new order', () => {
  it('starts in the lifecycle’s placed state, and checkout answers the row as saved', async () => {
    const { order, customer } = await placedOrder(ctx);
    expect(orderStateOf(order)).toEqual(placedState('cod'));
    const read = customer.client.api.orders[':id'].$get({ param: { id: order.id } });
    expect(await expectAnswer(orderSchema, read)).toEqual(order);
  });
});

describe('nothing sets a status outside the table', () => {
  it('the database refuses a cancelled order that does not say who cancelled it', async () => {
    const { order } = await placedOrder(ctx);
    await expect(
      ctx.handle.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id)),
    ).rejects.toThrow();
  });

  it('a manual order cannot be entered as shipped or delivered', async () => {
    const sale = (await staffClient(ctx, 'sale')).client;
    for (const status of ['shipped', 'delivered']) {
      // Sent raw: the manual order form has no such status, so the typed client cannot send it.
      const res = await sale.post('/api/admin/transactions', {
        username: 'ลูกค้าหน้าร้าน',
        totalAmount: 100,
        shippingAddress: 'อยุธยา',
        status,
      });
      expect(res.status, status).toBe(400);
    }
  });
});
