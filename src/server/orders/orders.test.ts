import type { PGlite } from '@electric-sql/pglite';
import { count, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER, type PlaceOrderRequest } from '../../shared/contracts/orders.ts';
import {
  orderPageSchema,
  orderSchema,
  placeOrderResponseSchema,
} from '../../shared/contracts/orders-answers.ts';
import {
  answer,
  expectAnswer,
  refusal,
  setupTestApp,
  TestClient,
} from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct, setSizes } from '../../testing/factories/catalog.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { createApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import {
  analyticsEvents,
  notificationOutbox,
  products,
  promotionRedemptions,
  promotions,
  sessions,
  transactionItems,
  transactions,
  users,
} from '../db/schema/index.ts';
import { logger } from '../logger.ts';

const ctx = setupTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

async function stockOf(productId: number) {
  const [row] = await ctx.handle.db
    .select({ stockCount: products.stockCount })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stockCount;
}

async function usesOf(promotionId: number) {
  const [row] = await ctx.handle.db
    .select({ currentUses: promotions.currentUses })
    .from(promotions)
    .where(eq(promotions.id, promotionId));
  return row?.currentUses;
}

async function ordersOf(userId: string) {
  return ctx.handle.db.select().from(transactions).where(eq(transactions.userId, userId));
}

/** `POST /api/orders` through the typed client, with an Idempotency-Key when given. */
function placeOrder(client: TestClient, json: PlaceOrderRequest, key?: string) {
  return client.api.orders.$post({ json }, key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {});
}

/** An order placed: 201, the answer checked against the contract; answers the order. */
async function placed(client: TestClient, json: PlaceOrderRequest, key?: string) {
  return (await expectAnswer(placeOrderResponseSchema, placeOrder(client, json, key), 201)).order;
}

async function eventsFor(orderId: string) {
  const rows = await ctx.handle.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.eventType, 'transaction'));
  return rows.filter((row) => row.details.transaction_id === orderId);
}

