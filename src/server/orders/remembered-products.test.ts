import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../testing/api-client.ts';
import { createProduct, setSizes } from '../../testing/factories/catalog.ts';
import { RememberedProducts } from './remembered-products.ts';

const ctx = setupTestApp();

const setPrice = (id: number, priceSatang: number) => setSizes(ctx.handle.db, id, { priceSatang });

describe('RememberedProducts', () => {
  it('reads a product from the database once, then from memory until it is forgotten', async () => {
    const memory = new RememberedProducts();
    const seed = await createProduct(ctx.handle.db, { price: 100, isEligibleForPromotion: false });
    const first = await memory.read(ctx.handle.db, [seed.id]);
    expect(first.get(seed.id)).toEqual({
      id: seed.id,
      name: seed.name,
      priceSatang: 10_000,
      isEligibleForPromotion: false,
      // How it may travel: the payment choice an order makes without reading it again.
      codAllowed: true,
      refusedCarriers: [],
      variants: [{ id: seed.variantId, label: 'ขนาดเดียว', priceSatang: 10_000 }],
    });
    await setPrice(seed.id, 20_000);
    expect((await memory.read(ctx.handle.db, [seed.id])).get(seed.id)?.priceSatang).toBe(10_000);
    memory.forget([seed.id]);
    expect((await memory.read(ctx.handle.db, [seed.id])).get(seed.id)?.priceSatang).toBe(20_000);
  });

  it('keeps no stock and remembers no unknown id', async () => {
    const memory = new RememberedProducts();
    const seed = await createProduct(ctx.handle.db, { stockCount: 7 });
    const rows = await memory.read(ctx.handle.db, [seed.id, 99_999_999]);
    expect([...rows.keys()]).toEqual([seed.id]);
    expect(Object.keys(rows.get(seed.id) ?? {})).not.toContain('stockCount');
    expect(memory.size).toBe(1);
  });

  it('holds at most its capacity, dropping the longest remembered first', async () => {
    const memory = new RememberedProducts(2);
    // One after the other: ids in the order made, as the products are read in id order.
    const a = await createProduct(ctx.handle.db, { price: 100 });
    const b = await createProduct(ctx.handle.db, { price: 200 });
    const c = await createProduct(ctx.handle.db, { price: 300 });
    await memory.read(ctx.handle.db, [a.id, b.id]);
    await memory.read(ctx.handle.db, [c.id]);
    expect(memory.size).toBe(2);
    await Promise.all([setPrice(a.id, 111), setPrice(b.id, 222), setPrice(c.id, 333)]);
    const rows = await memory.read(ctx.handle.db, [a.id, b.id, c.id]);
    // a was dropped and is read again; b and c are as remembered.
    expect(rows.get(a.id)?.priceSatang).toBe(111);
    expect(rows.get(b.id)?.priceSatang).toBe(20_000);
    expect(rows.get(c.id)?.priceSatang).toBe(30_000);
  });
});
