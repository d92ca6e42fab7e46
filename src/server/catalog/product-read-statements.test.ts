import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '../../testing/api-client.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { statementsOf } from '../../testing/statements.ts';

const ctx = setupTestApp();
afterEach(() => vi.restoreAllMocks());

/** The statements that read sizes and labels, by what they read. */
const reads = (statements: string[], table: string) =>
  statements.filter((text) => text.includes(`from "${table}"`));

describe('a product’s answer', () => {
  it('reads its sizes and label with the statements a listing uses: one text each, prepared once per connection', async () => {
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

    for (const table of ['product_variants', 'product_labels']) {
      const [ofOne] = reads(one, table);
      const [ofMany] = reads(many, table);
      expect(ofOne, `${table}: ${one.join('\n')}`).toBeDefined();
      // Ids go as one array: the text does not change with how many products are read.
      expect(ofMany, table).toBe(ofOne);
    }
    // The catalogue's version, the product, its sizes and its label.
    expect(one.length, one.join('\n')).toBeLessThanOrEqual(4);
  });
});
