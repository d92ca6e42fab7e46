import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, refusal, setupTestApp, TestClient } from '../../testing/api-client.ts';
import { checkoutRows, placed, placeOrder } from '../../testing/checkout-api.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct, setSizes } from '../../testing/factories/catalog.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { createApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { products, promotions, sessions, users } from '../db/schema/index.ts';
import { logger } from '../logger.ts';

const ctx = setupTestApp();
const { stockOf, usesOf, ordersOf } = checkoutRows(ctx);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('what changes between pricing and saving', () => {
  /**
   * The shop over a database connection that runs `change` just before each `place_order` call
   * reaches the database (the moment between reading the prices and saving), as if the owner
   * edited at that instant. The hook sits at the driver, below every query the shop builds.
   */
  async function shopWhere(change: () => Promise<unknown>, times: number) {
    let left = times;
    const driver = (ctx.handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
    const hooked = new Proxy(driver, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property !== 'query') return typeof value === 'function' ? value.bind(target) : value;
        return async (...args: [string | { text: string }, ...unknown[]]) => {
          const text = typeof args[0] === 'string' ? args[0] : args[0].text;
          if (left > 0 && text.includes('place_order(')) {
            left -= 1;
            await change();
          }
          return (value as (...query: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const { db } =
      ctx.handle.kind === 'postgres'
        ? await openDatabase({ kind: 'postgres', pool: hooked as pg.Pool })
        : await openDatabase({ kind: 'pglite', client: hooked as PGlite });
    const app = createApp({
      db,
      dbKind: ctx.handle.kind,
      config: parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    });
    const { client: signed, user } = await signedInCustomer(ctx);
    const client = new TestClient(app);
    client.cookie = signed.cookie;
    return { client, user };
  }

  const setPrice = (productId: number, satang: number) => () =>
    setSizes(ctx.handle.db, productId, { priceSatang: satang });
  const setPromotion =
    (promotionId: number, values: Partial<typeof promotions.$inferInsert>) => () =>
      ctx.handle.db.update(promotions).set(values).where(eq(promotions.id, promotionId));

  it('a price changed meanwhile: the cart is priced again and the order carries the new price', async () => {
    const seed = await createProduct(ctx.handle.db, { price: 100, stockCount: 5 });
    const { client, user } = await shopWhere(setPrice(seed.id, 12_550), 1);
    const order = await placed(client, { items: [{ productId: seed.id, quantity: 2 }] });
    expect(order.items[0]).toMatchObject({ pricePerUnit: 125.5, totalPrice: 251 });
    expect(order.netAmount).toBe(251);
    expect(await stockOf(seed.id)).toBe(3);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('a price that keeps changing: 409 with the retry message, nothing saved', async () => {
    const seed = await createProduct(ctx.handle.db, { price: 100, stockCount: 5 });
    let satang = 10_000;
    const { client, user } = await shopWhere(() => setPrice(seed.id, ++satang)(), 10);
    const error = await refusal(
      placeOrder(client, { items: [{ productId: seed.id, quantity: 1 }] }),
      409,
    );
    expect(error).toMatchObject({
      code: 'CONFLICT',
      message: 'ไม่สามารถบันทึกคำสั่งซื้อได้ กรุณาลองใหม่อีกครั้ง',
    });
    expect(await stockOf(seed.id)).toBe(5);
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it('a code whose value changed meanwhile is applied at its new value', async () => {
    const seed = await createProduct(ctx.handle.db, { price: 1000, stockCount: 5 });
    const promotion = await createPromotion(ctx.handle.db, {
      discountType: 'fixed',
      discountValueHundredths: 5_000,
    });
    const { client } = await shopWhere(
      setPromotion(promotion.id, { discountValueHundredths: 8_000 }),
      1,
    );
    const order = await placed(client, {
      items: [{ productId: seed.id, quantity: 1 }],
      discountCode: promotion.discountCode,
    });
    expect(order).toMatchObject({ discountValue: 80, netAmount: 920 });
    expect(await usesOf(promotion.id)).toBe(1);
  });

  it('a code used up meanwhile: 409 MAX_USES_REACHED, no stock taken', async () => {
    const seed = await createProduct(ctx.handle.db, { price: 1000, stockCount: 5 });
    const promotion = await createPromotion(ctx.handle.db, { maxUses: 1 });
    const { client, user } = await shopWhere(setPromotion(promotion.id, { currentUses: 1 }), 1);
    const error = await refusal(
      placeOrder(client, {
        items: [{ productId: seed.id, quantity: 1 }],
        discountCode: promotion.discountCode,
      }),
      409,
    );
    expect(error).toEqual({
      code: 'DISCOUNT_INVALID',
      message: 'โค้ดส่วนลดนี้ถูกใช้ครบจำนวนแล้ว',
      reason: 'MAX_USES_REACHED',
    });
    expect(await stockOf(seed.id)).toBe(5);
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it('a repeat of an order that took the last units returns that order, not OUT_OF_STOCK', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { stockCount: 2 });
    const body = { items: [{ productId: seed.id, quantity: 2 }] };
    const first = await placed(client, body, 'last-units-key');
    const again = await answer(placeOrder(client, body, 'last-units-key'), 200);
    expect(again.order).toEqual(first);
    expect(await stockOf(seed.id)).toBe(0);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });
});

describe('the order checks its own session (place_order)', () => {
  const endSession = {
    expired: (userId: string) =>
      ctx.handle.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.userId, userId)),
    'logged out': (userId: string) =>
      ctx.handle.db.delete(sessions).where(eq(sessions.userId, userId)),
    locked: (userId: string) =>
      ctx.handle.db.update(users).set({ isLocked: true }).where(eq(users.id, userId)),
    deactivated: (userId: string) =>
      ctx.handle.db.update(users).set({ status: 'inactive' }).where(eq(users.id, userId)),
  };

  it.each(Object.keys(endSession) as (keyof typeof endSession)[])(
    'a session %s since the cookie was given: 401, nothing saved',
    async (how) => {
      const { client, user } = await signedInCustomer(ctx);
      const seed = await createProduct(ctx.handle.db, { stockCount: 5 });
      await endSession[how](user.id);
      const error = await refusal(
        placeOrder(client, { items: [{ productId: seed.id, quantity: 1 }] }),
        401,
      );
      expect(error).toEqual({ code: 'UNAUTHENTICATED', message: 'Please log in' });
      expect(await stockOf(seed.id)).toBe(5);
      expect(await ordersOf(user.id)).toHaveLength(0);
    },
  );

  it('a cookie nobody issued: 401 before anything about the cart', async () => {
    const client = ctx.client();
    client.cookie = 'sid=not-a-session';
    const items = [{ productId: 99_999_999, quantity: 1 }];
    await refusal(placeOrder(client, { items }), 401, 'UNAUTHENTICATED');
  });

  it('the request log names the customer of an order', async () => {
    // Every request is logged at `debug` (an ordinary one is not at `info`: http/request-log.ts).
    const debug = vi.spyOn(logger, 'debug');
    const { client, user } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { stockCount: 5 });
    await placed(client, { items: [{ productId: seed.id, quantity: 1 }] });
    expect(debug).toHaveBeenCalledWith(
      'request',
      expect.objectContaining({ method: 'POST', path: '/api/orders', userId: user.id }),
    );
  });

  it('a code this customer has used is refused before a product short of stock', async () => {
    const { client } = await signedInCustomer(ctx);
    const plenty = await createProduct(ctx.handle.db, { stockCount: 10 });
    const few = await createProduct(ctx.handle.db, { stockCount: 1 });
    const promotion = await createPromotion(ctx.handle.db);
    await placed(client, {
      items: [{ productId: plenty.id, quantity: 1 }],
      discountCode: promotion.discountCode,
    });
    const error = await refusal(
      placeOrder(client, {
        items: [
          { productId: plenty.id, quantity: 1 },
          { productId: few.id, quantity: 2 },
        ],
        discountCode: promotion.discountCode,
      }),
      409,
    );
    expect(error).toMatchObject({ code: 'DISCOUNT_INVALID', reason: 'ALREADY_REDEEMED' });
    expect(await stockOf(plenty.id)).toBe(9);
    expect(await usesOf(promotion.id)).toBe(1);
  });
});

describe('products remembered between orders', () => {
  it('a price and name changed after an order: the next order has them as the database does', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, {
      name: 'ปุ๋ยยูเรีย 46-0-0',
      price: 100,
      stockCount: 10,
    });
    await placed(client, { items: [{ productId: seed.id, quantity: 1 }] });
    // Changed behind the shop's back, as psql or another server process would.
    await ctx.handle.db
      .update(products)
      .set({ name: 'ปุ๋ยยูเรีย 46-0-0 (สูตรใหม่)' })
      .where(eq(products.id, seed.id));
    await setSizes(ctx.handle.db, seed.id, { priceSatang: 12_500 });
    const second = await placed(client, { items: [{ productId: seed.id, quantity: 2 }] });
    expect(second.items[0]).toMatchObject({
      productName: 'ปุ๋ยยูเรีย 46-0-0 (สูตรใหม่)',
      pricePerUnit: 125,
      totalPrice: 250,
    });
    expect(second.netAmount).toBe(250);
    expect(await stockOf(seed.id)).toBe(7);
    expect(await ordersOf(user.id)).toHaveLength(2);
  });

  it('a product deleted after an order is unknown to the next one: 400, nothing saved', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const gone = await createProduct(ctx.handle.db, { stockCount: 10 });
    const kept = await createProduct(ctx.handle.db, { stockCount: 10 });
    const items = [
      { productId: kept.id, quantity: 1 },
      { productId: gone.id, quantity: 1 },
    ];
    await placed(client, { items });
    await ctx.handle.db.delete(products).where(eq(products.id, gone.id));
    const error = await refusal(placeOrder(client, { items }), 400, 'VALIDATION');
    expect(error.fields).toEqual({ 'items.1.productId': 'ไม่พบสินค้านี้' });
    expect(await stockOf(kept.id)).toBe(9);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });
});
