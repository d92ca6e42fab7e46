import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressAnswerSchema } from '../../shared/contracts/addresses-answers.ts';
import { orderAnswerSchema } from '../../shared/contracts/admin-orders-answers.ts';
import { cartQuoteSchema } from '../../shared/contracts/cart-answers.ts';
import { IDEMPOTENCY_HEADER, type PlaceOrderRequest } from '../../shared/contracts/orders.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import type { ShippingSettingsInput } from '../../shared/contracts/shipping.ts';
import { shippingSettingsAnswerSchema } from '../../shared/contracts/shipping-answers.ts';
import { itemIdsOf, orderRow, placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { sampleAddress } from '../../testing/factories/addresses.ts';
import { createProduct, productStock } from '../../testing/factories/catalog.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';

const ctx = setupTestApp();

/** ฿50 a parcel, free from ฿1,000; ฿30 more to two remote provinces; ฿20 for COD. */
const SHOP: ShippingSettingsInput = {
  flatFee: 50,
  freeFrom: 1000,
  remoteSurcharge: { provinces: ['แม่ฮ่องสอน', 'นราธิวาส'], fee: 30 },
  codFee: 20,
};
const FREE: ShippingSettingsInput = {
  flatFee: 0,
  freeFrom: null,
  remoteSurcharge: { provinces: [], fee: 0 },
  codFee: 0,
};

let admin: TestClient;
beforeAll(async () => {
  admin = (await staffClient(ctx, 'admin')).client;
});

const saveShipping = (settings: ShippingSettingsInput) =>
  expectAnswer(
    shippingSettingsAnswerSchema,
    admin.api.admin.settings.shipping.$put({ json: settings }),
  );

beforeEach(async () => {
  await saveShipping(SHOP);
});

const quote = (
  client: TestClient,
  json: Parameters<TestClient['api']['cart']['quote']['$post']>[0]['json'],
) => expectAnswer(cartQuoteSchema, client.api.cart.quote.$post({ json }));

let keys = 0;
const order = (client: TestClient, json: PlaceOrderRequest) =>
  client.api.orders.$post({ json }, { headers: { [IDEMPOTENCY_HEADER]: `ship-${++keys}` } });

describe('the shop’s shipping settings', () => {
  it('are saved by admin and answered with every province to choose from', async () => {
    const saved = await saveShipping({ ...SHOP, codeWaivesFee: true });
    expect(saved).toMatchObject({
      flatFee: 50,
      freeFrom: 1000,
      remoteSurcharge: { provinces: ['แม่ฮ่องสอน', 'นราธิวาส'], fee: 30 },
      codFee: 20,
      codeWaivesFee: true,
    });
    expect(saved.provinceChoices).toHaveLength(77);
    // 19.99 × 100 is not whole in floating point; it is still two decimals.
    const cents = await saveShipping({ ...SHOP, flatFee: 19.99, codFee: 0.29 });
    expect(cents).toMatchObject({ flatFee: 19.99, codFee: 0.29 });
    await saveShipping({ ...SHOP, codeWaivesFee: true });
    expect(saved.provinceChoices).toContain('พระนครศรีอยุธยา');
    const read = await expectAnswer(
      shippingSettingsAnswerSchema,
      admin.api.admin.settings.shipping.$get(),
    );
    expect(read).toEqual(saved);
  });

  it('refuse an unknown province, a negative or over-long fee, and leave the fees as they were', async () => {
    const bad = await refusal(
      admin.api.admin.settings.shipping.$put({
        json: { ...SHOP, remoteSurcharge: { provinces: ['เมืองลับแล'], fee: 30 } },
      }),
      400,
    );
    expect(bad.message).toContain('เมืองลับแล');
    await refusal(admin.api.admin.settings.shipping.$put({ json: { ...SHOP, flatFee: -1 } }), 400);
    await refusal(
      admin.api.admin.settings.shipping.$put({ json: { ...SHOP, codFee: 20.005 } }),
      400,
    );
    const read = await expectAnswer(
      shippingSettingsAnswerSchema,
      admin.api.admin.settings.shipping.$get(),
    );
    expect(read.flatFee).toBe(50);
    expect(read.remoteSurcharge.provinces).toEqual(['แม่ฮ่องสอน', 'นราธิวาส']);
  });

  it('are for admin and root only', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    await refusal(sale.api.admin.settings.shipping.$get(), 403);
    await refusal(sale.api.admin.settings.shipping.$put({ json: FREE }), 403);
    const customer = await signedInCustomer(ctx);
    await refusal(customer.client.api.admin.settings.shipping.$get(), 403);
  });
});

