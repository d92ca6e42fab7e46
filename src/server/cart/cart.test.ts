import { describe, expect, it } from 'vitest';
import type { CartQuoteRequest } from '../../shared/contracts/cart.ts';
import { cartQuoteSchema } from '../../shared/contracts/cart-answers.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { promotionRedemptions } from '../db/schema/index.ts';

const ctx = setupTestApp();
const quote = (client: TestClient, json: CartQuoteRequest) => client.api.cart.quote.$post({ json });
const quoted = (client: TestClient, json: CartQuoteRequest) =>
  expectAnswer(cartQuoteSchema, quote(client, json));

describe('POST /api/cart/quote', () => {
  it('prices lines from the database, ignoring prices the client sends', async () => {
    const fertiliser = await createProduct(ctx.handle.db, {
      name: 'ปุ๋ยอินทรีย์ ดินดี 25 กก.',
      price: 299.5,
      imageUrl: '/images/products/dindee.svg',
    });
    const sprayer = await createProduct(ctx.handle.db, {
      price: 1529,
      isEligibleForPromotion: false,
      stockCount: 3,
    });
    // Prices the browser sends along are not part of the request, and are ignored.
    const withPrices = { productId: fertiliser.id, quantity: 3, price: 1, unitPrice: 1 };
    const res = await quoted(ctx.client(), {
      items: [withPrices, { productId: sprayer.id, quantity: 1 }],
    });
    expect(res).toEqual({
      lines: [
        {
          productId: fertiliser.id,
          variantId: fertiliser.variantId,
          variantLabel: 'ขนาดเดียว',
          name: 'ปุ๋ยอินทรีย์ ดินดี 25 กก.',
          image: '/images/products/dindee.svg',
          unitPrice: 299.5,
          quantity: 3,
          lineTotal: 898.5,
          eligible: true,
          inStock: true,
          stockCount: 100,
        },
        {
          productId: sprayer.id,
          variantId: sprayer.variantId,
          variantLabel: 'ขนาดเดียว',
          name: sprayer.name,
          image: sprayer.imageUrl,
          unitPrice: 1529,
          quantity: 1,
          lineTotal: 1529,
          eligible: false,
          inStock: true,
          stockCount: 3,
        },
      ],
      subtotal: 2427.5,
      eligibleSubtotal: 898.5,
      discount: 0,
      net: 2427.5,
      problems: [],
      shippingFee: 0,
      amountDue: 2427.5,
      // Each size's member points (the factory's: twice the price in baht) once delivered.
      pointsUsed: 0,
      pointsDiscount: 0,
      pointsEarned: 599 * 3 + 3058,
      // The demo shop takes all three; cash on delivery up to ฿5,000.
      payment: {
        methods: ['promptpay', 'bank_transfer', 'cod'],
        defaultMethod: 'promptpay',
        codMaxAmount: 5000,
        codFee: 0,
        codRefusedBy: [],
      },
      delivery: { carriers: ['thailandpost', 'flash', 'jt', 'kerry', 'spx', 'other'] },
    });
  });

  it('flags missing, out-of-stock, short and re-priced products', async () => {
    const soldOut = await createProduct(ctx.handle.db, { stockCount: 0 });
    const switchedOff = await createProduct(ctx.handle.db, { stockCount: 50, inStock: false });
    const fewLeft = await createProduct(ctx.handle.db, { stockCount: 2 });
    const repriced = await createProduct(ctx.handle.db, { price: 480 });
    const res = await quoted(ctx.client(), {
      items: [
        { productId: 99_999_999, quantity: 1 },
        { productId: soldOut.id, quantity: 1 },
        { productId: switchedOff.id, quantity: 1 },
        { productId: fewLeft.id, quantity: 5 },
        { productId: repriced.id, quantity: 1 },
      ],
      knownPrices: { [repriced.id]: 450, [fewLeft.id]: 450 },
    });
    expect(res.problems).toEqual([
      { productId: 99_999_999, code: 'MISSING', message: 'สินค้านี้ไม่มีจำหน่ายแล้ว' },
      {
        productId: soldOut.id,
        variantId: soldOut.variantId,
        code: 'OUT_OF_STOCK',
        message: 'สินค้าหมด',
        available: 0,
      },
      {
        productId: switchedOff.id,
        variantId: switchedOff.variantId,
        code: 'OUT_OF_STOCK',
        message: 'สินค้าหมด',
        available: 0,
      },
      {
        productId: fewLeft.id,
        variantId: fewLeft.variantId,
        code: 'INSUFFICIENT_STOCK',
        message: 'มีสินค้าเหลือเพียง 2 ชิ้น',
        available: 2,
      },
      {
        productId: repriced.id,
        variantId: repriced.variantId,
        code: 'PRICE_CHANGED',
        message: 'ราคาเปลี่ยนจาก ฿450.00 เป็น ฿480.00',
        knownPrice: 450,
        price: 480,
      },
    ]);
    expect(res.lines.map((line) => line.productId)).toEqual([
      soldOut.id,
      switchedOff.id,
      fewLeft.id,
      repriced.id,
    ]);
    expect(res.lines[1]?.inStock).toBe(false);
  });

  it('applies a valid code for a signed-in customer to the eligible lines', async () => {
    const { client } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { price: 1000 });
    const tool = await createProduct(ctx.handle.db, { price: 500, isEligibleForPromotion: false });
    const res = await quoted(client, {
      items: [
        { productId: seed.id, quantity: 1 },
        { productId: tool.id, quantity: 1 },
      ],
      discountCode: 'farm10',
    });
    expect(res).toMatchObject({
      subtotal: 1500,
      eligibleSubtotal: 1000,
      discount: 100,
      net: 1400,
      discountCode: 'FARM10',
    });
    expect(res.discountError).toBeUndefined();
  });

  it('explains why a code was not applied', async () => {
    const seed = await createProduct(ctx.handle.db, { price: 1000 });
    const items = [{ productId: seed.id, quantity: 1 }];

    const visitor = await quoted(ctx.client(), { items, discountCode: 'FARM10' });
    expect(visitor).toMatchObject({
      discount: 0,
      net: 1000,
      discountError: { reason: 'LOGIN_REQUIRED', message: 'กรุณาเข้าสู่ระบบและใส่โค้ดส่วนลด' },
    });
    expect(visitor.discountCode).toBeUndefined();

    const { client, user } = await signedInCustomer(ctx);
    const used = await createPromotion(ctx.handle.db);
    await ctx.handle.db
      .insert(promotionRedemptions)
      .values({ promotionId: used.id, userId: user.id });
    const again = await quoted(client, { items, discountCode: used.discountCode });
    expect(again).toMatchObject({
      discount: 0,
      discountError: { reason: 'ALREADY_REDEEMED', message: 'คุณเคยใช้โค้ดส่วนลดนี้ไปแล้ว' },
    });
    const unknown = await quoted(client, { items, discountCode: 'NOPE' });
    expect(unknown.discountError).toEqual({
      reason: 'NOT_FOUND',
      message: 'โค้ดส่วนลดไม่ถูกต้อง',
    });
  });

  it('quotes an empty cart at zero and treats an empty code as none', async () => {
    const res = await quoted(ctx.client(), { items: [], discountCode: '' });
    expect(res).toEqual({
      lines: [],
      subtotal: 0,
      eligibleSubtotal: 0,
      discount: 0,
      net: 0,
      problems: [],
      shippingFee: 0,
      amountDue: 0,
      pointsUsed: 0,
      pointsDiscount: 0,
      pointsEarned: 0,
      payment: {
        methods: ['promptpay', 'bank_transfer', 'cod'],
        defaultMethod: 'promptpay',
        codMaxAmount: 5000,
        codFee: 0,
        codRefusedBy: [],
      },
      delivery: { carriers: ['thailandpost', 'flash', 'jt', 'kerry', 'spx', 'other'] },
    });
  });

  it.each([
    ['quantity 0', [{ productId: 1, quantity: 0 }], 'items.0.quantity'],
    ['quantity 1000', [{ productId: 1, quantity: 1000 }], 'items.0.quantity'],
    ['fractional quantity', [{ productId: 1, quantity: 1.5 }], 'items.0.quantity'],
    ['quantity as text', [{ productId: 1, quantity: '2' }], 'items.0.quantity'],
    ['negative product id', [{ productId: -1, quantity: 1 }], 'items.0.productId'],
    [
      'duplicate lines',
      [
        { productId: 1, quantity: 1 },
        { productId: 1, quantity: 2 },
      ],
      'items.1.productId',
    ],
    [
      '101 lines',
      Array.from({ length: 101 }, (_, index) => ({ productId: index + 1, quantity: 1 })),
      'items',
    ],
  ])('refuses %s with 400', async (_label, items, field) => {
    // Sent raw through the untyped request: some of these lines have wrong types on purpose.
    const res = await ctx.client().post('/api/cart/quote', { items });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.fields).toHaveProperty([field]);
  });

  it('says the quantity rule in Thai', async () => {
    const res = quote(ctx.client(), { items: [{ productId: 1, quantity: 1000 }] });
    const error = await refusal(res, 400, 'VALIDATION');
    expect(error.fields?.['items.0.quantity']).toBe('จำนวนต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 999');
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const res = await ctx.client().request('POST', '/api/cart/quote', { rawBody: '{"items": [' });
    expect(res.status).toBe(400);
  });
});
