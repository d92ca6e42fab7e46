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
  it('is one statement, the product with its sizes and label, the same text a listing reads its page with', async () => {
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
    // Its sizes and its label in the same statement.
    for (const table of ['product_variants', 'product_labels', 'product_uses']) {
      expect(product, table).toContain(table);
    }
    // Ids go as one array: the text does not change with how many products are read.
    expect(own(many), many.join('\n')).toContain(product);
    // The catalogue's version and the product.
    expect(one.length, one.join('\n')).toBeLessThanOrEqual(2);
  });
});
