import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  emptyDatabase,
  migrateFrom,
  migrationsBefore,
  rowsOf,
} from '../../testing/migration-db.ts';
import { type DatabaseHandle, migrateDatabase } from './client.ts';
import { demoProductRows, demoProducts } from './seed/catalog.ts';

/**
 * Migrations that change data, each on a copy of the shop as it stood before it, one after the
 * other on one database: 0020 (pack sizes) turns every product into a one-size product with its
 * own price, stock and points and points every order line at its size, without changing a sale or
 * a stock count; 0023 cuts from the names of products sold in several sizes a size they still
 * carried (only one of their sizes), heads receipts issued before with the shop's name and
 * address, and keeps every order's fee.
 */
const PACK_SIZES = '0020_product_variants';
const ORDER_FEES = '0023_order_fees_and_pack_names';

let handle: DatabaseHandle;
let dropDatabase: () => Promise<void> = async () => {};
const folders: { remove(): void }[] = [];
/** The migrations up to 0023, run by the 0020 tests. */
let beforeOrderFees = '';

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(handle, query);

beforeAll(async () => {
  // The migrations folder with its journal cut before 0020: the shop as it was.
  const before = migrationsBefore(PACK_SIZES);
  const upTo0023 = migrationsBefore(ORDER_FEES);
  folders.push(before, upTo0023);
  beforeOrderFees = upTo0023.folder;
  const empty = await emptyDatabase(inject('testDatabase'));
  handle = empty.handle;
  dropDatabase = empty.drop;
  await migrateFrom(handle, before.folder);
  // The demo catalogue, with a sale on, an out-of-stock product and a deleted one.
  for (const [index, product] of demoProductRows(new Date('2026-11-01T00:00:00Z')).entries()) {
    // Products still carried their stock then (migration 0030 moved it to the sizes alone).
    const stock = demoProducts[index]?.stockCount ?? 0;
    await handle.db.execute(sql`
      INSERT INTO products (name, category, price_satang, original_price_satang, image_url,
        stock_count, in_stock, member_points, is_eligible_for_promotion, is_on_sale)
      VALUES (${product.name}, ${product.category}, ${product.priceSatang},
        ${product.originalPriceSatang ?? null}, ${product.imageUrl}, ${stock},
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
  await dropDatabase();
  for (const folder of folders) folder.remove();
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
    await migrateFrom(handle, beforeOrderFees);

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

type Size = [label: string, size: number, unit: string, archived?: boolean];

/** The products before the migration: name, and its sizes. */
const PRODUCTS: [name: string, sizes: Size[]][] = [
  [
    'ยาทดสอบ อิมิดาโคลพริด 70% WG 100 กรัม',
    [
      ['100 กรัม', 100, 'g'],
      ['500 กรัม', 500, 'g'],
      ['1 กก.', 1, 'kg'],
    ],
  ],
  [
    'ยาทดสอบ ไกลโฟเซต ขนาด 4 ลิตร',
    [
      ['1 ลิตร', 1, 'l'],
      ['4 ลิตร', 4, 'l'],
    ],
  ],
  [
    'ปุ๋ยทดสอบ 1 กิโลกรัม',
    [
      ['1000 กรัม', 1000, 'g'],
      ['5 กก.', 5, 'kg'],
    ],
  ],
  // Not one of its sizes: the name says something else, and stays.
  [
    'ดินทดสอบ ขนาด 25 กิโลกรัม',
    [
      ['1 กก.', 1, 'kg'],
      ['5 กก.', 5, 'kg'],
    ],
  ],
  // A size no longer sold does not count.
  [
    'สารทดสอบ 5 ลิตร',
    [
      ['1 ลิตร', 1, 'l'],
      ['5 ลิตร', 5, 'l', true],
      ['20 ลิตร', 20, 'l'],
    ],
  ],
  // A tank's volume is what it is, not a pack size.
  [
    'ถังพ่นยาทดสอบ 20 ลิตร',
    [
      ['1 ชุด', 1, 'piece'],
      ['2 ชุด', 2, 'piece'],
    ],
  ],
  // One size: its name is the only place its size is written.
  ['สารจับใบทดสอบ 1 ลิตร', [['1 ลิตร', 1, 'l']]],
];

describe('migration 0023: fees kept apart, names without a pack size', () => {
  beforeAll(async () => {
    for (const [name, sizes] of PRODUCTS) {
      const [product] = await rows<{ id: number }>(sql`
      INSERT INTO products (name, category, price_satang, image_url)
      VALUES (${name}, 'insecticides', 10000, '/images/products/test.webp') RETURNING id`);
      for (const [position, [label, size, unit, archived = false]] of sizes.entries()) {
        await handle.db.execute(sql`
        INSERT INTO product_variants (product_id, label, size, unit, price_satang, stock_count,
          position, archived)
        VALUES (${product?.id}, ${label}, ${size}, ${unit}, ${10000 * (position + 1)}, 5,
          ${position}, ${archived})`);
      }
    }
    await handle.db.execute(sql`
    INSERT INTO shop_settings (name, address, email, phone, hours, line_qr_image_url)
    VALUES ('ร้านเกษตรอยุธยา', '99 หมู่ 2 ต.ประตูชัย อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000',
      'shop@example.com', '035212345', '{}', '/images/line-qr.png')`);
    // A COD order of ฿1,590 with its fee of ฿20, paid and given its receipt.
    await handle.db.execute(sql`
    INSERT INTO transactions (id, username, first_name, last_name, phone, address,
      total_amount_satang, net_amount_satang, shipping_fee_satang, payment_method, payment_status)
    VALUES ('TXN9', '0812345678', 'สมชาย', 'ใจดี', '0812345678', 'อยุธยา', 159000, 159000, 2000,
      'cod', 'paid')`);
    await handle.db.execute(sql`
    INSERT INTO receipts (number, transaction_id, order_number, customer_name, customer_address,
      issued_at, payment_method, lines, discount_satang, shipping_fee_satang, amount_satang,
      vat_registered, tax_id, vat_rate_basis_points, exempt_satang, taxable_satang, vat_satang)
    VALUES (1, 'TXN9', 'TXN9', 'สมชาย ใจดี', 'อยุธยา', now(), 'cod', '[]', 0, 2000, 161000, false,
      '', 0, 159000, 0, 0)`);
    await migrateDatabase(handle);
  });

  it('cuts from a name only a size that is one of the sizes it is sold in', async () => {
    const names = await rows<{ name: string }>(
      sql`SELECT name FROM products WHERE name LIKE '%ทดสอบ%' ORDER BY id`,
    );
    expect(names.map((row) => row.name)).toEqual([
      'ยาทดสอบ อิมิดาโคลพริด 70% WG',
      'ยาทดสอบ ไกลโฟเซต',
      'ปุ๋ยทดสอบ',
      'ดินทดสอบ ขนาด 25 กิโลกรัม',
      'สารทดสอบ 5 ลิตร',
      'ถังพ่นยาทดสอบ 20 ลิตร',
      'สารจับใบทดสอบ 1 ลิตร',
    ]);
  });

  it("heads a receipt issued before with the shop's name and address, its amounts unchanged", async () => {
    const [receipt] = await rows<Record<string, unknown>>(sql`
      SELECT shop_name, shop_address, shipping_fee_satang, cod_fee_satang, amount_satang
      FROM receipts WHERE number = 1`);
    expect(receipt).toEqual({
      shop_name: 'ร้านเกษตรอยุธยา',
      shop_address: '99 หมู่ 2 ต.ประตูชัย อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000',
      shipping_fee_satang: 2000,
      cod_fee_satang: 0,
      amount_satang: 161000,
    });
  });

  it("keeps an order's fee whole, and never lets the COD fee exceed it", async () => {
    const [order] = await rows<Record<string, unknown>>(sql`
      SELECT shipping_fee_satang, cod_fee_satang FROM transactions WHERE id = 'TXN9'`);
    expect(order).toEqual({ shipping_fee_satang: 2000, cod_fee_satang: 0 });
    await expect(
      handle.db.execute(sql`UPDATE transactions SET cod_fee_satang = 2500 WHERE id = 'TXN9'`),
    ).rejects.toThrow();
  });
});
