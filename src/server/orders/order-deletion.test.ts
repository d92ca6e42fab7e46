import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { slipAnswerSchema } from '../../shared/contracts/payments-answers.ts';
import {
  itemIdsOf,
  orderRow,
  placedOrder,
  staffClient,
  stockOf,
} from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { decidePayment, prepaidOrder, sendSlip, slipsFolder } from '../../testing/payments.ts';
import { freshTransferRef, slipPicture } from '../../testing/slip-pictures.ts';
import { paymentSlips, promotions } from '../db/schema/index.ts';

const slips = slipsFolder();
const ctx = setupTestApp({ SLIPS_DIR: slips.dir });

const HAS_HISTORY = 'ลบคำสั่งซื้อนี้ไม่ได้ เพราะมีการชำระเงิน ส่งสลิป หรือส่งมอบให้ขนส่งแล้ว กรุณายกเลิกคำสั่งซื้อแทน';

let admin: TestClient;
let sale: TestClient;
beforeAll(async () => {
  admin = (await staffClient(ctx, 'admin')).client;
  sale = (await staffClient(ctx, 'sale')).client;
});

const remove = (id: string) => admin.api.admin.transactions[':id'].$delete({ param: { id } });

async function usesOf(promotionId: number) {
  const [row] = await ctx.handle.db
    .select({ currentUses: promotions.currentUses })
    .from(promotions)
    .where(eq(promotions.id, promotionId));
  return row?.currentUses;
}

async function slipsOf(orderId: string) {
  return ctx.handle.db
    .select({ storageKey: paymentSlips.storageKey })
    .from(paymentSlips)
    .where(eq(paymentSlips.transactionId, orderId));
}

/** Refused with the contract's code and the Thai reason; the order, its stock and slips stay. */
async function expectKept(id: string, productId: number) {
  const stockBefore = await stockOf(ctx, productId);
  const slipsBefore = await slipsOf(id);
  const refused = await refusal(remove(id), 409);
  expect(refused).toMatchObject({
    code: 'ORDER_HAS_HISTORY',
    message: HAS_HISTORY,
    reason: 'HAS_HISTORY',
  });
  expect(await orderRow(ctx, id)).toBeDefined();
  expect(await stockOf(ctx, productId)).toBe(stockBefore);
  expect(await slipsOf(id)).toEqual(slipsBefore);
  // Each slip's picture is still in the slips' store.
  for (const slip of slipsBefore) expect(slips.files()).toContain(slip.storageKey);
}

describe('DELETE /api/admin/transactions/:id: only an order without history', () => {
  it('deletes a fresh unpaid order: its stock and its code’s use come back, once', async () => {
    const promotion = await createPromotion(ctx.handle.db, { maxUses: 10 });
    const { order, products } = await placedOrder(
      ctx,
      [{ product: { stockCount: 8 }, quantity: 3 }],
      { paymentMethod: 'promptpay', discountCode: promotion.discountCode },
    );
    const productId = products[0]?.id ?? 0;
    expect(await stockOf(ctx, productId)).toBe(5);
    expect(await usesOf(promotion.id)).toBe(1);
    const files = slips.files().length;

    expect((await remove(order.id)).status).toBe(204);
    expect(await orderRow(ctx, order.id)).toBeUndefined();
    expect(await stockOf(ctx, productId)).toBe(8);
    expect(await usesOf(promotion.id)).toBe(0);
    expect(slips.files()).toHaveLength(files);
    await refusal(remove(order.id), 404, 'NOT_FOUND');
    expect(await stockOf(ctx, productId)).toBe(8);
  });

  it('gives nothing back for an order cancelled before (it gave its stock back then)', async () => {
    const { order, customer, products } = await placedOrder(
      ctx,
      [{ product: { stockCount: 8 }, quantity: 3 }],
      { paymentMethod: 'promptpay' },
    );
    const productId = products[0]?.id ?? 0;
    await customer.client.api.orders[':id'].cancel.$post({ param: { id: order.id } });
    expect(await stockOf(ctx, productId)).toBe(8);
    expect((await remove(order.id)).status).toBe(204);
    expect(await stockOf(ctx, productId)).toBe(8);
  });

  it('refuses an order given a slip, whatever became of the slip, and keeps the picture', async () => {
    const inReview = await prepaidOrder(ctx);
    await expectAnswer(
      slipAnswerSchema,
      sendSlip(
        inReview.customer.client,
        inReview.order.id,
        await slipPicture({ transRef: freshTransferRef() }),
      ),
      201,
    );
    await expectKept(inReview.order.id, inReview.products[0]?.id ?? 0);

    // Refused by staff: money may still have been sent.
    const refusedSlip = await decidePayment(admin, inReview.order.id, {
      decision: 'reject',
      reason: 'ยอดเงินไม่ตรง',
    });
    expect(refusedSlip.status).toBe(200);
    await expectKept(inReview.order.id, inReview.products[0]?.id ?? 0);

    // Cancelled by staff afterwards: still a slip on the books.
    const cancelled = await admin.api.admin.transactions[':id'].$put({
      param: { id: inReview.order.id },
      json: {
        username: inReview.order.phone,
        totalAmount: inReview.order.totalAmount,
        shippingAddress: inReview.order.address,
        status: 'cancelled',
      },
    });
    expect(cancelled.status).toBe(200);
    await expectKept(inReview.order.id, inReview.products[0]?.id ?? 0);
  });

  it('refuses a paid order', async () => {
    const paid = await prepaidOrder(ctx);
    const sent = sendSlip(
      paid.customer.client,
      paid.order.id,
      await slipPicture({ transRef: freshTransferRef() }),
    );
    await expectAnswer(slipAnswerSchema, sent, 201);
    expect((await decidePayment(admin, paid.order.id, { decision: 'approve' })).status).toBe(200);
    expect((await orderRow(ctx, paid.order.id))?.paymentStatus).toBe('paid');
    await expectKept(paid.order.id, paid.products[0]?.id ?? 0);
  });

  it('refuses an order handed to a carrier', async () => {
    const shipped = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'cod' });
    const one = sale.api.admin.transactions[':id'];
    const param = { id: shipped.order.id };
    await one.confirm.$post({ param, json: { itemIds: await itemIdsOf(sale, shipped.order.id) } });
    const handed = await one.shipment.$post({
      param,
      json: { carrier: 'thailandpost', trackingNumber: 'EF582568151TH' },
    });
    expect(handed.status).toBe(200);
    await expectKept(shipped.order.id, shipped.products[0]?.id ?? 0);
  });

  it('leaves no slip picture behind when a slip and the delete cross', async () => {
    const { order, customer } = await prepaidOrder(ctx);
    const before = slips.files().length;
    const picture = await slipPicture({ transRef: freshTransferRef() });
    const [slip, deleted] = await Promise.all([
      sendSlip(customer.client, order.id, picture),
      remove(order.id),
    ]);
    if (deleted.status === 204) {
      // The order went first: the slip found no order and took its picture back.
      expect(slip.status).toBe(404);
      expect(await orderRow(ctx, order.id)).toBeUndefined();
      expect(slips.files()).toHaveLength(before);
    } else {
      // The slip went first: the order keeps it, and its picture.
      expect(slip.status).toBe(201);
      expect(deleted.status).toBe(409);
      expect(slips.files()).toHaveLength(before + 1);
    }
  });
});
