import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * A promotion's whole life: root adds a 10 % code starting now, it shows in the promotion bar, a
 * new customer redeems it in the promotion dialog, the admin list counts the use, and once the
 * admin switches it off the bar no longer offers it.
 */

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

const promotionBar = (page: Page) => page.getByRole('region', { name: 'โปรโมชัน', exact: true });

/**
 * Opens one promotion from the bar. Other tests add promotions at the same time, so the bar may
 * be rotating: a pointer resting on it holds the rotation, and ‹ › step to the one wanted, so the
 * click cannot land as the next promotion slides in.
 */
async function openFromBar(page: Page, title: string) {
  const bar = promotionBar(page);
  const wanted = bar.getByRole('button', { name: title });
  await bar.hover();
  for (let step = 0; step < 50 && !(await wanted.isVisible()); step += 1) {
    await bar.getByRole('button', { name: 'โปรโมชันถัดไป' }).click();
  }
  await wanted.click();
}

test('a promotion: added by root, shown in the bar, redeemed by a customer, switched off', async ({
  staff,
  page,
  customer,
}, testInfo) => {
  const stamp = `${testInfo.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 1e8}`;
  const title = `ลดต้นฝน 10% ${stamp}`;
  const code = `RAIN${stamp}`;

  // Root adds the promotion.
  await staff.goto('/admin/promotions');
  await expect(staff.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await staff.getByRole('button', { name: '+ Add New' }).click();
  const form = staff.getByRole('dialog', { name: 'Add New Promotion' });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/Full Message/).fill('ใช้โค้ดนี้รับส่วนลด 10% สำหรับสินค้าที่ร่วมรายการ');
  await form.getByLabel(/Discount Code/).fill(`${code.toLowerCase()}-!`);
  await expect(form.getByLabel(/Discount Code/)).toHaveValue(code);
  await form.getByLabel(/Discount Type/).selectOption('percentage');
  await form.getByLabel(/Discount Value/).fill('10');
  await expect(form.getByLabel(/Max Uses/)).toHaveValue('100');
  const start = form.getByLabel(/Start Date/);
  // One reading of the clock: a second one could fall in the next minute.
  const now = bangkokNowText();
  await start.fill(now);
  await start.press('Enter');
  await expect(start).toHaveValue(now);
  expect(await seriousAxeViolations(staff, 'dialog[open]')).toEqual([]);
  await form.getByRole('button', { name: 'Add Promotion' }).click();
  await expect(form).toBeHidden();
  const row = staff.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText(code, { exact: true })).toBeVisible();
  await expect(row.getByText('0 / 100')).toBeVisible();
  await expect(row.getByText('No expiry')).toBeVisible();
  await expect(row.getByRole('switch', { name: 'เปิดใช้งาน' })).toBeChecked();
  expect(await seriousAxeViolations(staff, 'main')).toEqual([]);

  // A new customer finds it in the promotion bar and redeems it.
  await page.goto('/');
  await expect(page.getByRole('button', { name: customer.name })).toBeVisible();
  await expect(promotionBar(page)).toBeVisible();
  expect(await seriousAxeViolations(page, 'section[aria-label="โปรโมชัน"]')).toEqual([]);
  await openFromBar(page, title);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText(code, { exact: true })).toBeVisible();
  await expect(dialog.getByText('ใช้โค้ดนี้รับส่วนลด 10% สำหรับสินค้าที่ร่วมรายการ')).toBeVisible();
  expect(await seriousAxeViolations(page, 'dialog[open]')).toEqual([]);
  await dialog.getByRole('button', { name: 'ใช้โค้ดนี้' }).click();
  const done = dialog.getByRole('button', { name: 'ใช้โค้ดสำเร็จ!' });
  await expect(done).toBeVisible();
  await expect(done).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Redeem Code takes no use (only an order does); the admin switches the promotion off.
  await staff.reload();
  await expect(row.getByText('0 / 100')).toBeVisible();
  await row.getByRole('switch', { name: 'เปิดใช้งาน' }).click();
  await expect(row.getByRole('switch', { name: 'ปิดใช้งาน' })).not.toBeChecked();

  // The bar no longer offers it; the same customer, asking again, hears it is gone.
  const answered = page.waitForResponse('**/api/promotions/active');
  await page.reload();
  const offered = (await (await answered).json()) as { discountCode: string }[];
  expect(offered.map((promotion) => promotion.discountCode)).not.toContain(code);
  await expect(promotionBar(page).getByRole('button', { name: title })).toHaveCount(0);
});
