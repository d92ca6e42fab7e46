import { describe, expect, it } from 'vitest';
import { cartQuoteSchema } from '../../shared/contracts/cart-answers.ts';
import { orderSchema } from '../../shared/contracts/orders-answers.ts';
import { orderRow, shipOrder } from '../../testing/admin-orders.ts';
import { refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { placed, placeOrder } from '../../testing/checkout-api.ts';
import { type SignedInCustomer, signedInCustomer } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { givePoints, ledgerOf, myPoints } from '../../testing/points.ts';
import { signedInClient } from '../../testing/staff-session.ts';

const ctx = setupTestApp();

/** A member holding `points`, and a product of ฿100 earning 7 points a unit. */
async function memberWithPoints(points: number) {
  const admin = await signedInClient(ctx, 'admin');
  const member = await signedInCustomer(ctx);
  if (points > 0) await givePoints(admin, member.user.id, points);
  const product = await createProduct(ctx.handle.db, { price: 100, memberPoints: 7 });
  return { admin, member, product };
}

const quote = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/cart/quote', body);

const lines = (productId: number, quantity = 2) => [{ productId, quantity }];

async function balanceOf(member: SignedInCustomer) {
  return (await myPoints(member.client)).balance;
}

describe('points at checkout (POST /api/cart/quote, POST /api/orders)', () => {
  it('a quote shows the balance, the most usable, the discount and the points to come', async () => {
    const { member, product } = await memberWithPoints(30_000);
    const res = await quote(member.client, { items: lines(product.id), pointsToUse: 5000 });
    expect(res.status).toBe(200);
    const answer = cartQuoteSchema.parse(res.body);
    // ฿200 of goods: half is ฿100 = 10,000 points at 1 satang each.
    expect(answer).toMatchObject({
      net: 200,
      pointsUsed: 5000,
      pointsDiscount: 50,
      pointsEarned: 14,
      pointsBalance: 30_000,
      pointsUsable: 10_000,
      amountDue: 150 + answer.shippingFee,
    });
  });

  it('more than the share is capped at the share, in the quote and the order alike', async () => {
    const { member, product } = await memberWithPoints(30_000);
    const res = await quote(member.client, { items: lines(product.id), pointsToUse: 25_000 });
    expect(res.body).toMatchObject({ pointsUsed: 10_000, pointsDiscount: 100 });
    const order = await placed(member.client, {
      items: lines(product.id),
      pointsToUse: 25_000,
      paymentMethod: 'cod',
    });
    expect(order).toMatchObject({ pointsUsed: 10_000, pointsDiscount: 100, pointsEarned: 14 });
    // Points never pay the delivery: what is due is the other half of the goods and the fee.
    expect(order.amountDue).toBe(100 + order.shippingFee);
    expect(await balanceOf(member)).toBe(20_000);
    const row = await orderRow(ctx, order.id);
    expect(row).toMatchObject({ pointsUsed: 10_000, pointsDiscountSatang: 10_000 });
  });

  it('more points than the balance: 409 NOT_ENOUGH_POINTS, and nothing is saved', async () => {
    const { member, product } = await memberWithPoints(300);
    const asked = { items: lines(product.id), pointsToUse: 301 };
    const q = await quote(member.client, asked);
    expect(q.status).toBe(409);
    expect(q.body.error).toMatchObject({ code: 'NOT_ENOUGH_POINTS', balance: 300 });
    const error = await refusal(placeOrder(member.client, asked), 409, 'NOT_ENOUGH_POINTS');
    expect(error.balance).toBe(300);
    const mine = await myPoints(member.client);
    expect(mine.balance).toBe(300);
    expect(mine.pending).toBe(0);
  });

  it('refuses negative, fractional, huge and non-number points with 400, changing nothing', async () => {
    const { member, product } = await memberWithPoints(1000);
    for (const pointsToUse of [-1, 1.5, 1e15, '100', null, true, Number.MAX_SAFE_INTEGER + 2]) {
      const body = { items: lines(product.id), pointsToUse };
      const q = await quote(member.client, body);
      expect(q.status, `quote ${String(pointsToUse)}`).toBe(400);
      expect(q.body.error.code).toBe('VALIDATION');
      const o = await member.client.post('/api/orders', body);
      expect(o.status, `order ${String(pointsToUse)}`).toBe(400);
      expect(o.body.error.fields).toHaveProperty('pointsToUse');
    }
    expect(await balanceOf(member)).toBe(1000);
  });

  it('a visitor asking for points is told to sign in; without points a visitor is quoted', async () => {
    const product = await createProduct(ctx.handle.db, { price: 100, memberPoints: 7 });
    const visitor = ctx.client();
    expect((await quote(visitor, { items: lines(product.id), pointsToUse: 10 })).status).toBe(401);
    const plain = await quote(visitor, { items: lines(product.id) });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ pointsUsed: 0, pointsDiscount: 0 });
  });

  it('the shop’s settings price the points: 1 point = 10 satang, at most 20 %', async () => {
    const root = await signedInClient(ctx, 'root');
    const { member, product } = await memberWithPoints(1000);
    await root.request('PUT', '/api/admin/settings/points', {
      body: { pointValueSatang: 10, maxPointsShare: 0.2 },
    });
    try {
      // ฿200 × 20 % = ฿40 = 400 points.
      const order = await placed(member.client, {
        items: lines(product.id),
        pointsToUse: 1000,
        paymentMethod: 'cod',
      });
      expect(order).toMatchObject({ pointsUsed: 400, pointsDiscount: 40 });
      expect(await balanceOf(member)).toBe(600);
    } finally {
      await root.request('PUT', '/api/admin/settings/points', {
        body: { pointValueSatang: 1, maxPointsShare: 0.5 },
      });
    }
  });
});

