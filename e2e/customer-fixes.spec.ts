import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { WEB_FONT_KEY } from '../src/shared/web-font.ts';
import { expect, test } from './support/fixtures.ts';
import { placeOrder } from './support/orders.ts';

/**
 * What a new customer met on a phone: pages opened where the last page was left, floating buttons
 * over the controls they needed, and Thai product names clipped by their two-line clamp.
 */

/** A name whose every word stacks marks above and below its consonants, long enough for 3 lines. */
const STACKED_NAME = 'ปุ๋ยเกษตรอยุธยาสูตรพิเศษ กู้ดินปู่ย่าที่ชื้นแฉะ ฟื้นฟูรากผุ ชุ่มชื่นทุกฤดู ญี่ปุ่นแท้ ถุงใหญ่คุ้มค่า';

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of what floats over the page: the contact widget (LINE, phone, top) and the cart. */
async function floatingBoxes(page: Page): Promise<Box[]> {
  const floating = [
    page.getByRole('complementary', { name: 'ติดต่อร้าน' }),
    page.getByRole('button', { name: 'ตะกร้าสินค้า' }),
  ];
  const boxes: Box[] = [];
  for (const element of floating) {
    const box = await element.boundingBox();
    if (box) boxes.push(box);
  }
  expect(boxes).toHaveLength(2);
  return boxes;
}

/** Whether a click at the element's centre reaches the element itself. */
const reachable = (element: Locator) =>
  element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && (hit === node || node.contains(hit));
  });

/**
 * Checks every match of `targets` that is wholly inside the viewport: no floating button over it,
 * and a tap at its centre reaches it. Answers how many were checked.
 */
async function expectShownUncovered(page: Page, targets: Locator): Promise<number> {
  const floating = await floatingBoxes(page);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  let checked = 0;
  for (const target of await targets.all()) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    if (!box || box.y < 0 || box.y + box.height > viewport.height) continue;
    const label = (await target.textContent())?.trim().slice(0, 40);
    for (const cover of floating) {
      expect(intersects(box, cover), `a floating button covers "${label}"`).toBe(false);
    }
    expect(await reachable(target), `a tap on "${label}" reaches it`).toBe(true);
    checked += 1;
  }
  return checked;
}

/** Scrolls to the very end, again while more content loads below. */
async function scrollToEnd(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const end = document.documentElement.scrollHeight;
        window.scrollTo(0, end);
        return Math.ceil(window.scrollY + window.innerHeight) >= end - 1;
      }),
    )
    .toBe(true);
}

/** Scrolls as a link to the element or a keyboard focus would, bringing it in at the bottom. */
async function bringInFromBelow(target: Locator) {
  await target.evaluate((node) => node.scrollIntoView({ block: 'end' }));
}

/**
 * The last matching element in the page, brought in at the bottom, then all shown ones checked.
 * Brought in again until one is on the screen: a section above it that is still loading may grow
 * and push it back down after the first scroll.
 */
async function expectUncoveredWhenScrolledTo(page: Page, targets: Locator) {
  await expect
    .poll(async () => {
      await bringInFromBelow(targets.last());
      return expectShownUncovered(page, targets);
    })
    .toBeGreaterThan(0);
}

