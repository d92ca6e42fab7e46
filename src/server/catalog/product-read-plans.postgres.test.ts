import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '../../testing/api-client.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { namedStatementsOf, type SentStatement } from '../../testing/statements.ts';

const ctx = setupTestApp();
afterEach(() => vi.restoreAllMocks());

/**
 * How PostgreSQL plans a statement sent as the server sends it, named, on one connection:
 * after its first five runs it keeps one plan for every later run when that plan is no dearer
 * than those made for the values given; otherwise it plans every run afresh.
 */
async function plansOf(statement: SentStatement, runs: number) {
  const pool = (ctx.handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    const name = 'plan_probe';
    for (let i = 0; i < runs; i++) {
      await client.query({ name, text: statement.text, values: statement.values });
    }
    const { rows } = await client.query<{ generic: string; custom: string }>(
      'SELECT generic_plans AS generic, custom_plans AS custom FROM pg_prepared_statements WHERE name = $1',
      [name],
    );
    await client.query(`DEALLOCATE ${name}`);
    return { generic: Number(rows[0]?.generic), custom: Number(rows[0]?.custom) };
  } finally {
    client.release();
  }
}

describe('a product’s answer on PostgreSQL', () => {
  it('is read by a statement planned once per connection, not on every request', async () => {
    const product = await createProduct(ctx.handle.db, { name: 'ปุ๋ยทดสอบแผน', price: 120 });
    const sent = await namedStatementsOf(async () => {
      const res = await ctx
        .client()
        .api.products[':id'].$get({ param: { id: String(product.id) } });
      expect(res.status).toBe(200);
    });
    const read = sent.find((statement) => statement.text.includes('product_labels'));
    expect(read, sent.map((statement) => statement.name).join(', ')).toBeDefined();

    const plans = await plansOf(read as SentStatement, 8);
    // Five plans for the values given, then the kept one for the other three.
    expect(plans).toEqual({ generic: 3, custom: 5 });
  });
});
