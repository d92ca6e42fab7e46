import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../testing/db.ts';
import { rowsOf } from '../../testing/migration-db.ts';
import { type DatabaseHandle, migrateDatabase } from './client.ts';
import {
  applyOwnedFunctions,
  OWNED_FUNCTION_FILES,
  OWNED_FUNCTIONS_ROOT,
  readOwnedFunctions,
} from './functions.ts';

/** Each domain's database functions (decision 0017), applied by every start. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

/** The functions each declared file creates, by name. */
const declared = readOwnedFunctions().map(({ file, text }) => ({
  file,
  names: [...text.matchAll(/CREATE OR REPLACE FUNCTION\s+(\w+)\s*\(/g)].map((match) => match[1]),
}));
const declaredNames = declared.flatMap(({ names }) => names) as string[];

interface Definition {
  signature: string;
  definition: string;
}

/** Every function of the shop's schema with one of the declared names, as the database has it. */
async function definitions(): Promise<Definition[]> {
  return rowsOf<Definition>(
    handle,
    sql`
      SELECT p.oid::regprocedure::text AS signature, pg_get_functiondef(p.oid) AS definition
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = current_schema()
        AND p.proname = ANY (${sql.param(declaredNames)}::text[])
      ORDER BY 1`,
  );
}

const namesOf = (rows: Definition[]) => rows.map((row) => row.signature.replace(/\(.*$/, ''));

describe('owned database functions', () => {
  it('declares every file in a domain sql folder, each saying first who owns it', () => {
    const onDisk = readdirSync(OWNED_FUNCTIONS_ROOT, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split('\\').join('/'))
      .filter((file) => /^[a-z-]+\/sql\/[^/]+\.sql$/.test(file));
    expect([...OWNED_FUNCTION_FILES].sort()).toEqual(onDisk.sort());
    for (const { file, text } of readOwnedFunctions()) {
      const domain = file.split('/')[0];
      expect(text.startsWith(`-- Owner: ${domain}.`), file).toBe(true);
    }
  });

  it('names every function after its domain and applies the owners before orders', () => {
    for (const { file, names } of declared) {
      const domain = file.split('/')[0] as string;
      expect(names.length, file).toBeGreaterThan(0);
      for (const name of names) {
        // live_session_user and place_order kept the names they were created with.
        expect(name, file).toMatch(
          domain === 'accounts'
            ? /^live_session_user$/
            : domain === 'orders'
              ? /^(place_order|orders_\w+)$/
              : new RegExp(`^${domain}_`),
        );
      }
    }
    expect(OWNED_FUNCTION_FILES.at(-1)).toBe('orders/sql/place_order.sql');
  });

  it('migrateDatabase applies a function of every domain, and every function declared', async () => {
    // One function of each file is gone, as on a database migrated before the file existed (with
    // a trigger that calls it: catalog/sql/stock-alerts.sql makes it again).
    for (const { names } of declared) {
      await handle.db.execute(sql.raw(`DROP FUNCTION ${names[0]} CASCADE`));
    }
    expect(namesOf(await definitions())).not.toContain('place_order');
    await migrateDatabase(handle);
    const names = namesOf(await definitions());
    expect([...new Set(names)].sort()).toEqual([...new Set(declaredNames)].sort());
    for (const name of [
      'live_session_user',
      'catalog_take_stock',
      'promotions_take_use',
      'analytics_record_event',
      'place_order',
    ]) {
      expect(names).toContain(name);
    }
    const triggers = await rowsOf(
      handle,
      sql`SELECT tgname FROM pg_trigger WHERE tgname = 'product_variants_back_in_stock'`,
    );
    expect(triggers).toHaveLength(1);
  });

  it('leaves one place_order, the one called with named arguments', async () => {
    const placeOrders = (await definitions()).filter((row) =>
      row.signature.startsWith('place_order('),
    );
    expect(placeOrders).toHaveLength(1);
    expect(placeOrders[0]?.definition).toContain('p_order_number bigint');
    expect(placeOrders[0]?.definition).toContain(
      'p_idempotency_key character varying DEFAULT NULL',
    );
  });

  it('keeps each scalar lookup planned: no `sql` function returning one value holds a sub-select', async () => {
    // PostgreSQL inlines a `sql` function only when its body is a plain expression; one with a
    // sub-select is neither inlined nor kept planned, so it is planned again on every call (every
    // order, for the settings' versions and the points held). PL/pgSQL keeps its plans.
    const replanned = await rowsOf<{ name: string }>(
      handle,
      sql`
        SELECT p.proname AS name
        FROM pg_proc p
        JOIN pg_namespace n ON n.oid = p.pronamespace
        JOIN pg_language l ON l.oid = p.prolang
        WHERE n.nspname = current_schema()
          AND p.proname = ANY (${sql.param(declaredNames)}::text[])
          AND l.lanname = 'sql' AND NOT p.proretset
          AND p.prosrc ~* '[(][[:space:]]*select'
        ORDER BY 1`,
    );
    expect(replanned).toEqual([]);
  });

  it('changes nothing when applied again', async () => {
    const before = await definitions();
    await applyOwnedFunctions(handle);
    await applyOwnedFunctions(handle);
    expect(await definitions()).toEqual(before);
  });

  // Only a server has several connections; PGlite is one process with one connection, so the
  // PGlite project has no such test (rather than a skipped one).
  if (inject('testDatabase') === 'postgres') {
    it('applies from several connections at once (processes starting together)', async () => {
      const before = await definitions();
      await Promise.all(Array.from({ length: 6 }, () => applyOwnedFunctions(handle)));
      expect(await definitions()).toEqual(before);
    });
  }
});