test.describe('a fresh load opens at the top', () => {
  test('a URL typed in the address bar opens at the top; back still returns to where it was', async ({
    page,
  }) => {
    await page.goto('/products');
    await expect(page.getByText(/^พบสินค้า \d+ รายการ/)).toBeVisible();
    await scrollToEnd(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    // A new address in the same tab: a fresh document.
    await page.goto('/news');
    await expect(page.getByText(/ข่าวสารทั้งหมด \d+ เรื่อง/)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Inside the shop, back and forward still bring the reader back to where they were.
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    // A click from script, so that the click itself does not scroll the page first.
    await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('link')
      .first()
      .evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/news$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  });
});

test.describe('floating buttons never cover what a customer needs', () => {
  test('home: the add-to-cart buttons and สมัครรับข่าวสาร', async ({ page }) => {
    await page.goto('/');
    const addButtons = page
      .getByRole('region', { name: 'สินค้าขายดี' })
      .getByRole('button', { name: 'เพิ่มลงตะกร้า' });
    await expect(addButtons.first()).toBeVisible();
    await expectUncoveredWhenScrolledTo(page, addButtons);

    // The form loads as the footer nears the screen.
    await scrollToEnd(page);
    const subscribe = page.getByRole('button', { name: 'สมัครรับข่าวสาร' });
    await expect(subscribe).toBeVisible();
    await scrollToEnd(page);
    expect(await expectShownUncovered(page, subscribe)).toBe(1);
    await expectUncoveredWhenScrolledTo(page, subscribe);
  });

  test('products: the add-to-cart buttons in the grid and the filter counts', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/products');
    const addButtons = page.getByRole('main').getByRole('button', { name: 'เพิ่มลงตะกร้า' });
    await expect(addButtons.first()).toBeVisible();
    await expectUncoveredWhenScrolledTo(page, addButtons);
    await scrollToEnd(page);
    await expectShownUncovered(page, addButtons);

    await page.evaluate(() => window.scrollTo(0, 0));
    if (isMobile) await page.getByRole('button', { name: /ตัวกรอง: หมวดหมู่และช่วงราคา/ }).click();
    const categoryLinks = page.getByRole('navigation', { name: 'หมวดหมู่สินค้า' }).getByRole('link');
    await expect(categoryLinks.last()).toContainText(/\d/);
    await expectUncoveredWhenScrolledTo(page, categoryLinks);
  });

  test('a product page: the title and the add-to-cart button', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    // The list stays on screen a moment after the address changes: wait for the product page
    // itself, whose only add-to-cart button replaces the list's many.
    await expect(page).toHaveURL(/\/products\/[a-z]+\/\d+$/);
    await expect(page.getByRole('main').getByRole('button', { name: 'เพิ่มลงตะกร้า' })).toHaveCount(1);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    expect(await expectShownUncovered(page, title)).toBe(1);
    await expectUncoveredWhenScrolledTo(page, title);
    await expectUncoveredWhenScrolledTo(
      page,
      page.getByRole('main').getByRole('button', { name: 'เพิ่มลงตะกร้า' }),
    );
  });

  // The customer, signed in on `page`, orders four products.
  test('an order page: the totals', async ({ page, customer: _customer }) => {
    const listed = await page.request.get('/api/products?pageSize=100');
    const products = (
      (await listed.json()) as {
        items: { id: number; variants: { id: number; stockCount: number }[] }[];
      }
    ).items;
    // Each product's first size with stock to spare (a product with sizes needs one named).
    const lines = products
      .flatMap((product) => {
        const size = product.variants.find((variant) => variant.stockCount > 10);
        return size ? [{ productId: product.id, variantId: size.id, quantity: 1 }] : [];
      })
      .slice(0, 4);
    const orderId = await placeOrder(page.request, lines);

    await page.goto(`/orders/${orderId}`);
    const totals = page.locator('dl').filter({ hasText: 'ยอดสุทธิ' }).locator('div');
    await expect(totals.last()).toBeVisible();
    await expectUncoveredWhenScrolledTo(page, totals);
    await scrollToEnd(page);
    await expectShownUncovered(page, totals);
  });
});

test.describe('two-line product names keep their Thai marks', () => {
  test.use({ newProduct: { name: STACKED_NAME, category: 'others', price: 390 } });

  test('the clamp is a whole number of lines tall enough for stacked marks, in either font', async ({
    page,
    product: stacked,
  }, testInfo) => {
    await page.goto(`/products/${stacked.category}`);
    // A first visit draws in the device's own Thai font, the next in Sarabun (decision 0047).
    for (const visit of ['first-visit', 'second-visit']) {
      if (visit === 'second-visit') {
        await expect
          .poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONT_KEY))
          .not.toBeNull();
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-font', 'sarabun');
        await page.evaluate(() => document.fonts.ready);
      }
      const card = page.getByRole('article', { name: stacked.name });
      const name = card.getByRole('link', { name: stacked.name });
      await expect(name).toBeVisible();
      const metrics = await name.evaluate((node) => {
        const style = getComputedStyle(node);
        const lineHeight = Number.parseFloat(style.lineHeight);
        const padding =
          Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
        return {
          fontSize: Number.parseFloat(style.fontSize),
          lineHeight,
          lines: (node.getBoundingClientRect().height - padding) / lineHeight,
          clipped: node.scrollHeight > node.clientHeight,
        };
      });
      // The name is long enough to be cut: the clamp is what shows two lines.
      expect(metrics.clipped).toBe(true);
      expect(metrics.lines).toBeCloseTo(2, 2);
      // Thai stacks a tone mark over an upper vowel, and ุ ู hang below the base line.
      expect(metrics.lineHeight / metrics.fontSize).toBeGreaterThanOrEqual(1.8);

      // Nothing is drawn in the box's last pixel rows: the second line's lower vowels end above
      // them, and no mark of the hidden third line reaches up into them.
      await card.scrollIntoViewIfNeeded();
      const box = await name.boundingBox();
      if (!box) throw new Error('the name has no box');
      const strip = await page.screenshot({
        clip: { x: box.x, y: box.y + box.height - 1.5, width: box.width, height: 1.5 },
      });
      const { data } = await sharp(strip).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(
        Math.min(...data),
        `the darkest pixel along the bottom of the name, ${visit}`,
      ).toBeGreaterThan(230);
      await card.screenshot({
        path: `${process.env.SHOTS_DIR ?? 'test-results/shots'}/stacked-name-${testInfo.project.name}-${visit}.png`,
      });
    }
  });
});
