import { CATEGORY_IDS } from '../../shared/domain/categories.ts';
import { ROUTE_LIST } from '../../shared/route-table.ts';
import { paths } from '../../shared/routes.ts';
import { listProductPages } from '../catalog/catalog.service.ts';
import { listArticlePages, listNewsPages } from '../content/content.service.ts';
import type { Executor } from '../db/client.ts';

/**
 * Where search engines may not go, from the route table (shared/routes.ts): the first segment of
 * every page that is not `public` — login, the customer's orders and account, the back office.
 */
export const PRIVATE_PAGE_PREFIXES: readonly string[] = [
  ...new Set(
    ROUTE_LIST.filter((route) => !('public' in route && route.public)).map(
      (route) => `/${route.path.split('/')[1] ?? ''}`,
    ),
  ),
];

/** True for a path under one of the private prefixes (the prefix itself or below it). */
export function isPrivatePage(pathname: string): boolean {
  // In any letter case, as the SPA's router matches its paths (shared/routes.ts, `matchRoute`).
  const path = pathname.toLowerCase();
  return PRIVATE_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The shop's public origin without a trailing slash: every URL below starts with it. */
const baseOf = (publicOrigin: string) => publicOrigin.replace(/\/+$/, '');

/** robots.txt: everything open but the API and the private pages; where the sitemap is. */
export function robotsTxt(publicOrigin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...PRIVATE_PAGE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${baseOf(publicOrigin)}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The sitemap protocol's limit of URLs in one file (sitemaps.org): the list stops there. */
export const SITEMAP_MAX_URLS = 50_000;

interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/**
 * Every public page of the route table: home, the listings and each category, every product the
 * storefront lists (with when it last changed), bestsellers, promotions, the articles and the news
 * with each item, the crop browser, how to order and the privacy notice. Read from the database on
 * each call, so an edit shows at once; at most `max` URLs, SITEMAP_MAX_URLS unless a test says
 * less (the products, then the articles, then the news take what the fixed pages leave).
 */
export async function sitemapEntries(
  db: Executor,
  max = SITEMAP_MAX_URLS,
): Promise<SitemapEntry[]> {
  const fixed: SitemapEntry[] = [
    { path: paths.home },
    { path: paths.products },
    ...CATEGORY_IDS.map((category) => ({ path: paths.category(category) })),
    { path: paths.bestsellers },
    { path: paths.promotions },
    { path: paths.articles },
    { path: paths.news },
    { path: paths.problems() },
    { path: paths.howToOrder },
    { path: paths.privacy },
  ];
  let room = max - fixed.length;
  const products = await listProductPages(db, room);
  room -= products.length;
  const articles = await listArticlePages(db, room);
  room -= articles.length;
  const news = await listNewsPages(db, room);
  return [
    ...fixed,
    ...products.map((product) => ({
      path: paths.product(product.category, product.id),
      lastmod: product.updatedAt,
    })),
    ...articles.map((article) => ({ path: paths.article(article.id), lastmod: article.updatedAt })),
    ...news.map((item) => ({ path: paths.newsItem(item.id), lastmod: item.updatedAt })),
  ];
}

/** The address of every product page the sitemap lists, for prerendering them (http/static.ts). */
export async function productPagePaths(db: Executor): Promise<string[]> {
  const products = await listProductPages(db, SITEMAP_MAX_URLS);
  return products.map((product) => paths.product(product.category, product.id));
}

/** The sitemap document (sitemaps.org protocol 0.9) of the entries, under the public origin. */
export function sitemapXml(entries: readonly SitemapEntry[], publicOrigin: string): string {
  const base = baseOf(publicOrigin);
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${base}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