describe('the fee in the quote', () => {
  it('charges the flat fee, adds COD’s fee for COD, and the surcharge where the postcode is remote', async () => {
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { price: 300, stockCount: 50 });
    const items = [{ productId: product.id, quantity: 1 }];

    const plain = await quote(client, { items, paymentMethod: 'promptpay', postcode: '13160' });
    expect(plain).toMatchObject({
      net: 300,
      shippingFee: 50,
      amountDue: 350,
      freeShippingFrom: 1000,
    });
    expect(plain.payment.codFee).toBe(20);

    const cod = await quote(client, { items, paymentMethod: 'cod', postcode: '13160' });
    expect(cod).toMatchObject({ shippingFee: 70, amountDue: 370 });

    // 58000 is Mae Hong Son's.
    const remote = await quote(client, { items, paymentMethod: 'cod', postcode: '58000' });
    expect(remote).toMatchObject({ shippingFee: 100, amountDue: 400 });
  });

  it('waives the flat fee from the free-shipping amount, after the code’s discount, to the baht', async () => {
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { price: 500, stockCount: 50 });
    const items = [{ productId: product.id, quantity: 2 }];
    const promotion = await createPromotion(ctx.handle.db);

    expect(await quote(client, { items, paymentMethod: 'promptpay' })).toMatchObject({
      net: 1000,
      shippingFee: 0,
      amountDue: 1000,
    });
    // 10% off brings the goods under ฿1,000: the fee is back, and the code does not discount it.
    expect(
      await quote(client, {
        items,
        paymentMethod: 'promptpay',
        discountCode: promotion.discountCode,
      }),
    ).toMatchObject({ net: 900, shippingFee: 50, amountDue: 950 });

    await saveShipping({ ...SHOP, codeWaivesFee: true });
    expect(
      await quote(client, {
        items,
        paymentMethod: 'promptpay',
        discountCode: promotion.discountCode,
      }),
    ).toMatchObject({ net: 900, shippingFee: 0, amountDue: 900 });
  });

  it('offers COD only up to the limit with its fee, and never for a product barred from COD, naming it', async () => {
    const { client } = await signedInCustomer(ctx);
    // The demo shop takes COD up to ฿5,000: ฿4,990 of goods ship free, but COD's ฿20 is over it.
    const product = await createProduct(ctx.handle.db, { price: 4990, stockCount: 50 });
    const atLimit = await quote(client, { items: [{ productId: product.id, quantity: 1 }] });
    expect(atLimit.payment.methods).toEqual(['promptpay', 'bank_transfer']);

    const barred = await createProduct(ctx.handle.db, {
      name: 'พาราควอต ทดสอบ',
      price: 100,
      stockCount: 50,
      codAllowed: false,
      refusedCarriers: ['flash', 'kerry'],
    });
    const barredQuote = await quote(client, {
      items: [{ productId: barred.id, quantity: 1 }],
      paymentMethod: 'cod',
    });
    expect(barredQuote.payment.methods).toEqual(['promptpay', 'bank_transfer']);
    expect(barredQuote.payment.codRefusedBy).toEqual(['พาราควอต ทดสอบ']);
    expect(barredQuote.delivery.carriers).toEqual(['thailandpost', 'jt', 'spx', 'other']);
    // The method asked for cannot pay: the fee is the default method's (no COD fee).
    expect(barredQuote.shippingFee).toBe(50);
  });
});

