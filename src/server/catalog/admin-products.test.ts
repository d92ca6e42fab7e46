import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductInputBody } from '../../shared/contracts/admin-catalog.ts';
import {
  adminProductPageSchema,
  productAnswerSchema,
} from '../../shared/contracts/admin-catalog-answers.ts';
import {
  answer,
  expectAnswer,
  refusal,
  setupTestApp,
  type TestClient,
} from '../../testing/api-client.ts';
import { createProduct, productStock } from '../../testing/factories/catalog.ts';
import { clientAs, REFUSED_ROLES, signedInClient } from '../../testing/staff-session.ts';
import { orderItems, orders, products } from '../db/schema/index.ts';

const ctx = setupTestApp();

const INTEGER_ONLY = 'ข้อมูลเป็นตัวเลขจำนวนเต็มเท่านั้น';
const MIN = (min: number) => `ค่าต่ำสุดที่อนุญาตคือ ${min}`;
const REQUIRED = 'กรุณากรอกข้อมูลนี้';
const INVALID_URL = 'กรุณากรอก URL ให้ถูกต้อง (http(s)://… หรือ /images/… หรือ /uploads/…)';
const XSS = '<script>alert("x")</script><img src=x onerror=alert(1)>';

function validProduct(overrides: Partial<ProductInputBody> = {}): ProductInputBody {
  return {
    name: 'อะบาเม็กติน ทุ่งเขียว 1.8% ขวดทดสอบ',
    category: 'insecticides',
    price: 350,
    originalPrice: 420,
    stockCount: 40,
    memberPoints: 700,
    image: '/images/products/thung-khiao-abamectin-18.svg',
    features: ['หนอนใยผัก', 'ไรแดง'],
    description: 'กำจัดหนอนและไรในพืชผัก',
    how2use: 'ผสม 20 มล. ต่อน้ำ 20 ลิตร',
    inStock: true,
    isOnSale: true,
    isEligibleForPromotion: true,
    ...overrides,
  };
}

