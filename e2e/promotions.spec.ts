import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { E2E_ROOT_PASSWORD, E2E_ROOT_PHONE } from './support/constants.ts';

/**
 * A promotion's whole life: root adds a 10 % code starting now, it shows in the promotion bar, a
 * new customer redeems it in the promotion dialog, the admin list counts the use, and once the
 * admin switches it off the bar no longer offers it.
 */

const PASSWORD = 'green-rice-77';

function freshPhone(): string {
  const time = String(Date.now() % 1e5).padStart(5, '0');
  return `08${time}${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}`;
}

/** "dd/MM/yyyy HH:mm" of this minute in Bangkok: what an admin types for "starting now". */
function bangkokNowText(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Bangkok',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

async function logIn(page: Page, phone: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await dialog.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(dialog).toBeHidden();
}

async function register(page: Page, firstName: string) {
  await page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page
    .getByRole('dialog', { name: 'เข้าสู่ระบบ' })
    .getByRole('button', { name: 'สมัครสมาชิก' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'สมัครสมาชิก' });
  await dialog.getByLabel('ชื่อ', { exact: true }).fill(firstName);
  await dialog.getByLabel('นามสกุล').fill('ชาวนา');
  await dialog.getByLabel('เบอร์โทรศัพท์').fill(freshPhone());
  await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('ที่อยู่').fill('5 หมู่ 2 ต.หันตรา อ.พระนครศรีอยุธยา');
  await dialog.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `${firstName} ชาวนา` })).toBeVisible();
}

/** Serious or critical axe findings inside `selector`. */
async function seriousProblems(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

const promotionBar = (page: Page) => page.getByRole('region', { name: 'โปรโมชัน', exact: true });

test('a promotion: added by root, shown in the bar, redeemed by a customer, switched off', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const stamp = `${testInfo.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 1e8}`;
  const title = `ลดต้นฝน 10% ${stamp}`;
  const code = `RAIN${stamp}`;

  // Root adds the promotion.
  await page.goto('/');
  await logIn(page, E2E_ROOT_PHONE, E2E_ROOT_PASSWORD);
  await page.goto('/admin/promotions');
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '+ Add New' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Promotion' });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/Full Message/).fill('ใช้โค้ดนี้รับส่วนลด 10% สำหรับสินค้าที่ร่วมรายการ');
  await form.getByLabel(/Discount Code/).fill(`${code.toLowerCase()}-!`);
  await expect(form.getByLabel(/Discount Code/)).toHaveValue(code);
  await form.getByLabel(/Discount Type/).selectOption('percentage');
  await form.getByLabel(/Discount Value/).fill('10');
  await expect(form.getByLabel(/Max Uses/)).toHaveValue('100');
  const start = form.getByLabel(/Start Date/);
  await start.fill(bangkokNowText());
  await start.press('Enter');
  await expect(start).toHaveValue(bangkokNowText());
  expect(await seriousProblems(page, 'dialog[open]')).toEqual([]);
  await form.getByRole('button', { name: 'Add Promotion' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText(code, { exact: true })).toBeVisible();
  await expect(row.getByText('0 / 100')).toBeVisible();
  await expect(row.getByText('No expiry')).toBeVisible();
  await expect(row.getByRole('switch', { name: 'เปิดใช้งาน' })).toBeChecked();
  expect(await seriousProblems(page, 'main')).toEqual([]);

  // A new customer finds it in the promotion bar and redeems it.
  const other = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const shopper = await other.newPage();
  await shopper.goto('/');
  await register(shopper, 'มะลิ');
  await expect(promotionBar(shopper)).toBeVisible();
  expect(await seriousProblems(shopper, 'section[aria-label="โปรโมชัน"]')).toEqual([]);
  await promotionBar(shopper).getByRole('button', { name: title }).click();
  const dialog = shopper.getByRole('dialog', { name: title });
  await expect(dialog.getByText(code, { exact: true })).toBeVisible();
  await expect(dialog.getByText('ใช้โค้ดนี้รับส่วนลด 10% สำหรับสินค้าที่ร่วมรายการ')).toBeVisible();
  expect(await seriousProblems(shopper, 'dialog[open]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Redeem Code' }).click();
  const done = dialog.getByRole('button', { name: 'Code Redeemed Successfully!' });
  await expect(done).toBeVisible();
  await expect(done).toBeDisabled();
  await shopper.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Redeem Code takes no use (only an order does); the admin switches the promotion off.
  await page.reload();
  await expect(row.getByText('0 / 100')).toBeVisible();
  await row.getByRole('switch', { name: 'เปิดใช้งาน' }).click();
  await expect(row.getByRole('switch', { name: 'ปิดใช้งาน' })).not.toBeChecked();

  // The bar no longer offers it; the same customer, asking again, hears it is gone.
  const answered = shopper.waitForResponse('**/api/promotions/active');
  await shopper.reload();
  const offered = (await (await answered).json()) as { discountCode: string }[];
  expect(offered.map((promotion) => promotion.discountCode)).not.toContain(code);
  await expect(promotionBar(shopper).getByRole('button', { name: title })).toHaveCount(0);
  await other.close();
});
