import { expect, type Locator, type Page } from '@playwright/test';

/** From the cart (opened by its button) to the confirmation dialog, answered. */
export async function openConfirmation(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'ตะกร้าสินค้า' }).click();
  await page
    .getByRole('dialog', { name: /^ตะกร้าสินค้า/ })
    .getByRole('button', { name: 'สั่งซื้อสินค้า' })
    .click();
  return page.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
}

/** Confirms the order; answers its id, read from the success dialog (left open). */
export async function confirmOrder(page: Page, confirm: Locator): Promise<string> {
  await confirm.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();
  const success = page.getByRole('dialog', { name: 'สั่งซื้อสำเร็จ!' });
  await expect(success).toBeVisible({ timeout: 15_000 });
  return (
    (await success
      .getByText(/^TXN\d+$/)
      .first()
      .textContent()) ?? ''
  ).trim();
}

/** Confirms the order and goes from the success dialog to its payment page; answers its id. */
export async function confirmAndGoPay(page: Page, confirm: Locator): Promise<string> {
  const orderId = await confirmOrder(page, confirm);
  await page
    .getByRole('dialog', { name: 'สั่งซื้อสำเร็จ!' })
    .getByRole('button', { name: 'ไปหน้าชำระเงิน' })
    .click();
  await expect(page).toHaveURL(`/orders/${orderId}/payment`);
  return orderId;
}

/** Sends a slip picture from the payment page, as a phone picks it from the gallery. */
export async function sendSlip(page: Page, picture: Buffer, button = 'ส่งสลิป') {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'slip.jpg',
    mimeType: 'image/jpeg',
    buffer: picture,
  });
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByText('ส่งสลิปแล้ว ร้านจะตรวจสอบโดยเร็ว')).toBeVisible();
}