async function productCount(): Promise<number> {
  const [row] = await ctx.handle.db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

const listProducts = (
  client: TestClient,
  query: Parameters<TestClient['api']['admin']['products']['$get']>[0]['query'] = {},
) => client.api.admin.products.$get({ query });
const addProduct = (client: TestClient, json: ProductInputBody) =>
  client.api.admin.products.$post({ json });
const editProduct = (client: TestClient, id: number | string, json: ProductInputBody) =>
  client.api.admin.products[':id'].$put({ param: { id: String(id) }, json });
const deleteProduct = (client: TestClient, id: number | string) =>
  client.api.admin.products[':id'].$delete({ param: { id: String(id) } });

let admin: TestClient;
beforeAll(async () => {
  admin = await signedInClient(ctx, 'admin');
});

describe('who may manage products', () => {
  it.each(REFUSED_ROLES)('refuses a %s on every call', async (_label, role, status) => {
    const client = await clientAs(ctx, role);
    const [existing] = await ctx.handle.db.select().from(products).limit(1);
    const id = existing?.id ?? 1;
    const calls = [
      await listProducts(client),
      await addProduct(client, validProduct()),
      await editProduct(client, id, validProduct()),
      await deleteProduct(client, id),
    ];
    for (const res of calls) {
      const error = await refusal(res, status);
      if (status === 403) {
        expect(error).toEqual({
          code: 'FORBIDDEN',
          message: 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้',
        });
      } else {
        expect(error.code).toBe('UNAUTHENTICATED');
      }
    }
    const [still] = await ctx.handle.db.select().from(products).where(eq(products.id, id));
    expect(still).toEqual(existing);
  });

  it('lets root manage products too', async () => {
    const root = await signedInClient(ctx, 'root');
    await expectAnswer(adminProductPageSchema, listProducts(root));
  });

  it('refuses a write from a foreign origin', async () => {
    const before = await productCount();
    const res = admin.api.admin.products.$post(
      { json: validProduct() },
      { headers: { Origin: 'https://evil.example' } },
    );
    await refusal(res, 403, 'CSRF');
    expect(await productCount()).toBe(before);
  });
});

describe('listing products for the admin', () => {
  it('pages the catalogue 10 at a time, newest first', async () => {
    const first = await expectAnswer(adminProductPageSchema, listProducts(admin));
    expect(first).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    const total = first.total;
    expect(total).toBe(await productCount());
    const lastPage = Math.ceil(total / 10);
    const last = await expectAnswer(
      adminProductPageSchema,
      listProducts(admin, { page: lastPage }),
    );
    expect(last.items).toHaveLength(total - (lastPage - 1) * 10);
    const created = first.items.map((p) => p.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('searches name, description and tags case-insensitively', async () => {
    const made = await createProduct(ctx.handle.db, {
      name: 'Zeta Sprayer ค้นหาชื่อ',
      description: 'คำอธิบายมีคำว่า ลำไยนอกฤดู',
      features: ['แท็กพิเศษ'],
      category: 'equipments',
    });
    for (const q of ['zeta SPRAYER', 'ลำไยนอกฤดู', 'แท็กพิเศษ']) {
      const page = await expectAnswer(adminProductPageSchema, listProducts(admin, { q }));
      expect(page.items.map((p) => p.id)).toContain(made.id);
    }
    // % and _ are searched for literally, not as wildcards.
    const none = await answer(listProducts(admin, { q: '%_%' }));
    expect(none.total).toBe(0);
  });

  it('filters by category', async () => {
    const res = listProducts(admin, { category: 'fungicides', pageSize: 100 });
    const page = await expectAnswer(adminProductPageSchema, res);
    expect(page.total).toBeGreaterThan(0);
    for (const item of page.items) expect(item.category).toBe('fungicides');
  });

  it.each([
    ['category=weapons', { category: 'weapons' }],
    ['page=0', { page: 0 }],
    ['pageSize=101', { pageSize: 101 }],
    ['page=abc', { page: 'abc' }],
  ])('refuses a bad query (%s) with 400', async (_label, query) => {
    await refusal(listProducts(admin, query), 400, 'VALIDATION');
  });
});

describe('adding a product', () => {
  it('stores it with no rating and no reviews and answers 201 { product }', async () => {
    const res = addProduct(admin, validProduct({ rating: 5 } as never));
    const { product } = await expectAnswer(productAnswerSchema, res, 201);
    expect(product).toMatchObject({
      name: 'อะบาเม็กติน ทุ่งเขียว 1.8% ขวดทดสอบ',
      category: 'insecticides',
      price: 350,
      originalPrice: 420,
      discountPercent: 17,
      stockCount: 40,
      memberPoints: 700,
      rating: 0,
      reviewCount: 0,
      inStock: true,
      isOnSale: true,
      features: ['หนอนใยผัก', 'ไรแดง'],
    });
    const [row] = await ctx.handle.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ priceSatang: 35000, originalPriceSatang: 42000, rating: 0 });
    const list = await answer(listProducts(admin, { q: 'ขวดทดสอบ', category: 'insecticides' }));
    expect(list.items[0]).toEqual(product);
  });

  it('fills what the form may leave out: no original price, no points, tags trimmed', async () => {
    const body = validProduct({
      features: [' ข้าว ', '', '   ', 'นาปรัง'],
      originalPrice: null,
    });
    delete body.memberPoints;
    delete body.description;
    delete body.how2use;
    const { product } = await expectAnswer(productAnswerSchema, addProduct(admin, body), 201);
    expect(product).toMatchObject({
      originalPrice: null,
      memberPoints: 0,
      features: ['ข้าว', 'นาปรัง'],
      description: '',
      how2use: '',
      discountPercent: 0,
    });
  });

  it('accepts an uploaded picture path and an absolute https address', async () => {
    for (const image of [
      '/uploads/0123456789abcdef0123456789abcdef.webp',
      'https://cdn.example.com/a.jpg',
    ]) {
      const res = addProduct(admin, validProduct({ image }));
      const { product } = await expectAnswer(productAnswerSchema, res, 201);
      expect(product.image).toBe(image);
    }
  });

  it.each<[string, Partial<Record<keyof ProductInputBody, unknown>>, string, string]>([
    ['price as text', { price: 'abc' }, 'price', INTEGER_ONLY],
    ['price as digits in a string', { price: '350' }, 'price', INTEGER_ONLY],
    ['price with decimals', { price: 350.5 }, 'price', INTEGER_ONLY],
    ['price 0', { price: 0 }, 'price', MIN(1)],
    ['negative price', { price: -5 }, 'price', MIN(1)],
    ['price missing', { price: undefined }, 'price', REQUIRED],
    ['absurd price', { price: 1e12 }, 'price', 'ค่าสูงสุดที่อนุญาตคือ 1000000'],
    ['original price 0', { originalPrice: 0 }, 'originalPrice', MIN(1)],
    ['original price with decimals', { originalPrice: 2.5 }, 'originalPrice', INTEGER_ONLY],
    ['stock 0 on create', { stockCount: 0 }, 'stockCount', MIN(1)],
    ['stock with decimals', { stockCount: 1.5 }, 'stockCount', INTEGER_ONLY],
    ['stock missing', { stockCount: undefined }, 'stockCount', REQUIRED],
    ['negative member points', { memberPoints: -1 }, 'memberPoints', MIN(1)],
    ['member points as text', { memberPoints: 'สิบ' }, 'memberPoints', INTEGER_ONLY],
    ['name missing', { name: undefined }, 'name', REQUIRED],
    ['name blank', { name: '   ' }, 'name', REQUIRED],
    ['name too long', { name: 'ก'.repeat(201) }, 'name', 'ยาวได้ไม่เกิน 200 ตัวอักษร'],
    ['unknown category', { category: 'weapons' }, 'category', 'กรุณาเลือกจากรายการ'],
    ['image missing', { image: undefined }, 'image', REQUIRED],
    ['image not a URL', { image: 'รูปสวย' }, 'image', INVALID_URL],
    ['image javascript:', { image: 'javascript:alert(1)' }, 'image', INVALID_URL],
    ['image outside the shop folders', { image: '/etc/passwd' }, 'image', INVALID_URL],
    ['image climbing folders', { image: '/images/../../etc/passwd' }, 'image', INVALID_URL],
    ['image ftp', { image: 'ftp://example.com/a.png' }, 'image', INVALID_URL],
    ['tags not a list', { features: 'ข้าว,นา' }, 'features', 'ข้อมูลไม่ถูกต้อง'],
    ['tag too long', { features: ['ก'.repeat(51)] }, 'features.0', 'ยาวได้ไม่เกิน 50 ตัวอักษร'],
    [
      'description too long',
      { description: 'ก'.repeat(10_001) },
      'description',
      'ยาวได้ไม่เกิน 10000 ตัวอักษร',
    ],
    ['in stock not a boolean', { inStock: 'yes' }, 'inStock', 'ข้อมูลไม่ถูกต้อง'],
  ])(
    'refuses %s with the field message and stores nothing',
    async (_label, change, field, message) => {
      const before = await productCount();
      // Sent raw through the untyped request: many of these bodies have wrong types on purpose.
      const res = await admin.post('/api/admin/products', { ...validProduct(), ...change });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
      expect(res.body.error.fields[field]).toBe(message);
      expect(await productCount()).toBe(before);
    },
  );

  it('refuses malformed JSON with 400', async () => {
    const res = await admin.request('POST', '/api/admin/products', { rawBody: '{"name":' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
  });

  it('checks the role, then the id, before the body', async () => {
    const customer = await clientAs(ctx, 'customer');
    const refused = await customer.request('PUT', '/api/admin/products/1', { rawBody: '{"name":' });
    expect(refused.status).toBe(403);
    const unknown = await admin.request('PUT', '/api/admin/products/abc', { rawBody: '{"name":' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
  });

  it('stores HTML and script in every text field exactly as written', async () => {
    const res = addProduct(
      admin,
      validProduct({
        name: `ชื่อ ${XSS}`,
        description: `คำอธิบาย ${XSS}`,
        how2use: `วิธีใช้ ${XSS}`,
        features: [`แท็ก<b>หนา</b>`],
      }),
    );
    const { product } = await expectAnswer(productAnswerSchema, res, 201);
    const [row] = await ctx.handle.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.name).toBe(`ชื่อ ${XSS}`);
    expect(row?.description).toBe(`คำอธิบาย ${XSS}`);
    expect(row?.how2use).toBe(`วิธีใช้ ${XSS}`);
    expect(row?.features).toEqual(['แท็ก<b>หนา</b>']);
  });

  it('keeps very long descriptions up to the limit', async () => {
    const long = 'ข้าวหอมมะลิ '.repeat(2000).slice(0, 10_000);
    const res = addProduct(admin, validProduct({ description: long, how2use: long }));
    const { product } = await expectAnswer(productAnswerSchema, res, 201);
    expect(product.description).toBe(long);
  });
});

describe('editing a product', () => {
  it('replaces the edited fields, keeps rating and reviews, answers 200 { product }', async () => {
    const made = await createProduct(ctx.handle.db, { price: 500, rating: 4.5, reviewCount: 12 });
    const res = editProduct(
      admin,
      made.id,
      validProduct({ name: 'ชื่อใหม่', price: 480, category: 'hormones' }),
    );
    const { product } = await expectAnswer(productAnswerSchema, res);
    expect(product).toMatchObject({
      id: made.id,
      name: 'ชื่อใหม่',
      price: 480,
      category: 'hormones',
      rating: 4.5,
      reviewCount: 12,
    });
    const [row] = await ctx.handle.db.select().from(products).where(eq(products.id, made.id));
    expect(row?.priceSatang).toBe(48000);
    expect(row?.updatedAt.getTime()).toBeGreaterThanOrEqual(made.updatedAt.getTime());
  });

  it('allows stock 0 on edit, which marks the product out of stock', async () => {
    const made = await createProduct(ctx.handle.db, { stockCount: 5 });
    const res = editProduct(admin, made.id, validProduct({ stockCount: 0, inStock: true }));
    const { product } = await expectAnswer(productAnswerSchema, res);
    expect(product).toMatchObject({ stockCount: 0, inStock: false });
    const [row] = await ctx.handle.db.select().from(products).where(eq(products.id, made.id));
    expect(row?.inStock).toBe(false);
    expect(await productStock(ctx.handle.db, made.id)).toBe(0);
  });

  it('lets the admin mark a stocked product inactive', async () => {
    const made = await createProduct(ctx.handle.db, { stockCount: 5 });
    const res = editProduct(admin, made.id, validProduct({ inStock: false }));
    const { product } = await expectAnswer(productAnswerSchema, res);
    expect(product).toMatchObject({ stockCount: 40, inStock: false });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['negative stock', { stockCount: -1 }, 'stockCount', MIN(0)],
    ['price 0', { price: 0 }, 'price', MIN(1)],
    ['price as text', { price: '12a' }, 'price', INTEGER_ONLY],
  ])('refuses %s and leaves the product as it was', async (_label, change, field, message) => {
    const { variantId: _variantId, stockCount, ...made } = await createProduct(ctx.handle.db);
    // Sent raw through the untyped request: price as text is a wrong type on purpose.
    const res = await admin.put(`/api/admin/products/${made.id}`, { ...validProduct(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
    const [row] = await ctx.handle.db.select().from(products).where(eq(products.id, made.id));
    expect(row).toEqual(made);
    expect(await productStock(ctx.handle.db, made.id)).toBe(stockCount);
  });

  it.each(['999999', 'abc', '-1', '0'])('answers 404 for product id %s', async (id) => {
    await refusal(editProduct(admin, id, validProduct()), 404, 'NOT_FOUND');
  });
});

describe('deleting a product', () => {
  it('answers 204, removes it, and keeps the order items that named it', async () => {
    const made = await createProduct(ctx.handle.db, { name: 'สินค้าที่จะลบ', price: 120 });
    await ctx.handle.db.insert(orders).values({
      id: 'TXN1700000000001',
      username: '0812345678',
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      phone: '0812345678',
      address: 'อยุธยา',
      totalAmountSatang: 24000,
      netAmountSatang: 24000,
    });
    await ctx.handle.db.insert(orderItems).values({
      transactionId: 'TXN1700000000001',
      productId: made.id,
      productName: made.name,
      quantity: 2,
      pricePerUnitSatang: 12000,
      totalPriceSatang: 24000,
    });

    const res = await deleteProduct(admin, made.id);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await ctx.handle.db.select().from(products).where(eq(products.id, made.id))).toEqual([]);
    const items = await ctx.handle.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.transactionId, 'TXN1700000000001'));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ productId: null, productName: 'สินค้าที่จะลบ', quantity: 2 });

    await refusal(deleteProduct(admin, made.id), 404);
  });
});
