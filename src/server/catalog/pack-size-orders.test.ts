import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartQuoteSchema } from '../../shared/contracts/cart-answers.ts';
import { orderSchema, placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import { staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp } from '../../testing/api-client.ts';
import { parseCsv } from '../../testing/csv.ts';
import { signedInCustomer, signedInCustomers } from '../../testing/customers.ts';
import { createSizedProduct } from '../../testing/factories/catalog.ts';
import { packSizeRows, placeOrder, quote } from '../../testing/pack-sizes.ts';
import { notificationOutbox, orderItems } from '../db/schema/index.ts';

/** Pack sizes in the cart, in orders and in what is printed. */
const ctx = setupTestApp();
const { sizesInDatabase, productRow } = packSizeRows(ctx);

const CHOOSE_SIZE = 'กรุณาเลือกขนาดสินค้า';

describe('the cart and orders by size', () => {
  it('quotes each size at its price; knownPrices by "product:size"; a multi-size line without a size is 400', async () => {
    const product = await createSizedProduct(ctx.handle.db, [
      { label: '500 มล.', size: 500, unit: 'ml', price: 250, stockCount: 10 },
      { label: '1 ลิตร', size: 1, unit: 'l', price: 450, stockCount: 3 },
    ]);
    const [half, litre] = product.variants;
    if (!half || !litre) throw new Error('two sizes');
    const res = await expectAnswer(
      cartQuoteSchema,
      quote(ctx.client(), {
        items: [
          { productId: product.id, variantId: half.id, quantity: 2 },
          { productId: product.id, variantId: litre.id, quantity: 4 },
        ],
        knownPrices: { [`${product.id}:${half.id}`]: 250, [`${product.id}:${litre.id}`]: 400 },
      }),
    );
    expect(
      res.lines.map((line) => [line.variantId, line.variantLabel, line.unitPrice, line.stockCount]),
    ).toEqual([
      [half.id, '500 มล.', 250, 10],
      [litre.id, '1 ลิตร', 450, 3],
    ]);
    expect(res.subtotal).toBe(2300);
    expect(res.problems.map((problem) => [problem.variantId, problem.code])).toEqual([
      [litre.id, 'INSUFFICIENT_STOCK'],
      [litre.id, 'PRICE_CHANGED'],
    ]);

    const error = await refusal(
      quote(ctx.client(), { items: [{ productId: product.id, quantity: 1 }] }),
      400,
      'VALIDATION',
    );
    expect(error.message).toBe(CHOOSE_SIZE);
    expect(error.fields).toEqual({ 'items.0.variantId': CHOOSE_SIZE });

    // The same size twice is a duplicate line; two sizes of one product are not.
    await refusal(
      quote(ctx.client(), {
        items: [
          { productId: product.id, variantId: half.id, quantity: 1 },
          { productId: product.id, variantId: half.id, quantity: 1 },
        ],
      }),
      400,
      'VALIDATION',
    );
  });

  it('an order takes the stock of its size, names it, and a cancellation puts it back there', async () => {
    const product = await createSizedProduct(ctx.handle.db, [
      { label: '1 กก.', size: 1, unit: 'kg', price: 310, stockCount: 10 },
      { label: '25 กก.', size: 25, unit: 'kg', price: 6490, stockCount: 4 },
    ]);
    const [kilo, sack] = product.variants;
    if (!kilo || !sack) throw new Error('two sizes');
    const { client } = await signedInCustomer(ctx);

    // Without a size: 400, nothing changes.
    const refused = await refusal(
      placeOrder(client, { items: [{ productId: product.id, quantity: 1 }] }),
      400,
      'VALIDATION',
    );
    expect(refused.message).toBe(CHOOSE_SIZE);
    expect((await sizesInDatabase(product.id)).map((size) => size.stockCount)).toEqual([10, 4]);

    const { order } = await expectAnswer(
      placeOrderResponseSchema,
      placeOrder(client, {
        items: [{ productId: product.id, variantId: sack.id, quantity: 3 }],
        paymentMethod: 'promptpay',
      }),
      201,
    );
    expect(order.items).toEqual([
      expect.objectContaining({ variantId: sack.id, variantLabel: '25 กก.', pricePerUnit: 6490 }),
    ]);
    expect((await sizesInDatabase(product.id)).map((size) => size.stockCount)).toEqual([10, 1]);
    expect(await productRow(product.id)).toMatchObject({ stockCount: 11, priceSatang: 31000 });

    // More than the size has: 409 naming the size.
    const short = await refusal(
      placeOrder(client, { items: [{ productId: product.id, variantId: sack.id, quantity: 2 }] }),
      409,
      'OUT_OF_STOCK',
    );
    expect(short.products).toEqual([
      {
        productId: product.id,
        variantId: sack.id,
        name: `${product.name} (25 กก.)`,
        requested: 2,
        available: 1,
      },
    ]);

    const cancelled = await expectAnswer(
      placeOrderResponseSchema,
      client.api.orders[':id'].cancel.$post({ param: { id: order.id } }),
    );
    expect(cancelled.order.status).toBe('cancelled');
    expect((await sizesInDatabase(product.id)).map((size) => size.stockCount)).toEqual([10, 4]);
    expect(await productRow(product.id)).toMatchObject({ stockCount: 14 });
  });

  it('two orders racing for the last unit of one size: one wins, none oversold', async () => {
    const product = await createSizedProduct(ctx.handle.db, [
      { label: '100 มล.', size: 100, unit: 'ml', price: 59, stockCount: 50 },
      { label: '1 ลิตร', size: 1, unit: 'l', price: 399, stockCount: 1 },
    ]);
    const litre = product.variants[1];
    if (!litre) throw new Error('two sizes');
    const buyers = await signedInCustomers(ctx, 2);
    const answers = await Promise.all(
      buyers.map(({ client }) =>
        placeOrder(client, {
          items: [{ productId: product.id, variantId: litre.id, quantity: 1 }],
        }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect((await sizesInDatabase(product.id)).map((size) => size.stockCount)).toEqual([50, 0]);
  });

  it("warns the shop when an order takes a size below the size's own line, naming the size", async () => {
    const product = await createSizedProduct(
      ctx.handle.db,
      [
        { label: '500 กรัม', size: 500, unit: 'g', price: 200, stockCount: 100 },
        { label: '5 กก.', size: 5, unit: 'kg', price: 1500, stockCount: 6, lowStockThreshold: 5 },
      ],
      { name: 'ปุ๋ยทดสอบขนาด' },
    );
    const sack = product.variants[1];
    if (!sack) throw new Error('two sizes');
    const { client } = await signedInCustomer(ctx);
    const before = await ctx.handle.db.select().from(notificationOutbox);
    await expectAnswer(
      placeOrderResponseSchema,
      placeOrder(client, { items: [{ productId: product.id, variantId: sack.id, quantity: 2 }] }),
      201,
    );
    const warned = (await ctx.handle.db.select().from(notificationOutbox)).filter(
      (row) => row.template === 'shop.low_stock' && !before.some((old) => old.id === row.id),
    );
    expect(warned.map((row) => row.payload)).toEqual([
      {
        productId: product.id,
        variantId: sack.id,
        name: 'ปุ๋ยทดสอบขนาด',
        size: '5 กก.',
        unitsLeft: 4,
      },
    ]);
  });

  it('the packing slip and the CSV export show the size', async () => {
    const product = await createSizedProduct(
      ctx.handle.db,
      [
        { label: '1 ลิตร', size: 1, unit: 'l', price: 450, stockCount: 10 },
        { label: '5 ลิตร', size: 5, unit: 'l', price: 2090, stockCount: 10 },
      ],
      { name: 'คาร์เบนดาซิมทดสอบ' },
    );
    const five = product.variants[1];
    if (!five) throw new Error('two sizes');
    const { client } = await signedInCustomer(ctx);
    const { order } = await expectAnswer(
      placeOrderResponseSchema,
      placeOrder(client, { items: [{ productId: product.id, variantId: five.id, quantity: 1 }] }),
      201,
    );
    const { client: admin } = await staffClient(ctx, 'admin');
    const slip = await admin.api.admin.transactions[':id']['packing-slip'].$get({
      param: { id: order.id },
    });
    expect(await slip.text()).toContain('คาร์เบนดาซิมทดสอบ (5 ลิตร)');

    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
    const res = await admin.api.admin.transactions['export.csv'].$get({
      query: { from: day, to: day },
    });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    const [header, ...rows] = parseCsv(text.slice(1)) as string[][];
    const at = (name: string) => (header ?? []).indexOf(name);
    const row = rows.find((cells) => cells[0] === order.id);
    expect(row?.[at('สินค้า')]).toBe('คาร์เบนดาซิมทดสอบ');
    expect(row?.[at('ขนาด')]).toBe('5 ลิตร');
  });

  it('answers order lines with their size, to the customer', async () => {
    const product = await createSizedProduct(ctx.handle.db, [
      { label: '250 มล.', size: 250, unit: 'ml', price: 190, stockCount: 10 },
      { label: '1 ลิตร', size: 1, unit: 'l', price: 690, stockCount: 10 },
    ]);
    const small = product.variants[0];
    if (!small) throw new Error('two sizes');
    const { client } = await signedInCustomer(ctx);
    const { order } = await expectAnswer(
      placeOrderResponseSchema,
      placeOrder(client, { items: [{ productId: product.id, variantId: small.id, quantity: 1 }] }),
      201,
    );
    const again = await expectAnswer(
      orderSchema,
      client.api.orders[':id'].$get({ param: { id: order.id } }),
    );
    expect(again.items[0]).toMatchObject({ variantId: small.id, variantLabel: '250 มล.' });
    const lines = await ctx.handle.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.transactionId, [order.id]));
    expect(lines.map((line) => line.variantId)).toEqual([small.id]);
  });
});
