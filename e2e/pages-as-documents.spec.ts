import type { Page } from '@playwright/test';
import { formatBaht } from '../src/shared/domain/money.ts';
import { paths } from '../src/shared/routes.ts';
import { changePrice } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Public pages come as documents: their content, head tags and structured data are in the HTML
 * the server sends (what a LINE preview or a search engine reads, and what a phone paints before
 * any script has run), and the SPA takes that HTML over without asking again for its data and
 * without moving anything on the screen.
 */

/** The JSON-LD blocks of an HTML document. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return tag?.[1]?.replaceAll('&amp;', '&').replaceAll('&quot;', '"');
}

/** Layout shifts on `page` since it started loading (the CLS Lighthouse adds up). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { shopShifts: typeof shifts }).shopShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { shopShifts: { total: number } }).shopShifts.total);
}

test('a product page is a document: its name, price, Open Graph tags and JSON-LD are in the HTML', async ({
  request,
  product,
}) => {
  const address = paths.product(product.category, product.id);
  const answer = await request.get(address);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const price = formatBaht(Math.round(product.price * 100));

  expect(html).toContain(`<h1`);
  expect(html).toContain(product.name);
  expect(html).toContain(price);
  expect(metaContent(html, 'og:type')).toBe('product');
  expect(metaContent(html, 'og:title')).toContain(product.name);
  expect(metaContent(html, 'og:image')).toMatch(/^https?:\/\/.+/);
  expect(metaContent(html, 'product:price:amount')).toBe(product.price.toFixed(2));
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${address}"`));

  // Its one script is the start module, which fetches the SPA once the page is on the screen;
  // the Link header names no script to fetch before that.
  expect(html).toMatch(
    /<script type="module" crossorigin src="\/assets\/start-[^"]+\.js" data-entry="\/assets\/index-[^"]+\.js" data-chunks="[^"]+"><\/script>/,
  );
  expect(answer.headers().link ?? '').not.toContain('modulepreload');

  const [data] = structuredData(html);
  expect(data).toMatchObject({
    '@type': 'Product',
    name: product.name,
    offers: { priceCurrency: 'THB', price: product.price.toFixed(2) },
  });
});

test('a product page is kept made, and shows a new price on the very next request', async ({
  request,
  product,
  staff,
}) => {
  const address = paths.product(product.category, product.id);
  const oldPrice = formatBaht(Math.round(product.price * 100));
  // Made ahead of its visitors or kept at its first request: soon it comes as it was kept.
  await expect
    .poll(async () => (await request.get(address)).headers()['server-timing'] ?? '')
    .toContain('desc="kept"');

  await changePrice(staff.request, product, 777);
  const html = await (await request.get(address)).text();
  expect(html).toContain(formatBaht(77_700));
  expect(html).not.toContain(oldPrice);
  expect(metaContent(html, 'product:price:amount')).toBe('777.00');
});

test('a listing and an article come with their content; the back office is noindex', async ({
  request,
}) => {
  const listing = await (await request.get('/api/products')).json();
  const html = await (await request.get('/products')).text();
  for (const item of listing.items.slice(0, 3)) expect(html).toContain(item.name);
  expect(html).toMatch(/<title>[^<]+\| ร้านเกษตรอยุธยา<\/title>/);

  const articles = await (await request.get('/api/articles')).json();
  const article = articles.items[0];
  const articleHtml = await (await request.get(paths.article(article.id))).text();
  expect(articleHtml).toContain(article.title);
  expect(structuredData(articleHtml)[0]).toMatchObject({
    '@type': 'Article',
    headline: article.title,
  });

  const admin = await request.get('/admin');
  expect(await admin.text()).toContain('<meta name="robots" content="noindex" />');
  expect(admin.headers()['x-robots-tag']).toBe('noindex');
  expect((await request.get('/sitemap.xml')).status()).toBe(200);
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
});

test('without JavaScript a phone still reads the product page', async ({ browser, product }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(paths.product(product.category, product.id));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(formatBaht(Math.round(product.price * 100))).first()).toBeVisible();
  await context.close();
});

test('the SPA hydrates the page without asking again for its data and without moving it', async ({
  page,
  product,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The page's own data calls. The desktop filter column's one-product probe for the highest
  // price (pageSize=1) is the filters' own call, not the page's data; so are a product's
  // reviews, which the page does not carry and loads once the reader comes near them.
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    const pageData =
      (pathname.startsWith('/api/products') && !pathname.endsWith('/reviews')) ||
      pathname.startsWith('/api/bestsellers');
    if (pageData && !search.includes('pageSize=1')) asked.push(`${pathname}${search}`);
  });
  // In the order they happen: the product's picture loaded, then the SPA's entry asked for.
  const order: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().endsWith(product.image)) order.push('picture');
  });
  page.on('request', (request) => {
    if (/\/assets\/index-[^/]+\.js$/.test(request.url())) order.push('entry');
  });
  const shifts = await watchLayoutShifts(page);

  await page.goto(paths.product(product.category, product.id), { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // The page's first picture came before the scripts (client/start.ts).
  expect(order).toEqual(['picture', 'entry']);
  // Hydrated: the add-to-cart button works, which only React can make it do.
  await page.getByRole('button', { name: 'เพิ่มลงตะกร้า' }).first().click();
  await expect(page.getByRole('button', { name: 'ตะกร้าสินค้า' })).toHaveAccessibleDescription(/^1/);
  expect(asked).toEqual([]);
  expect(await shifts()).toBeLessThanOrEqual(0.02);

  // The listing and the home page too.
  for (const address of ['/products', '/']) {
    await page.goto(address, { waitUntil: 'networkidle' });
    expect(await shifts()).toBeLessThanOrEqual(0.02);
  }
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);

  // A link followed inside the SPA asks for its page as before.
  await page.goto('/products', { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'สินค้าขายดี' }).first().click();
  await expect(page).toHaveURL('/bestsellers');
  await expect.poll(() => asked.some((path) => path.startsWith('/api/bestsellers'))).toBe(true);
});
