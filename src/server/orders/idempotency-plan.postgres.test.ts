import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../shared/contracts/orders.ts';
import { setupTestApp } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { namedStatementsOf, type SentStatement } from '../../testing/statements.ts';

const ctx = setupTestApp();

/**
 * The plans PostgreSQL runs for the statements inside `statement` (place_order's own), sent again
 * on one pooled connection: auto_explain reports each nested statement's plan to the client as a
 * notice. The settings are put back before the connection returns to the pool.
 */
async function nestedPlansOf(statement: SentStatement): Promise<string[]> {
  const pool = (ctx.handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  const plans: string[] = [];
  const listen = (notice: { message?: string }) => plans.push(notice.message ?? '');
  client.on('notice', listen);
  try {
    await client.query("LOAD 'auto_explain'");
    await client.query(
      [
        'SET auto_explain.log_min_duration = 0',
        'SET auto_explain.log_nested_statements = on',
        "SET auto_explain.log_level = 'notice'",
        "SET client_min_messages = 'notice'",
      ].join('; '),
    );
    await client.query({ text: statement.text, values: statement.values });
    return plans;
  } finally {
    await client.query('SET auto_explain.log_min_duration = -1; RESET client_min_messages');
    client.off('notice', listen);
    client.release();
  }
}

describe('checkout’s look-up of an order by its Idempotency-Key', () => {
  it('goes by the key’s own index even when first planned on a near-empty table', async () => {
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { stockCount: 10 });
    // The shop's first order: the connections plan place_order's statements now, on a table
    // of no orders, and keep those plans.
    const sent = await namedStatementsOf(async () => {
      const res = await client.api.orders.$post(
        { json: { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'cod' } },
        { headers: { [IDEMPOTENCY_HEADER]: 'plan-probe-1' } },
      );
      expect(res.status).toBe(201);
    });
    const place = sent.find((statement) => /from place_order\(/.test(statement.text));
    expect(place, sent.map((statement) => statement.name).join(', ')).toBeDefined();

    // The same request again: a replay, answered after the look-up by its key.
    const plans = await nestedPlansOf(place as SentStatement);
    const lookUp = plans.find((plan) => /idempotency_key = p_idempotency_key/.test(plan));
    expect(lookUp, plans.join('\n---\n')).toBeDefined();
    expect(lookUp).toMatch(/Index Scan using transactions_idempotency_per_user/);
    expect(lookUp).not.toMatch(/transactions_user_id_idx/);
  });
});
