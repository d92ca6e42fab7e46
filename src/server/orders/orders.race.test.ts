import { count, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlaceOrderRequest } from '../../shared/contracts/orders.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer, signedInCustomers } from '../../testing/customers.ts';
import { createProduct, productStock } from '../../testing/factories/catalog.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { orderItems, orders, promotionRedemptions, promotions } from '../db/schema/index.ts';

/** Many customers at the same moment; meaningful on PostgreSQL, and must hold on PGlite too. */
const ctx = setupTestApp();

/** `POST /api/orders` through the typed client, with the headers given. */
const order = (client: TestClient, json: PlaceOrderRequest, headers: Record<string, string> = {}) =>
  client.api.orders.$post({ json }, { headers });
/** The status as a number: the route's type names only its 200 and 201, not its refusals. */
const statusOf = (res: { status: number }): number => res.status;

describe('checkout races', () => {
  it('50 customers ordering the last 10 units at once: exactly 10 sold, stock 0', async () => {
    const lastUnits = await createProduct(ctx.handle.db, { stockCount: 10 });
    const customers = await signedInCustomers(ctx, 50);
    const answers = await Promise.all(
      customers.map(({ client }) =>
        order(client, { items: [{ productId: lastUnits.id, quantity: 1 }] }),
      ),
    );
    const statuses = answers.map(statusOf);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const refused of answers.filter((res) => statusOf(res) === 409)) {
      await refusal(refused, 409, 'OUT_OF_STOCK');
    }
    expect(await productStock(ctx.handle.db, lastUnits.id)).toBe(0);
    const [sold] = await ctx.handle.db
      .select({ units: sum(orderItems.quantity) })
      .from(orderItems)
      .where(eq(orderItems.productId, lastUnits.id));
    expect(Number(sold?.units)).toBe(10);
  });

  it('30 customers ordering with a code of max_uses 5 at once: exactly 5 redemptions', async () => {
    const seed = await createProduct(ctx.handle.db, { stockCount: 1000 });
    const promotion = await createPromotion(ctx.handle.db, { maxUses: 5 });
    const customers = await signedInCustomers(ctx, 30);
    const answers = await Promise.all(
      customers.map(({ client }) =>
        order(client, {
          items: [{ productId: seed.id, quantity: 1 }],
          discountCode: promotion.discountCode,
        }),
      ),
    );
    const placed = answers.filter((res) => statusOf(res) === 201);
    const refused = answers.filter((res) => statusOf(res) === 409);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(25);
    for (const res of refused) {
      expect(await refusal(res, 409)).toMatchObject({
        code: 'DISCOUNT_INVALID',
        reason: 'MAX_USES_REACHED',
        message: 'โค้ดส่วนลดนี้ถูกใช้ครบจำนวนแล้ว',
      });
    }
    const [after] = await ctx.handle.db
      .select({ currentUses: promotions.currentUses })
      .from(promotions)
      .where(eq(promotions.id, promotion.id));
    expect(after?.currentUses).toBe(5);
    const [redemptions] = await ctx.handle.db
      .select({ n: count() })
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, promotion.id));
    expect(redemptions?.n).toBe(5);
    const [withCode] = await ctx.handle.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.discountCode, promotion.discountCode));
    expect(withCode?.n).toBe(5);
    // Refused orders took no stock.
    expect(await productStock(ctx.handle.db, seed.id)).toBe(995);
  });

  it('one customer placing 8 orders with one code at once uses it once', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { stockCount: 100 });
    const promotion = await createPromotion(ctx.handle.db, { maxUses: 50 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        order(client, {
          items: [{ productId: seed.id, quantity: 1 }],
          discountCode: promotion.discountCode,
        }),
      ),
    );
    const placed = answers.filter((res) => statusOf(res) === 201);
    expect(placed).toHaveLength(1);
    for (const res of answers.filter((res) => statusOf(res) !== 201)) {
      expect(statusOf(res)).toBe(409);
      expect(await refusal(res, 409)).toMatchObject({
        code: 'DISCOUNT_INVALID',
        reason: 'ALREADY_REDEEMED',
        message: 'คุณเคยใช้โค้ดส่วนลดนี้ไปแล้ว',
      });
    }
    const [after] = await ctx.handle.db
      .select({ currentUses: promotions.currentUses })
      .from(promotions)
      .where(eq(promotions.id, promotion.id));
    expect(after?.currentUses).toBe(1);
    const [redemptions] = await ctx.handle.db
      .select({ n: count() })
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.userId, user.id));
    expect(redemptions?.n).toBe(1);
  });

  it('the same Idempotency-Key sent 10 times at once makes one order', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { stockCount: 100 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        order(
          client,
          { items: [{ productId: seed.id, quantity: 3 }] },
          { 'Idempotency-Key': 'double-tap-7f3a' },
        ),
      ),
    );
    const statuses = answers.map(statusOf).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const bodies = await Promise.all(
      answers.map((res) => expectAnswer(placeOrderResponseSchema, res, res.status)),
    );
    const ids = new Set(bodies.map((body) => body.order.id));
    expect(ids.size).toBe(1);
    const [placed] = await ctx.handle.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, user.id));
    expect(placed?.n).toBe(1);
    expect(await productStock(ctx.handle.db, seed.id)).toBe(97);
  });

  it('customers ordering overlapping products in opposite orders all finish (no deadlock)', async () => {
    const a = await createProduct(ctx.handle.db, { stockCount: 500 });
    const b = await createProduct(ctx.handle.db, { stockCount: 500 });
    const customers = await signedInCustomers(ctx, 20);
    const answers = await Promise.all(
      customers.map(({ client }, index) =>
        order(client, {
          items:
            index % 2 === 0
              ? [
                  { productId: a.id, quantity: 1 },
                  { productId: b.id, quantity: 2 },
                ]
              : [
                  { productId: b.id, quantity: 2 },
                  { productId: a.id, quantity: 1 },
                ],
        }),
      ),
    );
    expect(answers.every((res) => statusOf(res) === 201)).toBe(true);
    expect(await productStock(ctx.handle.db, a.id)).toBe(480);
  });
});
