import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../shared/admin-messages.ts';
import type { ProductInputBody } from '../../shared/contracts/admin-catalog.ts';
import {
  adminProductPageSchema,
  productAnswerSchema,
} from '../../shared/contracts/admin-catalog-answers.ts';
import { cartQuoteSchema } from '../../shared/contracts/cart-answers.ts';
import { productPageSchema, productSchema } from '../../shared/contracts/catalog.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import { staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { packSizeRows, placeOrder, quote } from '../../testing/pack-sizes.ts';
import { notificationOutbox, orderItems, products } from '../db/schema/index.ts';

/** Pack sizes in the back office: the admin's form and each size's low-stock line. */
const ctx = setupTestApp();
const { sizesInDatabase, productRow } = packSizeRows(ctx);

function productBody(overrides: Partial<ProductInputBody> = {}): ProductInputBody {
  return {
    name: 'ไซเปอร์เมทริน ไร่ทอง 35% ขนาดทดสอบ',
    category: 'insecticides',
    image: '/images/products/rai-thong-cypermethrin-35.svg',
    features: ['หนอน'],
    description: 'ออกฤทธิ์เร็ว',
    how2use: 'ผสม 20 มล. ต่อน้ำ 20 ลิตร',
    ...overrides,
  };
}

const threeSizes = [
  {
    label: '1 ลิตร',
    size: 1,
    unit: 'l',
    price: 399,
    originalPrice: null,
    stockCount: 30,
    memberPoints: 10,
  },
  {
    label: '100 มล.',
    size: 100,
    unit: 'ml',
    price: 59,
    originalPrice: 69,
    stockCount: 50,
    memberPoints: 1,
  },
  {
    label: '4 ลิตร',
    size: 4,
    unit: 'l',
    price: 1450,
    originalPrice: null,
    stockCount: 5,
    memberPoints: 40,
  },
] as const satisfies ProductInputBody['variants'];

const addProduct = (client: TestClient, json: ProductInputBody) =>
  expectAnswer(productAnswerSchema, client.api.admin.products.$post({ json }), 201);
const editProduct = (client: TestClient, id: number, json: ProductInputBody) =>
  client.api.admin.products[':id'].$put({ param: { id: String(id) }, json });

