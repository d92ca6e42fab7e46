import { eq } from 'drizzle-orm';
import type { ClientResponse } from 'hono/client';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../shared/checkout-messages.ts';
import { cartQuoteSchema } from '../../shared/contracts/cart-answers.ts';
import { MAX_SERIAL_ID } from '../../shared/contracts/common.ts';
import {
  orderPageSchema,
  placeOrderResponseSchema,
} from '../../shared/contracts/orders-answers.ts';
import { formatBaht } from '../../shared/domain/money.ts';
import { MAX_ORDER_SATANG } from '../../shared/domain/order-limits.ts';
import { itemIdsOf, placedOrder, staffClient, stockOf } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { orders } from '../db/schema/index.ts';

/**
 * Numbers past what the database stores: ids past the integer column are refused as ids that
 * cannot exist, and one order limit (฿10,000,000) is the quote's, the checkout's and the back
 * office's, so no order reaches an amount its columns cannot hold.
 */
const ctx = setupTestApp();

const TOO_LARGE = 'ยอดรวมต่อคำสั่งซื้อต้องไม่เกิน ฿10,000,000.00 กรุณาลดจำนวนสินค้า';
const MILLION_BAHT = 1_000_000;
let keys = 0;
const idempotent = () => ({ headers: { 'Idempotency-Key': `limit-${++keys}-${Date.now()}` } });

type Line = { productId: number; quantity: number };
const quote = (client: TestClient, items: Line[]) =>
  client.api.cart.quote.$post({ json: { items } });
const order = (client: TestClient, items: Line[]) =>
  client.api.orders.$post({ json: { items } }, idempotent());

describe('ids past the integer column', () => {
  it('are a 400 on the quote, the order and the code check; the largest id is just missing', async () => {
    const { client } = await signedInCustomer(ctx);
    const items = [{ productId: MAX_SERIAL_ID + 1, quantity: 1 }];
    const calls: [string, () => Promise<ClientResponse<unknown>>][] = [
      ['/api/cart/quote', () => quote(client, items)],
      ['/api/orders', () => order(client, items)],
      [
        '/api/promotions/validate',
        () => client.api.promotions.validate.$post({ json: { code: 'FARM10', items } }),
      ],
      ['/api/cart/quote', () => quote(client, [{ productId: 2 ** 53 + 2, quantity: 1 }])],
    ];
    for (const [path, call] of calls) {
      const res = await call();
      expect(res.status, path).toBe(400);
      const error = await refusal(res, 400, 'VALIDATION');
      expect(Object.keys(error.fields ?? {})).toEqual(['items.0.productId']);
    }
    const largest = await expectAnswer(
      cartQuoteSchema,
      quote(client, [{ productId: MAX_SERIAL_ID, quantity: 1 }]),
    );
    expect(largest.problems).toEqual([
      { productId: MAX_SERIAL_ID, code: 'MISSING', message: checkoutMessages.cart.problem.MISSING },
    ]);
  });
});

describe('one order limit', () => {
  it('says the limit as the shop shows money', () => {
    expect(TOO_LARGE).toContain(formatBaht(MAX_ORDER_SATANG));
    expect(checkoutMessages.cart.problem.ORDER_TOO_LARGE).toBe(TOO_LARGE);
  });

  it('the quote flags the line that takes the cart past ฿10,000,000; the order is refused with 409 and nothing changes', async () => {
    const { client } = await signedInCustomer(ctx);
    const cheap = await createProduct(ctx.handle.db, { price: 100 });
    const dear = await createProduct(ctx.handle.db, { price: MILLION_BAHT, stockCount: 100 });
    const items = [
      { productId: cheap.id, quantity: 1 },
      { productId: dear.id, quantity: 22 },
    ];
    const quoted = await expectAnswer(cartQuoteSchema, quote(client, items));
    expect(quoted.subtotal).toBe(22_000_100);
    expect(quoted.problems).toEqual([
      {
        productId: dear.id,
        variantId: dear.variantId,
        code: 'ORDER_TOO_LARGE',
        message: TOO_LARGE,
      },
    ]);

    const refused = await order(client, items);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: 'CONFLICT', message: TOO_LARGE, reason: 'ORDER_TOO_LARGE' },
    });
    expect(await stockOf(ctx, dear.id)).toBe(100);
    const mine = await expectAnswer(orderPageSchema, client.api.orders.$get({ query: {} }));
    expect(mine.total).toBe(0);
  });

  it('takes an order of exactly ฿10,000,000, which the quote does not flag', async () => {
    const { client } = await signedInCustomer(ctx);
    const dear = await createProduct(ctx.handle.db, { price: MILLION_BAHT, stockCount: 20 });
    const items = [{ productId: dear.id, quantity: 10 }];
    expect((await expectAnswer(cartQuoteSchema, quote(client, items))).problems).toEqual([]);
    const placed = await expectAnswer(placeOrderResponseSchema, order(client, items), 201);
    expect(placed.order).toMatchObject({ totalAmount: 10_000_000, netAmount: 10_000_000 });
  });

  it('refuses a manual order past the limit with the same 409, taking no stock', async () => {
    const { client: admin } = await staffClient(ctx, 'admin');
    const dear = await createProduct(ctx.handle.db, { price: MILLION_BAHT, stockCount: 100 });
    const res = await admin.api.admin.transactions.$post({
      json: {
        username: 'ลุงมา',
        items: [{ productId: dear.id, quantity: 22 }],
        shippingAddress: '5 หมู่ 2 บางปะอิน',
      },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'CONFLICT', message: TOO_LARGE, reason: 'ORDER_TOO_LARGE' },
    });
    expect(await stockOf(ctx, dear.id)).toBe(100);
    const placed = await ctx.handle.db
      .select()
      .from(orders)
      .where(eq(orders.address, '5 หมู่ 2 บางปะอิน'));
    expect(placed).toEqual([]);
  });

  it('refuses an item edit that would take an order past the limit', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    const { order, products } = await placedOrder(
      ctx,
      [{ product: { price: MILLION_BAHT, stockCount: 999 }, quantity: 10 }],
      { paymentMethod: 'promptpay' },
    );
    const [lineId] = await itemIdsOf(sale, order.id);
    if (lineId === undefined) throw new Error('a line');
    const res = sale.api.admin.transactions[':id'].items.$patch({
      param: { id: order.id },
      json: { items: [{ id: lineId, quantity: 999, cancelled: false }] },
    });
    expect(await refusal(res, 409)).toMatchObject({
      message: TOO_LARGE,
      reason: 'ORDER_TOO_LARGE',
    });
    expect(await stockOf(ctx, (products[0] as { id: number }).id)).toBe(989);
  });
});
