import { eq } from 'drizzle-orm';
import { parse } from 'promptparse';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, type PlaceOrderRequest } from '../../shared/contracts/orders.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import type { PaymentSettingsInput } from '../../shared/contracts/payments.ts';
import {
  paymentInfoSchema,
  paymentSettingsAnswerSchema,
} from '../../shared/contracts/payments-answers.ts';
import { placedOrder, staffClient, stockOf } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { paymentSettings } from '../db/schema/settings.ts';
import { promptpayPayload } from './payment-info.ts';

const ctx = setupTestApp();

const DEMO: PaymentSettingsInput = {
  promptpayId: '0812223333',
  promptpayName: 'ร้านเกษตรอยุธยา',
  bankAccounts: [
    { bank: 'ธนาคารกสิกรไทย', accountName: 'ร้านเกษตรอยุธยา', accountNumber: '123-4-56789-0' },
  ],
  promptpayEnabled: true,
  transferEnabled: true,
  codEnabled: true,
  codMaxAmount: 5000,
  defaultMethod: 'promptpay',
  paymentWindowHours: 24,
  vatRegistered: false,
  taxId: '',
};

let admin: TestClient;
beforeAll(async () => {
  admin = (await staffClient(ctx, 'admin')).client;
});

/** Saves the shop's payment settings as the owner does (checkout uses them at once). */
const saveSettings = (settings: PaymentSettingsInput) =>
  expectAnswer(
    paymentSettingsAnswerSchema,
    admin.api.admin.settings.payments.$put({ json: settings }),
  );

// Each test starts from the demo shop's settings.
beforeEach(async () => {
  await saveSettings(DEMO);
});

let keys = 0;
async function order(client: TestClient, json: PlaceOrderRequest, key = `pay-${++keys}`) {
  return client.api.orders.$post({ json }, { headers: { [IDEMPOTENCY_HEADER]: key } });
}

const paymentOf = (client: TestClient, id: string) =>
  expectAnswer(paymentInfoSchema, client.api.orders[':id'].payment.$get({ param: { id } }));

describe('the PromptPay payload', () => {
  it('matches the published vector: mobile 0812223333, 30.00 baht', () => {
    expect(promptpayPayload('0812223333', 30)).toBe(
      '00020101021229370016A0000006770101110113006681222333353037645802TH540530.0063043CAD',
    );
  });

  it('takes a 13-digit national or tax id as it is (tag 29, sub-tag 02)', () => {
    const qr = parse(promptpayPayload('1234567890123', 1250.75), true, true);
    expect(qr?.getTagValue('29', '02')).toBe('1234567890123');
    expect(qr?.getTagValue('54')).toBe('1250.75');
    expect(qr?.getTagValue('53')).toBe('764');
    expect(qr?.getTagValue('58')).toBe('TH');
  });
});