describe('the admin gives a product its sizes', () => {
  it('creates a product with sizes: listed by size within a unit, price the cheapest, stock the sum', async () => {
    const { client: admin } = await staffClient(ctx, 'admin');
    const { product } = await addProduct(admin, productBody({ variants: [...threeSizes] }));
    expect(product.variants.map((size) => size.label)).toEqual(['100 มล.', '1 ลิตร', '4 ลิตร']);
    expect(product.variants[0]).toMatchObject({
      size: 100,
      unit: 'ml',
      price: 59,
      originalPrice: 69,
      stockCount: 50,
      inStock: true,
      memberPoints: 1,
    });
    expect(product).toMatchObject({
      price: 59,
      originalPrice: 69,
      stockCount: 85,
      memberPoints: 1,
    });
    const row = await productRow(product.id);
    expect(row).toMatchObject({ priceSatang: 5900, stockCount: 85, memberPoints: 1 });

    // The listing and the product page answer the same sizes, without the shop's low-stock lines.
    const onSale = product.variants.map(({ lowStockThreshold: _line, ...size }) => size);
    const page = await expectAnswer(
      productPageSchema,
      ctx.client().api.products.$get({ query: { q: 'ไซเปอร์เมทริน ไร่ทอง 35% ขนาดทดสอบ' } }),
    );
    expect(page.items.find((item) => item.id === product.id)?.variants).toEqual(onSale);
    const one = await expectAnswer(
      productSchema,
      ctx.client().api.products[':id'].$get({ param: { id: String(product.id) } }),
    );
    expect(one.variants).toEqual(onSale);
  });

  it('creates and edits a product as before, without sizes: one size of its price, stock and points', async () => {
    const { client: admin } = await staffClient(ctx, 'admin');
    const { product } = await addProduct(
      admin,
      productBody({ price: 350, originalPrice: 420, stockCount: 40, memberPoints: 700 }),
    );
    expect(product).toMatchObject({
      price: 350,
      originalPrice: 420,
      stockCount: 40,
      memberPoints: 700,
    });
    expect(product.variants).toEqual([
      {
        id: expect.any(Number),
        label: 'ขนาดเดียว',
        size: 1,
        unit: 'piece',
        price: 350,
        originalPrice: 420,
        stockCount: 40,
        inStock: true,
        memberPoints: 700,
        lowStockThreshold: 20,
      },
    ]);
    const edited = await expectAnswer(
      productAnswerSchema,
      editProduct(
        admin,
        product.id,
        productBody({ price: 300, originalPrice: null, stockCount: 0, memberPoints: 600 }),
      ),
    );
    expect(edited.product).toMatchObject({ price: 300, stockCount: 0, inStock: false });
    expect(edited.product.variants).toEqual([
      expect.objectContaining({ id: product.variants[0]?.id, price: 300, stockCount: 0 }),
    ]);
    expect(await sizesInDatabase(product.id)).toHaveLength(1);
  });

  it('edits sizes: kept by id, added without one; a size left out is deleted, or archived once ordered', async () => {
    const { client: admin } = await staffClient(ctx, 'admin');
    const { product } = await addProduct(admin, productBody({ variants: [...threeSizes] }));
    const [small, litre, big] = product.variants;
    if (!small || !litre || !big) throw new Error('three sizes');
    // The 1 L size is ordered; then the admin drops the 1 L and the 100 ml sizes.
    const { client: buyer } = await signedInCustomer(ctx);
    await expectAnswer(
      placeOrderResponseSchema,
      placeOrder(buyer, { items: [{ productId: product.id, variantId: litre.id, quantity: 1 }] }),
      201,
    );
    const res = await expectAnswer(
      productAnswerSchema,
      editProduct(
        admin,
        product.id,
        productBody({
          variants: [
            { id: big.id, label: '4 ลิตร', size: 4, unit: 'l', price: 1390, stockCount: 6 },
            { label: '20 ลิตร', size: 20, unit: 'l', price: 6290, stockCount: 2 },
          ],
        }),
      ),
    );
    expect(res.product.variants.map((size) => [size.label, size.price])).toEqual([
      ['4 ลิตร', 1390],
      ['20 ลิตร', 6290],
    ]);
    expect(res.product).toMatchObject({ price: 1390, stockCount: 8 });
    const stored = await sizesInDatabase(product.id);
    expect(stored.map((size) => [size.id, size.archived])).toEqual([
      [litre.id, true],
      [big.id, false],
      [expect.any(Number), false],
    ]);
    // The order still names its size.
    const [line] = await ctx.handle.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.variantId, litre.id));
    expect(line).toMatchObject({ variantLabel: '1 ลิตร' });
    // An archived size is not for sale: the quote answers it as gone.
    const gone = await expectAnswer(
      cartQuoteSchema,
      quote(ctx.client(), { items: [{ productId: product.id, variantId: litre.id, quantity: 1 }] }),
    );
    expect(gone.problems.map((problem) => problem.code)).toEqual(['MISSING']);
  });

  it.each([
    ['an unknown unit', { variants: [{ ...threeSizes[0], unit: 'gallon' }] }, 'variants.0.unit'],
    [
      '11 sizes',
      {
        variants: Array.from({ length: 11 }, (_, i) => ({
          ...threeSizes[0],
          label: `${i + 1} ลิตร`,
        })),
      },
      'variants',
    ],
    [
      'two sizes with one label',
      { variants: [threeSizes[0], { ...threeSizes[2], label: '1 ลิตร' }] },
      'variants.1.label',
    ],
    ['no size at all', { variants: [] }, 'variants'],
    ['neither sizes nor a price', { price: undefined }, 'price'],
  ])('refuses %s with 400 and saves nothing', async (_label, change, field) => {
    const { client: admin } = await staffClient(ctx, 'admin');
    const name = `สินค้าที่ไม่ควรถูกบันทึก ${field}`;
    const body = {
      ...productBody({ name, stockCount: 5, price: 100 }),
      ...change,
    } as ProductInputBody;
    const error = await refusal(admin.api.admin.products.$post({ json: body }), 400, 'VALIDATION');
    expect(error.fields?.[field]).toBeTruthy();
    const saved = await ctx.handle.db.select().from(products).where(eq(products.name, name));
    expect(saved).toEqual([]);
  });

  it('names the duplicate label in Thai', async () => {
    const { client: admin } = await staffClient(ctx, 'admin');
    const error = await refusal(
      admin.api.admin.products.$post({
        json: productBody({ variants: [threeSizes[0], { ...threeSizes[2], label: ' 1 ลิตร ' }] }),
      }),
      400,
      'VALIDATION',
    );
    expect(error.fields?.['variants.1.label']).toBe(adminMessages.packSizes.duplicateLabel);
  });
});

