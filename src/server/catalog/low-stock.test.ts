import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderAnswerSchema } from '../../shared/contracts/admin-orders-answers.ts';
import { placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, setupTestApp } from '../../testing/api-client.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { notificationOutbox } from '../db/schema/index.ts';
import { makeMove } from '../orders/order-moves.ts';
import { lockOrder } from '../orders/order-store.ts';

const ctx = setupTestApp();

/** The shop's low-stock warnings written so far, oldest first; each read empties the outbox. */
async function warnings() {
  const rows = await ctx.handle.db
    .select({ template: notificationOutbox.template, payload: notificationOutbox.payload })
    .from(notificationOutbox)
    .orderBy(asc(notificationOutbox.id));
  await ctx.handle.db.delete(notificationOutbox);
  return rows.filter((row) => row.template === 'shop.low_stock').map((row) => row.payload);
}

describe('low stock is catalog’s, whichever path takes the stock', () => {
  it('a manual order that takes a size below its line warns the shop once', async () => {
    const sale = (await staffClient(ctx, 'sale')).client;
    const product = await createProduct(ctx.handle.db, { stockCount: 21, name: 'ปุ๋ยทางโทรศัพท์' });
    await warnings();
    const take = (quantity: number) =>
      expectAnswer(
        orderAnswerSchema,
        sale.api.admin.transactions.$post({
          json: {
            username: 'ลูกค้าหน้าร้าน',
            items: [{ productId: product.id, quantity }],
            shippingAddress: 'อยุธยา',
            status: 'pending',
          },
        }),
        201,
      );
    await take(1);
    expect(await warnings()).toEqual([]);
    await take(2);
    expect(await warnings()).toEqual([
      expect.objectContaining({
        productId: product.id,
        variantId: product.variantId,
        unitsLeft: 18,
      }),
    ]);
    // Already below: no second warning.
    await take(1);
    expect(await warnings()).toEqual([]);
  });

  it('reopening a cancelled order takes its stock again and warns when that crosses the line', async () => {
    const { order, customer, products } = await placedOrder(ctx, [
      { product: { stockCount: 23, name: 'ปุ๋ยเปิดใหม่' }, quantity: 4 },
    ]);
    const product = products[0] as { id: number; variantId: number };
    // 19 left: the order itself warned; cancelled, 23 are back on the shelf.
    expect(await warnings()).toHaveLength(1);
    await customer.client.api.orders[':id'].cancel.$post({ param: { id: order.id } });
    expect(await warnings()).toEqual([]);
    const staff = (await staffClient(ctx, 'sale')).user;
    await ctx.handle.db.transaction(async (tx) => {
      const row = await lockOrder(tx, order.id);
      await makeMove(tx, row, 'reopen', {
        party: 'staff',
        actor: { id: staff.id, name: 'พนักงาน' },
      });
    });
    expect(await warnings()).toEqual([
      expect.objectContaining({
        productId: product.id,
        variantId: product.variantId,
        unitsLeft: 19,
      }),
    ]);
  });
});
