import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../shared/contracts/orders.ts';
import { orderSchema, placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import { productReviewSchema } from '../../shared/contracts/reviews.ts';
import { placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { orders } from '../db/schema/index.ts';

const ctx = setupTestApp();

const orderOf = (client: TestClient, id: string) =>
  expectAnswer(orderSchema, client.api.orders[':id'].$get({ param: { id } }));

const review = (client: TestClient, productId: number, orderId: string, rating: number) =>
  expectAnswer(
    productReviewSchema,
    client.api.products[':id'].reviews.$post({
      param: { id: String(productId) },
      json: { orderId, rating, comment: 'ใช้ดี' },
    }),
    201,
  );

describe("the order page's answer says which products the customer reviewed", () => {
  it('carries the stars given on the reviewed line of a delivered order, hidden or not, and nothing on the others', async () => {
    const placed = await placedOrder(ctx, [
      { quantity: 1, product: { stockCount: 20 } },
      { quantity: 2, product: { stockCount: 20 } },
    ]);
    const { client } = placed.customer;
    const [first, second] = placed.products.map((product) => product.id) as [number, number];
    const orderId = placed.order.id;
    await ctx.handle.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));

    const before = await orderOf(client, orderId);
    expect(before.items.map((item) => item.review)).toEqual([undefined, undefined]);

    const written = await review(client, first, orderId, 4);
    const after = await orderOf(client, orderId);
    expect(after.items.map((item) => [item.productId, item.review])).toEqual([
      [first, { rating: 4 }],
      [second, undefined],
    ]);

    // Hidden by staff it still counts as given: the product cannot be reviewed again.
    const { client: admin } = await staffClient(ctx, 'admin');
    const hidden = await admin.api.admin.reviews[':id'].hide.$post({
      param: { id: String(written.id) },
      json: { reason: 'ทดสอบ' },
    });
    expect(hidden.status).toBe(200);
    expect((await orderOf(client, orderId)).items[0]?.review).toEqual({ rating: 4 });

    // Another delivered order of the same product is not reviewed by the first one's review.
    const { order: again } = await expectAnswer(
      placeOrderResponseSchema,
      client.api.orders.$post(
        { json: { items: [{ productId: first, quantity: 1 }], paymentMethod: 'cod' } },
        { headers: { [IDEMPOTENCY_HEADER]: `read-back-${Date.now()}` } },
      ),
      201,
    );
    await ctx.handle.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, again.id));
    expect((await orderOf(client, again.id)).items[0]?.review).toBeUndefined();
  });
});
