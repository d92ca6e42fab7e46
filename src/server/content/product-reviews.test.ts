import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../shared/contracts/orders.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import {
  productReviewPageSchema,
  productReviewSchema,
  reviewVisibilitySchema,
} from '../../shared/contracts/reviews.ts';
import { placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { deliveredOrder, fieldPhoto, reviewForm } from '../../testing/reviews.ts';
import { auditEntryOf } from '../../testing/staff-audit.ts';
import { orders, products } from '../db/schema/index.ts';

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'shop-review-photos-'));
const ctx = setupTestApp({ UPLOADS_DIR: uploadsDir });
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

const reviewsOf = (productId: number, page = 1) =>
  expectAnswer(
    productReviewPageSchema,
    ctx.client().api.products[':id'].reviews.$get({
      param: { id: String(productId) },
      query: { page: String(page) },
    }),
  );

async function figuresOf(productId: number) {
  const [row] = await ctx.handle.db
    .select({ rating: products.rating, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

describe('a buyer reviews what was delivered', () => {
  it('publishes at once as a real buyer, shortens the name, and the product’s figures follow', async () => {
    const { order, customer, product } = await deliveredOrder(
      ctx,
      { rating: 4.5, reviewCount: 88 },
      { firstName: 'สมหญิง', lastName: 'เจริญสุข' },
    );
    const sent = customer.client.api.products[':id'].reviews.$post({
      param: { id: String(product.id) },
      json: { orderId: order.id, rating: 4, comment: 'ใช้ดี ข้าวเขียวขึ้นใน 5 วัน' },
    });
    const review = await expectAnswer(productReviewSchema, sent, 201);
    expect(review).toMatchObject({
      rating: 4,
      verifiedBuyer: true,
      variantLabel: expect.any(String),
    });
    // The first name and the last name's first consonant (not its leading vowel).
    expect(customer.user.lastName).toBe('เจริญสุข');
    expect(review.name).toBe('สมหญิง จ.');
    expect(await figuresOf(product.id)).toEqual({ rating: 4, reviewCount: 1 });
    const page = await reviewsOf(product.id);
    expect(page).toMatchObject({ total: 1, ratingAverage: 4 });
    expect(page.ratingCounts).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 });
    expect(page.items.map((item) => item.id)).toEqual([review.id]);
  });

  it('refuses someone else’s order, an undelivered order and a product not in the order (403 NOT_A_BUYER)', async () => {
    const { order, product } = await deliveredOrder(ctx);
    const stranger = await signedInCustomer(ctx);
    const post = (client: typeof stranger.client, productId: number, orderId: string) =>
      client.api.products[':id'].reviews.$post({
        param: { id: String(productId) },
        json: { orderId, rating: 5, comment: 'ดี' },
      });
    await refusal(post(stranger.client, product.id, order.id), 403, 'NOT_A_BUYER');
    const open = await placedOrder(ctx);
    const openProduct = open.products[0]?.id ?? 0;
    await refusal(post(open.customer.client, openProduct, open.order.id), 403, 'NOT_A_BUYER');
    const other = await deliveredOrder(ctx);
    await refusal(post(other.customer.client, product.id, other.order.id), 403, 'NOT_A_BUYER');
    await refusal(post(stranger.client, product.id, 'TXN1'), 403, 'NOT_A_BUYER');
    expect((await reviewsOf(product.id)).total).toBe(0);
  });

  it('takes one review per product per order, two sent at once included (409 ALREADY_REVIEWED)', async () => {
    const { order, customer, product } = await deliveredOrder(ctx);
    const send = () =>
      customer.client.api.products[':id'].reviews.$post({
        param: { id: String(product.id) },
        json: { orderId: order.id, rating: 5, comment: 'ซื้อซ้ำแน่นอน' },
      });
    const answers = await Promise.all([send(), send(), send()]);
    const statuses = answers.map((res): number => res.status);
    expect(statuses.sort()).toEqual([201, 409, 409]);
    for (const res of answers.filter((one): boolean => (one.status as number) === 409)) {
      await refusal(res, 409, 'ALREADY_REVIEWED');
    }
    await refusal(send(), 409, 'ALREADY_REVIEWED');
    expect(await figuresOf(product.id)).toEqual({ rating: 5, reviewCount: 1 });
  });

  it('keeps a script in the comment as text, never as markup', async () => {
    const { order, customer, product } = await deliveredOrder(ctx);
    const comment = '<script>alert("x")</script><img src=x onerror=alert(1)> ดีมาก';
    const res = await reviewForm(customer.client, product.id, {
      orderId: order.id,
      rating: '5',
      comment,
    });
    expect(res.status).toBe(201);
    const [stored] = (await reviewsOf(product.id)).items;
    expect(stored?.comment).toBe(comment);
  });

  it('refuses bad input with the contract’s error and changes nothing', async () => {
    const { order, customer, product } = await deliveredOrder(ctx);
    const post = (body: unknown) =>
      customer.client.request('POST', `/api/products/${product.id}/reviews`, { body });
    for (const body of [
      { orderId: order.id, rating: 0, comment: '' },
      { orderId: order.id, rating: 6 },
      { orderId: order.id, rating: 4.5 },
      { orderId: order.id, rating: '5; drop table' },
      { orderId: order.id, rating: 5, comment: 'ก'.repeat(1001) },
      { orderId: 'x'.repeat(5000), rating: 5 },
      { rating: 5 },
      [],
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
    const signedOut = await ctx.client().request('POST', `/api/products/${product.id}/reviews`, {
      body: { orderId: order.id, rating: 5 },
    });
    expect(signedOut.status).toBe(401);
    expect((await post({ orderId: order.id, rating: 5 })).status).toBe(201);
    const unknown = await customer.client.request('POST', '/api/products/999999/reviews', {
      body: { orderId: order.id, rating: 5 },
    });
    expect(unknown.status).toBe(404);
    expect((await ctx.client().request('GET', '/api/products/abc/reviews')).status).toBe(404);
  });
});

describe('a review’s photo', () => {
  it('is sniffed and re-encoded as a product picture is, and shown with the review', async () => {
    const { order, customer, product } = await deliveredOrder(ctx);
    const before = readdirSync(uploadsDir).length;
    const res = await reviewForm(
      customer.client,
      product.id,
      { orderId: order.id, rating: '5', comment: 'รูปจากแปลง' },
      { bytes: await fieldPhoto() },
    );
    expect(res.status).toBe(201);
    const review = productReviewSchema.parse(await res.json());
    expect(review.photoUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(readdirSync(uploadsDir)).toHaveLength(before + 1);
    const served = await ctx.client().fetch(`http://shop.test${review.photoUrl}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a 10 MB photo (413) and a file that is no picture (400), keeping nothing', async () => {
    const { order, customer, product } = await deliveredOrder(ctx);
    const before = readdirSync(uploadsDir).length;
    const fields = { orderId: order.id, rating: '5', comment: 'ใหญ่' };
    const huge = await reviewForm(customer.client, product.id, fields, {
      bytes: new Uint8Array(10 * 1024 * 1024),
    });
    await refusal(huge as never, 413, 'PAYLOAD_TOO_LARGE');
    const script = await reviewForm(customer.client, product.id, fields, {
      bytes: new TextEncoder().encode('<script>alert(1)</script>'),
      type: 'image/png',
    });
    await refusal(script as never, 400, 'VALIDATION');
    expect(readdirSync(uploadsDir)).toHaveLength(before);
    expect((await reviewsOf(product.id)).total).toBe(0);
  });
});

describe('staff hide a review with a reason', () => {
  it('takes it off the product page and out of the figures; show puts it back; both audited', async () => {
    const first = await deliveredOrder(ctx);
    const productId = first.product.id;
    // The second buyer bought the same product.
    const secondBuyer = await deliveredOrderOf(productId);
    const write = (client: typeof first.customer.client, orderId: string, rating: number) =>
      expectAnswer(
        productReviewSchema,
        client.api.products[':id'].reviews.$post({
          param: { id: String(productId) },
          json: { orderId, rating, comment: 'รีวิว' },
        }),
        201,
      );
    const low = await write(first.customer.client, first.order.id, 1);
    await write(secondBuyer.customer.client, secondBuyer.order.id, 5);
    expect(await figuresOf(productId)).toEqual({ rating: 3, reviewCount: 2 });

    const admin = (await staffClient(ctx, 'admin')).client;
    const sale = (await staffClient(ctx, 'sale')).client;
    const hide = (client: typeof admin, reason: string) =>
      client.api.admin.reviews[':id'].hide.$post({
        param: { id: String(low.id) },
        json: { reason },
      });
    await refusal(hide(sale, 'สแปม'), 403);
    await refusal(hide(first.customer.client, 'สแปม'), 403);
    await refusal(hide(admin, '   '), 400, 'VALIDATION');
    const hidden = await expectAnswer(reviewVisibilitySchema, hide(admin, 'ข้อความไม่สุภาพ'));
    expect(hidden).toMatchObject({ hidden: true, hiddenReason: 'ข้อความไม่สุภาพ' });
    expect(hidden.product).toEqual({ id: productId, rating: 5, reviewCount: 1 });
    expect(await figuresOf(productId)).toEqual({ rating: 5, reviewCount: 1 });
    const page = await reviewsOf(productId);
    expect(page).toMatchObject({ total: 1, ratingAverage: 5 });
    expect(page.items.map((item) => item.rating)).toEqual([5]);
    expect(await auditEntryOf(admin, 'review.hide', low.id)).toMatchObject({
      after: { hidden: true, reason: 'ข้อความไม่สุภาพ' },
    });

    const shown = await expectAnswer(
      reviewVisibilitySchema,
      admin.api.admin.reviews[':id'].show.$post({ param: { id: String(low.id) } }),
    );
    expect(shown).toMatchObject({ hidden: false, hiddenReason: null });
    expect(await figuresOf(productId)).toEqual({ rating: 3, reviewCount: 2 });
    expect(await auditEntryOf(admin, 'review.show', low.id)).toBeTruthy();
    await refusal(
      admin.api.admin.reviews[':id'].show.$post({ param: { id: '999999' } }),
      404,
      'NOT_FOUND',
    );
  });
});

/** A second customer's delivered order holding an existing product. */
async function deliveredOrderOf(productId: number) {
  const customer = await signedInCustomer(ctx);
  const { order } = await expectAnswer(
    placeOrderResponseSchema,
    customer.client.api.orders.$post(
      { json: { items: [{ productId, quantity: 1 }], paymentMethod: 'cod' } },
      { headers: { [IDEMPOTENCY_HEADER]: `review-${productId}-${Date.now()}` } },
    ),
    201,
  );
  await ctx.handle.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
  return { customer, order };
}
