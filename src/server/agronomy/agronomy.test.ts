import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductInputBody } from '../../shared/contracts/admin-catalog.ts';
import { productAnswerSchema } from '../../shared/contracts/admin-catalog-answers.ts';
import {
  productPageSchema,
  productSchema,
  recommendationsSchema,
} from '../../shared/contracts/catalog.ts';
import { cropsSchema } from '../../shared/contracts/farm-fit.ts';
import {
  answer,
  expectAnswer,
  refusal,
  setupTestApp,
  type TestClient,
} from '../../testing/api-client.ts';
import { labelledProduct } from '../../testing/factories/catalog.ts';
import { signedInClient } from '../../testing/staff-session.ts';
import { productLabels, products, productUses } from '../db/schema/index.ts';

const ctx = setupTestApp();
let admin: TestClient;

beforeAll(async () => {
  admin = await signedInClient(ctx, 'admin');
});

type ListQuery = Parameters<TestClient['api']['products']['$get']>[0]['query'];
const list = (query: ListQuery) =>
  expectAnswer(
    productPageSchema,
    ctx.client().api.products.$get({ query: { pageSize: '100', ...query } }),
  );
const names = async (query: ListQuery) => (await list(query)).items.map((p) => p.name);

const PARAQUAT = [{ name: 'paraquat dichloride', nameTh: 'พาราควอต', percent: 27.6 }];
const BANNED_PARAQUAT =
  'ไม่สามารถบันทึกสินค้าเพื่อขายได้: พาราควอต (paraquat) เป็นวัตถุอันตรายที่ห้ามใช้ในประเทศไทย';