describe('checkout with a payment method', () => {
  it('defaults to the shop’s method and sets the payment deadline by its window', async () => {
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { price: 250 });
    const before = Date.now();
    const placed = await expectAnswer(
      placeOrderResponseSchema,
      order(client, { items: [{ productId: product.id, quantity: 2 }] }),
      201,
    );
    expect(placed.order).toMatchObject({
      paymentMethod: 'promptpay',
      paymentStatus: 'awaiting',
      shippingFee: 0,
      amountDue: 500,
      receiptNumber: null,
    });
    const due = Date.parse(placed.order.paymentDueAt ?? '');
    expect(due - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(due - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('takes cash on delivery up to the limit, with no deadline', async () => {
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { price: 2500 });
    const json = { items: [{ productId: product.id, quantity: 2 }], paymentMethod: 'cod' as const };
    const placed = await expectAnswer(placeOrderResponseSchema, order(client, json), 201);
    expect(placed.order).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'cod',
      paymentDueAt: null,
      amountDue: 5000,
    });
  });

  it('refuses cash on delivery over the limit with 409 and takes nothing', async () => {
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { price: 2500, stockCount: 10 });
    const json = { items: [{ productId: product.id, quantity: 3 }], paymentMethod: 'cod' as const };
    const error = await refusal(order(client, json), 409, 'PAYMENT_METHOD_UNAVAILABLE');
    expect(error.message).toBe('เก็บเงินปลายทางได้เมื่อยอดไม่เกิน ฿5,000.00');
    expect(error.methods).toEqual(['promptpay', 'bank_transfer']);
    expect(await stockOf(ctx, product.id)).toBe(10);
  });

  it('refuses a method the shop turned off, and PromptPay without an id', async () => {
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { price: 100 });
    const items = [{ productId: product.id, quantity: 1 }];
    await saveSettings({ ...DEMO, codEnabled: false, promptpayId: '' });
    await refusal(
      order(client, { items, paymentMethod: 'cod' }),
      409,
      'PAYMENT_METHOD_UNAVAILABLE',
    );
    await refusal(
      order(client, { items, paymentMethod: 'promptpay' }),
      409,
      'PAYMENT_METHOD_UNAVAILABLE',
    );
    // Left out, the method falls to the first the shop can take.
    const placed = await expectAnswer(placeOrderResponseSchema, order(client, { items }), 201);
    expect(placed.order.paymentMethod).toBe('bank_transfer');
  });

  it('refuses an unknown method with 400', async () => {
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db);
    const res = await client.post(
      '/api/orders',
      { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'cheque' },
      { headers: { [IDEMPOTENCY_HEADER]: 'unknown-method' } },
    );
    expect(res.status).toBe(400);
  });

  it('treats the same key with another method as another request (422)', async () => {
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { price: 100 });
    const items = [{ productId: product.id, quantity: 1 }];
    await expectAnswer(
      placeOrderResponseSchema,
      order(client, { items, paymentMethod: 'promptpay' }, 'same-key'),
      201,
    );
    await refusal(
      order(client, { items, paymentMethod: 'cod' }, 'same-key'),
      422,
      'IDEMPOTENCY_MISMATCH',
    );
  });
});

describe('GET /api/orders/:id/payment', () => {
  it('gives the QR for exactly the amount due to the shop’s PromptPay id', async () => {
    const { order: placed, customer } = await placedOrder(
      ctx,
      [{ product: { price: 123.45 }, quantity: 3 }],
      { paymentMethod: 'promptpay' },
    );
    const info = await paymentOf(customer.client, placed.id);
    expect(info).toMatchObject({
      method: 'promptpay',
      status: 'awaiting',
      amountDue: 370.35,
      dueAt: placed.paymentDueAt,
      slips: [],
    });
    expect(info.bankAccounts).toBeUndefined();
    const qr = parse(info.promptpay?.payload ?? '', true, true);
    expect(qr?.getTagValue('54')).toBe('370.35');
    expect(qr?.getTagValue('29', '01')).toBe('0066812223333');
    expect(qr?.getTagValue('01')).toBe('12');
    expect(info.promptpay?.accountName).toBe('ร้านเกษตรอยุธยา');
    // The id itself, for a customer who types it rather than scans.
    expect(info.promptpay?.id).toBe('0812223333');
    expect(info.promptpay?.svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('gives the shop’s accounts for a transfer, and neither for cash on delivery', async () => {
    const transfer = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'bank_transfer' });
    const info = await paymentOf(transfer.customer.client, transfer.order.id);
    expect(info.promptpay).toBeUndefined();
    expect(info.bankAccounts).toEqual(DEMO.bankAccounts);

    const cod = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'cod' });
    const codInfo = await paymentOf(cod.customer.client, cod.order.id);
    expect(codInfo).toMatchObject({ method: 'cod', status: 'cod', dueAt: null });
    expect(codInfo.promptpay).toBeUndefined();
    expect(codInfo.bankAccounts).toBeUndefined();
  });

  it('stops offering the QR once the order is cancelled', async () => {
    const { order: placed, customer } = await placedOrder(ctx, [{ quantity: 1 }], {
      paymentMethod: 'promptpay',
    });
    await customer.client.api.orders[':id'].cancel.$post({ param: { id: placed.id } });
    const info = await paymentOf(customer.client, placed.id);
    expect(info.promptpay).toBeUndefined();
  });

  it('is 404 for another customer’s order and for ids that cannot exist, 401 for a visitor', async () => {
    const { order: placed } = await placedOrder(ctx, [{ quantity: 1 }], {
      paymentMethod: 'promptpay',
    });
    const stranger = await signedInCustomer(ctx);
    const get = (client: TestClient, id: string) =>
      client.api.orders[':id'].payment.$get({ param: { id } });
    await refusal(get(stranger.client, placed.id), 404, 'NOT_FOUND');
    await refusal(get(stranger.client, 'TXN1'), 404, 'NOT_FOUND');
    await refusal(get(stranger.client, '../etc'), 404, 'NOT_FOUND');
    await refusal(get(ctx.client(), placed.id), 401, 'UNAUTHENTICATED');
  });
});

