import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { placeOrder } from './support/orders.ts';

/**
 * What the owner met in the back office: staff lists that fit a phone, the reject question, the
 * add/edit dialog sized to its form, and the customer's order with the lines the shop cancelled.
 * Screenshots go to SHOTS_DIR (one per screen and project) for a person to look at.
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? 'test-results/shots';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS_DIR}/${test.info().project.name}-${name}.png` });
}

/** The page scrolls only up and down: nothing sticks out sideways. */
async function expectNoSidewaysOverflow(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

test('staff lists fit the screen: no sideways overflow, transactions as cards on a phone', async ({
  staff,
}) => {
  // At least one order in the list (a walk-in order taken by phone).
  const made = await staff.request.post('/api/admin/transactions', {
    data: { username: 'ลุงมา ใจเย็น', totalAmount: 250, shippingAddress: 'รับที่ร้าน' },
  });
  expect(made.status()).toBe(201);
  for (const [path, heading] of [
    ['/admin/transactions', 'Transactions'],
    ['/admin/members', 'Members'],
    ['/admin/products', 'Products'],
    ['/admin/promotions', 'Promotions'],
  ] as const) {
    await staff.goto(path);
    await expect(staff.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(staff.getByText('กำลังโหลด...')).toHaveCount(0);
    await expectNoSidewaysOverflow(staff);
    await shot(staff, `list-${heading.toLowerCase()}`);
  }

  // The lists themselves need no sideways scrolling: every row's essentials and actions show.
  for (const [path, name] of [
    ['/admin/transactions', 'Transactions'],
    ['/admin/products', 'Products'],
    ['/admin/promotions', 'Promotions'],
  ] as const) {
    await staff.goto(path);
    const region = staff.getByRole('region', { name });
    const firstRow = region.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    const fits = await region.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits, `${name} fits its box`).toBe(true);
    // Below the filters on a phone: scrolled to (down, never sideways), its actions all show.
    // Orders placed meanwhile (other tests) make the list read itself again: try until it holds.
    await expect(async () => {
      await firstRow.scrollIntoViewIfNeeded();
      for (const button of await firstRow.getByRole('button').all()) {
        await expect(button).toBeInViewport({ timeout: 1000 });
      }
    }).toPass({ timeout: 15_000 });
  }
});

test('the add transaction dialog is as tall as its form', async ({ staff }) => {
  await staff.goto('/admin/transactions');
  await staff.getByRole('button', { name: '+ Add Transaction' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Add Transaction' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeVisible();
  await shot(staff, 'add-transaction');
  const dialogBox = await dialog.boundingBox();
  const saveBox = await save.boundingBox();
  if (!dialogBox || !saveBox) throw new Error('boxes');
  // Below Save: the form's own padding, not an empty half screen.
  expect(dialogBox.y + dialogBox.height - (saveBox.y + saveBox.height)).toBeLessThan(48);
});

test('a confirmation keeps the ticked lines and a rejection carries a Thai reason, as the customer sees them', async ({
  page,
  // Signed in on `page`: the orders are this customer's.
  customer: _customer,
  staff,
  makeProduct,
}) => {
  const [first, second] = [await makeProduct(), await makeProduct()];
  const order = () =>
    placeOrder(page.request, [
      { productId: first.id, quantity: 1 },
      { productId: second.id, quantity: 2 },
    ]);
  const keptId = await order();
  const rejectedId = await order();

  // Staff tick one line of the first order and confirm: the other line is cancelled.
  await staff.goto('/admin/transactions');
  await staff.getByRole('button', { name: `View ${keptId}` }).click();
  let dialog = staff.getByRole('dialog', { name: `Transaction ${keptId}` });
  const lines = dialog.getByRole('list', { name: 'Order items' }).getByRole('listitem');
  await lines.first().getByRole('checkbox').check();
  await expect(dialog.getByText(/confirming cancels the other 1 line/)).toBeVisible();
  await shot(staff, 'detail-ticked');
  await dialog.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(dialog.getByText('This order is confirmed; it needs no decision.')).toBeVisible();
  await expect(lines.nth(1)).toHaveAttribute('data-cancelled', 'true');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The second order is rejected after the question, with a Thai reason.
  await staff.getByRole('button', { name: `View ${rejectedId}` }).click();
  dialog = staff.getByRole('dialog', { name: `Transaction ${rejectedId}` });
  await dialog.getByRole('list', { name: 'Order items' }).getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Reject Order' }).click();
  const step = dialog.getByRole('region', { name: 'ปฏิเสธคำสั่งซื้อนี้?' });
  await step.getByRole('radio', { name: 'ข้อมูลการสั่งซื้อไม่ครบถ้วน' }).check();
  await step.scrollIntoViewIfNeeded();
  await shot(staff, 'reject-step');
  await step.getByRole('button', { name: 'ปฏิเสธคำสั่งซื้อ' }).click();
  await expect(dialog.getByText('คำสั่งซื้อถูกปฏิเสธ: ข้อมูลการสั่งซื้อไม่ครบถ้วน')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The customer sees the cancelled line and the reason.
  await page.goto(`/orders/${keptId}`);
  await expect(page.getByRole('list', { name: 'รายการที่ร้านยกเลิก' })).toBeVisible();
  await page.getByRole('heading', { name: 'รายการที่ร้านยกเลิก (ไม่คิดเงิน)' }).scrollIntoViewIfNeeded();
  await page.screenshot({
    path: `${SHOTS_DIR}/${test.info().project.name}-customer-cancelled-lines.png`,
  });
  await page.goto(`/orders/${rejectedId}`);
  await expect(page.getByText('คำสั่งซื้อถูกปฏิเสธ: ข้อมูลการสั่งซื้อไม่ครบถ้วน')).toBeVisible();
  await page.screenshot({
    path: `${SHOTS_DIR}/${test.info().project.name}-customer-rejected.png`,
  });
});

test('the dashboard names an impossible date and keeps the range', async ({ staff }) => {
  await staff.goto('/admin/dashboard');
  const start = staff.getByLabel('Start date');
  const before = await start.inputValue();
  await start.fill('11/31/2026');
  await expect(staff.getByText('Date input not valid.')).toBeVisible();
  await shot(staff, 'dashboard-invalid-date');
  await staff.keyboard.press('Escape');
  await staff.getByRole('heading', { name: 'Dashboard & Logs' }).click();
  await expect(start).toHaveValue(before);
  await expectNoSidewaysOverflow(staff);
});
