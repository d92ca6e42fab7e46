import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import { refusal, setupTestApp } from '../../testing/api-client.ts';
import { checkoutRows, placed, placeOrder } from '../../testing/checkout-api.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { promotionRedemptions } from '../db/schema/index.ts';

const ctx = setupTestApp();
const { stockOf, usesOf, ordersOf, eventsFor } = checkoutRows(ctx);

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
});
