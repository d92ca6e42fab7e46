import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addressMessages } from '../../shared/address-messages.ts';
import { formatShippingAddress } from '../../shared/contracts/addresses.ts';
import { addressBookSchema } from '../../shared/contracts/addresses-answers.ts';
import { IDEMPOTENCY_HEADER, type PlaceOrderRequest } from '../../shared/contracts/orders.ts';
import { orderSchema, placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import { staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { bangkokAddress, sampleAddress } from '../../testing/factories/addresses.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { customerAddresses, orders } from '../db/schema/index.ts';

const ctx = setupTestApp();

function placeOrder(client: TestClient, json: PlaceOrderRequest, key?: string) {
  return client.api.orders.$post({ json }, key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {});
}

async function placed(
  client: TestClient,
  extra: Omit<PlaceOrderRequest, 'items'> = {},
  key?: string,
) {
  const product = await createProduct(ctx.handle.db, { stockCount: 50 });
  const json = { items: [{ productId: product.id, quantity: 1 }], ...extra };
  return (await expectAnswer(placeOrderResponseSchema, placeOrder(client, json, key), 201)).order;
}

const book = (client: TestClient) =>
  expectAnswer(addressBookSchema, client.api.me.addresses.$get());

async function storedRow(id: string) {
  const [row] = await ctx.handle.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The structured address as the server keeps it (phone as digits). */
const kept = (address: ReturnType<typeof sampleAddress>) => ({
  ...address,
  phone: address.phone.replace(/\D/g, ''),
});

describe('an order with a structured address', () => {
  it('keeps the structured copy and the flat text built from it; the customer reads both', async () => {
    const { client } = await signedInCustomer(ctx);
    const order = await placed(client, { shippingAddress: sampleAddress() });
    const expected = kept(sampleAddress());
    expect(order.shippingAddress).toEqual(expected);
    expect(order.address).toBe(formatShippingAddress(expected));
    expect(order.address).toBe(
      'สมศรี ใจดี โทร 0812345678 45 หมู่ 2 ถ.อยุธยา-ภาชี ต.ภาชี อ.ภาชี จ.พระนครศรีอยุธยา 13140',
    );
    const row = await storedRow(order.id);
    expect(row?.shippingAddress).toEqual(expected);
    const read = await expectAnswer(
      orderSchema,
      client.api.orders[':id'].$get({ param: { id: order.id } }),
    );
    expect(read.shippingAddress).toEqual(expected);
    // Not kept in the book unless asked.
    expect((await book(client)).addresses).toEqual([]);
  });

  it('places an order to an unknown sub-district/postcode pair, with a warning', async () => {
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { stockCount: 5 });
    const unknown = sampleAddress({ subdistrict: 'ท่าหลวง', district: 'ท่าเรือ', postcode: '13130' });
    const answer = await expectAnswer(
      placeOrderResponseSchema,
      placeOrder(client, {
        items: [{ productId: product.id, quantity: 1 }],
        shippingAddress: unknown,
      }),
      201,
    );
    expect(answer.warning).toBe(addressMessages.unknownPair);
    expect(answer.order.shippingAddress?.postcode).toBe('13130');
    const known = await expectAnswer(
      placeOrderResponseSchema,
      placeOrder(client, {
        items: [{ productId: product.id, quantity: 1 }],
        shippingAddress: sampleAddress(),
      }),
      201,
    );
    expect(known.warning).toBeUndefined();
  });

  it("charges the remote provinces' surcharge by the structured address's province", async () => {
    const { client: admin } = await staffClient(ctx, 'admin');
    await admin.api.admin.settings.shipping.$put({
      json: {
        flatFee: 50,
        freeFrom: null,
        remoteSurcharge: { provinces: ['กรุงเทพมหานคร'], fee: 30 },
        codFee: 0,
      },
    });
    const { client } = await signedInCustomer(ctx);
    expect((await placed(client, { shippingAddress: bangkokAddress() })).shippingFee).toBe(80);
    expect((await placed(client, { shippingAddress: sampleAddress() })).shippingFee).toBe(50);
    expect((await placed(client, { shippingAddress: 'กรุงเทพมหานคร' })).shippingFee).toBe(50);
  });

  it('writes a Bangkok address with แขวง and เขต', async () => {
    const { client } = await signedInCustomer(ctx);
    const order = await placed(client, { shippingAddress: bangkokAddress() });
    expect(order.address).toContain('แขวงคลองต้นไทร เขตคลองสาน กรุงเทพมหานคร 10600');
  });

  it('keeps a free-text address as before, with no structured copy', async () => {
    const { client } = await signedInCustomer(ctx);
    const order = await placed(client, { shippingAddress: '  ไร่ลุงชม ต.บางปะหัน ' });
    expect(order).toMatchObject({ address: 'ไร่ลุงชม ต.บางปะหัน', shippingAddress: null });
    expect((await storedRow(order.id))?.shippingAddress).toBeNull();
  });

  it('refuses a structured address with a bad postcode with 400 and saves nothing', async () => {
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { stockCount: 5 });
    const error = await refusal(
      placeOrder(client, {
        items: [{ productId: product.id, quantity: 1 }],
        shippingAddress: sampleAddress({ postcode: '131' }),
      }),
      400,
      'VALIDATION',
    );
    expect(JSON.stringify(error.fields)).toContain('รหัสไปรษณีย์');
  });

  it('saveAddress keeps the address in the book (the first one as the default)', async () => {
    const { client } = await signedInCustomer(ctx);
    await placed(client, { shippingAddress: sampleAddress(), saveAddress: true });
    const { addresses } = await book(client);
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).toMatchObject({ ...kept(sampleAddress()), isDefault: true });
  });

  it('saveAddress with a full book still places the order and saves no 11th address', async () => {
    const { user, client } = await signedInCustomer(ctx);
    await ctx.handle.db.insert(customerAddresses).values(
      Array.from({ length: 10 }, (_, i) => ({
        ...kept(sampleAddress({ line1: `บ้าน ${i}` })),
        userId: user.id,
        isDefault: i === 0,
      })),
    );
    const order = await placed(client, {
      shippingAddress: sampleAddress({ line1: 'บ้านใหม่' }),
      saveAddress: true,
    });
    expect(order.shippingAddress?.line1).toBe('บ้านใหม่');
    expect((await book(client)).addresses).toHaveLength(10);
  });

  it('without an address, ships to the default address of the book', async () => {
    const { client } = await signedInCustomer(ctx);
    await client.api.me.addresses.$post({ json: bangkokAddress() });
    const order = await placed(client);
    expect(order.shippingAddress).toEqual(kept(bangkokAddress()));
    expect(order.address).toBe(formatShippingAddress(kept(bangkokAddress())));
  });

  it("without an address or a book, ships to the profile's address as before", async () => {
    const { user, client } = await signedInCustomer(ctx);
    const order = await placed(client);
    expect(order).toMatchObject({ address: user.address, shippingAddress: null });
  });

  it('the same Idempotency-Key with another address is 422, with the same address the same order', async () => {
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { stockCount: 50 });
    const items = [{ productId: product.id, quantity: 1 }];
    const first = await expectAnswer(
      placeOrderResponseSchema,
      placeOrder(client, { items, shippingAddress: sampleAddress() }, 'addr-key-1'),
      201,
    );
    const again = await expectAnswer(
      placeOrderResponseSchema,
      placeOrder(client, { items, shippingAddress: sampleAddress() }, 'addr-key-1'),
    );
    expect(again.order.id).toBe(first.order.id);
    expect(again.order.shippingAddress).toEqual(first.order.shippingAddress);
    await refusal(
      placeOrder(client, { items, shippingAddress: sampleAddress({ line1: 'ที่อื่น' }) }, 'addr-key-1'),
      422,
      'IDEMPOTENCY_MISMATCH',
    );
    await refusal(
      placeOrder(
        client,
        { items, shippingAddress: sampleAddress(), saveAddress: true },
        'addr-key-1',
      ),
      422,
      'IDEMPOTENCY_MISMATCH',
    );
  });
});
