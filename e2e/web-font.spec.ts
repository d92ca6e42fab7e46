import type { Page } from '@playwright/test';
import { paths } from '../src/shared/routes.ts';
import { WEB_FONT_KEY } from '../src/shared/web-font.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Sarabun from the second visit on (docs/decisions/0047-web-font-from-the-second-visit.md): a
 * first visit's first paint waits for no font file, the font is fetched once the page is up, and
 * the next visit draws in it from the browser's cache. Nothing moves on the screen either way.
 */

test.use({ newProduct: { name: 'ปุ๋ยน้ำฟื้นฟูรากผุ สูตรเข้มข้น ผู้ซื้อจริงสั่งซ้ำ' } });

/** Layout shifts on `page` since its document started loading (the CLS Lighthouse adds up). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { fontShifts: typeof shifts }).fontShifts = shifts;
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
    page.evaluate(() => (window as unknown as { fontShifts: { total: number } }).fontShifts.total);
}

/** The page's font files as the browser fetched them, and when its first paint came. */
function fontLoads(page: Page) {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    files: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({
        name: entry.name,
        startTime: entry.startTime,
        transferSize: (entry as PerformanceResourceTiming).transferSize,
      })),
    mark: document.documentElement.dataset.font ?? null,
    family: getComputedStyle(document.body).fontFamily,
    sarabun: [...document.fonts]
      .filter((face) => face.family === 'Sarabun')
      .map((face) => face.status),
  }));
}

/** Lets the browser draw two more frames: a font swapped in would have moved things by then. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

test('a first visit paints in the phone’s own Thai font, fetches Sarabun once up, and the next visit draws in it without a shift', async ({
  page,
  request,
  product,
}) => {
  const address = paths.product(product.category, product.id);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });

  // The head the server sends (and keeps for everyone) names no font: no @font-face, no file, no
  // preload; nor does its stylesheet or its Link header.
  const answer = await request.get(address);
  const html = await answer.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(product.name);
  expect(head).not.toMatch(/@font-face|\.woff2|as="font"/);
  expect(answer.headers().link ?? '').not.toMatch(/\.woff2|as=font/);
  const stylesheet = head.match(/<link rel="stylesheet"[^>]* href="([^"]+\.css)"/)?.[1];
  expect(stylesheet).toBeDefined();
  const css = await (await request.get(stylesheet ?? '')).text();
  expect(css).not.toMatch(/@font-face|\.woff2/);

  const shifts = await watchLayoutShifts(page);
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // Once the page is up the SPA fetches the six files and keeps them for the next visit.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONT_KEY), {
      timeout: 15_000,
    })
    .not.toBeNull();
  const first = await fontLoads(page);
  expect(first.firstPaint).not.toBeNull();
  expect(first.files).toHaveLength(6);
  for (const file of first.files) expect(file.startTime).toBeGreaterThan(first.firstPaint ?? 0);
  // This page stays in the font it was painted in.
  expect(first.mark).toBeNull();
  expect(first.family).not.toMatch(/Sarabun/);
  expect(first.family).toMatch(/^"Noto Sans Thai".*Loma, Garuda/);
  await twoFrames(page);
  expect(await shifts()).toBeLessThanOrEqual(0.02);

  // The next visit declares Sarabun before its first paint and finds the files in the cache.
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const second = await fontLoads(page);
  expect(second.mark).toBe('sarabun');
  expect(second.family).toMatch(/^Sarabun, /);
  expect(second.sarabun).toHaveLength(6);
  expect(second.sarabun.filter((status) => status === 'loaded').length).toBeGreaterThan(0);
  for (const file of second.files) expect(file.transferSize, file.name).toBe(0);
  await twoFrames(page);
  expect(await shifts()).toBeLessThanOrEqual(0.02);

  // A visit whose files come late (the cache emptied, a slow line) keeps its first font: the
  // font arriving after the first paint moves nothing (`font-display: optional`).
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto(address);
  await page.evaluate(() => document.fonts.ready);
  await twoFrames(page);
  expect((await fontLoads(page)).mark).toBe('sarabun');
  expect(await shifts()).toBeLessThanOrEqual(0.02);
  expect(refused).toEqual([]);
});
