import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { freshTransferRef, slipPicture } from '../src/testing/slip-pictures.ts';
import { logInByApi } from './support/accounts.ts';
import { confirmAndGoPay, openConfirmation, sendSlip } from './support/checkout.ts';
import { E2E_ROOT_PASSWORD, E2E_ROOT_PHONE } from './support/constants.ts';
import { expect, test, waitForTheShopOnLoad } from './support/fixtures.ts';

/**
 * A refund from start to end (the books): a farmer pays by PromptPay on a phone, the shop
 * approves the slip and then cancels the order (out of stock), the owner records the refund in
 * the order's detail at a desk, and the farmer sees on the order page how much came back, how
 * and when.
 */

/** Root, signed in on a desktop of its own. */
async function ownerOnDesktop(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await logInByApi(context.request, E2E_ROOT_PHONE, E2E_ROOT_PASSWORD);
  return waitForTheShopOnLoad(await context.newPage());
}

async function approveAndCancel(root: APIRequestContext, orderId: string) {
  const approved = await root.post(`/api/admin/transactions/${orderId}/payment`, {
    data: { decision: 'approve' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const order = (await (await root.get(`/api/admin/transactions/${orderId}`)).json()) as {
    username: string;
    totalAmount: number;
    address: string;
  };
  const cancelled = await root.put(`/api/admin/transactions/${orderId}`, {
    data: {
      username: order.username,
      totalAmount: order.totalAmount,
      shippingAddress: order.address,
      status: 'cancelled',
    },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
}

test.describe('refunds', () => {
  test.use({ newProduct: { price: 420, stockCount: 50, category: 'herbicides' } });

  test('paid on a phone, cancelled by the shop, refunded at a desk, seen by the farmer', async ({
    page,
    customer: _customer,
    cart: _cart,
    browser,
  }, testInfo) => {
    const confirm = await openConfirmation(page);
    const orderId = await confirmAndGoPay(page, confirm);
    await sendSlip(page, await slipPicture({ transRef: freshTransferRef() }));

    const owner = await ownerOnDesktop(browser);
    await approveAndCancel(owner.request, orderId);

    // The order's detail: the refund form, prefilled with all that was paid.
    await owner.goto('/admin/transactions');
    await owner.getByRole('button', { name: `View ${orderId}` }).click();
    const dialog = owner.getByRole('dialog', { name: `Transaction ${orderId}` });
    const form = dialog.getByRole('form', { name: 'คืนเงิน' });
    await expect(form).toBeVisible();
    const amount = form.getByRole('textbox', { name: /ยอดคืน/ });
    const paid = Number(await amount.inputValue());
    expect(paid).toBeGreaterThanOrEqual(420);
    await form.getByRole('combobox', { name: /วิธีคืนเงิน/ }).selectOption('promptpay');
    await form.getByRole('textbox', { name: /เลขอ้างอิง/ }).fill('KBANK-REF-2026');
    await form.getByRole('textbox', { name: /หมายเหตุ/ }).fill('สินค้าหมด คืนเงินเต็มจำนวน');
    await form.scrollIntoViewIfNeeded();
    await owner.screenshot({ path: testInfo.outputPath('refund-form-desktop.png') });
    await form.getByRole('button', { name: 'บันทึกการคืนเงิน' }).click();
    await expect(dialog.getByRole('list', { name: 'การคืนเงิน' })).toContainText('KBANK-REF-2026');
    await expect(form).toBeHidden();

    // The month's summary counts the money that came in and went back.
    await owner.goto('/admin/reports');
    await expect(owner.getByRole('heading', { name: 'สรุปยอดประจำเดือน' })).toBeVisible();
    await expect(owner.getByText('ยอดคืนเงิน').locator('..')).toContainText('฿');
    await owner.screenshot({ path: testInfo.outputPath('summary-desktop.png'), fullPage: true });
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.screenshot({ path: testInfo.outputPath('summary-phone.png'), fullPage: true });
    await owner.context().close();

    // The farmer's order page: the refund replaces "the refund is coming".
    await page.goto(`/orders/${orderId}`);
    const refunds = page.getByRole('region', { name: 'การคืนเงิน' });
    await expect(refunds).toContainText('คืน ฿');
    await expect(refunds).toContainText('ทางพร้อมเพย์');
    await expect(page.getByText('ร้านจะคืนเงินให้')).toHaveCount(0);
    await refunds.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('customer-order-phone.png') });
    const answer = await page.request.get(`/api/orders/${orderId}`);
    expect(await answer.json()).toMatchObject({
      paymentStatus: 'refunded',
      refunds: [{ amount: paid, method: 'promptpay' }],
    });
  });
});
