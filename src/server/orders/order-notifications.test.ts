import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderAnswerSchema } from '../../shared/contracts/admin-orders-answers.ts';
import { IDEMPOTENCY_HEADER } from '../../shared/contracts/orders.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import { slipAnswerSchema } from '../../shared/contracts/payments-answers.ts';
import type { PaymentMethod } from '../../shared/domain/order-lifecycle.ts';
import { itemIdsOf } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { createProduct, type ProductOverrides } from '../../testing/factories/catalog.ts';
import { type Customer, OWNER, sent, shopOnLine } from '../../testing/line-messages.ts';
import { decidePayment, sendSlip, slipsFolder } from '../../testing/payments.ts';
import { freshTransferRef, slipPicture } from '../../testing/slip-pictures.ts';
import { signedInClient } from '../../testing/staff-session.ts';
import { lineSettings, notificationOutbox, orders } from '../db/schema/index.ts';
import { expireOrder } from './order-decisions.service.ts';
import { makeMove } from './order-moves.ts';
import { lockOrder } from './order-store.ts';

const slips = slipsFolder();
const ctx = setupTestApp({ SLIPS_DIR: slips.dir });
const { line, customer, outbox } = shopOnLine(ctx, 'line-token-for-order-messages-0123456789');
let admin: TestClient;

beforeAll(async () => {
  admin = await signedInClient(ctx, 'admin');
});

let keys = 0;
async function order(
  who: Customer,
  paymentMethod: PaymentMethod = 'cod',
  {
    product = {},
    productId,
    quantity = 1,
  }: {
    product?: ProductOverrides;
    productId?: number;
    quantity?: number;
  } = {},
) {
  const id = productId ?? (await createProduct(ctx.handle.db, product)).id;
  keys += 1;
  const res = who.client.api.orders.$post(
    { json: { items: [{ productId: id, quantity }], paymentMethod } },
    { headers: { [IDEMPOTENCY_HEADER]: `notify-test-${keys}-${Date.now()}` } },
  );
  return (await expectAnswer(placeOrderResponseSchema, res, 201)).order;
}

async function slipInReview(who: Customer, orderId: string) {
  const res = sendSlip(who.client, orderId, await slipPicture({ transRef: freshTransferRef() }));
  await expectAnswer(slipAnswerSchema, res, 201);
}

async function confirm(orderId: string) {
  const itemIds = await itemIdsOf(admin, orderId);
  await expectAnswer(
    orderAnswerSchema,
    admin.api.admin.transactions[':id'].confirm.$post({
      param: { id: orderId },
      json: { itemIds },
    }),
  );
}

const cancelOwn = (who: Customer, id: string) =>
  who.client.api.orders[':id'].cancel.$post({ param: { id } });

describe('placing an order', () => {
  it('tells the shop and the linked customer what to pay and where, with no phone or address', async () => {
    const buyer = await customer();
    const placed = await order(buyer, 'promptpay');
    const rows = await outbox();
    expect(sent(rows)).toEqual([
      ['shop.order_placed', OWNER],
      ['customer.order_placed', buyer.lineUserId],
    ]);
    expect(rows[1]?.channel).toBe('line');
    expect(rows[1]?.payload).toEqual({
      orderId: placed.id,
      amountDueSatang: Math.round(placed.amountDue * 100),
      paymentMethod: 'promptpay',
      link: `/orders/${placed.id}/payment`,
    });
    const everything = JSON.stringify(rows.map((row) => row.payload));
    expect(everything).not.toContain(buyer.user.phone);
    expect(everything).not.toContain(buyer.user.address);

    const cod = await order(buyer, 'cod');
    const [, toCustomer] = await outbox();
    expect(toCustomer?.payload).toMatchObject({ paymentMethod: 'cod', link: `/orders/${cod.id}` });
  });

  it('writes nothing to a customer who has not linked LINE', async () => {
    const stranger = await customer({ linked: false });
    const placed = await order(stranger, 'promptpay');
    expect(sent(await outbox())).toEqual([['shop.order_placed', OWNER]]);
    await slipInReview(stranger, placed.id);
    await outbox();
    await expectAnswer(orderAnswerSchema, decidePayment(admin, placed.id, { decision: 'approve' }));
    expect(await outbox()).toEqual([]);
  });

  it('writes nothing to a linked customer while the LINE channel has no token', async () => {
    const buyer = await customer();
    await ctx.handle.db.update(lineSettings).set({ channelAccessToken: '' });
    try {
      await order(buyer, 'promptpay');
    } finally {
      await ctx.handle.db.update(lineSettings).set({ channelAccessToken: line.token });
    }
    expect((await outbox()).map((row) => [row.channel, row.template])).toEqual([
      ['log', 'shop.order_placed'],
    ]);
  });

  it('warns the shop once when an order takes a product below 20, and not again while below', async () => {
    const buyer = await customer({ linked: false });
    const product = await createProduct(ctx.handle.db, { stockCount: 22, name: 'ปุ๋ยเร่งดอก' });
    const lowStock = async () =>
      (await outbox()).filter((row) => row.template === 'shop.low_stock');
    await order(buyer, 'cod', { productId: product.id, quantity: 2 });
    expect(await lowStock()).toEqual([]);
    await order(buyer, 'cod', { productId: product.id, quantity: 1 });
    const warned = await lowStock();
    expect(warned.map((row) => [row.recipient, row.payload])).toEqual([
      [
        OWNER,
        {
          productId: product.id,
          variantId: product.variantId,
          name: 'ปุ๋ยเร่งดอก',
          size: 'ขนาดเดียว',
          unitsLeft: 19,
        },
      ],
    ]);
    await order(buyer, 'cod', { productId: product.id, quantity: 1 });
    expect(await lowStock()).toEqual([]);
  });
});

