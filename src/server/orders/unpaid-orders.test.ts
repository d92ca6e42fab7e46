import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, type PlaceOrderRequest } from '../../shared/contracts/orders.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import {
  type PaymentSettings,
  paymentSettingsAnswerSchema,
} from '../../shared/contracts/payments-answers.ts';
import { staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct, productStock } from '../../testing/factories/catalog.ts';
import { orders } from '../db/schema/index.ts';

const ctx = setupTestApp();
const statusOf = (res: { status: number }): number => res.status;

const TOO_MANY = (max: number) =>
  `คุณมีคำสั่งซื้อที่ยังไม่ได้ชำระเงินครบ ${max} รายการแล้ว กรุณาชำระเงินหรือยกเลิกคำสั่งซื้อเดิมก่อนสั่งซื้อใหม่`;

let admin: TestClient;
let product: { id: number };
beforeAll(async () => {
  admin = (await staffClient(ctx, 'admin')).client;
  product = await createProduct(ctx.handle.db, { price: 120, stockCount: 1000 });
});

let keys = 0;
const order = (
  client: TestClient,
  json: Partial<PlaceOrderRequest> = {},
  key = `unpaid-${++keys}`,
) =>
  client.api.orders.$post(
    { json: { items: [{ productId: product.id, quantity: 1 }], ...json } },
    { headers: { [IDEMPOTENCY_HEADER]: key } },
  );
const placed = async (client: TestClient, json: Partial<PlaceOrderRequest> = {}) =>
  (await expectAnswer(placeOrderResponseSchema, order(client, json), 201)).order;

const settings = () =>
  expectAnswer(paymentSettingsAnswerSchema, admin.api.admin.settings.payments.$get());
const saveSettings = (json: PaymentSettings | Omit<PaymentSettings, 'maxUnpaidOrders'>) =>
  expectAnswer(paymentSettingsAnswerSchema, admin.api.admin.settings.payments.$put({ json }));

async function ordersOf(userId: string) {
  const [row] = await ctx.handle.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.userId, userId));
  return row?.n ?? 0;
}

function stock() {
  return productStock(ctx.handle.db, product.id);
}

describe('the shop’s limit of unpaid orders', () => {
  it('refuses a fourth unpaid PromptPay or transfer order (409 TOO_MANY_UNPAID, in Thai) until one is paid for or cancelled', async () => {
    const { client, user } = await signedInCustomer(ctx);
    // Orders paid on delivery are not waiting for money: they never count.
    await placed(client, { paymentMethod: 'cod' });
    const first = await placed(client, { paymentMethod: 'promptpay' });
    await placed(client, { paymentMethod: 'bank_transfer' });
    await placed(client, { paymentMethod: 'promptpay' });
    const before = await stock();

    const refused = await refusal(order(client, { paymentMethod: 'promptpay' }), 409);
    expect(refused).toMatchObject({
      code: 'TOO_MANY_UNPAID',
      message: TOO_MANY(3),
      maxUnpaidOrders: 3,
    });
    // Any new order waits for the open ones, cash on delivery too; nothing is taken.
    await refusal(order(client, { paymentMethod: 'cod' }), 409, 'TOO_MANY_UNPAID');
    expect(await ordersOf(user.id)).toBe(4);
    expect(await stock()).toBe(before);

    // A cancelled order no longer waits for money.
    await expectAnswer(
      placeOrderResponseSchema,
      client.api.orders[':id'].cancel.$post({ param: { id: first.id } }),
    );
    await placed(client, { paymentMethod: 'bank_transfer' });
    await refusal(order(client, { paymentMethod: 'bank_transfer' }), 409, 'TOO_MANY_UNPAID');
  });

  it('answers a repeated order with the order it made, even at the limit', async () => {
    const { client } = await signedInCustomer(ctx);
    const firstKey = `unpaid-replay-${Date.now()}`;
    const first = await expectAnswer(
      placeOrderResponseSchema,
      order(client, { paymentMethod: 'promptpay' }, firstKey),
      201,
    );
    await placed(client, { paymentMethod: 'promptpay' });
    await placed(client, { paymentMethod: 'promptpay' });
    const again = await expectAnswer(
      placeOrderResponseSchema,
      order(client, { paymentMethod: 'promptpay' }, firstKey),
      200,
    );
    expect(again.order.id).toBe(first.order.id);
  });

  it('lets exactly the limit through when a customer sends many orders at once', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => order(client, { paymentMethod: 'promptpay' })),
    );
    const statuses = answers.map(statusOf).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((res) => statusOf(res) === 409)) {
      await refusal(res, 409, 'TOO_MANY_UNPAID');
    }
    const [unpaid] = await ctx.handle.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.paymentStatus, 'awaiting')));
    expect(unpaid?.n).toBe(3);
  });

  it('is the payment setting maxUnpaidOrders: 3 by default, changed by admin, kept when left out', async () => {
    const saved = await settings();
    expect(saved.maxUnpaidOrders).toBe(3);
    try {
      expect((await saveSettings({ ...saved, maxUnpaidOrders: 1 })).maxUnpaidOrders).toBe(1);
      // A client that does not know the field leaves the limit as it is.
      const { maxUnpaidOrders: _left, ...withoutLimit } = saved;
      expect((await saveSettings(withoutLimit)).maxUnpaidOrders).toBe(1);

      const { client } = await signedInCustomer(ctx);
      await placed(client, { paymentMethod: 'promptpay' });
      const refused = await refusal(order(client, { paymentMethod: 'promptpay' }), 409);
      expect(refused).toMatchObject({ code: 'TOO_MANY_UNPAID', message: TOO_MANY(1) });

      for (const bad of [0, 2.5, 21]) {
        const answer = admin.api.admin.settings.payments.$put({
          json: { ...saved, maxUnpaidOrders: bad },
        });
        const invalid = await refusal(answer, 400, 'VALIDATION');
        expect(invalid.fields?.maxUnpaidOrders).toBe('กรุณากรอกจำนวนเต็ม 1 – 20');
      }
      expect((await settings()).maxUnpaidOrders).toBe(1);
    } finally {
      await saveSettings(saved);
    }
  });
});
