import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Product } from '../src/shared/contracts/catalog.ts';
import { registerCustomer } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The customer's whole path: a visitor fills the cart, opens it, is asked to log in to order, logs in,
 * applies the seeded code, orders, watches the success modal count down, gets the receipt PNG,
 * finds the order under My orders, and the product's stock went down.
 *
 * Needs the accounts branch (register API, login dialog) and the storefront branch (product cards
 * with 'เพิ่มลงตะกร้า', the product page) merged with the orders branch.
 */

/** The add-to-cart button of the card that shows this product's name, on its category page. */
async function addFromCategoryPage(page: Page, product: Product) {
  await page.goto(`/products/${product.category}`);
  const card = page.getByRole('article', { name: product.name, exact: true });
  await card.getByRole('button', { name: 'เพิ่มลงตะกร้า' }).click();
}

test('a visitor fills the cart, logs in at checkout, orders with FARM10 and gets the receipt', async ({
  page,
  request,
}, testInfo) => {
  // A customer who exists already (registered from another device), and two products to buy.
  const customer = await registerCustomer(request);

  const listed = await request.get('/api/products?pageSize=100');
  expect(listed.ok()).toBe(true);
  const products = ((await listed.json()) as { items: Product[] }).items.filter(
    // One-size products: a card adds them at once (a product with sizes is chosen on its page).
    (product) =>
      product.inStock &&
      product.stockCount >= 20 &&
      product.isEligibleForPromotion &&
      product.variants.length === 1,
  );
  const [first, second] = [products[0], products.find((p) => p.category !== products[0]?.category)];
  if (!first || !second) throw new Error('the seeded catalogue has two eligible products in stock');

  // The visitor adds two products; no login is needed for that.
  await addFromCategoryPage(page, first);
  await addFromCategoryPage(page, second);
  const cartButton = page.getByRole('button', { name: 'ตะกร้าสินค้า' });
  await expect(cartButton).toHaveAccessibleDescription('2 รายการ');

  // A visitor sees the cart; ordering from it asks for a login.
  await cartButton.click();
  const visitorCart = page.getByRole('dialog', { name: 'ตะกร้าสินค้า (2)' });
  await expect(visitorCart.getByText(first.name, { exact: true })).toBeVisible();
  await visitorCart.getByRole('button', { name: 'สั่งซื้อสินค้า' }).click();
  const login = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await expect(login).toBeVisible();
  await login.getByLabel('เบอร์โทรศัพท์').fill(customer.phone);
  await login.getByLabel('รหัสผ่าน', { exact: true }).fill(customer.password);
  await login.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(login).toBeHidden();

  // Signed in, the cart opens with both products, priced by the server.
  const cart = page.getByRole('dialog', { name: 'ตะกร้าสินค้า (2)' });
  await expect(cart).toBeVisible();
  await expect(cart.getByText(first.name, { exact: true })).toBeVisible();
  await expect(cart.getByText(second.name, { exact: true })).toBeVisible();

  // The seeded code, typed in lower case, is upper-cased and applied: 10 % off.
  const code = cart.getByRole('textbox', { name: 'โค้ดส่วนลด' });
  await code.fill('farm10');
  await expect(code).toHaveValue('FARM10');
  await cart.getByRole('button', { name: 'ใช้โค้ด', exact: true }).click();
  await expect(cart.getByRole('button', { name: 'ใช้โค้ดแล้ว' })).toBeDisabled();
  const subtotalSatang = Math.round(first.price * 100) + Math.round(second.price * 100);
  const discountSatang = Math.round(subtotalSatang / 10);
  const baht = (satang: number) =>
    `฿${(satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const summary = cart.getByLabel('สรุปยอด');
  await expect(summary.getByText('ส่วนลด (FARM10)')).toBeVisible();
  await expect(summary.getByText(`-${baht(discountSatang)}`)).toBeVisible();
  await expect(summary.getByText(baht(subtotalSatang - discountSatang))).toBeVisible();

  // Order → confirm → the shop is told → success.
  await cart.getByRole('button', { name: 'สั่งซื้อสินค้า' }).click();
  const confirm = page.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
  await expect(confirm).toContainText(`ยอดสุทธิ ${baht(subtotalSatang - discountSatang)}`);
  const downloadPromise = page.waitForEvent('download', { timeout: 30_000 });
  await confirm.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();
  await expect(page.getByRole('dialog', { name: 'กำลังส่งคำสั่งซื้อไปยังร้านค้า...' })).toBeVisible();

  const success = page.getByRole('dialog', { name: 'สั่งซื้อสำเร็จ!' });
  await expect(success).toBeVisible({ timeout: 15_000 });
  const orderId =
    (
      await success
        .getByText(/^TXN\d+$/)
        .first()
        .textContent()
    )?.trim() ?? '';
  expect(orderId).toMatch(/^TXN\d+$/);
  await expect(success.getByText(first.name, { exact: true })).toBeVisible();
  // One countdown on the screen, the save's: the close button waits without a number of its own.
  await expect(success.getByRole('button', { name: 'ปิด', exact: true })).toBeDisabled();
  await expect(success.getByRole('status')).toContainText(/บันทึกใบสรุปคำสั่งซื้ออัตโนมัติใน [1-8] วินาที/);
  await expect(success.getByRole('status')).toContainText('บันทึกใบสรุปคำสั่งซื้ออัตโนมัติใน 3 วินาที', {
    timeout: 10_000,
  });
  // The cart was emptied behind the modal.
  await expect(cartButton).toHaveAccessibleDescription('');

  // The summary downloads by itself as order-summary-{id}.png, and it is a PNG image.
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`order-summary-${orderId}.png`);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  expect(bytes.readUInt32BE(16)).toBeGreaterThan(300); // width of the IHDR chunk
  await expect(success.getByRole('status')).toContainText(`order-summary-${orderId}.png`);

  await success.getByRole('button', { name: 'ปิด', exact: true }).click();
  await expect(success).toBeHidden();

  // My orders lists the order with its code and items.
  await page.goto('/orders');
  const listedOrder = page.getByRole('article', { name: `คำสั่งซื้อ ${orderId}` });
  await expect(listedOrder).toBeVisible();
  await expect(listedOrder.getByText('ส่วนลด (FARM10)')).toBeVisible();
  await expect(listedOrder.getByText(first.name, { exact: true })).toBeVisible();
  await expect(listedOrder.getByText('สั่งซื้อแล้ว (เสร็จแล้ว)')).toBeAttached();
  await expect(listedOrder.getByText('ร้านรับคำสั่งซื้อ (ขั้นตอนปัจจุบัน)')).toBeAttached();

  // The stock went down by what was bought, on the product page too.
  const after = (await (await request.get(`/api/products/${first.id}`)).json()) as Product;
  expect(after.stockCount).toBe(first.stockCount - 1);
  await page.goto(`/products/${first.category}/${first.id}`);
  await expect(
    page
      .getByRole('main')
      .getByText(new RegExp(`(^|\\D)${after.stockCount}(\\D|$)`))
      .first(),
  ).toBeVisible();
});
