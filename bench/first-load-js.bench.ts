import { chromium } from '@playwright/test';
import { ensureBuilt, freePort, report, startShop } from './support/server.ts';

/** Gzipped JavaScript a visitor downloads on the first load of each public page. */
const PAGES = [
  '/',
  '/products',
  '/products/herbicides/1',
  '/bestsellers',
  '/promotions',
  '/articles',
  '/news',
  '/problems',
];
const BUDGET_KB = 120;

await ensureBuilt();
const shop = await startShop({ PGLITE_DIR: 'memory://bench', DATABASE_URL: '' }, await freePort());
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let ok = true;
try {
  for (const pagePath of PAGES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
      }
    });
    await page.goto(`${shop.url}${pagePath}`, { waitUntil: 'networkidle' });
    const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    ok = report(`first-load JavaScript ${pagePath} (gzip)`, bytes / 1024, 'KB', BUDGET_KB) && ok;
    await context.close();
  }
} finally {
  await browser.close();
  await shop.stop();
}
process.exit(ok ? 0 : 1);
