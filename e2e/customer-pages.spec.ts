import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { E2E_ROOT_PASSWORD, E2E_ROOT_PHONE } from './support/constants.ts';

/**
 * What a new customer met on a phone: a console full of errors, footer links that led nowhere,
 * a LINE QR code that cannot be scanned from the same phone, and a checkout that could not change
 * where the order goes.
 */

interface ApiProduct {
  id: number;
  name: string;
  category: string;
  inStock: boolean;
  stockCount: number;
}

const PASSWORD = 'rice-field-2569';
const PROFILE_ADDRESS = '99 หมู่ 1 ต.ท่าวาสุกรี อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000';
const FIELD_ADDRESS = 'ไร่ลุงชม 45 หมู่ 7 ต.บางปะหัน อ.บางปะหัน จ.พระนครศรีอยุธยา 13220';

function randomPhone(): string {
  return `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

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

async function expectNoSeriousAxeViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length})`);
  expect(serious).toEqual([]);
}

test('a visitor loading the home page, the listing and a product page sees a clean console', async ({
  page,
  request,
}) => {
  const listed = await request.get('/api/products?pageSize=1');
  const [product] = ((await listed.json()) as { items: ApiProduct[] }).items;
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
  await expectNoSeriousAxeViolation(page);

  await footer.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'นโยบายความเป็นส่วนตัว' })).toBeVisible();
  for (const kept of ['ชื่อ นามสกุล และเบอร์โทรศัพท์', 'ที่อยู่จัดส่ง', 'คำสั่งซื้อ', 'การใช้งานเว็บไซต์']) {
    await expect(page.getByText(kept, { exact: true })).toBeVisible();
  }
  await shoot(page, 'privacy', true);
  await expectNoSeriousAxeViolation(page);

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
  await expectNoSeriousAxeViolation(page);
});

test('the checkout sends this order to an edited address and leaves the profile as it was', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // Registered through the page's own cookies: the browser is signed in.
  const registered = await page.request.post('/api/auth/register', {
    data: {
      firstName: 'มานี',
      lastName: 'รักนา',
      phone: randomPhone(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      address: PROFILE_ADDRESS,
    },
  });
  expect(registered.status()).toBe(201);
  const listed = await page.request.get('/api/products?pageSize=100');
  const product = ((await listed.json()) as { items: ApiProduct[] }).items.find(
    (item) => item.inStock && item.stockCount >= 5,
  );
  if (!product) throw new Error('the seeded catalogue has a product in stock');

  await page.goto(`/products/${product.category}`);
  await page
    .getByRole('article', { name: product.name, exact: true })
    .getByRole('button', { name: 'เพิ่มลงตะกร้า' })
    .click();
  await page.getByRole('button', { name: 'ตะกร้าสินค้า' }).click();
  await page
    .getByRole('dialog', { name: /ตะกร้าสินค้า/ })
    .getByRole('button', { name: 'สั่งซื้อสินค้า' })
    .click();

  const confirm = page.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
  const address = confirm.getByRole('textbox', { name: /ที่อยู่จัดส่งสำหรับคำสั่งซื้อนี้/ });
  await expect(address).toHaveValue(PROFILE_ADDRESS);
  await address.fill(FIELD_ADDRESS);
  await shoot(page, 'confirm-address');
  const downloadPromise = page.waitForEvent('download', { timeout: 30_000 });
  await confirm.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();

  const success = page.getByRole('dialog', { name: 'สั่งซื้อสำเร็จ!' });
  await expect(success).toBeVisible({ timeout: 15_000 });
  await expect(success.getByText('ใบสรุปคำสั่งซื้อ', { exact: true })).toBeVisible();
  await expect(success.getByText(FIELD_ADDRESS)).toBeVisible();
  const download = await downloadPromise;
  const orderId = /receipt-(TXN\d+)\.png/.exec(download.suggestedFilename())?.[1] ?? '';
  expect(orderId).toMatch(/^TXN\d+$/);
  if (process.env.SHOTS_DIR) {
    await download.saveAs(`${process.env.SHOTS_DIR}/order-summary-${testInfo.project.name}.png`);
  }

  // The order carries the edited address; the profile keeps its own.
  const order = await page.request.get(`/api/orders/${orderId}`);
  expect(((await order.json()) as { address: string }).address).toBe(FIELD_ADDRESS);
  const me = await page.request.get('/api/auth/me');
  expect(((await me.json()) as { user: { address: string } }).user.address).toBe(PROFILE_ADDRESS);
});

test('the owner sets the LINE link in the shop settings and the LINE dialog opens it', async ({
  page,
}) => {
  const login = await page.request.post('/api/auth/login', {
    data: { phone: E2E_ROOT_PHONE, password: E2E_ROOT_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto('/admin/settings');
  const link = page.getByLabel(/^ลิงก์เปิด LINE ของร้าน/);
  await expect(link).toHaveValue('https://line.me/R/ti/p/@kaset-ayutthaya');
  await link.fill('https://lin.ee/kaset-e2e');
  await shoot(page, 'admin-settings', true);
  await page.getByRole('button', { name: 'บันทึกการตั้งค่า' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'บันทึกเรียบร้อยแล้ว' })).toBeVisible();

  try {
    await page.goto('/');
    await page.getByRole('button', { name: 'ติดต่อทางไลน์' }).click();
    await expect(page.getByRole('link', { name: 'เปิด LINE' })).toHaveAttribute(
      'href',
      'https://lin.ee/kaset-e2e',
    );
  } finally {
    // The shop's own link again, for the other tests on this database.
    const current = await page.request.get('/api/admin/settings/shop');
    const settings = await current.json();
    await page.request.put('/api/admin/settings/shop', {
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
