import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from './client.ts';

/**
 * Each domain's database functions, kept beside its code in `src/server/<domain>/sql/` and named
 * after the domain (decision 0017). Applied in this order, so a file may call the functions of
 * the files before it: the owners first, the order that composes them last.
 */
export const OWNED_FUNCTION_FILES = [
  'accounts/sql/session.sql',
  'notifications/sql/outbox.sql',
  'catalog/sql/stock.sql',
  'catalog/sql/stock-alerts.sql',
  'promotions/sql/code-use.sql',
  'analytics/sql/events.sql',
  'payments/sql/payment-settings.sql',
  'shipping/sql/shipping-settings.sql',
  'addresses/sql/address-book.sql',
  'points/sql/points.sql',
  'orders/sql/orders.sql',
  'orders/sql/place_order.sql',
] as const;

/**
 * Where the files above are found: `src/server` when the server runs from its sources, the
 * bundle's own folder (`dist/server`, where the build copies them) when it runs bundled.
 */
export const OWNED_FUNCTIONS_ROOT = fileURLToPath(
  new URL(import.meta.url.endsWith('/db/functions.ts') ? '..' : '.', import.meta.url),
);

/** One key for every process of the shop: the applies of processes starting together queue. */
const APPLY_LOCK = "hashtextextended('shop: owned database functions', 0)";

export function readOwnedFunctions(root = OWNED_FUNCTIONS_ROOT): { file: string; text: string }[] {
  return OWNED_FUNCTION_FILES.map((file) => ({
    file,
    text: readFileSync(`${root}/${file}`, 'utf8'),
  }));
}

/**
 * Applies every owned function file (each `CREATE OR REPLACE`, so applying again changes nothing)
 * in one transaction: a start sees all of them new or none. On PostgreSQL the transaction first
 * takes an advisory lock, so several processes starting at once apply one after the other
 * instead of replacing the same function together (which fails with "tuple concurrently
 * updated").
 */
export async function applyOwnedFunctions(handle: DatabaseHandle): Promise<void> {
  const files = readOwnedFunctions();
  const driver = (handle.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (handle.kind === 'postgres') {
    const client = await (driver as pg.Pool).connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT pg_advisory_xact_lock(${APPLY_LOCK})`);
      for (const { file, text } of files) await named(file, client.query(text));
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    return;
  }
  // PGlite has one connection: nobody else can apply at the same moment.
  await (driver as PGlite).transaction(async (tx) => {
    for (const { file, text } of files) await named(file, tx.exec(text));
  });
}

/** A file that fails to apply says which it is. */
async function named<T>(file: string, applying: Promise<T>): Promise<T> {
  try {
    return await applying;
  } catch (error) {
    throw new Error(`applying ${file}: ${(error as Error).message}`, { cause: error });
  }
}
