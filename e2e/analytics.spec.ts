import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { demoProducts } from '../src/server/db/seed/catalog.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * A visitor browses three herbicides (the first one several times) and adds the third to the
 * cart; the root admin then finds those events in Event Logs with the right badges, and
 * Statistics ranks the most viewed one. Product ids follow the seed order of the demo catalogue.
 */
const herbicides = demoProducts
  .map((product, index) => ({ ...product, id: index + 1 }))
  .filter((product) => product.category === 'herbicides' && product.stockCount > 0);
const [first, second, third] = herbicides as [
  (typeof herbicides)[number],
  (typeof herbicides)[number],
  (typeof herbicides)[number],
];

const bangkokToday = () => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
  return `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
};

async function openFromCard(page: Page, name: string) {
  await page.goto('/products/herbicides');
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('what a visitor does shows up in Dashboard & Logs', async ({ page, staff: admin }) => {
  // The visitor speaks from its own address: the per-client event limit is not shared with
  // whatever other tests sent in the last minute.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${randomInt(1, 254)}` });
  for (const product of [first, second, first, first, first, third]) {
    await openFromCard(page, product.name);
  }
  // The last page open is the third product's: add it to the cart there.
  await page.getByRole('button', { name: 'เพิ่มลงตะกร้า', exact: true }).click();
  // Leaving the page sends what is queued (sendBeacon on pagehide).
  await page.goto('/');

  // Beacons land in their own time: wait until the API has the cart addition.
  await expect
    .poll(
      async () => {
        const res = await admin.request.get('/api/admin/events?type=cart_add');
        const body = await res.json();
        return body.items.some(
          (item: { productId: number; pageUrl: string | null }) =>
            item.productId === third.id && item.pageUrl?.startsWith('/products/'),
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  await admin.goto('/admin/dashboard');
  await expect(admin.getByRole('heading', { level: 1, name: 'Dashboard & Logs' })).toBeVisible();
  await admin.getByRole('tab', { name: 'Event Logs' }).click();
  const logs = admin.getByRole('tabpanel', { name: 'Event Logs' });

  await logs.getByLabel('Event type').selectOption({ label: 'Product view' });
  for (const product of [first, second, third]) {
    const row = logs
      .getByRole('row')
      .filter({ hasText: product.name })
      .filter({ hasText: `Page: /products/herbicides/${product.id}` })
      .first();
    await expect(row).toBeVisible();
    await expect(row.getByText('Product view', { exact: true })).toHaveClass(/bg-blue-100/);
    await expect(row).toContainText('source: card');
    await expect(row).toContainText('Anonymous');
  }

  await logs.getByLabel('Event type').selectOption({ label: 'Cart add' });
  const cartRow = logs.getByRole('row').filter({ hasText: third.name }).first();
  await expect(cartRow).toBeVisible();
  await expect(cartRow.getByText('Cart add', { exact: true })).toHaveClass(/bg-orange-100/);
  await expect(cartRow).toContainText('quantity: 1');

  await logs.getByLabel('Event type').selectOption({ label: 'Page view' });
  const pageRow = logs.getByRole('row').filter({ hasText: 'Page: /products/herbicides' }).first();
  await expect(pageRow.getByText('Page view', { exact: true })).toHaveClass(/bg-stone-100/);

  // Statistics for today only: the product viewed four times ranks among the most viewed.
  await admin.getByRole('tab', { name: 'Statistics' }).click();
  const stats = admin.getByRole('tabpanel', { name: 'Statistics' });
  const start = stats.getByLabel('Start date');
  await start.fill(bangkokToday());
  await start.press('Enter');
  const mostViewed = stats.getByRole('region', { name: 'Most Viewed Products' });
  await expect(mostViewed.getByRole('listitem').filter({ hasText: first.name })).toBeVisible();
  const mostCarted = stats.getByRole('region', { name: 'Most Added to Cart' });
  await expect(mostCarted.getByRole('listitem').filter({ hasText: third.name })).toBeVisible();
});
