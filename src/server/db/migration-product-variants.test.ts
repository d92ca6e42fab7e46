import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../testing/global-setup.ts';
import {
  type DatabaseHandle,
  MIGRATIONS_FOLDER,
  migrateDatabase,
  openDatabase,
  PGLITE_EXTENSIONS,
} from './client.ts';
import { demoProductRows } from './seed/catalog.ts';

/**
 * Migration 0020 (pack sizes) on a copy of the demo shop as it stood before it: every product
 * becomes a one-size product with its own price, stock and points, and every order line points at
 * its product's size, without changing a sale or a stock count.
 */
const TAG = '0020_product_variants';

let handle: DatabaseHandle;
let dropDatabase: () => Promise<void> = async () => {};
let before: string;

/** An empty database of the project's kind. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  if (inject('testDatabase') === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `migration_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
    return openDatabase({ kind: 'postgres', url: databaseUrl(url, name) });
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  return openDatabase({ kind: 'pglite', client });
}

async function migrateTo(folder: string) {
  if (handle.kind === 'postgres') await migratePg(handle.db as never, { migrationsFolder: folder });
  else await migratePglite(handle.db as never, { migrationsFolder: folder });
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  // The migrations folder with its journal cut before 0020: the shop as it was.
  before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === TAG);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));

  handle = await emptyDatabase();
  await migrateTo(before);
  // The demo catalogue, with a sale on, an out-of-stock product and a deleted one.
  for (const product of demoProductRows(new Date('2026-11-01T00:00:00Z'))) {
    await handle.db.execute(sql`
      INSERT INTO products (name, category, price_satang, original_price_satang, image_url,
        stock_count, in_stock, member_points, is_eligible_for_promotion, is_on_sale)
      VALUES (${product.name}, ${product.category}, ${product.priceSatang},
        ${product.originalPriceSatang ?? null}, ${product.imageUrl}, ${product.stockCount},
        ${product.inStock ?? true}, ${product.memberPoints ?? 0}, true, ${product.isOnSale ?? false})`);
  }
  // Three orders: two lines, one line, and one whose product is deleted since.
  await handle.db.execute(sql`
    INSERT INTO transactions (id, username, first_name, last_name, phone, address,
      total_amount_satang, net_amount_satang)
    VALUES ('TXN1', '0812345678', 'สมชาย', 'ใจดี', '0812345678', 'อยุธยา', 221000, 221000),
      ('TXN2', '0812345678', 'สมชาย', 'ใจดี', '0812345678', 'อยุธยา', 42000, 42000),
      ('TXN3', '0812345679', 'สมหญิง', 'ทองดี', '0812345679', 'อ่างทอง', 10000, 10000)`);
  await handle.db.execute(sql`
    INSERT INTO transaction_items (transaction_id, product_id, product_name, quantity,
      price_per_unit_satang, total_price_satang)
    SELECT 'TXN1', id, name, 2, price_satang, price_satang * 2 FROM products WHERE id = 1
    UNION ALL SELECT 'TXN1', id, name, 1, price_satang, price_satang FROM products WHERE id = 2
    UNION ALL SELECT 'TXN2', id, name, 1, price_satang, price_satang FROM products WHERE id = 2
    UNION ALL SELECT 'TXN3', NULL, 'สินค้าที่ลบแล้ว', 1, 10000, 10000`);
});

afterAll(async () => {
  await handle?.close();
  await dropDatabase();
  if (before) rmSync(before, { recursive: true, force: true });
});

interface Snapshot {
  products: {
    id: number;
    price_satang: number;
    original_price_satang: number | null;
    stock_count: number;
    member_points: number;
    in_stock: boolean;
  }[];
  lines: { id: number; product_id: number | null; total_price_satang: number; quantity: number }[];
  totals: { id: string; total_amount_satang: number; net_amount_satang: number }[];
}

async function snapshot(): Promise<Snapshot> {
  return {
    products: await rows(sql`SELECT id, price_satang, original_price_satang, stock_count,
      member_points, in_stock FROM products ORDER BY id`),
    lines: await rows(sql`SELECT id, product_id, total_price_satang, quantity
      FROM transaction_items ORDER BY id`),
    totals: await rows(sql`SELECT id, total_amount_satang, net_amount_satang
      FROM transactions ORDER BY id`),
  };
}

describe('migration 0020: pack sizes', () => {
  it('makes every product one size of its own price, stock and points; every order line points at it', async () => {
    const old = await snapshot();
    expect(old.products.length).toBeGreaterThan(20);
    await migrateDatabase(handle);

    const sizes = await rows<{
      product_id: number;
      label: string;
      price_satang: number;
      original_price_satang: number | null;
      stock_count: number;
      member_points: number;
      archived: boolean;
    }>(sql`SELECT product_id, label, price_satang, original_price_satang, stock_count,
      member_points, archived FROM product_variants ORDER BY product_id, id`);
    expect(sizes.map((size) => size.product_id)).toEqual(old.products.map((product) => product.id));
    for (const product of old.products) {
      const size = sizes.find((row) => row.product_id === product.id);
      expect(size).toEqual({
        product_id: product.id,
        label: 'ขนาดเดียว',
        price_satang: product.price_satang,
        original_price_satang: product.original_price_satang,
        stock_count: product.stock_count,
        member_points: product.member_points,
        archived: false,
      });
    }

    // Nothing the shop sold or counted changed.
    expect(await snapshot()).toEqual(old);

    const lines = await rows<{
      product_id: number | null;
      variant_product: number | null;
      variant_label: string | null;
    }>(sql`SELECT i.product_id, v.product_id AS variant_product, i.variant_label
      FROM transaction_items i LEFT JOIN product_variants v ON v.id = i.variant_id ORDER BY i.id`);
    expect(lines).toEqual([
      { product_id: 1, variant_product: 1, variant_label: 'ขนาดเดียว' },
      { product_id: 2, variant_product: 2, variant_label: 'ขนาดเดียว' },
      { product_id: 2, variant_product: 2, variant_label: 'ขนาดเดียว' },
      { product_id: null, variant_product: null, variant_label: null },
    ]);
  });

  it("keeps the product's row in step with its sizes from then on", async () => {
    await handle.db.execute(sql`
      INSERT INTO product_variants (product_id, label, size, unit, price_satang, stock_count,
        member_points, position)
      VALUES (1, '20 ลิตร', 20, 'l', 9000, 7, 18, 1), (1, '100 มล.', 100, 'ml', 3000, 5, 6, 2)`);
    const [product] = await rows<{
      price_satang: number;
      stock_count: number;
      member_points: number;
    }>(sql`SELECT price_satang, stock_count, member_points FROM products WHERE id = 1`);
    const [own] = await rows<{ stock_count: number }>(
      sql`SELECT stock_count FROM product_variants WHERE product_id = 1 AND label = 'ขนาดเดียว'`,
    );
    expect(product).toEqual({
      price_satang: 3000,
      stock_count: (own?.stock_count ?? 0) + 12,
      member_points: 6,
    });
  });
});