describe('POST /api/orders', () => {
  it('saves the order with database prices, copies the customer, takes stock and records the event', async () => {
    const { client, user } = await signedInCustomer(ctx, {
      firstName: 'มานี',
      lastName: 'รักนา',
      address: '99 หมู่ 1 ต.ท่าวาสุกรี อ.พระนครศรีอยุธยา',
    });
    const seed = await createProduct(ctx.handle.db, {
      name: 'เมล็ดข้าว กข85',
      price: 450,
      stockCount: 10,
    });
    const tool = await createProduct(ctx.handle.db, {
      name: 'ถังพ่นยา 16 ลิตร',
      price: 1299.5,
      stockCount: 4,
      isEligibleForPromotion: false,
    });

    // Sent raw: a client's prices and totals are not part of the request, and are ignored.
    const res = await client.post(
      '/api/orders',
      {
        items: [
          { productId: seed.id, quantity: 2, price: 1, pricePerUnit: 1 },
          { productId: tool.id, quantity: 1, totalPrice: 0 },
        ],
        totalAmount: 1,
        netAmount: 1,
      },
      { headers: { 'Idempotency-Key': 'first-order-key' } },
    );

    expect(res.status).toBe(201);
    const { order } = placeOrderResponseSchema.parse(res.body);
    expect(order.id).toMatch(/^TXN\d{13,}$/);
    expect(order).toMatchObject({
      userId: user.id,
      firstName: 'มานี',
      lastName: 'รักนา',
      phone: user.phone,
      address: '99 หมู่ 1 ต.ท่าวาสุกรี อ.พระนครศรีอยุธยา',
      items: [
        {
          productId: seed.id,
          productName: 'เมล็ดข้าว กข85',
          quantity: 2,
          pricePerUnit: 450,
          totalPrice: 900,
        },
        {
          productId: tool.id,
          productName: 'ถังพ่นยา 16 ลิตร',
          quantity: 1,
          pricePerUnit: 1299.5,
          totalPrice: 1299.5,
        },
      ],
      totalAmount: 2199.5,
      discountCode: null,
      discountValue: 0,
      netAmount: 2199.5,
      status: 'pending',
      workflowStatus: 'orders',
      orderRejected: false,
      rejectionReason: null,
      orderReceivedAt: null,
      paymentConfirmedAt: null,
      deliveryStartedAt: null,
      courierAssignedAt: null,
    });
    expect(Date.parse(order.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await stockOf(seed.id)).toBe(8);
    expect(await stockOf(tool.id)).toBe(3);

    const [stored] = await ordersOf(user.id);
    expect(stored).toMatchObject({
      username: user.phone,
      channel: 'website',
      totalAmountSatang: 219950,
    });
    const events = await eventsFor(order.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      userId: user.id,
      userName: 'มานี รักนา',
      channel: 'website',
      amountSatang: 219950,
      details: { transaction_id: order.id, products: 2 },
    });
  });

  it('applies the code to eligible lines only, redeems it with the order id, and ships elsewhere on request', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { price: 333.33 });
    const tool = await createProduct(ctx.handle.db, { price: 500, isEligibleForPromotion: false });
    const promotion = await createPromotion(ctx.handle.db, {
      discountType: 'percentage',
      discountValueHundredths: 1250,
    });
    const order = await placed(client, {
      items: [
        { productId: seed.id, quantity: 3 },
        { productId: tool.id, quantity: 1 },
      ],
      discountCode: promotion.discountCode.toLowerCase(),
      shippingAddress: '  ไร่ลุงชม ต.บางปะหัน  ',
    });
    // 12.5 % of ฿999.99 = 12499.875 satang → ฿125.00 (half-up); the tool is not eligible.
    expect(order).toMatchObject({
      totalAmount: 1499.99,
      discountCode: promotion.discountCode,
      discountValue: 125,
      netAmount: 1374.99,
      address: 'ไร่ลุงชม ต.บางปะหัน',
    });
    const [redemption] = await ctx.handle.db
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, promotion.id));
    expect(redemption).toMatchObject({ userId: user.id, transactionId: order.id });
    expect(await usesOf(promotion.id)).toBe(1);
    const [event] = await eventsFor(order.id);
    expect(event?.amountSatang).toBe(137499);
  });

  it('caps a fixed discount at the eligible subtotal', async () => {
    const { client } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { price: 120 });
    const promotion = await createPromotion(ctx.handle.db, {
      discountType: 'fixed',
      discountValueHundredths: 20000,
    });
    const order = await placed(client, {
      items: [{ productId: seed.id, quantity: 1 }],
      discountCode: promotion.discountCode,
    });
    expect(order).toMatchObject({ totalAmount: 120, discountValue: 120, netAmount: 0 });
  });

  it('answers 401 to a visitor and saves nothing', async () => {
    const seed = await createProduct(ctx.handle.db, { stockCount: 5 });
    await refusal(
      placeOrder(ctx.client(), { items: [{ productId: seed.id, quantity: 1 }] }),
      401,
      'UNAUTHENTICATED',
    );
    expect(await stockOf(seed.id)).toBe(5);
  });

  it.each([
    ['an empty cart', { items: [] }, 'items', 'ตะกร้าสินค้าว่างเปล่า'],
    ['no items at all', {}, 'items', undefined],
    ['quantity 0', { items: [{ productId: 0, quantity: 0 }] }, 'items.0.quantity', undefined],
    ['quantity -2', { items: [{ productId: 0, quantity: -2 }] }, 'items.0.quantity', undefined],
    ['quantity 1000', { items: [{ productId: 0, quantity: 1000 }] }, 'items.0.quantity', undefined],
    ['quantity 2.5', { items: [{ productId: 0, quantity: 2.5 }] }, 'items.0.quantity', undefined],
    ['quantity "3"', { items: [{ productId: 0, quantity: '3' }] }, 'items.0.quantity', undefined],
    [
      'a product twice',
      {
        items: [
          { productId: 0, quantity: 1 },
          { productId: 0, quantity: 1 },
        ],
      },
      'items.1.productId',
      'สินค้าซ้ำกันในตะกร้า',
    ],
    [
      '101 lines',
      { items: Array.from({ length: 101 }, (_, index) => ({ productId: index + 1, quantity: 1 })) },
      'items',
      'สินค้าในตะกร้าได้ไม่เกิน 100 รายการ',
    ],
    [
      'an address over 500 characters',
      { items: [{ productId: 0, quantity: 1 }], shippingAddress: 'ก'.repeat(501) },
      'shippingAddress',
      undefined,
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, body, field, message) => {
    // Sent raw through the untyped request: these bodies are wrong on purpose.
    const { client, user } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { stockCount: 5 });
    const withIds = JSON.parse(
      JSON.stringify(body).replaceAll('"productId":0', `"productId":${seed.id}`),
    );
    const res = await client.post('/api/orders', withIds);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.fields).toHaveProperty([field]);
    if (message) expect(res.body.error.fields[field]).toBe(message);
    expect(await stockOf(seed.id)).toBe(5);
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it('refuses an unknown product with 400 naming the line, and takes no stock from the others', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { stockCount: 5 });
    const error = await refusal(
      placeOrder(client, {
        items: [
          { productId: seed.id, quantity: 1 },
          { productId: 99_999_999, quantity: 1 },
        ],
      }),
      400,
      'VALIDATION',
    );
    expect(error.fields).toEqual({ 'items.1.productId': 'ไม่พบสินค้านี้' });
    expect(await stockOf(seed.id)).toBe(5);
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it('refuses more than the stock with 409 OUT_OF_STOCK naming the products short; nothing is saved', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const plenty = await createProduct(ctx.handle.db, { stockCount: 50 });
    const few = await createProduct(ctx.handle.db, { name: 'สารจับใบ ใบเขียว', stockCount: 2 });
    const none = await createProduct(ctx.handle.db, { name: 'ฮอร์โมนรวงทอง', stockCount: 0 });
    const promotion = await createPromotion(ctx.handle.db);
    const error = await refusal(
      placeOrder(client, {
        items: [
          { productId: plenty.id, quantity: 5 },
          { productId: few.id, quantity: 3 },
          { productId: none.id, quantity: 1 },
        ],
        discountCode: promotion.discountCode,
      }),
      409,
    );
    expect(error).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'สินค้ามีไม่พอ: สารจับใบ ใบเขียว, ฮอร์โมนรวงทอง',
      products: [
        {
          productId: few.id,
          variantId: few.variantId,
          name: 'สารจับใบ ใบเขียว',
          requested: 3,
          available: 2,
        },
        {
          productId: none.id,
          variantId: none.variantId,
          name: 'ฮอร์โมนรวงทอง',
          requested: 1,
          available: 0,
        },
      ],
    });
    expect(await stockOf(plenty.id)).toBe(50);
    expect(await stockOf(few.id)).toBe(2);
    expect(await ordersOf(user.id)).toHaveLength(0);
    const [uses] = await ctx.handle.db
      .select({ n: count() })
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, promotion.id));
    expect(uses?.n).toBe(0);
  });

  it('treats a product switched out of stock as having none', async () => {
    const { client } = await signedInCustomer(ctx);
    const off = await createProduct(ctx.handle.db, { stockCount: 40, inStock: false });
    const error = await refusal(
      placeOrder(client, { items: [{ productId: off.id, quantity: 1 }] }),
      409,
      'OUT_OF_STOCK',
    );
    expect(error.products).toEqual([expect.objectContaining({ available: 0 })]);
    expect(await stockOf(off.id)).toBe(40);
  });

  it.each([
    ['NOT_FOUND', 'โค้ดส่วนลดไม่ถูกต้อง', null],
    ['INACTIVE', 'โปรโมชันนี้ยังไม่เปิดใช้งาน', { isActive: false }],
    ['MAX_USES_REACHED', 'โค้ดส่วนลดนี้ถูกใช้ครบจำนวนแล้ว', { maxUses: 3, currentUses: 3 }],
    ['EXPIRED', 'โปรโมชันนี้หมดอายุแล้ว', { endDate: new Date(Date.now() - 1000) }],
    ['NOT_STARTED', 'โปรโมชันนี้ยังไม่เริ่ม', { startDate: new Date(Date.now() + 3_600_000) }],
  ] as const)(
    'refuses a code that is %s with 409 DISCOUNT_INVALID; stock stays',
    async (reason, message, overrides) => {
      const { client, user } = await signedInCustomer(ctx);
      const seed = await createProduct(ctx.handle.db, { stockCount: 5 });
      const code = overrides
        ? (await createPromotion(ctx.handle.db, overrides)).discountCode
        : 'GONE99';
      const error = await refusal(
        placeOrder(client, { items: [{ productId: seed.id, quantity: 1 }], discountCode: code }),
        409,
      );
      expect(error).toEqual({ code: 'DISCOUNT_INVALID', message, reason });
      expect(await stockOf(seed.id)).toBe(5);
      expect(await ordersOf(user.id)).toHaveLength(0);
    },
  );

  it('refuses a code on a cart with nothing eligible', async () => {
    const { client } = await signedInCustomer(ctx);
    const tool = await createProduct(ctx.handle.db, { isEligibleForPromotion: false });
    const error = await refusal(
      placeOrder(client, { items: [{ productId: tool.id, quantity: 1 }], discountCode: 'FARM10' }),
      409,
    );
    expect(error).toMatchObject({
      reason: 'NO_ELIGIBLE_ITEMS',
      message: 'ไม่มีสินค้าที่ร่วมรายการในตะกร้า',
    });
  });

  it('lets a customer use a code once: the second order with it is refused', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { stockCount: 10 });
    const promotion = await createPromotion(ctx.handle.db);
    const body = {
      items: [{ productId: seed.id, quantity: 1 }],
      discountCode: promotion.discountCode,
    };
    await placed(client, body);
    const second = await refusal(placeOrder(client, body), 409);
    expect(second).toMatchObject({
      code: 'DISCOUNT_INVALID',
      reason: 'ALREADY_REDEEMED',
      message: 'คุณเคยใช้โค้ดส่วนลดนี้ไปแล้ว',
    });
    expect(await stockOf(seed.id)).toBe(9);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('needs an address: the member has none and none is given → 400', async () => {
    const { client } = await signedInCustomer(ctx, { address: '' });
    const seed = await createProduct(ctx.handle.db);
    const items = [{ productId: seed.id, quantity: 1 }];
    const error = await refusal(placeOrder(client, { items }), 400, 'VALIDATION');
    expect(error.fields?.shippingAddress).toBe('กรุณาระบุที่อยู่จัดส่ง');
    const shipped = await placed(client, { items, shippingAddress: 'ตลาดหัวรอ' });
    expect(shipped.address).toBe('ตลาดหัวรอ');
  });

  it('returns the first order for a repeated Idempotency-Key and creates nothing new', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { stockCount: 10 });
    const body = { items: [{ productId: seed.id, quantity: 2 }] };
    const first = await placed(client, body, 'c0ffee-1234');
    const again = await placeOrder(client, body, 'c0ffee-1234');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await expectAnswer(placeOrderResponseSchema, again, 200)).order).toEqual(first);
    expect(await stockOf(seed.id)).toBe(8);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('keeps keys per customer: another customer with the same key gets an order of their own', async () => {
    const a = await signedInCustomer(ctx);
    const b = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { stockCount: 10 });
    const body = { items: [{ productId: seed.id, quantity: 1 }] };
    const first = await placed(a.client, body, 'shared-key');
    const second = await placed(b.client, body, 'shared-key');
    expect(second.id).not.toBe(first.id);
    expect(await stockOf(seed.id)).toBe(8);
  });

  it('refuses a malformed Idempotency-Key with 400', async () => {
    const { client } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db);
    // Sent raw: these headers are wrong on purpose (fetch itself refuses a non-ASCII one).
    for (const key of ['x'.repeat(101), 'has space', 'café']) {
      const res = await client.post(
        '/api/orders',
        { items: [{ productId: seed.id, quantity: 1 }] },
        { headers: { 'Idempotency-Key': key } },
      );
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toHaveProperty(['Idempotency-Key']);
    }
  });

  it('gives orders placed in the same millisecond different ids', async () => {
    const { client } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { stockCount: 10 });
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2031, 0, 1));
    const orders = await Promise.all(
      [1, 2, 3].map(() => placed(client, { items: [{ productId: seed.id, quantity: 1 }] })),
    );
    const ids = orders.map((order) => order.id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^TXN\d+$/);
  });

  it('bumps the number when another server already took it', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db);
    const taken = Date.UTC(2032, 5, 1);
    const other = {
      userId: user.id,
      username: user.phone,
      firstName: 'อื่น',
      lastName: 'อื่น',
      phone: user.phone,
      address: 'อื่น',
      totalAmountSatang: 100,
      netAmountSatang: 100,
    };
    await ctx.handle.db.insert(transactions).values([
      { ...other, id: `TXN${taken}` },
      { ...other, id: `TXN${taken + 1}` },
    ]);
    vi.spyOn(Date, 'now').mockReturnValue(taken);
    const order = await placed(client, { items: [{ productId: seed.id, quantity: 1 }] });
    expect(order.id).toBe(`TXN${taken + 2}`);
  });
});

