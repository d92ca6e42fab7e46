import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_ROOT_PASSWORD, E2E_ROOT_PHONE } from './support/constants.ts';

/**
 * What the owner met in the back office: staff lists that fit a phone, the reject question, the
 * add/edit dialog sized to its form, and the customer's order with the lines the shop cancelled.
 * Screenshots go to SHOTS_DIR (one per screen and project) for a person to look at.
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? 'test-results/shots';
const PASSWORD = 'green-rice-77';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS_DIR}/${test.info().project.name}-${name}.png` });
}

async function apiSession(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  return { context, request: context.request };
}

async function logInApi(request: APIRequestContext, phone: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { phone, password } });
  expect(res.status()).toBe(200);
}

async function logInPage(page: Page, baseURL: string) {
  const res = await page.request.post('/api/auth/login', {
    data: { phone: E2E_ROOT_PHONE, password: E2E_ROOT_PASSWORD },
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(200);
}

/** The page scrolls only up and down: nothing sticks out sideways. */
async function expectNoSidewaysOverflow(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

test('staff lists fit the screen: no sideways overflow, transactions as cards on a phone', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL');
  await logInPage(page, baseURL);
  // At least one order in the list (a walk-in order taken by phone).
  const made = await page.request.post('/api/admin/transactions', {
    data: { username: 'ลุงมา ใจเย็น', totalAmount: 250, shippingAddress: 'รับที่ร้าน' },
    headers: { Origin: baseURL },
  });
  expect(made.status()).toBe(201);
  for (const [path, heading] of [
    ['/admin/transactions', 'Transactions'],
    ['/admin/members', 'Members'],
    ['/admin/products', 'Products'],
    ['/admin/promotions', 'Promotions'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText('กำลังโหลด...')).toHaveCount(0);
    await expectNoSidewaysOverflow(page);
    await shot(page, `list-${heading.toLowerCase()}`);
  }

  // The lists themselves need no sideways scrolling: every row's essentials and actions show.
  for (const [path, name] of [
    ['/admin/transactions', 'Transactions'],
    ['/admin/products', 'Products'],
    ['/admin/promotions', 'Promotions'],
  ] as const) {
    await page.goto(path);
    const region = page.getByRole('region', { name });
    const firstRow = region.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    const fits = await region.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits, `${name} fits its box`).toBe(true);
    for (const button of await firstRow.getByRole('button').all()) {
      await expect(button).toBeInViewport();
    }
  }
});

test('the add transaction dialog is as tall as its form', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('baseURL');
  await logInPage(page, baseURL);
  await page.goto('/admin/transactions');
  await page.getByRole('button', { name: '+ Add Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeVisible();
  await shot(page, 'add-transaction');
  const dialogBox = await dialog.boundingBox();
  const saveBox = await save.boundingBox();
  if (!dialogBox || !saveBox) throw new Error('boxes');
  // Below Save: the form's own padding, not an empty half screen.
  expect(dialogBox.y + dialogBox.height - (saveBox.y + saveBox.height)).toBeLessThan(48);
});

test('a confirmation keeps the ticked lines and a rejection carries a Thai reason, as the customer sees them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('baseURL');
  const root = await apiSession(browser, baseURL);
  await logInApi(root.request, E2E_ROOT_PHONE, E2E_ROOT_PASSWORD);
  const listed = await root.request.get('/api/admin/products?pageSize=100');
  const products = (
    (await listed.json()) as { items: { id: number; inStock: boolean; stockCount: number }[] }
  ).items.filter((product) => product.inStock && product.stockCount >= 10);
  const [first, second] = products;
  if (!first || !second) throw new Error('two products in stock');

  const shopper = await apiSession(browser, baseURL);
  const phone = `08${String(Date.now() % 1e8).padStart(8, '0')}`;
  const registered = await shopper.request.post('/api/auth/register', {
    data: {
      firstName: 'สมปอง',
      lastName: 'ทุ่งทอง',
      phone,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      address: '9 หมู่ 2 ต.บ้านป้อม อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000',
    },
  });
  expect(registered.status()).toBe(201);
  const order = async (key: string) => {
    const res = await shopper.request.post('/api/orders', {
      headers: { 'Idempotency-Key': `${key}-${phone}` },
      data: {
        items: [
          { productId: first.id, quantity: 1 },
          { productId: second.id, quantity: 2 },
        ],
      },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { order: { id: string } }).order.id;
  };
  const keptId = await order('keep');
  const rejectedId = await order('reject');

  // Staff tick one line of the first order and confirm: the other line is cancelled.
  await logInPage(page, baseURL);
  await page.goto('/admin/transactions');
  await page.getByRole('button', { name: `View ${keptId}` }).click();
  let dialog = page.getByRole('dialog', { name: `Transaction ${keptId}` });
  const lines = dialog.getByRole('list', { name: 'Order items' }).getByRole('listitem');
  await lines.first().getByRole('checkbox').check();
  await expect(dialog.getByText(/confirming cancels the other 1 line/)).toBeVisible();
  await shot(page, 'detail-ticked');
  await dialog.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(dialog.getByText('This order is confirmed; it needs no decision.')).toBeVisible();
  await expect(lines.nth(1)).toHaveAttribute('data-cancelled', 'true');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The second order is rejected after the question, with a Thai reason.
  await page.getByRole('button', { name: `View ${rejectedId}` }).click();
  dialog = page.getByRole('dialog', { name: `Transaction ${rejectedId}` });
  await dialog.getByRole('list', { name: 'Order items' }).getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Reject Order' }).click();
  const step = dialog.getByRole('region', { name: 'Reject this order?' });
  await step.getByRole('radio', { name: 'ข้อมูลการสั่งซื้อไม่ครบถ้วน' }).check();
  await step.scrollIntoViewIfNeeded();
  await shot(page, 'reject-step');
  await step.getByRole('button', { name: 'Reject order' }).click();
  await expect(dialog.getByText('คำสั่งซื้อถูกปฏิเสธ: ข้อมูลการสั่งซื้อไม่ครบถ้วน')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The customer sees the cancelled line and the reason.
  const mine = await shopper.context.newPage();
  await mine.setViewportSize(page.viewportSize() ?? { width: 390, height: 844 });
  await mine.goto(`/orders/${keptId}`);
  await expect(mine.getByRole('list', { name: 'รายการที่ร้านยกเลิก' })).toBeVisible();
  await mine.getByRole('heading', { name: 'รายการที่ร้านยกเลิก (ไม่คิดเงิน)' }).scrollIntoViewIfNeeded();
  await mine.screenshot({
    path: `${SHOTS_DIR}/${test.info().project.name}-customer-cancelled-lines.png`,
  });
  await mine.goto(`/orders/${rejectedId}`);
  await expect(mine.getByText('คำสั่งซื้อถูกปฏิเสธ: ข้อมูลการสั่งซื้อไม่ครบถ้วน')).toBeVisible();
  await mine.screenshot({
    path: `${SHOTS_DIR}/${test.info().project.name}-customer-rejected.png`,
  });
  await Promise.all([root.context.close(), shopper.context.close()]);
});

test('the dashboard names an impossible date and keeps the range', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('baseURL');
  await logInPage(page, baseURL);
  await page.goto('/admin/dashboard');
  const start = page.getByLabel('Start date');
  const before = await start.inputValue();
  await start.fill('11/31/2026');
  await expect(page.getByText('Date input not valid.')).toBeVisible();
  await shot(page, 'dashboard-invalid-date');
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { name: 'Dashboard & Logs' }).click();
  await expect(start).toHaveValue(before);
  await expectNoSidewaysOverflow(page);
});
