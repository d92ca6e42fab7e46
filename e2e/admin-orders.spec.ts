import type { APIRequestContext, Page } from '@playwright/test';
import type { Product } from '../src/shared/contracts/catalog.ts';
import { logIn, PASSWORD, registerCustomer } from './support/accounts.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { expect, test, waitForTheShopOnLoad } from './support/fixtures.ts';
import { placeOrder } from './support/orders.ts';

/**
 * How the shop follows up orders: a customer orders, a sales member (made by root) finds the
 * order by phone, ticks its items, confirms it and moves it to payments, delivery and courier;
 * the customer's My orders shows the courier stage. Another order is rejected and its stock
 * comes back. Stock is read as root through `GET /api/admin/products?q=`.
 */

const dashed = (phone: string) => `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;

async function stockOf(root: APIRequestContext, product: Product): Promise<number> {
  const res = await root.get(`/api/admin/products?q=${encodeURIComponent(product.name)}`);
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: Product[] };
  const found = items.find((item) => item.id === product.id);
  if (!found) throw new Error(`product ${product.id} not found by its name`);
  return found.stockCount;
}

/** Searches the list for the customer's phone and opens the order's detail modal. */
async function openOrder(page: Page, phone: string, orderId: string) {
  const search = page.getByRole('searchbox', { name: 'Search transactions' });
  await search.fill(dashed(phone));
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: orderId }) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(3); // the header and this customer's two orders
  await row.getByRole('button', { name: `View ${orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Transaction ${orderId}` });
  await expect(dialog.getByRole('heading', { name: 'Order History' })).toBeVisible();
  return dialog;
}

test('a sales member confirms an order through to the courier; a rejected order gives its stock back', async ({
  page,
  browser,
  request,
  staff: root,
  makeProduct,
}) => {
  // Root: the products to buy, and a sales member.
  const [first, second] = [await makeProduct(), await makeProduct()];
  const sale = await registerCustomer(request, { firstName: 'สมศรี', lastName: 'ขายดี' });
  const promoted = await root.request.patch(`/api/admin/members/${sale.id}`, {
    data: { role: 'sale' },
  });
  expect(promoted.status()).toBe(200);

  // A customer places two orders through the API with the session cookie.
  const shopper = await browser.newContext();
  const customer = await registerCustomer(shopper.request);
  const order = () =>
    placeOrder(shopper.request, [
      { productId: first.id, quantity: 2 },
      { productId: second.id, quantity: 1 },
    ]);
  const firstBefore = await stockOf(root.request, first);
  const confirmedId = await order();
  const rejectedId = await order();
  expect(await stockOf(root.request, first)).toBe(firstBefore - 4);

  // The sales member logs in and sees only what sale may see.
  await page.goto('/');
  await expect(await logIn(page, sale.phone, PASSWORD)).toBeHidden();
  await page.goto('/admin/transactions');
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Order counters')).toContainText('Pending');
  await expect(page.getByRole('button', { name: /^View TXN/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Find the first order by phone, tick its items, confirm.
  let dialog = await openOrder(page, customer.phone, confirmedId);
  await expect(dialog.getByText(dashed(customer.phone))).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirm Order' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('checkbox', { name: `Select ${first.name}` }).check();
  await dialog.getByRole('checkbox', { name: `Select ${second.name}` }).check();
  await confirm.click();
  await expect(dialog.getByText('This order is confirmed; it needs no decision.')).toBeVisible();
  await expect(dialog.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(dialog.getByText('ร้านรับคำสั่งซื้อ (ขั้นตอนปัจจุบัน)')).toBeAttached();

  // Then payments, delivery and courier, one click each on the tracker.
  for (const stage of ['ยืนยันการชำระเงิน', 'กำลังจัดส่ง', 'ส่งมอบให้ขนส่ง']) {
    await dialog.getByRole('button', { name: new RegExp(`^${stage} \\(`) }).click();
    await expect(dialog.getByText(`${stage} (ขั้นตอนปัจจุบัน)`)).toBeAttached();
  }
  const history = dialog.getByRole('list', { name: 'Order history' }).getByRole('listitem');
  // Three stage moves, the confirmation, and the order as the customer placed it.
  await expect(history).toHaveCount(5);
  await expect(history.first()).toContainText('สมศรี ขายดี');
  await expect(history.nth(3)).toContainText('Confirmed the order (2 items ticked)');
  await expect(history.last()).toContainText('ลูกค้าสั่งซื้อทาง');
  expect(await seriousAxeViolations(page, 'dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The second order is rejected: red stages, the reason, and the stock back.
  dialog = await openOrder(page, customer.phone, rejectedId);
  await dialog.getByRole('checkbox', { name: `Select ${first.name}` }).check();
  await dialog.getByRole('button', { name: 'Reject Order' }).click();
  // It asks first, in Thai, with the usual reasons; staff choose one (none is chosen for them).
  const step = dialog.getByRole('region', { name: 'ปฏิเสธคำสั่งซื้อนี้?' });
  await expect(step.getByRole('radio', { name: 'สินค้าหมด' })).not.toBeChecked();
  await step.getByRole('radio', { name: 'สินค้าหมด' }).check();
  await step.getByRole('button', { name: 'ปฏิเสธคำสั่งซื้อ' }).click();
  await expect(dialog.getByText('คำสั่งซื้อถูกปฏิเสธ: สินค้าหมด')).toBeVisible();
  await expect(dialog.getByText(/\(ถูกปฏิเสธ\)/)).toHaveCount(4);
  await expect(dialog.getByText('This order was rejected.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: rejectedId }) }),
  ).toContainText('Cancelled');
  expect(await stockOf(root.request, first)).toBe(firstBefore - 2);

  // The customer's My orders shows the courier stage and the rejection.
  const mine = waitForTheShopOnLoad(await shopper.newPage());
  await mine.goto('/orders');
  const shipped = mine.getByRole('article', { name: `คำสั่งซื้อ ${confirmedId}` });
  await expect(shipped.getByText('ส่งมอบให้ขนส่ง (เสร็จแล้ว)')).toBeAttached();
  await expect(shipped.getByText('กำลังจัดส่ง (ขั้นตอนปัจจุบัน)')).toBeAttached();
  await expect(shipped.getByText('ร้านยืนยันแล้ว', { exact: true })).toBeVisible();
  const rejected = mine.getByRole('article', { name: `คำสั่งซื้อ ${rejectedId}` });
  await expect(rejected.getByText('คำสั่งซื้อถูกปฏิเสธ: สินค้าหมด')).toBeVisible();

  await shopper.close();
});

test('a customer cancels an unpaid order from My orders and its stock comes back; a confirmed order offers no cancel', async ({
  page,
  // Signed in on `page`: the orders are this customer's.
  customer: _customer,
  staff: root,
  product,
}) => {
  const shotsDir = process.env.SHOTS_DIR ?? 'test-results/shots';
  const place = () => placeOrder(page.request, [{ productId: product.id, quantity: 3 }]);
  const before = await stockOf(root.request, product);
  const cancelledId = await place();
  const confirmedId = await place();
  // The shop confirms the second order (staff's move through the API).
  const detail = await root.request.get(`/api/admin/transactions/${confirmedId}`);
  const { items } = (await detail.json()) as { items: { id: number }[] };
  const confirmed = await root.request.post(`/api/admin/transactions/${confirmedId}/confirm`, {
    data: { itemIds: items.map((item) => item.id) },
  });
  expect(confirmed.status()).toBe(200);

  await page.goto(`/orders/${cancelledId}`);
  const order = page.getByRole('article', { name: `คำสั่งซื้อ ${cancelledId}` });
  await order.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }).click();
  await expect(order.getByText('ต้องการยกเลิกคำสั่งซื้อนี้ใช่หรือไม่')).toBeVisible();
  await page.screenshot({
    path: `${shotsDir}/${test.info().project.name}-customer-cancel-ask.png`,
  });
  await order.getByRole('button', { name: 'ใช่ ยกเลิกคำสั่งซื้อ' }).click();
  await expect(order.getByText('ยกเลิกโดยลูกค้า')).toBeVisible();
  await expect(order.getByText('ยกเลิกแล้ว')).toBeVisible();
  await page.screenshot({ path: `${shotsDir}/${test.info().project.name}-customer-cancelled.png` });
  expect(await stockOf(root.request, product)).toBe(before - 3);

  await page.goto(`/orders/${confirmedId}`);
  await expect(page.getByText('ร้านรับคำสั่งซื้อ (เสร็จแล้ว)')).toBeAttached();
  await expect(page.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' })).toHaveCount(0);
});

test('a new order appears in the open back office as it is placed, told by the live summary', async ({
  staff: root,
  browser,
  makeProduct,
}) => {
  const product = await makeProduct();
  // Only the live stream may tell the page: the summary's polling answer is refused.
  await root.route('**/api/admin/transactions/summary', (route) => route.abort());
  await root.goto('/admin/transactions');
  await expect(root.getByRole('searchbox', { name: 'Search transactions' })).toBeVisible();

  const shopper = await browser.newContext();
  await registerCustomer(shopper.request);
  const orderId = await placeOrder(shopper.request, [{ productId: product.id, quantity: 1 }]);
  // The worker takes the order's message within half a second and the list reads itself again.
  await expect(root.getByRole('rowheader', { name: orderId })).toBeVisible({ timeout: 4_000 });
  await shopper.close();
});
