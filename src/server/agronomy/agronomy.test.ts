import { beforeAll, describe, expect, it } from 'vitest';
import { productAnswerSchema } from '../../shared/contracts/admin-catalog-answers.ts';
import { productSchema, recommendationsSchema } from '../../shared/contracts/catalog.ts';
import { cropsSchema } from '../../shared/contracts/farm-fit.ts';
import {
  answer,
  expectAnswer,
  refusal,
  setupTestApp,
  type TestClient,
} from '../../testing/api-client.ts';
import { labelledProduct } from '../../testing/factories/catalog.ts';
import { productList } from '../../testing/product-list.ts';
import { signedInClient } from '../../testing/staff-session.ts';

const ctx = setupTestApp();
let admin: TestClient;

beforeAll(async () => {
  admin = await signedInClient(ctx, 'admin');
});

const { list, names } = productList(ctx);

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
