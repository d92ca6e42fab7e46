import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productAnswerSchema } from '../../shared/contracts/admin-catalog-answers.ts';
import { CATEGORY_IDS } from '../../shared/domain/categories.ts';
import { paths } from '../../shared/routes.ts';
import { answer, expectAnswer, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { labelledProduct } from '../../testing/factories/catalog.ts';
import { createArticle, createNews } from '../../testing/factories/content.ts';
import { signedInClient } from '../../testing/staff-session.ts';
import { articles, news, products } from '../db/schema/index.ts';
import { demoProducts } from '../db/seed/catalog.ts';
import {
  escapeXml,
  PRIVATE_PAGE_PREFIXES,
  SITEMAP_MAX_URLS,
  sitemapEntries,
} from './seo.service.ts';

// A trailing slash, as an owner may write it: no URL gets a double one.
const ctx = setupTestApp({ PUBLIC_ORIGIN: 'https://shop.example/' });
const ORIGIN = 'https://shop.example';

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
}

const UNESCAPE: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

/**
 * The sitemap as a crawler reads it: fails the test unless the answer is the protocol's document
 * (declaration, one `urlset`, one `url` per line with a `loc` and maybe a `lastmod`).
 */
async function sitemap(client = ctx.client()): Promise<SitemapUrl[]> {
  const res = await client.get('/sitemap.xml');
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-cache');
  const lines = res.text.trimEnd().split('\n');
  expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
  expect(lines[1]).toBe('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(lines.at(-1)).toBe('</urlset>');
  return lines.slice(2, -1).map((line) => {
    const found = /^<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>$/.exec(line);
    expect(found, line).not.toBeNull();
    const loc = (found?.[1] ?? '').replace(/&(amp|lt|gt|quot|apos);/g, (e) => UNESCAPE[e] ?? e);
    return { loc, lastmod: found?.[2] ?? null };
  });
}

const locs = async () => (await sitemap()).map((url) => url.loc);

let root: TestClient;
beforeAll(async () => {
  root = await signedInClient(ctx, 'root');
});

describe('GET /sitemap.xml', () => {
  it('lists every public page of the route table once, under the public origin', async () => {
    const all = await locs();
    expect(new Set(all).size).toBe(all.length);
    for (const page of [
      paths.home,
      paths.products,
      ...CATEGORY_IDS.map((category) => paths.category(category)),
      paths.bestsellers,
      paths.promotions,
      paths.articles,
      paths.news,
      paths.problems(),
      paths.howToOrder,
      paths.privacy,
    ]) {
      expect(all).toContain(`${ORIGIN}${page}`);
    }
    expect(all).toContain('https://shop.example/');
    for (const loc of all) {
      expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(loc.slice(ORIGIN.length + 1)).not.toContain('//');
      expect(PRIVATE_PAGE_PREFIXES.some((prefix) => loc.startsWith(`${ORIGIN}${prefix}`))).toBe(
        false,
      );
    }
  });

  it('names a seeded product at its category path, with when it last changed', async () => {
    const seeded = demoProducts[0];
    const [row] = await ctx.handle.db
      .select()
      .from(products)
      .where(eq(products.name, seeded?.name ?? ''));
    if (!row) throw new Error('the seeded product is missing');
    const urls = await sitemap();
    const url = urls.find((entry) => entry.loc === `${ORIGIN}/products/${row.category}/${row.id}`);
    expect(url?.lastmod).toBe(row.updatedAt.toISOString());
    // Every product the storefront lists, and only those.
    const listed = await ctx.handle.db
      .select({ id: products.id, category: products.category })
      .from(products)
      .where(eq(products.hasBannedSubstance, false));
    const productLocs = urls.filter((entry) => /\/products\/[^/]+\/\d+$/.test(entry.loc));
    expect(productLocs.map((entry) => entry.loc).sort()).toEqual(
      listed.map((p) => `${ORIGIN}${paths.product(p.category, p.id)}`).sort(),
    );
  });

  it('names every article and every news item, a new one at once', async () => {
    const article = await createArticle(ctx.handle.db, { title: 'บทความใหม่ในแผนผัง' });
    const item = await createNews(ctx.handle.db, { title: 'ข่าวใหม่ในแผนผัง' });
    const urls = await sitemap();
    const all = urls.map((url) => url.loc);
    const articleIds = await ctx.handle.db.select({ id: articles.id }).from(articles);
    const newsIds = await ctx.handle.db.select({ id: news.id }).from(news);
    expect(articleIds.length).toBeGreaterThan(1);
    expect(newsIds.length).toBeGreaterThan(1);
    for (const { id } of articleIds) expect(all).toContain(`${ORIGIN}${paths.article(id)}`);
    for (const { id } of newsIds) expect(all).toContain(`${ORIGIN}${paths.newsItem(id)}`);
    expect(urls.find((url) => url.loc === `${ORIGIN}/articles/${article.id}`)?.lastmod).toBe(
      article.updatedAt.toISOString(),
    );
    expect(urls.find((url) => url.loc === `${ORIGIN}/news/${item.id}`)?.lastmod).toBe(
      item.updatedAt.toISOString(),
    );
  });

  it('is fresh after an edit: a product added shows, one hidden or deleted is gone', async () => {
    const added = await expectAnswer(
      productAnswerSchema,
      root.api.admin.products.$post({ json: labelledProduct({ category: 'fungicides' }) }),
      201,
    );
    const kept = await expectAnswer(
      productAnswerSchema,
      root.api.admin.products.$post({ json: labelledProduct({ name: 'ทดสอบ แผนผังเว็บ ลบ' }) }),
      201,
    );
    const addedLoc = `${ORIGIN}/products/fungicides/${added.product.id}`;
    const keptLoc = `${ORIGIN}/products/herbicides/${kept.product.id}`;
    expect(await locs()).toEqual(expect.arrayContaining([addedLoc, keptLoc]));

    // Moved to another category: its new path only.
    await expectAnswer(
      productAnswerSchema,
      root.api.admin.products[':id'].$put({
        param: { id: String(added.product.id) },
        json: labelledProduct({ category: 'insecticides' }),
      }),
    );
    const moved = await locs();
    expect(moved).toContain(`${ORIGIN}/products/insecticides/${added.product.id}`);
    expect(moved).not.toContain(addedLoc);

    // Hidden: a banned substance on its label, kept off sale; the storefront no longer lists it.
    await expectAnswer(
      productAnswerSchema,
      root.api.admin.products[':id'].$put({
        param: { id: String(added.product.id) },
        json: labelledProduct({
          category: 'insecticides',
          activeIngredients: [{ name: 'paraquat dichloride', nameTh: 'พาราควอต', percent: 27.6 }],
          stockCount: 0,
          inStock: false,
        }),
      }),
    );
    expect(await locs()).not.toContain(`${ORIGIN}/products/insecticides/${added.product.id}`);

    await answer(
      root.api.admin.products[':id'].$delete({ param: { id: String(kept.product.id) } }),
      204,
    );
    const after = await locs();
    expect(after).not.toContain(keptLoc);
    expect(after).toContain(`${ORIGIN}${paths.home}`);
  });

  it(`stops at the protocol's limit of ${SITEMAP_MAX_URLS} URLs, the fixed pages first`, async () => {
    const all = await sitemapEntries(ctx.handle.db);
    const fixed = all.filter((entry) => entry.lastmod === undefined).length;
    const capped = await sitemapEntries(ctx.handle.db, fixed + 2);
    expect(capped).toHaveLength(fixed + 2);
    expect(capped.slice(0, fixed)).toEqual(all.slice(0, fixed));
    expect(capped.slice(fixed).every((entry) => entry.path.startsWith('/products/'))).toBe(true);
    expect(await sitemapEntries(ctx.handle.db, fixed)).toHaveLength(fixed);
  });

  it('escapes what XML reserves', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});

describe('GET /robots.txt', () => {
  it('opens the shop, closes the API, the account, orders, login and the back office, and names the sitemap', async () => {
    const res = await ctx.client().get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = res.text.split('\n').filter((line) => line !== '');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines[1]).toBe('Allow: /');
    expect([...lines].sort()).toEqual(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /account',
        'Disallow: /orders',
        'Disallow: /login',
        'Sitemap: https://shop.example/sitemap.xml',
      ].sort(),
    );
  });
});

describe('noindex', () => {
  it('is on every API answer, found or not', async () => {
    const client = ctx.client();
    const found = await client.get('/api/products');
    expect(found.status).toBe(200);
    expect(found.headers.get('x-robots-tag')).toBe('noindex');
    const missing = await client.get('/api/no-such-call');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-robots-tag')).toBe('noindex');
    const refused = await client.get('/api/admin/products');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('is on the pages that are not public, not on the sitemap or robots.txt', async () => {
    const client = ctx.client();
    for (const path of [
      '/admin',
      '/admin/products',
      '/account/addresses',
      '/orders/1',
      '/login',
      '/ADMIN',
    ]) {
      expect((await client.get(path)).headers.get('x-robots-tag'), path).toBe('noindex');
    }
    for (const path of ['/sitemap.xml', '/robots.txt', '/products', '/administrator']) {
      expect((await client.get(path)).headers.get('x-robots-tag'), path).toBeNull();
    }
  });
});