describe('points through the order lifecycle', () => {
  it('cancelling gives the spent points back; the order earns nothing', async () => {
    const { member, product } = await memberWithPoints(5000);
    const order = await placed(member.client, {
      items: lines(product.id),
      pointsToUse: 4000,
      paymentMethod: 'cod',
    });
    expect((await myPoints(member.client)).pending).toBe(14);
    const res = await member.client.post(`/api/orders/${order.id}/cancel`);
    expect(res.status).toBe(200);
    const mine = await myPoints(member.client);
    expect(mine).toMatchObject({ balance: 5000, pending: 0 });
    expect(mine.history.map((entry) => [entry.reason, entry.change])).toEqual([
      ['returned', 4000],
      ['spent', -4000],
      ['adjusted', 5000],
    ]);
    // A repeat of the cancel gives nothing back twice.
    await member.client.post(`/api/orders/${order.id}/cancel`);
    expect(await balanceOf(member)).toBe(5000);
  });

  it('delivery earns the live lines’ points once; pending until then', async () => {
    const { admin, member, product } = await memberWithPoints(0);
    const order = await placed(member.client, {
      items: lines(product.id, 3),
      paymentMethod: 'cod',
    });
    expect(order.pointsEarned).toBe(21);
    expect(await myPoints(member.client)).toMatchObject({ balance: 0, pending: 21 });
    await shipOrder(ctx, order.id, { cod: true });
    const delivered = await admin.post(`/api/admin/transactions/${order.id}/delivered`);
    expect(delivered.status).toBe(200);
    expect(await myPoints(member.client)).toMatchObject({ balance: 21, pending: 0 });
    await admin.post(`/api/admin/transactions/${order.id}/delivered`);
    const rows = await ledgerOf(ctx, member.user.id);
    expect(rows.map((row) => [row.reason, row.change, row.orderId])).toEqual([
      ['earned', 21, order.id],
    ]);
    const page = await member.client.request('GET', `/api/orders/${order.id}`);
    expect(orderSchema.parse(page.body)).toMatchObject({ pointsEarned: 21 });
  });

  it('the receipt of a delivered order says what the points took off and what was paid', async () => {
    const { admin, member, product } = await memberWithPoints(4000);
    const order = await placed(member.client, {
      items: lines(product.id),
      pointsToUse: 4000,
      paymentMethod: 'cod',
    });
    await shipOrder(ctx, order.id, { cod: true });
    expect((await admin.post(`/api/admin/transactions/${order.id}/delivered`)).status).toBe(200);
    const receipt = await member.client.request('GET', `/api/orders/${order.id}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({ discount: 40, amount: 160 + order.shippingFee });
    expect(receipt.body.exemptAmount + receipt.body.taxableAmount).toBe(receipt.body.amount);
    // Delivered: 4,000 spent, 14 earned.
    expect(await balanceOf(member)).toBe(14);
  });

  it('staff bringing back a cancelled order spend its points again, or are refused', async () => {
    const { admin, member, product } = await memberWithPoints(3000);
    const order = await placed(member.client, {
      items: lines(product.id),
      pointsToUse: 3000,
      paymentMethod: 'cod',
    });
    await member.client.post(`/api/orders/${order.id}/cancel`);
    // Spent elsewhere meanwhile: the member has 1,000 left.
    await givePoints(admin, member.user.id, -2000, 'ใช้แต้มแลกของ');
    const detail = await admin.request('GET', `/api/admin/transactions/${order.id}`);
    const reopen = await admin.request('PUT', `/api/admin/transactions/${order.id}`, {
      body: {
        username: detail.body.username,
        totalAmount: detail.body.totalAmount,
        shippingAddress: detail.body.address,
        status: 'pending',
      },
    });
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.code).toBe('NOT_ENOUGH_POINTS');
    expect((await orderRow(ctx, order.id))?.status).toBe('cancelled');
    expect(await balanceOf(member)).toBe(1000);
  });
});
