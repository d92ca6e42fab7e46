import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../testing/api-client.ts';
import { TEST_ROOT_PASSWORD, TEST_ROOT_PHONE } from '../../../testing/constants.ts';
import { productStock } from '../../../testing/factories/catalog.ts';
import { verifyPassword } from '../../accounts/password.ts';
import { migrateDatabase } from '../client.ts';
import {
  articles,
  news,
  products,
  productVariants,
  promotions,
  reviews,
  shopSettings,
  users,
} from '../schema/index.ts';
import { seedDatabase } from './index.ts';

const ctx = setupTestApp();

async function counts() {
  const db = ctx.handle.db;
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    products: await n(products),
    articles: await n(articles),
    news: await n(news),
    reviews: await n(reviews),
    promotions: await n(promotions),
    settings: await n(shopSettings),
    users: await n(users),
  };
}

describe('seed and migrations', () => {
  it('seeds the demo shop: 29 products in six categories and the content the home page needs', async () => {
    const c = await counts();
    expect(c.products).toBe(29);
    expect(c.articles).toBeGreaterThanOrEqual(6);
    expect(c.news).toBeGreaterThanOrEqual(8);
    expect(c.reviews).toBeGreaterThanOrEqual(8);
    expect(c.promotions).toBe(1);
    expect(c.settings).toBe(1);
    const rows = await ctx.handle.db.select().from(products);
    expect(new Set(rows.map((p) => p.category)).size).toBe(6);
    for (const p of rows) {
      expect(p.priceSatang).toBeGreaterThanOrEqual(29900);
      expect(p.priceSatang).toBeLessThanOrEqual(152900);
      expect(p.memberPoints).toBe(Math.floor((p.priceSatang / 100) * 2));
      expect(p.imageUrl).toMatch(/^\/images\//);
      expect(p.inStock).toBe((await productStock(ctx.handle.db, p.id)) > 0);
    }
    const featured = await ctx.handle.db.select().from(reviews).where(eq(reviews.isFeatured, true));
    expect(featured).toHaveLength(4);
  });

  it('creates the root account with a hashed password, never the plain one', async () => {
    const [root] = await ctx.handle.db.select().from(users).where(eq(users.phone, TEST_ROOT_PHONE));
    expect(root?.role).toBe('root');
    expect(root?.passwordHash).not.toContain(TEST_ROOT_PASSWORD);
    expect(root?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(root?.passwordHash ?? '', TEST_ROOT_PASSWORD)).toBe(true);
  });

  it('changes nothing when migrations and the seed run a second time', async () => {
    const before = await counts();
    await migrateDatabase(ctx.handle);
    const result = await seedDatabase(ctx.handle.db, { rootPhone: '0899999999' });
    expect(result.generatedRootPassword).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('refuses data the constraints forbid, even from a buggy service', async () => {
    const [product] = await ctx.handle.db.select().from(products).limit(1);
    await expect(
      ctx.handle.db
        .update(productVariants)
        .set({ stockCount: -1 })
        .where(eq(productVariants.productId, product?.id ?? 0)),
    ).rejects.toThrow();
    await expect(
      ctx.handle.db
        .update(products)
        .set({ priceSatang: 0 })
        .where(eq(products.id, product?.id ?? 0)),
    ).rejects.toThrow();
    await expect(ctx.handle.db.update(promotions).set({ currentUses: 1000 })).rejects.toThrow();
    await expect(
      ctx.handle.db.insert(users).values({
        phone: TEST_ROOT_PHONE,
        passwordHash: 'x',
        firstName: 'ซ้ำ',
        lastName: 'ซ้ำ',
      }),
    ).rejects.toThrow();
  });
});