describe("each size's low-stock line, set by the shop", () => {
  const lineOf = (product: { variants: { label: string; lowStockThreshold: number }[] }) =>
    Object.fromEntries(product.variants.map((size) => [size.label, size.lowStockThreshold]));
  const storedLines = async (productId: number) =>
    Object.fromEntries(
      (await sizesInDatabase(productId)).map((size) => [size.label, size.lowStockThreshold]),
    );

  it('is saved on create, 20 when left out, and read back by the admin list', async () => {
    const { client: admin } = await staffClient(ctx, 'admin');
    const { product } = await addProduct(
      admin,
      productBody({
        name: 'ปุ๋ยเส้นเตือนทดสอบ',
        variants: [
          { ...threeSizes[0], lowStockThreshold: 5 },
          { ...threeSizes[1], lowStockThreshold: 0 },
          threeSizes[2],
        ],
      }),
    );
    expect(lineOf(product)).toEqual({ '1 ลิตร': 5, '100 มล.': 0, '4 ลิตร': 20 });
    expect(await storedLines(product.id)).toEqual({ '1 ลิตร': 5, '100 มล.': 0, '4 ลิตร': 20 });
    const page = await expectAnswer(
      adminProductPageSchema,
      admin.api.admin.products.$get({ query: { q: 'ปุ๋ยเส้นเตือนทดสอบ' } }),
    );
    expect(page.items.map(lineOf)).toEqual([{ '1 ลิตร': 5, '100 มล.': 0, '4 ลิตร': 20 }]);
  });

  it('is kept when an edit leaves it out, changed when sent; a new size takes 20', async () => {
    const { client: admin } = await staffClient(ctx, 'admin');
    const { product } = await addProduct(
      admin,
      productBody({
        variants: [
          { ...threeSizes[0], lowStockThreshold: 7 },
          { ...threeSizes[1], lowStockThreshold: 30 },
        ],
      }),
    );
    const byLabel = new Map(product.variants.map((size) => [size.label, size.id]));
    const edited = await expectAnswer(
      productAnswerSchema,
      editProduct(
        admin,
        product.id,
        productBody({
          variants: [
            { ...threeSizes[0], id: byLabel.get('1 ลิตร'), stockCount: 12 },
            { ...threeSizes[1], id: byLabel.get('100 มล.'), lowStockThreshold: 4 },
            threeSizes[2],
          ],
        }),
      ),
    );
    expect(lineOf(edited.product)).toEqual({ '1 ลิตร': 7, '100 มล.': 4, '4 ลิตร': 20 });
    expect(await storedLines(product.id)).toEqual({ '1 ลิตร': 7, '100 มล.': 4, '4 ลิตร': 20 });

    // The one-size path (price and stock of the product, no sizes) keeps the line too.
    const single = await addProduct(
      admin,
      productBody({ variants: [{ ...threeSizes[0], lowStockThreshold: 9 }] }),
    );
    const again = await expectAnswer(
      productAnswerSchema,
      editProduct(admin, single.product.id, productBody({ price: 420, stockCount: 3 })),
    );
    expect(again.product.variants).toEqual([
      expect.objectContaining({ price: 420, stockCount: 3, lowStockThreshold: 9 }),
    ]);
  });

  it.each([
    ['-1', -1, 'ค่าต่ำสุดที่อนุญาตคือ 0'],
    ['1.5', 1.5, 'ข้อมูลเป็นตัวเลขจำนวนเต็มเท่านั้น'],
    ['"x"', 'x', 'ข้อมูลเป็นตัวเลขจำนวนเต็มเท่านั้น'],
    ['100001', 100_001, 'ค่าสูงสุดที่อนุญาตคือ 100000'],
  ])(
    'refuses a line of %s with 400, on create and on edit, and saves nothing',
    async (_label, line, message) => {
      const { client: admin } = await staffClient(ctx, 'admin');
      const name = `สินค้าเส้นเตือนผิด ${_label}`;
      const bad = (id?: number) =>
        productBody({
          name,
          variants: [
            { ...threeSizes[0], ...(id ? { id } : {}), lowStockThreshold: line as number },
          ],
        });
      const created = await refusal(
        admin.api.admin.products.$post({ json: bad() }),
        400,
        'VALIDATION',
      );
      expect(created.fields?.['variants.0.lowStockThreshold']).toBe(message);
      expect(await ctx.handle.db.select().from(products).where(eq(products.name, name))).toEqual(
        [],
      );

      const { product } = await addProduct(
        admin,
        productBody({ variants: [{ ...threeSizes[0], lowStockThreshold: 6 }] }),
      );
      const size = product.variants[0];
      if (!size) throw new Error('one size');
      const edited = await refusal(editProduct(admin, product.id, bad(size.id)), 400, 'VALIDATION');
      expect(edited.fields?.['variants.0.lowStockThreshold']).toBe(message);
      expect(await storedLines(product.id)).toEqual({ '1 ลิตร': 6 });
    },
  );

  it('tells the shop by LINE when an order takes a size under the line the admin set, not while above', async () => {
    const { client: admin } = await staffClient(ctx, 'admin');
    const { product } = await addProduct(
      admin,
      productBody({
        name: 'ปุ๋ยเส้นเตือนที่ร้านตั้ง',
        variants: [
          { label: '1 กก.', size: 1, unit: 'kg', price: 120, stockCount: 6, lowStockThreshold: 5 },
          { label: '5 กก.', size: 5, unit: 'kg', price: 500, stockCount: 10, lowStockThreshold: 3 },
        ],
      }),
    );
    const bag = product.variants.find((size) => size.label === '1 กก.');
    const sack = product.variants.find((size) => size.label === '5 กก.');
    if (!bag || !sack) throw new Error('two sizes');
    const { client } = await signedInCustomer(ctx);
    const before = await ctx.handle.db.select().from(notificationOutbox);
    const warnings = async () =>
      (await ctx.handle.db.select().from(notificationOutbox)).filter(
        (row) => row.template === 'shop.low_stock' && !before.some((old) => old.id === row.id),
      );

    // 10 → 8: under the default 20, but above this size's line of 3: no message.
    await expectAnswer(
      placeOrderResponseSchema,
      placeOrder(client, { items: [{ productId: product.id, variantId: sack.id, quantity: 2 }] }),
      201,
    );
    expect(await warnings()).toEqual([]);

    // 6 → 4: under this size's line of 5.
    await expectAnswer(
      placeOrderResponseSchema,
      placeOrder(client, { items: [{ productId: product.id, variantId: bag.id, quantity: 2 }] }),
      201,
    );
    expect((await warnings()).map((row) => row.payload)).toEqual([
      {
        productId: product.id,
        variantId: bag.id,
        name: 'ปุ๋ยเส้นเตือนที่ร้านตั้ง',
        size: '1 กก.',
        unitsLeft: 4,
      },
    ]);
  });
});
