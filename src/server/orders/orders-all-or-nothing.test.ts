import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusal, setupTestApp } from '../../testing/api-client.ts';
import { checkoutRows, placed, placeOrder } from '../../testing/checkout-api.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { notificationOutbox, orderItems, promotionRedemptions } from '../db/schema/index.ts';

const ctx = setupTestApp();
const { stockOf, usesOf, ordersOf } = checkoutRows(ctx);

describe("the shop's message", () => {
  it('is in the outbox once for a committed order, and not for a refused one', async () => {
    const { client } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { stockCount: 1 });
    const items = [{ productId: seed.id, quantity: 1 }];
    const order = await placed(client, { items });
    await refusal(placeOrder(client, { items }), 409, 'OUT_OF_STOCK');
    const messages = await ctx.handle.db
      .select({ template: notificationOutbox.template })
      .from(notificationOutbox)
      .where(sql`${notificationOutbox.payload}->>'orderId' = ${order.id}`);
    expect(messages).toEqual([{ template: 'shop.order_placed' }]);
  });
});

describe('rollback', () => {
  it('leaves no order, items, stock change, code use or event behind when the last step fails', async () => {
    const { client, user } = await signedInCustomer(ctx, {
      firstName: 'ล้มเหลว',
      lastName: 'ทดสอบ',
    });
    const seed = await createProduct(ctx.handle.db, { stockCount: 5 });
    const promotion = await createPromotion(ctx.handle.db);
    // The event insert is the last step inside the transaction: make the database refuse it.
    await ctx.handle.db.execute(sql`
      create or replace function refuse_test_event() returns trigger as $$
      begin
        if new.user_name = 'ล้มเหลว ทดสอบ' then raise exception 'analytics unavailable'; end if;
        return new;
      end $$ language plpgsql`);
    await ctx.handle.db.execute(
      sql`create trigger refuse_test_event before insert on analytics_events for each row execute function refuse_test_event()`,
    );
    try {
      const error = await refusal(
        placeOrder(client, {
          items: [{ productId: seed.id, quantity: 2 }],
          discountCode: promotion.discountCode,
        }),
        500,
      );
      expect(error).toEqual({ code: 'INTERNAL', message: 'Internal server error' });
    } finally {
      await ctx.handle.db.execute(sql`drop trigger refuse_test_event on analytics_events`);
    }
    expect(await ordersOf(user.id)).toHaveLength(0);
    const [items] = await ctx.handle.db
      .select({ n: count() })
      .from(orderItems)
      .where(eq(orderItems.productId, seed.id));
    expect(items?.n).toBe(0);
    expect(await stockOf(seed.id)).toBe(5);
    expect(await usesOf(promotion.id)).toBe(0);
    const [redemptions] = await ctx.handle.db
      .select({ n: count() })
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, promotion.id));
    expect(redemptions?.n).toBe(0);
  });
});
