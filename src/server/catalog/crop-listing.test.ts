import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { productAnswerSchema } from '../../shared/contracts/admin-catalog-answers.ts';
import { productListQuerySchema, productPageSchema } from '../../shared/contracts/catalog.ts';
import { PRODUCT_SORTS } from '../../shared/domain/listing.ts';
import { expectAnswer, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { createProduct, labelledProduct } from '../../testing/factories/catalog.ts';
import { signedInClient } from '../../testing/staff-session.ts';
import { statementsOf } from '../../testing/statements.ts';
import { products, productUses } from '../db/schema/index.ts';
import { listProducts } from './catalog.service.ts';
import { catalogVersion } from './catalog-cache.ts';

const ctx = setupTestApp();
afterEach(() => vi.restoreAllMocks());
let admin: TestClient;

beforeAll(async () => {
  admin = await signedInClient(ctx, 'admin');
});

/** The ids a crop × pest listing lists, newest first, as a visitor reads them. */
async function listed(query: { crop?: string; target?: string }): Promise<number[]> {
  const page = await expectAnswer(
    productPageSchema,
    ctx.client().api.products.$get({ query: { ...query, sort: 'newest', pageSize: '100' } }),
  );
  expect(page.total).toBe(page.items.length);
  return page.items.map((item) => item.id);
}

/** A use of the product on a crop's pest, as a label gives it. */
async function addUse(productId: number, cropId: string, targetId: string, position = 1) {
  await ctx.handle.db.insert(productUses).values({
    productId,
    position,
    cropId,
    targetId,
    rateAmount: 50,
    rateUnit: 'ml',
    ratePer: '20l',
    source: 'ฉลากทดสอบ',
  });
}

/**
 * Products for corn's field weeds with ties on every sort key: equal prices, names, ratings,
 * discounts and dates, so that only the last key (the id) orders some of them. A third are also
 * labelled for the brown planthopper on rice (two uses of one product count once).
 */
async function tiedProducts(): Promise<number[]> {
  const made: number[] = [];
  const createdAt = new Date('2026-11-01T03:00:00Z');
  for (let i = 0; i < 18; i++) {
    const product = await createProduct(ctx.handle.db, {
      name: `ทดสอบเรียง ข้าวโพด ${i % 4}`,
      price: 100 + (i % 3) * 50,
      originalPrice: i % 2 === 0 ? 200 : null,
      isOnSale: i % 2 === 0,
      rating: 3 + (i % 2),
      reviewCount: i % 3,
      createdAt: i % 5 === 0 ? createdAt : new Date(createdAt.getTime() + i * 60_000),
    });
    await addUse(product.id, 'corn', 'field-weeds');
    if (i % 3 === 0) await addUse(product.id, 'rice', 'brown-planthopper', 2);
    made.push(product.id);
  }
  return made;
}

const SHAPES = [
  { crop: 'corn' },
  { crop: 'corn', target: 'field-weeds' },
  { target: 'brown-planthopper' },
  { crop: 'rice', target: 'brown-planthopper' },
];

describe('the crop × pest listing', () => {
  it('pages through the order kept for the catalogue’s version exactly as the listing in SQL does, every sort, ties included', async () => {
    await tiedProducts();
    const db = ctx.handle.db;
    const version = await catalogVersion(db);
    let compared = 0;
    for (const shape of SHAPES) {
      for (const sort of PRODUCT_SORTS) {
        for (const page of ['1', '2', '3', '40']) {
          const query = productListQuerySchema.parse({ ...shape, sort, page, pageSize: '7' });
          const inSql = await listProducts(db, query);
          const kept = await listProducts(db, query, version);
          expect(JSON.stringify(kept), `${JSON.stringify(shape)} ${sort} ${page}`).toBe(
            JSON.stringify(inSql),
          );
          compared += kept.items.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(SHAPES.length * PRODUCT_SORTS.length * 7);
  });

  it('reads a crop’s order once per catalogue version: its next pages are one statement each, and a change to a product is seen at once', async () => {
    const made = await tiedProducts();
    const client = ctx.client();
    const page = async (query: Record<string, string>) =>
      expectAnswer(
        productPageSchema,
        client.api.products.$get({ query: { crop: 'corn', sort: 'price-low', ...query } }),
      );

    const first = await statementsOf(ctx.handle, async () => {
      expect((await page({ pageSize: '5' })).items).toHaveLength(5);
    });
    expect(
      first.filter((text) => text.includes('array_agg')),
      first.join('\n'),
    ).toHaveLength(1);

    let second: Awaited<ReturnType<typeof page>> | undefined;
    const next = await statementsOf(ctx.handle, async () => {
      second = await page({ pageSize: '5', page: '2' });
    });
    const own = next.filter((text) => !text.includes('catalog_changes'));
    // Neither the order nor a count: the products of the page, whole, in one statement.
    expect(own, next.join('\n')).toHaveLength(1);
    expect(own[0]).toContain('json_agg');
    expect(second?.items).toHaveLength(5);
    expect(second?.total).toBe((await page({})).total);

    // The dearest becomes the cheapest: the next answer reads the order again and shows it first.
    const dearest = made[2] as number;
    await ctx.handle.db.update(products).set({ priceSatang: 100 }).where(eq(products.id, dearest));
    expect((await page({ pageSize: '5' })).items[0]?.id).toBe(dearest);

    // A product that gets a banned flag leaves the listing, and its count, at once.
    const before = await page({});
    await ctx.handle.db
      .update(products)
      .set({ hasBannedSubstance: true })
      .where(eq(products.id, dearest));
    const after = await page({ pageSize: '100' });
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((item) => item.id)).not.toContain(dearest);
  });

  it('follows the back office at once: a label’s new use lists the product under its crop, a banned label recorded off sale takes it out', async () => {
    const created = await expectAnswer(
      productAnswerSchema,
      admin.api.admin.products.$post({ json: labelledProduct({ name: 'ทดสอบ ฉลากเปลี่ยนพืช' }) }),
      201,
    );
    const id = created.product.id;
    const param = { id: String(id) };
    expect(await listed({ crop: 'corn' })).toContain(id);
    expect(await listed({ crop: 'rice', target: 'brown-planthopper' })).not.toContain(id);

    const riceUse = {
      crop: 'rice',
      target: 'brown-planthopper',
      rate: { amount: 20, unit: 'ml' as const, per: '20l' as const },
      source: 'ฉลากทดสอบ',
    };
    await expectAnswer(
      productAnswerSchema,
      admin.api.admin.products[':id'].$put({
        param,
        json: labelledProduct({ name: 'ทดสอบ ฉลากเปลี่ยนพืช', uses: [riceUse] }),
      }),
    );
    expect(await listed({ crop: 'rice', target: 'brown-planthopper' })).toContain(id);
    expect(await listed({ target: 'brown-planthopper' })).toContain(id);
    expect(await listed({ crop: 'corn' })).not.toContain(id);

    await expectAnswer(
      productAnswerSchema,
      admin.api.admin.products[':id'].$put({
        param,
        json: labelledProduct({
          name: 'ทดสอบ ฉลากเปลี่ยนพืช',
          uses: [riceUse],
          activeIngredients: [{ name: 'paraquat dichloride', nameTh: 'พาราควอต', percent: 27.6 }],
          stockCount: 0,
          inStock: false,
        }),
      }),
    );
    expect(await listed({ crop: 'rice', target: 'brown-planthopper' })).not.toContain(id);
    expect(await listed({ crop: 'rice' })).not.toContain(id);
  });
});