describe('the fee of an order', () => {
  it('is the server’s: the order keeps it and the amount due, COD fee included', async () => {
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { price: 300, stockCount: 50 });
    const { order: placed } = await expectAnswer(
      placeOrderResponseSchema,
      order(client, { items: [{ productId: product.id, quantity: 2 }], paymentMethod: 'cod' }),
      201,
    );
    // The parcel's ฿50 and the COD fee's ฿20, apart and together, as every later answer says.
    const fees = { netAmount: 600, shippingFee: 70, deliveryFee: 50, codFee: 20, amountDue: 670 };
    expect(placed).toMatchObject(fees);
    expect(await orderRow(ctx, placed.id)).toMatchObject({
      shippingFeeSatang: 7000,
      codFeeSatang: 2000,
    });
    const mine = await client.api.orders[':id'].$get({ param: { id: placed.id } });
    expect(await mine.json()).toMatchObject(fees);
    const staff = await admin.api.admin.transactions[':id'].$get({ param: { id: placed.id } });
    expect(await staff.json()).toMatchObject(fees);
  });

  it('charges no COD fee to an order paid another way', async () => {
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { price: 300, stockCount: 50 });
    const { order: placed } = await expectAnswer(
      placeOrderResponseSchema,
      order(client, {
        items: [{ productId: product.id, quantity: 1 }],
        paymentMethod: 'promptpay',
      }),
      201,
    );
    expect(placed).toMatchObject({ shippingFee: 50, deliveryFee: 50, codFee: 0, amountDue: 350 });
  });

  it('refuses COD over the limit once the fees are added, and COD for a barred product, naming it', async () => {
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { price: 4990, stockCount: 50 });
    const over = await refusal(
      order(client, { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'cod' }),
      409,
    );
    expect(over.code).toBe('PAYMENT_METHOD_UNAVAILABLE');

    const barred = await createProduct(ctx.handle.db, {
      name: 'คาร์เบนดาซิม ห้ามปลายทาง',
      price: 100,
      stockCount: 5,
      codAllowed: false,
    });
    const refused = await refusal(
      order(client, { items: [{ productId: barred.id, quantity: 1 }], paymentMethod: 'cod' }),
      409,
    );
    expect(refused.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    expect(refused.message).toContain('คาร์เบนดาซิม ห้ามปลายทาง');
    expect(refused.methods).toEqual(['promptpay', 'bank_transfer']);
    expect(await productStock(ctx.handle.db, barred.id)).toBe(5);
  });
});

describe('carriers that refuse a product', () => {
  it('may not take an order holding it: 409 naming the product, and another carrier may', async () => {
    await saveShipping(FREE);
    const { client: sale } = await staffClient(ctx, 'sale');
    const placed = await placedOrder(
      ctx,
      [{ quantity: 1, product: { name: 'ไซเปอร์เมทริน ไวไฟ', refusedCarriers: ['flash'] } }],
      { paymentMethod: 'cod' },
    );
    const itemIds = await itemIdsOf(sale, placed.order.id);
    await expectAnswer(
      orderAnswerSchema,
      sale.api.admin.transactions[':id'].confirm.$post({
        param: { id: placed.order.id },
        json: { itemIds },
      }),
    );
    const ship = (carrier: 'flash' | 'thailandpost', trackingNumber: string) =>
      sale.api.admin.transactions[':id'].shipment.$post({
        param: { id: placed.order.id },
        json: { carrier, trackingNumber },
      });
    const refused = await refusal(ship('flash', 'TH0123456789A'), 409);
    expect(refused.code).toBe('CARRIER_REFUSED');
    expect(refused.message).toContain('ไซเปอร์เมทริน ไวไฟ');
    expect((await orderRow(ctx, placed.order.id))?.status).toBe('confirmed');
    const { transaction } = await expectAnswer(
      orderAnswerSchema,
      ship('thailandpost', 'EF582568151TH'),
    );
    expect(transaction.status).toBe('shipped');
  });
});

