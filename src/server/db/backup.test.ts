import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { placedOrder } from '../../testing/admin-orders.ts';
import { buildTestApp, TestClient, type TestContext } from '../../testing/api-client.ts';
import { scratchPostgresDatabase } from '../../testing/db.ts';
import {
  BackupError,
  backupPglite,
  backupPostgres,
  restorePglite,
  restorePostgres,
} from './backup.ts';
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from './client.ts';
import { orderItems, orders, products, productVariants } from './schema/index.ts';

/**
 * `npm run backup` and `npm run restore` (README, "Backups"): a shop with orders, backed up and
 * restored into a new database, has every order, line, price and stock as it was.
 */
const work = mkdtempSync(path.join(tmpdir(), 'shop-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function withOrders(handle: DatabaseHandle): Promise<void> {
  const app = buildTestApp(handle);
  const ctx: TestContext = { handle, app, client: () => new TestClient(app) };
  await placedOrder(ctx, [{ quantity: 2 }, { quantity: 1 }]);
  await placedOrder(ctx, [{ quantity: 3 }], { paymentMethod: 'promptpay' });
}

/** What the books and the shelves hold: orders and their lines, prices and stock. */
async function ledger(handle: DatabaseHandle) {
  const { db } = handle;
  return {
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    lines: await db.select().from(orderItems).orderBy(asc(orderItems.id)),
    products: await db
      .select({ id: products.id, price: products.priceSatang, inStock: products.inStock })
      .from(products)
      .orderBy(asc(products.id)),
    sizes: await db
      .select({
        id: productVariants.id,
        price: productVariants.priceSatang,
        stock: productVariants.stockCount,
      })
      .from(productVariants)
      .orderBy(asc(productVariants.id)),
  };
}

/** The PostgreSQL way: pg_dump into a file, pg_restore into a new, empty database. */
async function roundTripPostgres() {
  const source = await scratchPostgresDatabase('golden');
  const target = await scratchPostgresDatabase('empty');
  try {
    const shop = await openDatabase({ kind: 'postgres', url: source.url });
    await withOrders(shop);
    const before = await ledger(shop);
    await shop.close();
    const file = path.join(work, 'shop.dump');
    await backupPostgres(source.url, file);
    await restorePostgres(file, target.url);
    const restored = await openDatabase({ kind: 'postgres', url: target.url });
    const after = await ledger(restored).finally(() => restored.close());
    // Never over a shop that has tables.
    await expect(restorePostgres(file, source.url)).rejects.toThrow(BackupError);
    return { before, after };
  } finally {
    await source.drop();
    await target.drop();
  }
}

/** The PGlite way: its data folder dumped into a file, loaded into a new folder. */
async function roundTripPglite() {
  const dataDir = path.join(work, 'db');
  const client = await PGlite.create(dataDir, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([readFileSync(inject('goldenImage'))]),
  });
  const shop = await openDatabase({ kind: 'pglite', client });
  await withOrders(shop);
  const before = await ledger(shop);
  await shop.close();
  const file = path.join(work, 'shop.tar.gz');
  await backupPglite(dataDir, file);
  const restoredDir = path.join(work, 'restored');
  await restorePglite(file, restoredDir);
  const restored = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
  const after = await ledger(restored).finally(() => restored.close());
  // Never over a folder that holds a database.
  await expect(restorePglite(file, dataDir)).rejects.toThrow(BackupError);
  return { before, after };
}

describe('a backup', () => {
  it('restored into a new database holds every order, line, price and stock', {
    timeout: 180_000,
  }, async () => {
    const { before, after } =
      inject('testDatabase') === 'postgres' ? await roundTripPostgres() : await roundTripPglite();
    expect(before.orders.length).toBeGreaterThanOrEqual(2);
    expect(before.lines.length).toBeGreaterThanOrEqual(3);
    expect(after).toEqual(before);
  });
});