describe('which check answers first', () => {
  it('checkout: the cookie (401), then the Idempotency-Key (400), then the body', async () => {
    // Sent raw: malformed JSON and a malformed key on purpose.
    const broken = { rawBody: '{"items":' };
    const visitor = await ctx.client().request('POST', '/api/orders', {
      ...broken,
      headers: { 'Idempotency-Key': 'has space' },
    });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe('UNAUTHENTICATED');

    const { client } = await signedInCustomer(ctx);
    const badKey = await client.request('POST', '/api/orders', {
      ...broken,
      headers: { 'Idempotency-Key': 'has space' },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.error.fields).toHaveProperty(['Idempotency-Key']);

    const badBody = await client.request('POST', '/api/orders', {
      ...broken,
      headers: { 'Idempotency-Key': 'a-good-key' },
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body.error.message).toBe('Malformed JSON body');
  });

  it("a customer's orders: the session (401), then the id (404) or the page (400)", async () => {
    const visitor = ctx.client();
    const cancel = (client: TestClient) =>
      client.api.orders[':id'].cancel.$post({ param: { id: 'not-an-order' } });
    expect((await visitor.api.orders.$get({ query: { page: 0 } })).status).toBe(401);
    expect((await cancel(visitor)).status).toBe(401);
    const { client } = await signedInCustomer(ctx);
    await refusal(client.api.orders.$get({ query: { page: 0 } }), 400);
    const unknown = await refusal(cancel(client), 404);
    expect(unknown.message).toBe('ไม่พบคำสั่งซื้อนี้');
  });
});

describe("the shop's message", () => {
  it('is in the outbox once for a committed order, and not for a refused one', async () => {
    const { client } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { stockCount: 1 });
    const items = [{ productId: seed.id, quantity: 1 }];
    const order = await placed(client, { items });
    await refusal(placeOrder(client, { items }), 409, 'OUT_OF_STOCK');
    const messages = await ctx.handle.db
      .select({ template: notificationOutbox.template })
      .from(notificationOutbox)
      .where(sql`${notificationOutbox.payload}->>'orderId' = ${order.id}`);
    expect(messages).toEqual([{ template: 'shop.order_placed' }]);
  });
});

describe('GET /api/orders and /api/orders/:id', () => {
  it('lists only the caller’s own orders, newest first, each with its items', async () => {
    const me = await signedInCustomer(ctx);
    const someoneElse = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { price: 100 });
    const tool = await createProduct(ctx.handle.db, { price: 250 });
    const first = await placed(me.client, { items: [{ productId: seed.id, quantity: 1 }] });
    const second = await placed(me.client, {
      items: [
        { productId: tool.id, quantity: 2 },
        { productId: seed.id, quantity: 1 },
      ],
    });
    await placed(someoneElse.client, { items: [{ productId: seed.id, quantity: 1 }] });

    const mine = await expectAnswer(orderPageSchema, me.client.api.orders.$get({ query: {} }));
    expect(mine).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(mine.items.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(mine.items[0]?.items.map((item) => item.productId)).toEqual([tool.id, seed.id]);
    expect(mine.items[0]).toEqual(second);

    const paged = await answer(me.client.api.orders.$get({ query: { page: 2, pageSize: 1 } }));
    expect(paged.items.map((order) => order.id)).toEqual([first.id]);
  });

  it('shows one own order, and answers 404 for another customer’s or an unknown id', async () => {
    const me = await signedInCustomer(ctx);
    const other = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db);
    const mine = await placed(me.client, { items: [{ productId: seed.id, quantity: 1 }] });
    const own = me.client.api.orders[':id'].$get({ param: { id: mine.id } });
    expect(await expectAnswer(orderSchema, own)).toEqual(mine);

    const theirs = other.client.api.orders[':id'].$get({ param: { id: mine.id } });
    expect(await refusal(theirs, 404)).toEqual({ code: 'NOT_FOUND', message: 'ไม่พบคำสั่งซื้อนี้' });
    for (const id of ['TXN0', '9'.repeat(40)]) {
      await refusal(me.client.api.orders[':id'].$get({ param: { id } }), 404, 'NOT_FOUND');
    }
  });

  it('answers 401 to a visitor', async () => {
    await refusal(ctx.client().api.orders.$get({ query: {} }), 401, 'UNAUTHENTICATED');
    const one = ctx.client().api.orders[':id'].$get({ param: { id: 'TXN1' } });
    await refusal(one, 401, 'UNAUTHENTICATED');
  });
});

