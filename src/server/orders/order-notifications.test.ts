import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { transactionAnswerSchema } from '../../shared/contracts/admin-orders-answers.ts';
import { lineSettingsAnswerSchema } from '../../shared/contracts/notifications-answers.ts';
import { IDEMPOTENCY_HEADER } from '../../shared/contracts/orders.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import { slipAnswerSchema } from '../../shared/contracts/payments-answers.ts';
import type { PaymentMethod } from '../../shared/domain/order-lifecycle.ts';
import {
  type NotificationPayloads,
  type NotificationTemplate,
  notificationMessages,
} from '../../shared/notification-messages.ts';
import { itemIdsOf, staffClient } from '../../testing/admin-transactions.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { type SignedInCustomer, signedInCustomer } from '../../testing/customers.ts';
import { createProduct, type ProductOverrides } from '../../testing/factories/catalog.ts';
import { FakeLineServer } from '../../testing/fake-line-server.ts';
import { decidePayment, sendSlip, slipsFolder } from '../../testing/payments.ts';
import { freshTransferRef, slipPicture } from '../../testing/slip-pictures.ts';
import { lineLinks, lineSettings, notificationOutbox, transactions } from '../db/schema/index.ts';
import { enqueueNotification } from '../notifications/enqueue.ts';
import { deliverDueNotifications } from '../notifications/outbox-worker.ts';
import { expireOrder } from './order-decisions.service.ts';
import { makeMove } from './order-moves.ts';
import { lockOrder } from './order-store.ts';

const slips = slipsFolder();
const ctx = setupTestApp({ SLIPS_DIR: slips.dir });
const line = new FakeLineServer('line-token-for-order-messages-0123456789');
const OWNER = `U${'a'.repeat(32)}`;
const ORIGIN = 'https://shop.example';
let admin: TestClient;

beforeAll(async () => {
  await line.start();
  admin = (await staffClient(ctx, 'admin')).client;
  await expectAnswer(
    lineSettingsAnswerSchema,
    admin.api.admin.settings.line.$put({
      json: { channelAccessToken: line.token, channelSecret: '', shopRecipients: [OWNER] },
    }),
  );
});
afterAll(async () => {
  await line.stop();
});
beforeEach(async () => {
  await ctx.handle.db.delete(notificationOutbox);
  line.received.length = 0;
  line.delivered.length = 0;
});

type Customer = SignedInCustomer & { lineUserId: string | null };

/** A customer, with their LINE linked unless said. */
async function customer({ linked = true } = {}): Promise<Customer> {
  const signedIn = await signedInCustomer(ctx);
  if (!linked) return { ...signedIn, lineUserId: null };
  const lineUserId = `U${randomBytes(16).toString('hex')}`;
  await ctx.handle.db.insert(lineLinks).values({ userId: signedIn.user.id, lineUserId });
  return { ...signedIn, lineUserId };
}

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

/** The outbox, oldest first, as [template, recipient]; `clear` empties it for the next step. */
async function outbox({ clear = true } = {}) {
  const rows = await ctx.handle.db
    .select()
    .from(notificationOutbox)
    .orderBy(asc(notificationOutbox.id));
  if (clear) await ctx.handle.db.delete(notificationOutbox);
  return rows;
}
const sent = (rows: Awaited<ReturnType<typeof outbox>>) =>
  rows.map((row) => [row.template, row.recipient]);

async function slipInReview(who: Customer, orderId: string) {
  const res = sendSlip(who.client, orderId, await slipPicture({ transRef: freshTransferRef() }));
  await expectAnswer(slipAnswerSchema, res, 201);
}

