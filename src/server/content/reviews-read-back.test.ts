import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviewPageSchema } from '../../shared/contracts/content.ts';
import { IDEMPOTENCY_HEADER } from '../../shared/contracts/orders.ts';
import { orderSchema, placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import { productReviewSchema } from '../../shared/contracts/reviews.ts';
import { placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { deliveredOrder } from '../../testing/reviews.ts';
import { orders } from '../db/schema/index.ts';

const ctx = setupTestApp();

const orderOf = (client: TestClient, id: string) =>
  expectAnswer(orderSchema, client.api.orders[':id'].$get({ param: { id } }));

const review = (
  client: TestClient,
  productId: number,
  orderId: string,
  rating: number,
  comment = 'ใช้ดี',
) =>
  expectAnswer(
    productReviewSchema,
    client.api.products[':id'].reviews.$post({
      param: { id: String(productId) },
      json: { orderId, rating, comment },
    }),
    201,
  );

/** A fresh product's delivered order, reviewed by its buyer. */
async function reviewed(rating: number, comment: string, productName: string) {
  const { order, customer, product } = await deliveredOrder(ctx, { name: productName });
  return review(customer.client, product.id, order.id, rating, comment);
}

const homeReviews = () =>
  expectAnswer(
    reviewPageSchema,
    ctx.client().api.reviews.$get({ query: { best: 'true', pageSize: '50' } }),
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

describe("the home page's reviews: buyers' best, as they are written and hidden", () => {
  it('lists visible buyers’ reviews of 4 or 5 stars with a comment, newest first, with their product', async () => {
    const { client: admin } = await staffClient(ctx, 'admin');
    const before = await homeReviews();
    // The shop's sample reviews (the seed's) are no buyers' reviews.
    const samples = await expectAnswer(
      reviewPageSchema,
      ctx.client().api.reviews.$get({ query: { featured: 'true' } }),
    );
    expect(samples.items.length).toBeGreaterThan(0);
    const sampleIds = new Set(samples.items.map((item) => item.id));
    expect(before.items.filter((item) => sampleIds.has(item.id))).toEqual([]);

    const five = await reviewed(5, 'ต้นข้าวเขียวขึ้นใน 5 วัน', 'ปุ๋ยหน้าร้านห้าดาว');
    const silent = await reviewed(5, '', 'ปุ๋ยไม่มีคำบรรยาย');
    const three = await reviewed(3, 'พอใช้', 'ปุ๋ยสามดาว');
    const four = await reviewed(4, 'ส่งไว ใช้ดี', 'ยาสี่ดาว');
    const mine = new Set([five.id, silent.id, three.id, four.id]);
    const shown = async () => (await homeReviews()).items.filter((item) => mine.has(item.id));

    const listed = await shown();
    expect(listed.map((item) => item.id)).toEqual([four.id, five.id]);
    expect(listed[1]).toMatchObject({
      rating: 5,
      comment: 'ต้นข้าวเขียวขึ้นใน 5 วัน',
      verifiedBuyer: true,
      productName: 'ปุ๋ยหน้าร้านห้าดาว',
      productLink: expect.stringMatching(/^\/products\/[a-z-]+\/\d+$/),
    });

    // Hidden by staff, it leaves the home page at once; shown again, it is back.
    const hide = await admin.api.admin.reviews[':id'].hide.$post({
      param: { id: String(four.id) },
      json: { reason: 'ข้อความโฆษณา' },
    });
    expect(hide.status).toBe(200);
    expect((await shown()).map((item) => item.id)).toEqual([five.id]);
    const show = await admin.api.admin.reviews[':id'].show.$post({
      param: { id: String(four.id) },
    });
    expect(show.status).toBe(200);
    expect((await shown()).map((item) => item.id)).toEqual([four.id, five.id]);
  });
});