describe("an order's moves", () => {
  it('a slip sent tells the shop; approved tells the customer', async () => {
    const buyer = await customer();
    const placed = await order(buyer, 'promptpay');
    await outbox();
    await slipInReview(buyer, placed.id);
    const waiting = await outbox();
    expect(sent(waiting)).toEqual([['shop.slip_waiting', OWNER]]);
    expect(waiting[0]?.payload).toEqual({
      orderId: placed.id,
      firstName: buyer.user.firstName,
      amountDueSatang: Math.round(placed.amountDue * 100),
    });
    await expectAnswer(orderAnswerSchema, decidePayment(admin, placed.id, { decision: 'approve' }));
    const approved = await outbox();
    expect(sent(approved)).toEqual([['customer.payment_approved', buyer.lineUserId]]);
    expect(approved[0]?.payload).toEqual({ orderId: placed.id, link: `/orders/${placed.id}` });
  });

  it('a rejected slip tells the customer why, with the payment page', async () => {
    const buyer = await customer();
    const placed = await order(buyer, 'bank_transfer');
    await slipInReview(buyer, placed.id);
    await outbox();
    await expectAnswer(
      orderAnswerSchema,
      decidePayment(admin, placed.id, { decision: 'reject', reason: 'ยอดเงินไม่ตรง' }),
    );
    const rows = await outbox();
    expect(sent(rows)).toEqual([['customer.slip_rejected', buyer.lineUserId]]);
    expect(rows[0]?.payload).toEqual({
      orderId: placed.id,
      reason: 'ยอดเงินไม่ตรง',
      link: `/orders/${placed.id}/payment`,
    });
  });

  it('shipping tells the customer the carrier and its tracking page; delivery tells them too', async () => {
    const buyer = await customer();
    const placed = await order(buyer, 'cod');
    await confirm(placed.id);
    expect(await outbox()).toHaveLength(2);
    await expectAnswer(
      orderAnswerSchema,
      admin.api.admin.transactions[':id'].shipment.$post({
        param: { id: placed.id },
        json: { carrier: 'thailandpost', trackingNumber: 'EF582568151TH' },
      }),
    );
    const shipped = await outbox();
    expect(sent(shipped)).toEqual([['customer.shipped', buyer.lineUserId]]);
    expect(shipped[0]?.payload).toEqual({
      orderId: placed.id,
      carrier: 'thailandpost',
      trackingNumber: 'EF582568151TH',
      link: 'https://track.thailandpost.co.th/?trackNumber=EF582568151TH',
    });
    // A corrected number is no second message.
    await expectAnswer(
      orderAnswerSchema,
      admin.api.admin.transactions[':id'].shipment.$post({
        param: { id: placed.id },
        json: { carrier: 'thailandpost', trackingNumber: 'EF582568165TH' },
      }),
    );
    expect(await outbox()).toEqual([]);
    await expectAnswer(
      placeOrderResponseSchema,
      buyer.client.api.orders[':id'].delivered.$post({ param: { id: placed.id } }),
    );
    expect(sent(await outbox())).toEqual([['customer.delivered', buyer.lineUserId]]);
  });

  it("a carrier without a tracking page links the customer's order", async () => {
    const buyer = await customer();
    const placed = await order(buyer, 'cod');
    await confirm(placed.id);
    await outbox();
    await expectAnswer(
      orderAnswerSchema,
      admin.api.admin.transactions[':id'].shipment.$post({
        param: { id: placed.id },
        json: { carrier: 'kerry', trackingNumber: 'KEX123456789' },
      }),
    );
    const [row] = await outbox();
    expect(row?.payload).toMatchObject({ carrier: 'kerry', link: `/orders/${placed.id}` });
  });

  it("the customer's cancel tells the shop and the customer", async () => {
    const buyer = await customer();
    const placed = await order(buyer, 'promptpay');
    await outbox();
    await expectAnswer(placeOrderResponseSchema, cancelOwn(buyer, placed.id));
    const rows = await outbox();
    expect(sent(rows)).toEqual([
      ['shop.order_cancelled', OWNER],
      ['customer.cancelled', buyer.lineUserId],
    ]);
    expect(rows[0]?.payload).toEqual({ orderId: placed.id, firstName: buyer.user.firstName });
    expect(rows[1]?.payload).toEqual({
      orderId: placed.id,
      by: 'customer',
      reason: null,
      link: `/orders/${placed.id}`,
    });
  });

  it('the shop refusing the order tells the customer, with the reason', async () => {
    const buyer = await customer();
    const placed = await order(buyer, 'cod');
    await outbox();
    const itemIds = await itemIdsOf(admin, placed.id);
    await expectAnswer(
      orderAnswerSchema,
      admin.api.admin.transactions[':id'].reject.$post({
        param: { id: placed.id },
        json: { itemIds, reason: 'สินค้าหมด' },
      }),
    );
    const rows = await outbox();
    expect(sent(rows)).toEqual([['customer.cancelled', buyer.lineUserId]]);
    expect(rows[0]?.payload).toMatchObject({ by: 'staff', reason: 'สินค้าหมด' });
  });

  it('an order expired unpaid tells the shop and the customer', async () => {
    const buyer = await customer();
    const placed = await order(buyer, 'promptpay');
    await outbox();
    const now = new Date();
    await ctx.handle.db
      .update(orders)
      .set({ paymentDueAt: new Date(now.getTime() - 1000) })
      .where(eq(orders.id, placed.id));
    expect(await expireOrder(ctx.handle.db, placed.id, now)).toBe(true);
    const rows = await outbox();
    expect(sent(rows)).toEqual([
      ['shop.order_expired', OWNER],
      ['customer.cancelled', buyer.lineUserId],
    ]);
    expect(rows[0]?.payload).toEqual({
      orderId: placed.id,
      firstName: buyer.user.firstName,
      amountDueSatang: Math.round(placed.amountDue * 100),
    });
    expect(rows[1]?.payload).toMatchObject({ by: 'timeout', reason: null });
  });

  it('a refused move (409) writes nothing', async () => {
    const buyer = await customer();
    const placed = await order(buyer, 'cod');
    await confirm(placed.id);
    await outbox();
    await refusal(cancelOwn(buyer, placed.id), 409, 'NOT_CANCELLABLE');
    await refusal(
      buyer.client.api.orders[':id'].delivered.$post({ param: { id: placed.id } }),
      409,
    );
    expect(await outbox()).toEqual([]);
  });

  it("writes the messages in the move's transaction: a rolled-back move leaves none", async () => {
    const buyer = await customer();
    const placed = await order(buyer, 'cod');
    await outbox();
    const inside = await ctx.handle.db
      .transaction(async (tx) => {
        const row = await lockOrder(tx, placed.id);
        await makeMove(tx, row, 'cancel', {
          party: 'customer',
          actor: { id: buyer.user.id, name: buyer.user.firstName },
        });
        const written = await tx.select().from(notificationOutbox);
        throw Object.assign(new Error('rolled back'), { written });
      })
      .catch((error: { written?: unknown[] }) => error.written);
    expect(inside).toHaveLength(2);
    expect(await outbox()).toEqual([]);
    expect(
      (await ctx.handle.db.select().from(orders).where(eq(orders.id, placed.id)))[0]?.status,
    ).toBe('pending');
  });
});