async function confirm(orderId: string) {
  const itemIds = await itemIdsOf(admin, orderId);
  await expectAnswer(
    transactionAnswerSchema,
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
    await expectAnswer(
      transactionAnswerSchema,
      decidePayment(admin, placed.id, { decision: 'approve' }),
    );
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
    await expectAnswer(
      transactionAnswerSchema,
      decidePayment(admin, placed.id, { decision: 'approve' }),
    );
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
      transactionAnswerSchema,
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
      transactionAnswerSchema,
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
      transactionAnswerSchema,
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
      transactionAnswerSchema,
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
      transactionAnswerSchema,
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
      .update(transactions)
      .set({ paymentDueAt: new Date(now.getTime() - 1000) })
      .where(eq(transactions.id, placed.id));
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
      (await ctx.handle.db.select().from(transactions).where(eq(transactions.id, placed.id)))[0]
        ?.status,
    ).toBe('pending');
  });
});

/** One payload per template, as the moves write them. */
const SAMPLES: { [T in NotificationTemplate]: NotificationPayloads[T] } = {
  'shop.order_placed': {
    orderId: 'ORD1',
    firstName: 'สมชาย',
    amountDueSatang: 45_000,
    paymentMethod: 'promptpay',
  },
  'shop.slip_waiting': { orderId: 'ORD1', firstName: 'สมชาย', amountDueSatang: 45_000 },
  'shop.order_cancelled': { orderId: 'ORD1', firstName: 'สมชาย' },
  'shop.order_expired': { orderId: 'ORD1', firstName: 'สมชาย', amountDueSatang: 45_000 },
  'shop.low_stock': { productId: 7, name: 'ปุ๋ยเร่งดอก', unitsLeft: 19 },
  'customer.order_placed': {
    orderId: 'ORD1',
    amountDueSatang: 45_000,
    paymentMethod: 'promptpay',
    link: '/orders/ORD1/payment',
  },
  'customer.payment_approved': { orderId: 'ORD1', link: '/orders/ORD1' },
  'customer.slip_rejected': {
    orderId: 'ORD1',
    reason: 'ยอดเงินไม่ตรง',
    link: '/orders/ORD1/payment',
  },
  'customer.shipped': {
    orderId: 'ORD1',
    carrier: 'thailandpost',
    trackingNumber: 'EF582568151TH',
    link: 'https://track.thailandpost.co.th/?trackNumber=EF582568151TH',
  },
  'customer.delivered': { orderId: 'ORD1', link: '/orders/ORD1' },
  'customer.cancelled': { orderId: 'ORD1', by: 'staff', reason: 'สินค้าหมด', link: '/orders/ORD1' },
  'customer.reset_code': { code: '04817263', minutes: 30 },
  'customer.line_linked': { link: '/account/line' },
  'customer.line_unlinked': { link: '/account/line' },
};

/** What each text must say (beyond the order id), and its one link. */
const EXPECTED: Record<NotificationTemplate, { says: string[]; link: string | null }> = {
  'shop.order_placed': { says: ['คำสั่งซื้อใหม่', 'สมชาย', '450', 'พร้อมเพย์'], link: null },
  'shop.slip_waiting': { says: ['สลิปรอตรวจ', 'สมชาย', '450'], link: `${ORIGIN}/admin/payments` },
  'shop.order_cancelled': { says: ['ลูกค้ายกเลิก', 'สมชาย'], link: `${ORIGIN}/admin/transactions` },
  'shop.order_expired': { says: ['เลยเวลาชำระเงิน', '450'], link: `${ORIGIN}/admin/transactions` },
  'shop.low_stock': { says: ['ใกล้หมด', 'ปุ๋ยเร่งดอก', '19'], link: `${ORIGIN}/admin/products` },
  'customer.order_placed': {
    says: ['ได้รับคำสั่งซื้อ', '450', 'พร้อมเพย์'],
    link: `${ORIGIN}/orders/ORD1/payment`,
  },
  'customer.payment_approved': { says: ['ยืนยันการชำระเงิน'], link: `${ORIGIN}/orders/ORD1` },
  'customer.slip_rejected': {
    says: ['ไม่ผ่าน', 'ยอดเงินไม่ตรง'],
    link: `${ORIGIN}/orders/ORD1/payment`,
  },
  'customer.shipped': {
    says: ['จัดส่ง', 'ไปรษณีย์ไทย', 'EF582568151TH'],
    link: 'https://track.thailandpost.co.th/?trackNumber=EF582568151TH',
  },
  'customer.delivered': { says: ['ส่งถึงแล้ว'], link: `${ORIGIN}/orders/ORD1` },
  'customer.cancelled': { says: ['ถูกยกเลิก', 'ร้านค้า', 'สินค้าหมด'], link: `${ORIGIN}/orders/ORD1` },
  'customer.reset_code': { says: ['04817263', 'ใช้ได้ 30 นาที'], link: null },
  'customer.line_linked': {
    says: ['เชื่อมต่อ LINE นี้', 'ถ้าคุณไม่ได้ทำ'],
    link: `${ORIGIN}/account/line`,
  },
  'customer.line_unlinked': {
    says: ['ยกเลิกการเชื่อมต่อ LINE นี้', 'ถ้าคุณไม่ได้ทำ'],
    link: `${ORIGIN}/account/line`,
  },
};

