import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productAnswerSchema } from '../../shared/contracts/admin-catalog-answers.ts';
import {
  bestsellersSchema,
  categoriesSchema,
  productPageSchema,
  productSchema,
  recommendationsSchema,
} from '../../shared/contracts/catalog.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import {
  createBannedProduct,
  createProduct,
  labelledProduct,
} from '../../testing/factories/catalog.ts';
import { signedInClient } from '../../testing/staff-session.ts';
import { productIngredients, products } from '../db/schema/index.ts';

const ctx = setupTestApp();
let admin: TestClient;

beforeAll(async () => {
  admin = await signedInClient(ctx, 'admin');
});

type ListQuery = Parameters<TestClient['api']['products']['$get']>[0]['query'];

/** The ids the storefront lists for a query, every page of it. */
async function listed(query: ListQuery = {}): Promise<number[]> {
  const page = await expectAnswer(
    productPageSchema,
    ctx.client().api.products.$get({ query: { pageSize: '100', ...query } }),
  );
  return page.items.map((product) => product.id);
}

const productPage = (id: number) =>
  ctx.client().api.products[':id'].$get({ param: { id: String(id) } });

async function herbicidesCount(): Promise<number | undefined> {
  const categories = await expectAnswer(categoriesSchema, ctx.client().api.categories.$get());
  return categories.find((category) => category.id === 'herbicides')?.count;
}

/** The best rated products' ids (a banned product written here rates 5 from 1,000 reviews). */
async function bestsellers(): Promise<number[]> {
  const best = await expectAnswer(
    bestsellersSchema,
    ctx.client().api.bestsellers.$get({ query: { limit: '50' } }),
  );
  return best.map((product) => product.id);
}

/** The ids recommended for corn's field weeds, what a banned product here is labelled for. */
async function recommended(): Promise<number[]> {
  const rows = await expectAnswer(
    recommendationsSchema,
    ctx.client().api.recommendations.$get({ query: { crop: 'corn', target: 'field-weeds' } }),
  );
  return rows.map((row) => row.product.id);
}

/** Whether the sitemap names the product's page. */
async function inSitemap(id: number): Promise<boolean> {
  const res = await ctx.client().get('/sitemap.xml');
  expect(res.status).toBe(200);
  return res.text.includes(`/products/herbicides/${id}</loc>`);
}

describe('a product with a banned substance is never public, whatever its flags', () => {
  it('written straight into the database in stock, on sale and best rated: 404, never listed, found, counted, recommended or in the sitemap', async () => {
    const countBefore = await herbicidesCount();
    const banned = await createBannedProduct(ctx.handle.db, { name: 'ทดสอบ ยาฆ่าหญ้าต้องห้าม' });

    const error = await refusal(productPage(banned.id), 404, 'NOT_FOUND');
    expect(error.message).toBe('ไม่พบสินค้านี้');
    expect(await listed()).not.toContain(banned.id);
    expect(await listed({ category: 'herbicides', sort: 'discount' })).not.toContain(banned.id);
    expect(await listed({ onSale: 'true' })).not.toContain(banned.id);
    expect(await listed({ q: 'ยาฆ่าหญ้าต้องห้าม' })).toEqual([]);
    expect(await listed({ tags: 'ฆ่าหญ้าไว' })).toEqual([]);
    expect(await listed({ crop: 'corn', target: 'field-weeds' })).not.toContain(banned.id);
    expect(await listed({ crop: 'corn' })).not.toContain(banned.id);
    expect(await herbicidesCount()).toBe(countBefore);
    expect(await bestsellers()).not.toContain(banned.id);
    expect(await recommended()).not.toContain(banned.id);
    expect(await inSitemap(banned.id)).toBe(false);

    // The same product with a harmless label is everywhere above: the checks can fail.
    await ctx.handle.db
      .update(productIngredients)
      .set({ name: 'glufosinate-ammonium', nameTh: 'กลูโฟซิเนต-แอมโมเนียม' })
      .where(eq(productIngredients.productId, banned.id));
    await ctx.handle.db
      .update(products)
      .set({ hasBannedSubstance: false, name: 'ทดสอบ ยาฆ่าหญ้าที่ขายได้' })
      .where(eq(products.id, banned.id));
    await expectAnswer(productSchema, productPage(banned.id));
    expect(await listed({ q: 'ยาฆ่าหญ้าที่ขายได้' })).toEqual([banned.id]);
    expect(await listed({ crop: 'corn', target: 'field-weeds' })).toContain(banned.id);
    expect(await herbicidesCount()).toBe((countBefore ?? 0) + 1);
    expect(await bestsellers()).toContain(banned.id);
    expect(await recommended()).toContain(banned.id);
    expect(await inSitemap(banned.id)).toBe(true);
  });

  it('its page is a 404 when its label names a banned substance, even with its flag never set', async () => {
    const unflagged = await createBannedProduct(ctx.handle.db, { hasBannedSubstance: false });
    await refusal(productPage(unflagged.id), 404, 'NOT_FOUND');
  });

  it('saved off sale through the back office with its name written to hide it, it is flagged and never shown', async () => {
    const saved = await expectAnswer(
      productAnswerSchema,
      admin.api.admin.products.$post({
        json: labelledProduct({
          name: 'ทดสอบ เก็บไว้ไม่ขาย',
          activeIngredients: [{ name: '\u03c1ara\u200bquat', nameTh: '', percent: 27.6 }],
          stockCount: 1,
          inStock: false,
        }),
      }),
      201,
    );
    const [row] = await ctx.handle.db
      .select({ banned: products.hasBannedSubstance })
      .from(products)
      .where(eq(products.id, saved.product.id));
    expect(row?.banned).toBe(true);
    await refusal(productPage(saved.product.id), 404, 'NOT_FOUND');
    expect(await listed({ q: 'ทดสอบ เก็บไว้ไม่ขาย' })).toEqual([]);
    expect(await listed({ q: 'paraquat' })).toEqual([]);
    expect(await inSitemap(saved.product.id)).toBe(false);
  });

  it('no cache keeps serving it: flagged behind the shop’s back, it is gone at once', async () => {
    const product = await createProduct(ctx.handle.db, { name: 'ทดสอบ แคชสารต้องห้าม' });
    // Answered, and so kept by the catalogue's cache.
    await expectAnswer(productSchema, productPage(product.id));
    await expectAnswer(productSchema, productPage(product.id));
    expect(await listed({ q: 'แคชสารต้องห้าม' })).toEqual([product.id]);
    const countBefore = await herbicidesCount();

    await ctx.handle.db
      .update(products)
      .set({ hasBannedSubstance: true })
      .where(eq(products.id, product.id));
    await refusal(productPage(product.id), 404, 'NOT_FOUND');
    expect(await listed({ q: 'แคชสารต้องห้าม' })).toEqual([]);
    expect(await herbicidesCount()).toBe((countBefore ?? 0) - 1);
    expect(await inSitemap(product.id)).toBe(false);
  });
});
