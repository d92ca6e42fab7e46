import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/db.ts';
import type { DatabaseHandle, Executor } from './client.ts';

/**
 * Migration 0021: every table has row-level security on and no policy, so a role a managed
 * PostgreSQL gives its REST API reaches nothing, while the shop's own connection (the owner) works.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function productCount(): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await handle.db.execute(sql`SELECT count(*)::int AS count FROM products`),
  );
  return row?.count ?? 0;
}

class RolledBack extends Error {}

/** Runs `body` in a transaction that is always rolled back (the role it makes goes with it). */
async function inRolledBack(body: (tx: Executor) => Promise<void>): Promise<void> {
  await handle.db
    .transaction(async (tx) => {
      await body(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}

describe('row-level security', () => {
  it('is on for every table of the shop', async () => {
    const tables = rowsOf<{ name: string; secured: boolean }>(
      await handle.db.execute(sql`
        SELECT c.relname AS name, c.relrowsecurity AS secured
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
        ORDER BY 1`),
    );
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((table) => !table.secured).map((table) => table.name)).toEqual([]);
  });

  it('shows another role nothing even when granted, while the shop reads as before', async () => {
    const products = await productCount();
    expect(products).toBeGreaterThan(0);
    const role = `shop_rest_probe_${randomBytes(4).toString('hex')}`;
    await inRolledBack(async (tx) => {
      await tx.execute(sql.raw(`CREATE ROLE ${role}`));
      await tx.execute(sql.raw(`GRANT SELECT ON products, users TO ${role}`));
      await tx.execute(sql.raw(`SET LOCAL ROLE ${role}`));
      const seen = rowsOf<{ products: number; users: number }>(
        await tx.execute(sql`
          SELECT (SELECT count(*) FROM products)::int AS products,
                 (SELECT count(*) FROM users)::int AS users`),
      );
      expect(seen).toEqual([{ products: 0, users: 0 }]);
    });
    expect(await productCount()).toBe(products);
  });
});