describe('the worker renders every template', () => {
  it("pushes each template's short Thai text with its one link after PUBLIC_ORIGIN", async () => {
    const templates = Object.keys(notificationMessages) as NotificationTemplate[];
    expect(templates.sort()).toEqual(Object.keys(EXPECTED).sort());
    const buyer = await customer();
    await ctx.handle.db.transaction(async (tx) => {
      for (const template of templates) {
        const to = template.startsWith('shop.')
          ? ({ to: 'shop' } as const)
          : ({ to: 'customer', userId: buyer.user.id } as const);
        expect(await enqueueNotification(tx, to, template, SAMPLES[template] as never)).toBe(1);
      }
    });
    const round = await deliverDueNotifications(ctx.handle.db, {
      lineApiBase: line.url,
      publicOrigin: ORIGIN,
    });
    expect(round).toEqual({ sent: templates.length, retried: 0, failed: 0 });
    const rows = await outbox({ clear: false });
    for (const row of rows) {
      const push = line.delivered.find((one) => one.retryKey === row.retryKey);
      const text = push?.body.messages?.[0]?.text ?? '';
      const expected = EXPECTED[row.template as NotificationTemplate];
      expect(push?.body.to, row.template).toBe(
        row.template.startsWith('shop.') ? OWNER : buyer.lineUserId,
      );
      const aboutAnOrder = ![
        'shop.low_stock',
        'customer.reset_code',
        'customer.line_linked',
        'customer.line_unlinked',
      ].includes(row.template);
      if (aboutAnOrder) expect(text, row.template).toContain('ORD1');
      for (const words of expected.says) expect(text, row.template).toContain(words);
      const links = text.match(/https?:\/\/\S+/g) ?? [];
      expect(links, row.template).toEqual(expected.link ? [expected.link] : []);
      expect(text.length, row.template).toBeLessThanOrEqual(160);
      expect(text, row.template).not.toContain('undefined');
    }
  });

  it('fails a row of an unknown template with its error, and sends the rest', async () => {
    await ctx.handle.db
      .insert(notificationOutbox)
      .values({ channel: 'line', recipient: OWNER, template: 'shop.unheard_of', payload: {} });
    await ctx.handle.db.transaction((tx) =>
      enqueueNotification(tx, { to: 'shop' }, 'shop.low_stock', SAMPLES['shop.low_stock']),
    );
    const round = await deliverDueNotifications(ctx.handle.db, { lineApiBase: line.url });
    expect(round).toEqual({ sent: 1, retried: 0, failed: 1 });
    const rows = await outbox();
    expect(rows.map((row) => [row.template, row.status])).toEqual([
      ['shop.unheard_of', 'failed'],
      ['shop.low_stock', 'sent'],
    ]);
    expect(rows[0]?.lastError).toContain('shop.unheard_of');
    expect(line.delivered[0]?.body.messages?.[0]?.text).toContain(
      'http://localhost:3000/admin/products',
    );
  });
});
