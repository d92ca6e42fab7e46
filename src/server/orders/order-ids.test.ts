import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '../../testing/api-client.ts';
import { placed } from '../../testing/checkout-api.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { orders } from '../db/schema/index.ts';

const ctx = setupTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/orders: the order's id", () => {
  it('gives orders placed in the same millisecond different ids', async () => {
    const { client } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db, { stockCount: 10 });
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2031, 0, 1));
    const orders = await Promise.all(
      [1, 2, 3].map(() => placed(client, { items: [{ productId: seed.id, quantity: 1 }] })),
    );
    const ids = orders.map((order) => order.id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^TXN\d+$/);
  });

  it('bumps the number when another server already took it', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const seed = await createProduct(ctx.handle.db);
    const taken = Date.UTC(2032, 5, 1);
    const other = {
      userId: user.id,
      username: user.phone,
      firstName: 'อื่น',
      lastName: 'อื่น',
      phone: user.phone,
      address: 'อื่น',
      totalAmountSatang: 100,
      netAmountSatang: 100,
    };
    await ctx.handle.db.insert(orders).values([
      { ...other, id: `TXN${taken}` },
      { ...other, id: `TXN${taken + 1}` },
    ]);
    vi.spyOn(Date, 'now').mockReturnValue(taken);
    const order = await placed(client, { items: [{ productId: seed.id, quantity: 1 }] });
    expect(order.id).toBe(`TXN${taken + 2}`);
  });
});
