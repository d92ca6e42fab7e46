import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/db.ts';
import { createProduct, productStock } from '../../testing/factories/catalog.ts';
import type { DatabaseHandle, Executor } from '../db/client.ts';
import { catalogChanges, products, productVariants } from '../db/schema/index.ts';
import { returnStock, type StockLine, takeStock } from './stock.ts';

/** The catalogue's stock rule (catalog/sql/stock.sql) through its only TS entry points. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

const stockOf = (...ids: number[]) => Promise.all(ids.map((id) => productStock(handle.db, id)));

const take = (lines: StockLine[]) => handle.db.transaction((tx) => takeStock(tx, lines));

/** An executor that fails on any use: what asks nothing of the database must not touch it. */
const noDatabase = new Proxy({} as Executor, {
  get: () => {
    throw new Error('the database was asked');
  },
});

describe('takeStock', () => {
  it('takes every line and answers nothing short; writes the sizes, never their products, and is noted once', async () => {
    const a = await createProduct(handle.db, { stockCount: 5 });
    const b = await createProduct(handle.db, { stockCount: 8 });
    const productRows = () =>
      handle.db
        .select({
          id: products.id,
          version: sql<string>`xmin::text`,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .where(inArray(products.id, [a.id, b.id]))
        .orderBy(products.id);
    const productsBefore = await productRows();
    const [changesBefore] = await handle.db.select({ n: count() }).from(catalogChanges);
    const answer = await take([
      { productId: b.id, variantId: b.variantId, quantity: 8 },
      { productId: a.id, variantId: a.variantId, quantity: 2 },
    ]);
    expect(answer).toEqual([]);
    expect(await stockOf(a.id, b.id)).toEqual([3, 0]);
    // Decision 0063: the products' rows are as they were (not even rewritten the same).
    expect(await productRows()).toEqual(productsBefore);
    const [size] = await handle.db
      .select({ updatedAt: productVariants.updatedAt })
      .from(productVariants)
      .where(eq(productVariants.id, a.variantId));
    expect(size?.updatedAt.getTime()).toBeGreaterThan(a.updatedAt.getTime());
    // The storefront's caches see the change: one catalogue change row for the statement.
    const [changesAfter] = await handle.db.select({ n: count() }).from(catalogChanges);
    expect((changesAfter?.n ?? 0) - (changesBefore?.n ?? 0)).toBe(1);
  });

  it("still rolls a size's price, points and archiving up to its product, whoever writes them", async () => {
    const product = await createProduct(handle.db, { price: 100, stockCount: 5 });
    const [cheaper] = await handle.db
      .insert(productVariants)
      .values({
        productId: product.id,
        label: '100 มล.',
        size: 100,
        unit: 'ml',
        priceSatang: 6000,
        stockCount: 3,
        memberPoints: 4,
        position: 1,
      })
      .returning();
    const rowOf = async () => {
      const [row] = await handle.db
        .select({ priceSatang: products.priceSatang, memberPoints: products.memberPoints })
        .from(products)
        .where(eq(products.id, product.id));
      return row;
    };
    expect(await rowOf()).toEqual({ priceSatang: 6000, memberPoints: 4 });
    await handle.db
      .update(productVariants)
      .set({ priceSatang: 5000, memberPoints: 3 })
      .where(eq(productVariants.id, cheaper?.id ?? 0));
    expect(await rowOf()).toEqual({ priceSatang: 5000, memberPoints: 3 });
    await handle.db
      .update(productVariants)
      .set({ archived: true })
      .where(eq(productVariants.id, cheaper?.id ?? 0));
    expect(await rowOf()).toEqual({ priceSatang: 10000, memberPoints: product.memberPoints });
    expect(await stockOf(product.id)).toEqual([5]);
  });

  it('takes all or nothing: one line short answers it with what is left and takes no line', async () => {
    const plenty = await createProduct(handle.db, { stockCount: 50 });
    const scarce = await createProduct(handle.db, { stockCount: 2 });
    const answer = await take([
      { productId: plenty.id, variantId: plenty.variantId, quantity: 10 },
      { productId: scarce.id, variantId: scarce.variantId, quantity: 3 },
    ]);
    expect(answer).toEqual([{ productId: scarce.id, variantId: scarce.variantId, available: 2 }]);
    expect(await stockOf(plenty.id, scarce.id)).toEqual([50, 2]);
  });

  it('counts a product that is not in stock as none left, whatever its count says', async () => {
    const shelved = await createProduct(handle.db, { stockCount: 10, inStock: false });
    expect(
      await take([{ productId: shelved.id, variantId: shelved.variantId, quantity: 1 }]),
    ).toEqual([{ productId: shelved.id, variantId: shelved.variantId, available: 0 }]);
    expect(await stockOf(shelved.id)).toEqual([10]);
  });

  it('adds up the quantities of a repeated product', async () => {
    const seed = await createProduct(handle.db, { stockCount: 5 });
    const twice = [
      { productId: seed.id, variantId: seed.variantId, quantity: 3 },
      { productId: seed.id, variantId: seed.variantId, quantity: 3 },
    ];
    expect(await take(twice)).toEqual([
      { productId: seed.id, variantId: seed.variantId, available: 5 },
    ]);
    expect(await stockOf(seed.id)).toEqual([5]);
    expect(
      await take([
        { productId: seed.id, variantId: seed.variantId, quantity: 2 },
        { productId: seed.id, variantId: seed.variantId, quantity: 3 },
      ]),
    ).toEqual([]);
    expect(await stockOf(seed.id)).toEqual([0]);
  });

  it('answers a product that is gone with nothing known left, and takes no line', async () => {
    const seed = await createProduct(handle.db, { stockCount: 5 });
    const gone = await createProduct(handle.db, { stockCount: 5 });
    await handle.db.delete(products).where(eq(products.id, gone.id));
    const answer = await take([
      { productId: gone.id, variantId: gone.variantId, quantity: 1 },
      { productId: seed.id, variantId: seed.variantId, quantity: 1 },
    ]);
    expect(answer).toEqual([{ productId: gone.id, variantId: gone.variantId, available: null }]);
    expect(await stockOf(seed.id)).toEqual([5]);
  });

  it('answers the products short in id order', async () => {
    const first = await createProduct(handle.db, { stockCount: 0 });
    const second = await createProduct(handle.db, { stockCount: 1 });
    const answer = await take([
      { productId: second.id, variantId: second.variantId, quantity: 2 },
      { productId: first.id, variantId: first.variantId, quantity: 1 },
    ]);
    expect(answer).toEqual([
      { productId: first.id, variantId: first.variantId, available: 0 },
      { productId: second.id, variantId: second.variantId, available: 1 },
    ]);
  });

  it('refuses a quantity that is not positive', async () => {
    const seed = await createProduct(handle.db, { stockCount: 5 });
    await expect(
      take([{ productId: seed.id, variantId: seed.variantId, quantity: -2 }]),
    ).rejects.toThrow();
    await expect(
      take([{ productId: seed.id, variantId: seed.variantId, quantity: 0 }]),
    ).rejects.toThrow();
    expect(await stockOf(seed.id)).toEqual([5]);
  });

  it('asks the database nothing for no lines', async () => {
    expect(await takeStock(noDatabase, [])).toEqual([]);
  });
});

describe('returnStock', () => {
  it('puts the units back, repeated products added up; a product that is gone takes nothing', async () => {
    const seed = await createProduct(handle.db, { stockCount: 1 });
    const gone = await createProduct(handle.db, { stockCount: 1 });
    await handle.db.delete(products).where(eq(products.id, gone.id));
    await handle.db.transaction((tx) =>
      returnStock(tx, [
        { productId: seed.id, variantId: seed.variantId, quantity: 2 },
        { productId: gone.id, variantId: gone.variantId, quantity: 4 },
        { productId: seed.id, variantId: seed.variantId, quantity: 3 },
      ]),
    );
    expect(await stockOf(seed.id)).toEqual([6]);
    const [goneRow] = await handle.db.select().from(products).where(eq(products.id, gone.id));
    expect(goneRow).toBeUndefined();
  });

  it('puts back what a take took', async () => {
    const seed = await createProduct(handle.db, { stockCount: 4 });
    expect(await take([{ productId: seed.id, variantId: seed.variantId, quantity: 4 }])).toEqual(
      [],
    );
    await handle.db.transaction((tx) =>
      returnStock(tx, [{ productId: seed.id, variantId: seed.variantId, quantity: 4 }]),
    );
    expect(await stockOf(seed.id)).toEqual([4]);
  });

  it('asks the database nothing for no lines', async () => {
    await expect(returnStock(noDatabase, [])).resolves.toBeUndefined();
  });
});

describe('at the same moment (real races on PostgreSQL; must hold on PGlite too)', () => {
  it('two takes of the last unit: one takes it, the other hears none left', async () => {
    const seed = await createProduct(handle.db, { stockCount: 1 });
    const answers = await Promise.all([
      take([{ productId: seed.id, variantId: seed.variantId, quantity: 1 }]),
      take([{ productId: seed.id, variantId: seed.variantId, quantity: 1 }]),
    ]);
    expect(answers).toContainEqual([]);
    expect(answers).toContainEqual([
      { productId: seed.id, variantId: seed.variantId, available: 0 },
    ]);
    expect(await stockOf(seed.id)).toEqual([0]);
  });

  it('20 takes of 5 units: exactly 5 taken, never below zero', async () => {
    const seed = await createProduct(handle.db, { stockCount: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        take([{ productId: seed.id, variantId: seed.variantId, quantity: 1 }]),
      ),
    );
    expect(answers.filter((answer) => answer.length === 0)).toHaveLength(5);
    expect(await stockOf(seed.id)).toEqual([0]);
  });

  it('takes and returns of two products named in opposite orders all finish (no deadlock)', async () => {
    const a = await createProduct(handle.db, { stockCount: 100 });
    const b = await createProduct(handle.db, { stockCount: 100 });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const lines =
          i % 2 === 0
            ? [
                { productId: a.id, variantId: a.variantId, quantity: 1 },
                { productId: b.id, variantId: b.variantId, quantity: 1 },
              ]
            : [
                { productId: b.id, variantId: b.variantId, quantity: 1 },
                { productId: a.id, variantId: a.variantId, quantity: 1 },
              ];
        return i % 4 < 2
          ? take(lines)
          : handle.db.transaction((tx) => returnStock(tx, lines.toReversed()));
      }),
    );
    expect(await stockOf(a.id, b.id)).toEqual([100, 100]);
  });
});