describe('what changes between pricing and saving', () => {
  /**
   * The shop over a database connection that runs `change` just before each `place_order` call
   * reaches the database (the moment between reading the prices and saving), as if the owner
   * edited at that instant. The hook sits at the driver, below every query the shop builds.
   */
  async function shopWhere(change: () => Promise<unknown>, times: number) {
    let left = times;
    const driver = (ctx.handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
    const hooked = new Proxy(driver, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property !== 'query') return typeof value === 'function' ? value.bind(target) : value;
        return async (...args: [string | { text: string }, ...unknown[]]) => {
          const text = typeof args[0] === 'string' ? args[0] : args[0].text;
          if (left > 0 && text.includes('place_order(')) {
            left -= 1;
            await change();
          }
          return (value as (...query: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const { db } =
      ctx.handle.kind === 'postgres'
        ? await openDatabase({ kind: 'postgres', pool: hooked as pg.Pool })
        : await openDatabase({ kind: 'pglite', client: hooked as PGlite });
    const app = createApp({
      db,
      dbKind: ctx.handle.kind,
      config: parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    });
    const { client: signed, user } = await signedInCustomer(ctx);
    const client = new TestClient(app);
    client.cookie = signed.cookie;
    return { client, user };
  }

  const setPrice = (productId: number, satang: number) => () =>
    setSizes(ctx.handle.db, productId, { priceSatang: satang });
  const setPromotion =
    (promotionId: number, values: Partial<typeof promotions.$inferInsert>) => () =>
      ctx.handle.db.update(promotions).set(values).where(eq(promotions.id, promotionId));

  it('a price changed meanwhile: the cart is priced again and the order carries the new price', async () => {
    const seed = await createProduct(ctx.handle.db, { price: 100, stockCount: 5 });
    const { client, user } = await shopWhere(setPrice(seed.id, 12_550), 1);
    const order = await placed(client, { items: [{ productId: seed.id, quantity: 2 }] });
    expect(order.items[0]).toMatchObject({ pricePerUnit: 125.5, totalPrice: 251 });
    expect(order.netAmount).toBe(251);
    expect(await stockOf(seed.id)).toBe(3);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('a price that keeps changing: 409 with the retry message, nothing saved', async () => {
    const seed = await createProduct(ctx.handle.db, { price: 100, stockCount: 5 });
    let satang = 10_000;
    const { client, user } = await shopWhere(() => setPrice(seed.id, ++satang)(), 10);
    const error = await refusal(
      placeOrder(client, { items: [{ productId: seed.id, quantity: 1 }] }),
      409,
    );
    expect(error).toMatchObject({
      code: 'CONFLICT',
      message: 'ไม่สามารถบันทึกคำสั่งซื้อได้ กรุณาลองใหม่อีกครั้ง',
    });
    expect(await stockOf(seed.id)).toBe(5);
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it('a code whose value changed meanwhile is applied at its new value', async () => {
    const seed = await createProduct(ctx.handle.db, { price: 1000, stockCount: 5 });
    const promotion = await createPromotion(ctx.handle.db, {
      discountType: 'fixed',
      discountValueHundredths: 5_000,
    });
    const { client } = await shopWhere(
      setPromotion(promotion.id, { discountValueHundredths: 8_000 }),
      1,
    );
    const order = await placed(client, {
      items: [{ productId: seed.id, quantity: 1 }],
      discountCode: promotion.discountCode,
    });
    expect(order).toMatchObject({ discountValue: 80, netAmount: 920 });
    expect(await usesOf(promotion.id)).toBe(1);
  });

  it('a code used up meanwhile: 409 MAX_USES_REACHED, no stock taken', async () => {
    const seed = await createProduct(ctx.handle.db, { price: 1000, stockCount: 5 });
    const promotion = await createPromotion(ctx.handle.db, { maxUses: 1 });
    const { client, user } = await shopWhere(setPromotion(promotion.id, { currentUses: 1 }), 1);
    const error = await refusal(
      placeOrder(client, {
        items: [{ productId: seed.id, quantity: 1 }],
        discountCode: promotion.discountCode,
      }),
      409,
    );
    expect(error).toEqual({
      code: 'DISCOUNT_INVALID',
      message: 'โค้ดส่วนลดนี้ถูกใช้ครบจำนวนแล้ว',
      reason: 'MAX_USES_REACHED',
    });
    expect(await stockOf(seed.id)).toBe(5);
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it('a repeat of an order that took the last units returns that order, not OUT_OF_STOCK', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { stockCount: 2 });
    const body = { items: [{ productId: seed.id, quantity: 2 }] };
    const first = await placed(client, body, 'last-units-key');
    const again = await answer(placeOrder(client, body, 'last-units-key'), 200);
    expect(again.order).toEqual(first);
    expect(await stockOf(seed.id)).toBe(0);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });
});

describe('the order checks its own session (place_order)', () => {
  const endSession = {
    expired: (userId: string) =>
      ctx.handle.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.userId, userId)),
    'logged out': (userId: string) =>
      ctx.handle.db.delete(sessions).where(eq(sessions.userId, userId)),
    locked: (userId: string) =>
      ctx.handle.db.update(users).set({ isLocked: true }).where(eq(users.id, userId)),
    deactivated: (userId: string) =>
      ctx.handle.db.update(users).set({ status: 'inactive' }).where(eq(users.id, userId)),
  };

  it.each(Object.keys(endSession) as (keyof typeof endSession)[])(
    'a session %s since the cookie was given: 401, nothing saved',
    async (how) => {
      const { client, user } = await signedInCustomer(ctx);
      const seed = await createProduct(ctx.handle.db, { stockCount: 5 });
      await endSession[how](user.id);
      const error = await refusal(
        placeOrder(client, { items: [{ productId: seed.id, quantity: 1 }] }),
        401,
      );
      expect(error).toEqual({ code: 'UNAUTHENTICATED', message: 'Please log in' });
      expect(await stockOf(seed.id)).toBe(5);
      expect(await ordersOf(user.id)).toHaveLength(0);
    },
  );

  it('a cookie nobody issued: 401 before anything about the cart', async () => {
    const client = ctx.client();
    client.cookie = 'sid=not-a-session';
    const items = [{ productId: 99_999_999, quantity: 1 }];
    await refusal(placeOrder(client, { items }), 401, 'UNAUTHENTICATED');
  });

  it('the request log names the customer of an order', async () => {
    const info = vi.spyOn(logger, 'info');
    const { client, user } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { stockCount: 5 });
    await placed(client, { items: [{ productId: seed.id, quantity: 1 }] });
    expect(info).toHaveBeenCalledWith(
      'request',
      expect.objectContaining({ method: 'POST', path: '/api/orders', userId: user.id }),
    );
  });

  it('a code this customer has used is refused before a product short of stock', async () => {
    const { client } = await signedInCustomer(ctx);
    const plenty = await createProduct(ctx.handle.db, { stockCount: 10 });
    const few = await createProduct(ctx.handle.db, { stockCount: 1 });
    const promotion = await createPromotion(ctx.handle.db);
    await placed(client, {
      items: [{ productId: plenty.id, quantity: 1 }],
      discountCode: promotion.discountCode,
    });
    const error = await refusal(
      placeOrder(client, {
        items: [
          { productId: plenty.id, quantity: 1 },
          { productId: few.id, quantity: 2 },
        ],
        discountCode: promotion.discountCode,
      }),
      409,
    );
    expect(error).toMatchObject({ code: 'DISCOUNT_INVALID', reason: 'ALREADY_REDEEMED' });
    expect(await stockOf(plenty.id)).toBe(9);
    expect(await usesOf(promotion.id)).toBe(1);
  });
});

describe('products remembered between orders', () => {
  it('a price and name changed after an order: the next order has them as the database does', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, {
      name: 'ปุ๋ยยูเรีย 46-0-0',
      price: 100,
      stockCount: 10,
    });
    await placed(client, { items: [{ productId: seed.id, quantity: 1 }] });
    // Changed behind the shop's back, as psql or another server process would.
    await ctx.handle.db
      .update(products)
      .set({ name: 'ปุ๋ยยูเรีย 46-0-0 (สูตรใหม่)' })
      .where(eq(products.id, seed.id));
    await setSizes(ctx.handle.db, seed.id, { priceSatang: 12_500 });
    const second = await placed(client, { items: [{ productId: seed.id, quantity: 2 }] });
    expect(second.items[0]).toMatchObject({
      productName: 'ปุ๋ยยูเรีย 46-0-0 (สูตรใหม่)',
      pricePerUnit: 125,
      totalPrice: 250,
    });
    expect(second.netAmount).toBe(250);
    expect(await stockOf(seed.id)).toBe(7);
    expect(await ordersOf(user.id)).toHaveLength(2);
  });

  it('a product deleted after an order is unknown to the next one: 400, nothing saved', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const gone = await createProduct(ctx.handle.db, { stockCount: 10 });
    const kept = await createProduct(ctx.handle.db, { stockCount: 10 });
    const items = [
      { productId: kept.id, quantity: 1 },
      { productId: gone.id, quantity: 1 },
    ];
    await placed(client, { items });
    await ctx.handle.db.delete(products).where(eq(products.id, gone.id));
    const error = await refusal(placeOrder(client, { items }), 400, 'VALIDATION');
    expect(error.fields).toEqual({ 'items.1.productId': 'ไม่พบสินค้านี้' });
    expect(await stockOf(kept.id)).toBe(9);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });
});

describe('rollback', () => {
  it('leaves no order, items, stock change, code use or event behind when the last step fails', async () => {
    const { client, user } = await signedInCustomer(ctx, {
      firstName: 'ล้มเหลว',
      lastName: 'ทดสอบ',
    });
    const seed = await createProduct(ctx.handle.db, { stockCount: 5 });
    const promotion = await createPromotion(ctx.handle.db);
    // The event insert is the last step inside the transaction: make the database refuse it.
    await ctx.handle.db.execute(sql`
      create or replace function refuse_test_event() returns trigger as $$
      begin
        if new.user_name = 'ล้มเหลว ทดสอบ' then raise exception 'analytics unavailable'; end if;
        return new;
      end $$ language plpgsql`);
    await ctx.handle.db.execute(
      sql`create trigger refuse_test_event before insert on analytics_events for each row execute function refuse_test_event()`,
    );
    try {
      const error = await refusal(
        placeOrder(client, {
          items: [{ productId: seed.id, quantity: 2 }],
          discountCode: promotion.discountCode,
        }),
        500,
      );
      expect(error).toEqual({ code: 'INTERNAL', message: 'Internal server error' });
    } finally {
      await ctx.handle.db.execute(sql`drop trigger refuse_test_event on analytics_events`);
    }
    expect(await ordersOf(user.id)).toHaveLength(0);
    const [items] = await ctx.handle.db
      .select({ n: count() })
      .from(transactionItems)
      .where(eq(transactionItems.productId, seed.id));
    expect(items?.n).toBe(0);
    expect(await stockOf(seed.id)).toBe(5);
    expect(await usesOf(promotion.id)).toBe(0);
    const [redemptions] = await ctx.handle.db
      .select({ n: count() })
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, promotion.id));
    expect(redemptions?.n).toBe(0);
  });
});