describe('the payment settings', () => {
  const put = (client: TestClient, json: PaymentSettingsInput) =>
    client.api.admin.settings.payments.$put({ json });

  it('are read and saved by admin and root, and shape the checkout at once', async () => {
    const saved = await expectAnswer(
      paymentSettingsAnswerSchema,
      put(admin, {
        ...DEMO,
        promptpayId: '1234567890123',
        codEnabled: false,
        paymentWindowHours: 2,
        vatRegistered: true,
        taxId: '0105556123456',
      }),
    );
    expect(saved).toMatchObject({
      promptpayId: '1234567890123',
      codEnabled: false,
      paymentWindowHours: 2,
      vatRegistered: true,
    });
    const read = admin.api.admin.settings.payments.$get();
    expect(await expectAnswer(paymentSettingsAnswerSchema, read)).toEqual(saved);

    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { price: 10 });
    const items = [{ productId: product.id, quantity: 1 }];
    await refusal(
      order(client, { items, paymentMethod: 'cod' }),
      409,
      'PAYMENT_METHOD_UNAVAILABLE',
    );
    const placed = await expectAnswer(placeOrderResponseSchema, order(client, { items }), 201);
    const window = Date.parse(placed.order.paymentDueAt ?? '') - Date.parse(placed.order.createdAt);
    expect(Math.abs(window - 2 * 3600_000)).toBeLessThan(5000);
  });

  it('refuse a PromptPay id that is neither a mobile nor 13 digits, and VAT without a tax id', async () => {
    const badId = await refusal(put(admin, { ...DEMO, promptpayId: '12345' }), 400, 'VALIDATION');
    expect(badId.fields?.promptpayId).toBe('พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก หรือเลข 13 หลัก');
    const noTaxId = await refusal(put(admin, { ...DEMO, vatRegistered: true }), 400, 'VALIDATION');
    expect(noTaxId.fields?.taxId).toBe('ร้านที่จดทะเบียนภาษีต้องมีเลขประจำตัวผู้เสียภาษี');
    const tooShort = await refusal(
      put(admin, { ...DEMO, paymentWindowHours: 0 }),
      400,
      'VALIDATION',
    );
    expect(tooShort.fields?.paymentWindowHours).toBeDefined();
    const [row] = await ctx.handle.db
      .select()
      .from(paymentSettings)
      .where(eq(paymentSettings.id, 1));
    expect(row?.promptpayId).toBe('0812223333');
  });

  it('are closed to sales staff and customers (403) and visitors (401)', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    const { client: customer } = await signedInCustomer(ctx);
    await refusal(sale.api.admin.settings.payments.$get(), 403, 'FORBIDDEN');
    await refusal(put(sale, DEMO), 403, 'FORBIDDEN');
    await refusal(customer.api.admin.settings.payments.$get(), 403, 'FORBIDDEN');
    await refusal(ctx.client().api.admin.settings.payments.$get(), 401, 'UNAUTHENTICATED');
  });
});
