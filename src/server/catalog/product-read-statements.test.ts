import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '../../testing/api-client.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { statementsOf } from '../../testing/statements.ts';

const ctx = setupTestApp();
afterEach(() => vi.restoreAllMocks());

/** What a request sent besides the catalogue's version (read once for the requests of a moment). */
const own = (statements: string[]) =>
  statements.filter((text) => !text.includes('catalog_changes'));

describe('a product’s answer', () => {
  it('is one statement, the product with its sizes and label, as a listing’s page is', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(await createProduct(ctx.handle.db, { name: `ปุ๋ยทดสอบอ่าน ${i}`, price: 100 + i }));
    }
    const [first] = made;
    const client = ctx.client();

    const one = await statementsOf(ctx.handle, async () => {
      expect(
        (await client.api.products[':id'].$get({ param: { id: String(first?.id) } })).status,
      ).toBe(200);
    });
    const many = await statementsOf(ctx.handle, async () => {
      const res = await client.api.products.$get({ query: { q: 'ปุ๋ยทดสอบอ่าน' } });
      expect(res.status).toBe(200);
      expect((await res.json()).items.length).toBeGreaterThanOrEqual(3);
    });

    const [product, ...more] = own(one);
    expect(more, one.join('\n')).toEqual([]);
    // The page's products in one statement too, after the one that finds their ids and count.
    const page = own(many).find((text) => text.includes('product_labels'));
    // Their sizes and labels in the same statement.
    for (const table of ['product_variants', 'product_labels', 'product_uses']) {
      expect(product, table).toContain(table);
      expect(page, table).toContain(table);
    }
    // The catalogue's version and the product.
    expect(one.length, one.join('\n')).toBeLessThanOrEqual(2);
  });
});