async function productCount(): Promise<number> {
  const [row] = await ctx.handle.db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

describe('GET /api/crops', () => {
  it('answers the crops, rice first, each with its insects, weeds and diseases', async () => {
    const crops = await expectAnswer(cropsSchema, ctx.client().api.crops.$get());
    expect(crops.map((crop) => crop.id)).toEqual([
      'rice',
      'corn',
      'sugarcane',
      'cassava',
      'mango',
      'vegetables',
    ]);
    const rice = crops[0];
    expect(rice?.nameTh).toBe('ข้าว');
    expect(rice?.targets).toContainEqual({
      id: 'brown-planthopper',
      kind: 'insect',
      name: 'Brown planthopper',
      nameTh: 'เพลี้ยกระโดดสีน้ำตาล',
    });
    const kinds = new Set(rice?.targets.map((target) => target.kind));
    expect([...kinds].sort()).toEqual(['disease', 'insect', 'weed']);
    expect(crops.find((crop) => crop.id === 'corn')?.targets.map((t) => t.id)).toContain(
      'fall-armyworm',
    );
  });

  it('may be kept by browsers and proxies', async () => {
    const res = await ctx.client().api.crops.$get();
    expect(res.headers.get('cache-control')).toContain('public');
  });
});

describe('product answers carry the label', () => {
  it('a demo product: registration, formulation, ingredient with group, band, PPE, PHI, uses', async () => {
    const [pymetrozine] = (await list({ q: 'ไพมีโทรซีน' })).items;
    expect(pymetrozine).toMatchObject({
      registrationNumber: '684/2562',
      formulation: 'WG',
      activeIngredients: [
        {
          name: 'pymetrozine',
          nameTh: 'ไพมีโทรซีน',
          percent: 50,
          moa: { scheme: 'IRAC', group: '9B' },
        },
      ],
      hazardClass: 'U',
      hazardBand: 'green',
      phiDays: 14,
      restrictedNote: null,
    });
    expect(pymetrozine?.uses).toContainEqual(
      expect.objectContaining({
        crop: 'rice',
        target: 'brown-planthopper',
        rate: { amount: 10, unit: 'g', per: '20l' },
      }),
    );
    const one = await expectAnswer(
      productSchema,
      ctx.client().api.products[':id'].$get({ param: { id: String(pymetrozine?.id) } }),
    );
    expect(one.registrationNumber).toBe('684/2562');
  });

  it('equipment has no label: nulls and empty lists', async () => {
    const [gloves] = (await list({ q: 'ถุงมือไนไตรล์' })).items;
    expect(gloves).toMatchObject({
      registrationNumber: null,
      formulation: null,
      activeIngredients: [],
      hazardClass: null,
      hazardBand: null,
      ppe: [],
      phiDays: null,
      uses: [],
    });
  });

  it('glyphosate carries its restriction note', async () => {
    const [glyphosate] = (await list({ q: 'ไกลโฟเซต 48%' })).items;
    expect(glyphosate?.restrictedNote).toContain('จำกัดการใช้');
    expect(glyphosate?.activeIngredients[0]?.moa).toEqual({ scheme: 'HRAC', group: '9' });
  });
});

describe('GET /api/products?crop=&target=', () => {
  it('lists the products with a use for that crop and target', async () => {
    const found = await list({ crop: 'rice', target: 'brown-planthopper' });
    expect(found.total).toBe(5);
    for (const product of found.items) {
      expect(product.uses.some((u) => u.crop === 'rice' && u.target === 'brown-planthopper')).toBe(
        true,
      );
    }
  });

  it('a crop alone lists every product with a use for it', async () => {
    const rice = await list({ crop: 'rice' });
    expect(rice.total).toBeGreaterThan(5);
    expect(rice.items.every((p) => p.uses.some((u) => u.crop === 'rice'))).toBe(true);
  });

  it('a target alone lists the products with a use for it on any crop', async () => {
    expect((await list({ target: 'brown-planthopper' })).total).toBe(5);
    const thrips = await list({ target: 'thrips' });
    expect(thrips.items.every((p) => p.uses.some((u) => u.target === 'thrips'))).toBe(true);
    expect(thrips.total).toBeGreaterThan(0);
  });

  it('combines with the other filters', async () => {
    expect(
      (await list({ crop: 'rice', category: 'herbicides' })).items.every(
        (p) => p.category === 'herbicides',
      ),
    ).toBe(true);
    expect(await names({ crop: 'rice', target: 'brown-planthopper', q: 'ไพมีโทรซีน' })).toHaveLength(
      1,
    );
  });

  it('unknown ids find nothing; malformed ones are 400', async () => {
    expect(await list({ crop: 'durian', target: 'brown-planthopper' })).toMatchObject({
      items: [],
      total: 0,
    });
    expect(await list({ crop: 'rice', target: 'no-such-pest' })).toMatchObject({
      items: [],
      total: 0,
    });
    for (const query of [
      { crop: 'Rice!' },
      { crop: 'rice', target: 'x'.repeat(61) },
      { target: '../x' },
    ]) {
      await refusal(ctx.client().api.products.$get({ query }), 400, 'VALIDATION');
    }
  });
});

describe('GET /api/recommendations', () => {
  it('answers the brown planthopper products grouped by mode of action, in group order', async () => {
    const found = await expectAnswer(
      recommendationsSchema,
      ctx
        .client()
        .api.recommendations.$get({ query: { crop: 'rice', target: 'brown-planthopper' } }),
    );
    expect(found.map((row) => row.moa?.group)).toEqual(['2B', '4A', '4E', '9B', '16']);
    expect(found.map((row) => row.moa?.scheme)).toEqual(['IRAC', 'IRAC', 'IRAC', 'IRAC', 'IRAC']);
    for (const row of found) {
      expect(row.use).toMatchObject({ crop: 'rice', target: 'brown-planthopper' });
      expect(row.product.activeIngredients[0]?.moa).toEqual(row.moa);
    }
  });

  it('is 400 without crop or target, empty for an unknown pair', async () => {
    await refusal(
      ctx.client().api.recommendations.$get({ query: { crop: 'rice' } as never }),
      400,
      'VALIDATION',
    );
    await refusal(ctx.client().api.recommendations.$get({ query: {} as never }), 400, 'VALIDATION');
    expect(
      await answer(
        ctx.client().api.recommendations.$get({ query: { crop: 'rice', target: 'fall-armyworm' } }),
      ),
    ).toEqual([]);
  });
});

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
    const {
      registrationNumber: _r,
      formulation: _f,
      activeIngredients: _a,
      hazardClass: _h,
      ppe: _p,
      phiDays: _d,
      uses: _u,
      ...withoutLabel
    } = labelledProduct({ name: 'ทดสอบ แก้ไขฉลาก' });
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
    const {
      registrationNumber: _r,
      formulation: _f,
      activeIngredients: _a,
      hazardClass: _h,
      ppe: _p,
      phiDays: _d,
      uses: _u,
      ...plain
    } = labelledProduct({ name: 'ทดสอบ ฉลากใหม่ 2' });
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
    const {
      registrationNumber: _r,
      formulation: _f,
      activeIngredients: _a,
      hazardClass: _h,
      ppe: _p,
      phiDays: _d,
      uses: _u,
      ...plain
    } = labelledProduct({ name: 'ทดสอบ ไม่มีฉลาก' });
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

describe('search understands what farmers type', () => {
  it.each([
    ['ยาฆ่าหญ้า', 'herbicides'],
    ['ยาคุมหญ้า', 'herbicides'],
    ['ยาฆ่าแมลง', 'insecticides'],
    ['ยาเชื้อรา', 'fungicides'],
    ['ยากันรา', 'fungicides'],
    ['ฮอร์โมน', 'hormones'],
    ['ยาเร่งดอก', 'hormones'],
  ] as const)('%s finds the %s', async (q, category) => {
    const found = await list({ q });
    const inCategory = await list({ category });
    expect(found.total).toBeGreaterThanOrEqual(inCategory.total);
    expect(found.items.filter((p) => p.category === category)).toHaveLength(inCategory.total);
  });

  it.each(['glyphosate', 'GLYPHOSATE', 'ไกลโฟเซท', 'ไกลโฟเซต', 'ไกลโฟเสต'])(
    '%s finds the glyphosate product',
    async (q) => {
      expect(await names({ q })).toEqual([expect.stringContaining('ไกลโฟเซต 48% SL')]);
    },
  );

  it('finds by an English active ingredient, a pest and a crop name', async () => {
    expect(await names({ q: 'pymetrozine' })).toEqual([expect.stringContaining('ไพมีโทรซีน')]);
    expect(await names({ q: 'หนอนใยผัก' })).toContainEqual(expect.stringContaining('อีมาเมกติน'));
    expect(await names({ q: 'diamondback moth' })).toEqual([expect.stringContaining('อีมาเมกติน')]);
    expect(await names({ q: 'brown planthopper' })).toHaveLength(5);
    expect((await names({ q: 'fall armyworm' })).length).toBeGreaterThan(0);
  });

  it('the search words follow a label change', async () => {
    const created = await expectAnswer(
      productAnswerSchema,
      admin.api.admin.products.$post({ json: labelledProduct({ name: 'ทดสอบ คำค้นฉลาก' }) }),
      201,
    );
    expect(await names({ q: 'กลูโฟซิเนท' })).toContain('ทดสอบ คำค้นฉลาก');
    await answer(
      admin.api.admin.products[':id'].$put({
        param: { id: String(created.product.id) },
        json: labelledProduct({
          name: 'ทดสอบ คำค้นฉลาก',
          activeIngredients: [{ name: 'diuron', nameTh: 'ไดยูรอน', percent: 80 }],
          uses: [],
        }),
      }),
    );
    expect(await names({ q: 'กลูโฟซิเนท' })).not.toContain('ทดสอบ คำค้นฉลาก');
    expect(await names({ q: 'diuron' })).toContain('ทดสอบ คำค้นฉลาก');
  });
});
