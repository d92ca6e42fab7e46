import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Product } from '../src/shared/contracts/catalog.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * What a new customer met on a phone: a console full of errors, footer links that led nowhere,
 * a LINE QR code that cannot be scanned from the same phone, and a checkout that could not change
 * where the order goes.
 */

const FIELD_ADDRESS = 'ไร่ลุงชม 45 หมู่ 7 ต.บางปะหัน อ.บางปะหัน จ.พระนครศรีอยุธยา 13220';

/** Screenshots to look at while working (not assertions). */
async function shoot(page: Page, name: string, fullPage = false) {
  if (!process.env.SHOTS_DIR) return;
  mkdirSync(process.env.SHOTS_DIR, { recursive: true });
  const project = test.info().project.name;
  await page.screenshot({
    path: `${process.env.SHOTS_DIR}/${name}-${project}.png`,
    fullPage,
  });
}

/** Every console error or warning and every uncaught error the page shows. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()} (${page.url()})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message} (${page.url()})`));
  return problems;
}

test('a visitor loading the home page, the listing and a product page sees a clean console', async ({
  page,
  request,
}) => {
  const listed = await request.get('/api/products?pageSize=1');
  const [product] = ((await listed.json()) as { items: Product[] }).items;
  if (!product) throw new Error('the seeded catalogue has products');
  const problems = watchConsole(page);

  // Each is a fresh load, as when a visitor opens a link from LINE or a search engine.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'สินค้าขายดี' }).getByRole('article')).toHaveCount(4);
  await page.goto('/products');
  await expect(page.getByText(/^พบสินค้า \d+ รายการ/)).toBeVisible();
  await page.goto(`/products/${product.category}/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The visitor is a visitor: the header offers a login.
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: /เข้าสู่ระบบ/ })
      .first(),
  ).toBeVisible();

  expect(problems).toEqual([]);
});

test('the footer leads to how to order and to what the shop keeps about a customer', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'วิธีสั่งซื้อ' }).click();
  await expect(page).toHaveURL(/\/how-to-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'วิธีสั่งซื้อ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ยืนยันการสั่งซื้อ' })).toBeVisible();
  await shoot(page, 'how-to-order', true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await footer.getByRole('link', { name: 'ประกาศความเป็นส่วนตัว' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ประกาศความเป็นส่วนตัว' })).toBeVisible();
  // The notice in force (decision 0029): what is kept and why, for how long, who receives it.
  await expect(page.getByText(/^ฉบับที่ \d+ ประกาศเมื่อ/)).toBeVisible();
  for (const section of ['ข้อมูลที่ร้านเก็บ และเหตุผล', 'ระยะเวลาที่เก็บ', 'ผู้ที่ได้รับข้อมูล', 'สิทธิของลูกค้า']) {
    await expect(page.getByRole('heading', { level: 3, name: section })).toBeVisible();
  }
  await shoot(page, 'privacy', true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Loaded fresh (a shared link), the pages are there too.
  await page.goto('/how-to-order');
  await expect(page.getByRole('heading', { level: 1, name: 'วิธีสั่งซื้อ' })).toBeVisible();
});

test("the LINE button offers a button that opens the shop's LINE account", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'ติดต่อทางไลน์' }).click();
  const open = page.getByRole('link', { name: 'เปิด LINE' });
  await expect(open).toBeVisible();
  await expect(open).toHaveAttribute('href', 'https://line.me/R/ti/p/@kaset-ayutthaya');
  await expect(page.getByRole('img', { name: 'คิวอาร์โค้ดไลน์ของร้าน' }).last()).toBeVisible();
  await shoot(page, 'line-dialog');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the checkout sends this order to an edited address and leaves the profile as it was', async ({
  page,
  customer,
  cart: _cart,
}, testInfo) => {
  // The customer is signed in on `page` and has a product in the cart; a fresh load of the shop.
  await page.goto('/');
  await page.getByRole('button', { name: 'ตะกร้าสินค้า' }).click();
  await page
    .getByRole('dialog', { name: /ตะกร้าสินค้า/ })
    .getByRole('button', { name: 'สั่งซื้อสินค้า' })
    .click();

  const confirm = page.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
  const address = confirm.getByRole('textbox', { name: /ที่อยู่จัดส่งสำหรับคำสั่งซื้อนี้/ });
  await expect(address).toHaveValue(customer.address);
  await address.fill(FIELD_ADDRESS);
  await shoot(page, 'confirm-address');
  const downloadPromise = page.waitForEvent('download', { timeout: 30_000 });
  await confirm.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();

  const success = page.getByRole('dialog', { name: 'สั่งซื้อสำเร็จ!' });
  await expect(success).toBeVisible({ timeout: 15_000 });
  await expect(success.getByText('ใบสรุปคำสั่งซื้อ', { exact: true })).toBeVisible();
  await expect(success.getByText(FIELD_ADDRESS)).toBeVisible();
  const download = await downloadPromise;
  const orderId = /order-summary-(TXN\d+)\.png/.exec(download.suggestedFilename())?.[1] ?? '';
  expect(orderId).toMatch(/^TXN\d+$/);
  if (process.env.SHOTS_DIR) {
    await download.saveAs(`${process.env.SHOTS_DIR}/order-summary-${testInfo.project.name}.png`);
  }

  // The order carries the edited address; the profile keeps its own.
  const order = await page.request.get(`/api/orders/${orderId}`);
  expect(((await order.json()) as { address: string }).address).toBe(FIELD_ADDRESS);
  const me = await page.request.get('/api/auth/me');
  expect(((await me.json()) as { user: { address: string } }).user.address).toBe(customer.address);
});

test('the owner sets the LINE link in the shop settings and the LINE dialog opens it', async ({
  staff,
}) => {
  await staff.goto('/admin/settings');
  const link = staff.getByLabel(/^ลิงก์เปิด LINE ของร้าน/);
  await expect(link).toHaveValue('https://line.me/R/ti/p/@kaset-ayutthaya');
  await link.fill('https://lin.ee/kaset-e2e');
  await shoot(staff, 'admin-settings', true);
  await staff.getByRole('button', { name: 'บันทึกการตั้งค่า' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'บันทึกเรียบร้อยแล้ว' })).toBeVisible();

  try {
    await staff.goto('/');
    await staff.getByRole('button', { name: 'ติดต่อทางไลน์' }).click();
    await expect(staff.getByRole('link', { name: 'เปิด LINE' })).toHaveAttribute(
      'href',
      'https://lin.ee/kaset-e2e',
    );
  } finally {
    // The shop's own link again, for the other tests on this database.
    const current = await staff.request.get('/api/admin/settings/shop');
    const settings = await current.json();
    await staff.request.put('/api/admin/settings/shop', {
      data: { ...settings, lineUrl: 'https://line.me/R/ti/p/@kaset-ayutthaya' },
    });
  }
});

test('a price filter in force shows as a chip above the results, and the chip removes it', async ({
  page,
}) => {
  await page.goto('/products?minPrice=300&maxPrice=800');
  const chip = page.getByRole('button', { name: 'เอาราคา ฿300–฿800 ออก' });
  await expect(chip).toBeVisible();
  await expect(chip).toContainText('ราคา ฿300–฿800');
  await shoot(page, 'price-chip');
  await chip.click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(chip).toBeHidden();
});
