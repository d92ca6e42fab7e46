import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlaceOrderRequest } from '../../shared/contracts/orders.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import { expectAnswer, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { checkoutRows, placed, placeOrder } from '../../testing/checkout-api.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { orders } from '../db/schema/index.ts';

const ctx = setupTestApp();
const { stockOf, ordersOf } = checkoutRows(ctx);

/** `POST /api/orders` through the typed client, with the headers given. */
const order = (client: TestClient, json: PlaceOrderRequest, headers: Record<string, string>) =>
  client.api.orders.$post({ json }, { headers });

const MISMATCH = {
  code: 'IDEMPOTENCY_MISMATCH',
  message: 'คำสั่งซื้อนี้ถูกส่งไปแล้วด้วยรายการอื่น กรุณาตรวจสอบตะกร้าแล้วสั่งซื้ออีกครั้ง',
};

async function orderCount(userId: string) {
  const [row] = await ctx.handle.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.userId, userId));
  return row?.n;
}

describe('the same Idempotency-Key with a different body', () => {
  it('is 422 IDEMPOTENCY_MISMATCH for other items, code or address; nothing changes', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { stockCount: 10 });
    const other = await createProduct(ctx.handle.db, { stockCount: 10 });
    const promotion = await createPromotion(ctx.handle.db);
    const headers = { 'Idempotency-Key': 'cart-7c1e' };
    const first = order(client, { items: [{ productId: seed.id, quantity: 2 }] }, headers);
    await expectAnswer(placeOrderResponseSchema, first, 201);
    for (const body of [
      { items: [{ productId: seed.id, quantity: 5 }] },
      {
        items: [
          { productId: seed.id, quantity: 2 },
          { productId: other.id, quantity: 1 },
        ],
      },
      { items: [{ productId: seed.id, quantity: 2 }], discountCode: promotion.discountCode },
      { items: [{ productId: seed.id, quantity: 2 }], shippingAddress: 'ตลาดหัวรอ อยุธยา' },
      // A repeat whose cart could not even be priced is still not answered with the first order.
      { items: [{ productId: 2_000_000_000, quantity: 1 }] },
    ] satisfies PlaceOrderRequest[]) {
      const res = await order(client, body, headers);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error: MISMATCH });
    }
    expect(await stockOf(seed.id)).toBe(8);
    expect(await stockOf(other.id)).toBe(10);
    expect(await orderCount(user.id)).toBe(1);
  });

  it('replays the first order for the same cart, however its lines are ordered or its code typed', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const a = await createProduct(ctx.handle.db, { stockCount: 10, isEligibleForPromotion: true });
    const b = await createProduct(ctx.handle.db, { stockCount: 10 });
    const promotion = await createPromotion(ctx.handle.db);
    const headers = { 'Idempotency-Key': 'cart-9d2f' };
    const first = order(
      client,
      {
        items: [
          { productId: a.id, quantity: 1 },
          { productId: b.id, quantity: 3 },
        ],
        discountCode: promotion.discountCode,
      },
      headers,
    );
    const placed = await expectAnswer(placeOrderResponseSchema, first, 201);
    const again = order(
      client,
      {
        items: [
          { productId: b.id, quantity: 3 },
          { productId: a.id, quantity: 1 },
        ],
        discountCode: ` ${promotion.discountCode.toLowerCase()} `,
      },
      headers,
    );
    const replayed = await expectAnswer(placeOrderResponseSchema, again, 200);
    expect(replayed.order).toEqual(placed.order);
    expect(await orderCount(user.id)).toBe(1);
  });
});

describe('a repeated or malformed Idempotency-Key', () => {
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
});
