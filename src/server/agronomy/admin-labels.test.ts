import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductInputBody } from '../../shared/contracts/admin-catalog.ts';
import { productAnswerSchema } from '../../shared/contracts/admin-catalog-answers.ts';
import { productSchema } from '../../shared/contracts/catalog.ts';
import {
  answer,
  expectAnswer,
  refusal,
  setupTestApp,
  type TestClient,
} from '../../testing/api-client.ts';
import { labelledProduct, productWithoutLabel } from '../../testing/factories/catalog.ts';
import { productList } from '../../testing/product-list.ts';
import { signedInClient } from '../../testing/staff-session.ts';
import { productLabels, products, productUses } from '../db/schema/index.ts';

const ctx = setupTestApp();
let admin: TestClient;

beforeAll(async () => {
  admin = await signedInClient(ctx, 'admin');
});

const { names } = productList(ctx);

const PARAQUAT = [{ name: 'paraquat dichloride', nameTh: 'พาราควอต', percent: 27.6 }];
const BANNED_PARAQUAT =
  'ไม่สามารถบันทึกสินค้าเพื่อขายได้: พาราควอต (paraquat) เป็นวัตถุอันตรายที่ห้ามใช้ในประเทศไทย';

async function productCount(): Promise<number> {
  const [row] = await ctx.handle.db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

describe('banned substances', () => {
  it('refuses to create a sellable product with paraquat (409, Thai message naming it), nothing saved', async () => {
    const before = await productCount();
    const error = await refusal(
      admin.api.admin.products.$post({ json: labelledProduct({ activeIngredients: PARAQUAT }) }),
      409,
      'BANNED_SUBSTANCE',
    );
    expect(error.message).toBe(BANNED_PARAQUAT);
    expect(await productCount()).toBe(before);
  });

  it.each([
    ['chlorpyrifos', 'คลอร์ไพริฟอส'],
    ['Chlorpyrifos-methyl', ''],
    ['methamidophos', 'เมทามิโดฟอส'],
  ])('refuses %s too', async (name, nameTh) => {
    const error = await refusal(
      admin.api.admin.products.$post({
        json: labelledProduct({ activeIngredients: [{ name, nameTh, percent: 40 }] }),
      }),
      409,
      'BANNED_SUBSTANCE',
    );
    expect(error.message).toContain('ห้ามใช้ในประเทศไทย');
    expect(error.message.toLowerCase()).toContain(name.toLowerCase());
  });

  it.each([
    ['a zero-width space', 'para\u200bquat', ''],
    ['a word joiner and a byte-order mark', 'para\u2060qu\ufeffat', ''],
    ['a soft hyphen', 'para\u00adquat dichloride', ''],
    ['a Greek rho', '\u03c1araquat', ''],
    ['Cyrillic \u0430 and \u0440', '\u0440\u0430r\u0430qu\u0430t', ''],
    ['fullwidth letters', 'ｐａｒａｑｕａｔ', ''],
    ['bidi marks', '\u202epara\u200equat\u202c', ''],
    ['a Thai name with a zero-width space', 'PQ', 'พารา\u200bควอต'],
    ['a Thai name with a zero-width joiner', 'PQ', 'พาราค\u200dวอต'],
  ])(
    'refuses paraquat written with %s (409, naming it), nothing saved',
    async (_, name, nameTh) => {
      const before = await productCount();
      const error = await refusal(
        admin.api.admin.products.$post({
          json: labelledProduct({ activeIngredients: [{ name, nameTh, percent: 27.6 }] }),
        }),
        409,
        'BANNED_SUBSTANCE',
      );
      expect(error.message).toBe(BANNED_PARAQUAT);
      expect(await productCount()).toBe(before);
    },
  );

  it('refuses an update that adds a banned substance or makes a banned product sellable; nothing changes', async () => {
    const created = await expectAnswer(
      productAnswerSchema,
      admin.api.admin.products.$post({ json: labelledProduct({ name: 'ทดสอบ แก้ไขฉลาก' }) }),
      201,
    );
    const id = String(created.product.id);
    await refusal(
      admin.api.admin.products[':id'].$put({
        param: { id },
        json: labelledProduct({ name: 'ชื่อใหม่', activeIngredients: PARAQUAT }),
      }),
      409,
      'BANNED_SUBSTANCE',
    );
    const [row] = await ctx.handle.db
      .select()
      .from(products)
      .where(eq(products.id, created.product.id));
    expect(row?.name).toBe('ทดสอบ แก้ไขฉลาก');
    const kept = await expectAnswer(
      productSchema,
      ctx.client().api.products[':id'].$get({ param: { id } }),
    );
    expect(kept.activeIngredients.map((item) => item.name)).toEqual(['glufosinate-ammonium']);

    // Kept off sale (stock 0), a banned label may be recorded; it is then never listed or found.
    const offSale = await expectAnswer(
      productAnswerSchema,
      admin.api.admin.products[':id'].$put({
        param: { id },
        json: labelledProduct({
          name: 'ทดสอบ แก้ไขฉลาก',
          activeIngredients: PARAQUAT,
          stockCount: 0,
          inStock: false,
        }),
      }),
    );
    expect(offSale.product.activeIngredients[0]?.name).toBe('paraquat dichloride');
    expect(await names({ q: 'พาราควอต' })).toEqual([]);
    expect(await names({ q: 'ทดสอบ แก้ไขฉลาก' })).toEqual([]);
    expect(await names({ crop: 'corn', target: 'field-weeds' })).not.toContain('ทดสอบ แก้ไขฉลาก');

    // Back on sale without naming the label again: the stored label is checked.
    const withoutLabel = productWithoutLabel({ name: 'ทดสอบ แก้ไขฉลาก' });
    await refusal(
      admin.api.admin.products[':id'].$put({ param: { id }, json: withoutLabel }),
      409,
      'BANNED_SUBSTANCE',
    );
  });

  it('never recommends a product with a banned substance', async () => {
    const created = await expectAnswer(
      productAnswerSchema,
      admin.api.admin.products.$post({
        json: labelledProduct({
          name: 'ทดสอบ คลอร์ไพริฟอส เก็บไว้',
          category: 'insecticides',
          stockCount: 1,
          inStock: false,
          activeIngredients: [{ name: 'chlorpyrifos', nameTh: 'คลอร์ไพริฟอส', percent: 40 }],
          uses: [
            {
              crop: 'rice',
              target: 'brown-planthopper',
              rate: { amount: 20, unit: 'ml', per: '20l' },
              source: 'ทดสอบ',
            },
          ],
        }),
      }),
      201,
    );
    const found = await answer(
      ctx
        .client()
        .api.recommendations.$get({ query: { crop: 'rice', target: 'brown-planthopper' } }),
    );
    expect(found.map((row) => row.product.id)).not.toContain(created.product.id);
    expect(found).toHaveLength(5);
  });
});

describe('admin label fields', () => {
  it('creates and replaces a label with its uses; a body without label fields keeps it', async () => {
    const created = await expectAnswer(
      productAnswerSchema,
      admin.api.admin.products.$post({ json: labelledProduct({ name: 'ทดสอบ ฉลากใหม่' }) }),
      201,
    );
    expect(created.product).toMatchObject({
      registrationNumber: '999/2567',
      formulation: 'SL',
      hazardClass: 'II',
      hazardBand: 'yellow',
      ppe: ['gloves', 'mask'],
      phiDays: 14,
      activeIngredients: [
        { name: 'glufosinate-ammonium', percent: 15, moa: { scheme: 'HRAC', group: '10' } },
      ],
      uses: [
        {
          crop: 'corn',
          target: 'field-weeds',
          rate: { amount: 100, unit: 'ml', per: '20l' },
          waterPerRaiLitres: 80,
        },
      ],
    });
    const id = String(created.product.id);
    const plain = productWithoutLabel({ name: 'ทดสอบ ฉลากใหม่ 2' });
    const kept = await expectAnswer(
      productAnswerSchema,
      admin.api.admin.products[':id'].$put({ param: { id }, json: plain }),
    );
    expect(kept.product.registrationNumber).toBe('999/2567');
    expect(kept.product.uses).toHaveLength(1);
    const cleared = await expectAnswer(
      productAnswerSchema,
      admin.api.admin.products[':id'].$put({
        param: { id },
        json: { ...plain, uses: [], activeIngredients: [], registrationNumber: null },
      }),
    );
    expect(cleared.product).toMatchObject({
      registrationNumber: null,
      uses: [],
      activeIngredients: [],
    });
    const stored = await ctx.handle.db
      .select()
      .from(productUses)
      .where(eq(productUses.productId, created.product.id));
    expect(stored).toEqual([]);
  });

  it('a product created without label fields has none', async () => {
    const plain = productWithoutLabel({ name: 'ทดสอบ ไม่มีฉลาก' });
    const created = await expectAnswer(
      productAnswerSchema,
      admin.api.admin.products.$post({ json: plain }),
      201,
    );
    expect(created.product).toMatchObject({ registrationNumber: null, uses: [], hazardBand: null });
    const rows = await ctx.handle.db
      .select()
      .from(productLabels)
      .where(eq(productLabels.productId, created.product.id));
    expect(rows).toEqual([]);
  });

  it('refuses unknown crops and targets and bad label values with 400', async () => {
    const before = await productCount();
    const bad: Partial<ProductInputBody>[] = [
      {
        uses: [
          {
            crop: 'durian',
            target: 'field-weeds',
            rate: { amount: 1, unit: 'ml', per: '20l' },
            source: 'x',
          },
        ],
      },
      {
        uses: [
          {
            crop: 'corn',
            target: 'no-such-pest',
            rate: { amount: 1, unit: 'ml', per: '20l' },
            source: 'x',
          },
        ],
      },
      { hazardClass: 'IV' as never },
      { formulation: 'XX' as never },
      { activeIngredients: [{ name: 'x', nameTh: '', percent: 120 }] },
      {
        uses: [
          {
            crop: 'corn',
            target: 'field-weeds',
            rate: { amount: -1, unit: 'ml', per: '20l' },
            source: 'x',
          },
        ],
      },
      { phiDays: -1 },
    ];
    for (const overrides of bad) {
      await refusal(
        admin.api.admin.products.$post({ json: labelledProduct(overrides) }),
        400,
        'VALIDATION',
      );
    }
    expect(await productCount()).toBe(before);
  });
});