describe('the quote and the order charge the same fee', () => {
  /** ฿50 a parcel; ฿30 more to Phuket. */
  const PHUKET_REMOTE: ShippingSettingsInput = {
    flatFee: 50,
    freeFrom: null,
    remoteSurcharge: { provinces: ['ภูเก็ต'], fee: 30 },
    codFee: 0,
  };
  // 83000 is two provinces' postcode: Phuket town's, and Ko Yao's in Phang Nga.
  const phuket = sampleAddress({
    line1: '12 ถ.ถลาง',
    subdistrict: 'ตลาดใหญ่',
    district: 'เมืองภูเก็ต',
    province: 'ภูเก็ต',
    postcode: '83000',
  });
  const phangNga = sampleAddress({
    line1: '3 หมู่ 1',
    subdistrict: 'พรุใน',
    district: 'เกาะยาว',
    province: 'พังงา',
    postcode: '83000',
  });

  it('prices 83000 by the address the order goes to: ฿80 to Phuket, ฿50 to Phang Nga', async () => {
    await saveShipping(PHUKET_REMOTE);
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { price: 300, stockCount: 50 });
    const items = [{ productId: product.id, quantity: 1 }];
    for (const [address, fee] of [
      [phuket, 80],
      [phangNga, 50],
    ] as const) {
      // The postcode the checkout sent before says nothing once the address is there.
      const quoted = await quote(client, {
        items,
        paymentMethod: 'promptpay',
        shippingAddress: address,
        postcode: '83000',
      });
      const { order: placed } = await expectAnswer(
        placeOrderResponseSchema,
        order(client, { items, paymentMethod: 'promptpay', shippingAddress: address }),
        201,
      );
      expect([quoted.shippingFee, placed.shippingFee], address.province).toEqual([fee, fee]);
      expect(quoted.amountDue).toBe(placed.amountDue);
    }
    // The province alone says it as well.
    expect(await quote(client, { items, province: 'ภูเก็ต' })).toMatchObject({ shippingFee: 80 });
    expect(await quote(client, { items, province: 'พังงา' })).toMatchObject({ shippingFee: 50 });
  });

  it('prices free text as the order does (no province), and no address by the customer’s default', async () => {
    await saveShipping(PHUKET_REMOTE);
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { price: 300, stockCount: 50 });
    const items = [{ productId: product.id, quantity: 1 }];
    const text = '12 ถ.ถลาง ต.ตลาดใหญ่ อ.เมืองภูเก็ต จ.ภูเก็ต 83000';
    const quotedText = await quote(client, { items, shippingAddress: text });
    const { order: byText } = await expectAnswer(
      placeOrderResponseSchema,
      order(client, { items, paymentMethod: 'cod', shippingAddress: text }),
      201,
    );
    expect([quotedText.shippingFee, byText.shippingFee]).toEqual([50, 50]);

    // A Phuket default in the book: an order sent without an address goes there, and is quoted so.
    await expectAnswer(
      addressAnswerSchema,
      client.api.me.addresses.$post({ json: { ...phuket, isDefault: true } }),
      201,
    );
    const quotedDefault = await quote(client, { items, paymentMethod: 'cod' });
    const { order: byDefault } = await expectAnswer(
      placeOrderResponseSchema,
      order(client, { items, paymentMethod: 'cod' }),
      201,
    );
    expect(byDefault.shippingAddress?.province).toBe('ภูเก็ต');
    expect([quotedDefault.shippingFee, byDefault.shippingFee]).toEqual([80, 80]);
  });
});
