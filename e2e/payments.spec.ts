import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { parse } from 'promptparse';
import sharp from 'sharp';
import type { PaymentSettingsInput } from '../src/shared/contracts/payments.ts';
import { freshTransferRef, slipPicture } from '../src/testing/slip-pictures.ts';
import { logInByApi } from './support/accounts.ts';
import { confirmAndGoPay, openConfirmation, sendSlip } from './support/checkout.ts';
import { E2E_ROOT_PASSWORD, E2E_ROOT_PHONE } from './support/constants.ts';
import { expect, test, waitForTheShopOnLoad } from './support/fixtures.ts';
import { placeOrder } from './support/orders.ts';

/**
 * Getting paid (decision 0024), as a farmer on a phone and the shop's staff on a desktop: an order
 * by PromptPay, its QR read back from the screen, a slip sent, approved in the payments queue and
 * the receipt saved; a transfer slip refused and sent again; cash on delivery within and over
 * the shop's limit; an unpaid order cancelled when its payment window ends.
 */

/** The seeded shop's PromptPay id, as the QR carries a mobile number (0066 and nine digits). */
const SHOP_PROMPTPAY = '0066812223333';

const baht = (amount: number) =>
  `฿${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The text of the QR code in a picture. */
async function readQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return jsQR(pixels, info.width, info.height)?.data;
}

/** Root, signed in on a desktop of its own: the back office is used at a desk. */
async function staffOnDesktop(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await logInByApi(context.request, E2E_ROOT_PHONE, E2E_ROOT_PASSWORD);
  return waitForTheShopOnLoad(await context.newPage());
}

/** The payments queue's card of an order. */
async function slipCard(staff: Page, orderId: string) {
  await staff.goto('/admin/payments');
  await expect(staff.getByRole('heading', { name: 'ตรวจสอบการชำระเงิน', level: 1 })).toBeVisible();
  const card = staff.getByRole('article', { name: `คำสั่งซื้อ ${orderId}` });
  await expect(card).toBeVisible();
  return card;
}

async function paymentSettings(root: APIRequestContext): Promise<PaymentSettingsInput> {
  const res = await root.get('/api/admin/settings/payments');
  expect(res.ok()).toBe(true);
  return (await res.json()) as PaymentSettingsInput;
}

async function savePaymentSettings(root: APIRequestContext, settings: PaymentSettingsInput) {
  const res = await root.put('/api/admin/settings/payments', { data: settings });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('getting paid', () => {
  test.use({ newProduct: { price: 420, stockCount: 50, category: 'herbicides' } });

  test('PromptPay on a phone: the QR for the exact amount, a slip, approved at a desk, the receipt', async ({
    page,
    customer: _customer,
    cart,
    browser,
  }, testInfo) => {
    // The cart → confirm with PromptPay, the shop's default → the payment page.
    const confirm = await openConfirmation(page);
    await expect(confirm.getByRole('radio', { name: /^พร้อมเพย์/ })).toBeChecked();
    const orderId = await confirmAndGoPay(page, confirm);

    // The amount in large type, the time left, and a QR that pays exactly it to the shop.
    const amount = cart.product.price;
    await expect(page.getByText(baht(amount), { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/\d{1,2}:\d{2}:\d{2}/);
    const qr = page.getByRole('img', { name: `QR พร้อมเพย์สำหรับยอด ${baht(amount)}` });
    await expect(qr).toBeVisible();
    const payload = await readQr(await qr.screenshot());
    const emv = parse(payload ?? '', true, true);
    expect(emv?.getTagValue('54')).toBe(amount.toFixed(2));
    expect(emv?.getTagValue('29', '01')).toBe(SHOP_PROMPTPAY);
    expect(emv?.getTagValue('53')).toBe('764');

    // "Save QR picture" gives a PNG the bank app can scan: the same payload.
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'บันทึกรูป QR' }).click();
    const picture = await saved;
    const picturePath = testInfo.outputPath('qr.png');
    await picture.saveAs(picturePath);
    expect(await readQr(readFileSync(picturePath))).toBe(payload);

    // The slip, with the bank's verification QR.
    const transRef = freshTransferRef();
    await sendSlip(page, await slipPicture({ transRef }));

    // At a desk, staff see the slip beside the amount due with the reference read, and approve.
    const staff = await staffOnDesktop(browser);
    const slipShown = staff.waitForResponse(
      (res) => /\/api\/slips\/[\w-]+\/image$/.test(res.url()) && res.status() === 200,
    );
    const card = await slipCard(staff, orderId);
    await expect(card).toContainText(baht(amount));
    await expect(card).toContainText(transRef);
    // The slip picture itself, from its private address.
    const slipAnswer = await slipShown;
    expect(slipAnswer.headers()['content-type']).toMatch(/^image\//);
    expect(slipAnswer.headers()['cache-control']).toBe('private, no-store');
    await card.getByRole('button', { name: 'ยืนยันการชำระเงิน' }).click();
    await expect(card).toBeHidden();
    await staff.context().close();

    // The customer sees it paid and saves the receipt (ใบเสร็จรับเงิน) with its number.
    await page.reload();
    await expect(page.getByText('ชำระเงินแล้ว', { exact: true }).first()).toBeVisible();
    const receipt = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'ดาวน์โหลดใบเสร็จ' }).click();
    const file = await receipt;
    expect(file.suggestedFilename()).toMatch(/^receipt-RC-\d{6}\.png$/);
    const receiptPath = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(receiptPath);
    const bytes = readFileSync(receiptPath);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    const order = await page.request.get(`/api/orders/${orderId}`);
    expect(await order.json()).toMatchObject({
      paymentStatus: 'paid',
      status: 'confirmed',
      receiptNumber: Number(file.suggestedFilename().match(/\d{6}/)?.[0]),
    });
  });

  test('a transfer slip refused with a reason, sent again and approved', async ({
    page,
    customer: _customer,
    product,
    browser,
  }) => {
    const orderId = await placeOrder(
      page.request,
      [{ productId: product.id, quantity: 2 }],
      'bank_transfer',
    );
    await page.goto(`/orders/${orderId}/payment`);
    await expect(page.getByText(baht(product.price * 2), { exact: true }).first()).toBeVisible();
    await expect(page.getByText('123-4-56789-0')).toBeVisible();
    await page.getByRole('button', { name: 'คัดลอกเลขที่บัญชี 123-4-56789-0' }).click();
    await expect(page.getByText('คัดลอกแล้ว')).toBeVisible();
    await sendSlip(page, await slipPicture({ transRef: freshTransferRef() }));

    const staff = await staffOnDesktop(browser);
    let card = await slipCard(staff, orderId);
    await card.getByRole('button', { name: 'ไม่อนุมัติ' }).click();
    const reject = staff.getByRole('dialog', { name: `ไม่อนุมัติสลิปของคำสั่งซื้อ ${orderId}` });
    await reject.getByLabel('เหตุผล (ลูกค้าจะเห็นข้อความนี้)').fill('ยอดเงินในสลิปไม่ตรงกับคำสั่งซื้อ');
    await reject.getByRole('button', { name: 'ไม่อนุมัติ' }).click();
    await expect(card).toBeHidden();

    // The customer reads why and sends another slip.
    await page.reload();
    await expect(page.getByText(/ยอดเงินในสลิปไม่ตรงกับคำสั่งซื้อ/).first()).toBeVisible();
    await sendSlip(page, await slipPicture({ transRef: freshTransferRef() }), 'ส่งสลิปใหม่');

    card = await slipCard(staff, orderId);
    await card.getByRole('button', { name: 'ยืนยันการชำระเงิน' }).click();
    await expect(card).toBeHidden();
    await staff.context().close();
    await page.reload();
    await expect(page.getByText('ชำระเงินแล้ว', { exact: true }).first()).toBeVisible();
  });

  test('cash on delivery is offered within the shop’s limit and refused over it', async ({
    page,
    customer: _customer,
    makeProduct,
  }) => {
    const small = await makeProduct({ price: 1200, stockCount: 20 });
    const codId = await placeOrder(page.request, [{ productId: small.id, quantity: 2 }], 'cod');
    await page.goto(`/orders/${codId}/payment`);
    await expect(page.getByText('ชำระเงินสดเมื่อได้รับสินค้า')).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR พร้อมเพย์/ })).toHaveCount(0);

    // Over ฿5,000 the checkout offers no cash on delivery, and the API refuses it.
    await page.goto(`/products/${small.category}/${small.id}`);
    const main = page.getByRole('main');
    for (let more = 0; more < 4; more++)
      await main.getByRole('button', { name: 'เพิ่มจำนวน' }).click();
    await main.getByRole('button', { name: 'เพิ่มลงตะกร้า', exact: true }).click();
    await expect(page.getByText('เพิ่ม 5 ชิ้นลงตะกร้าแล้ว')).toBeVisible();
    const confirm = await openConfirmation(page);
    await expect(confirm.getByRole('radio', { name: /^พร้อมเพย์/ })).toBeVisible();
    await expect(confirm.getByRole('radio', { name: /^เก็บเงินปลายทาง/ })).toHaveCount(0);
    await expect(confirm).toContainText('เก็บเงินปลายทางได้เมื่อยอดไม่เกิน ฿5,000.00');
    const refused = await page.request.post('/api/orders', {
      headers: { 'Idempotency-Key': `cod-over-${Date.now()}` },
      data: { items: [{ productId: small.id, quantity: 5 }], paymentMethod: 'cod' },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });

  test('an unpaid order is cancelled when its payment window ends, and its stock comes back', async ({
    page,
    customer: _customer,
    product,
    staff,
  }) => {
    const root = staff.request;
    const before = await paymentSettings(root);
    // A window of 18 seconds; the e2e shop sweeps each second.
    await savePaymentSettings(root, { ...before, paymentWindowHours: 0.005 });
    let orderId: string;
    try {
      orderId = await placeOrder(
        page.request,
        [{ productId: product.id, quantity: 3 }],
        'promptpay',
      );
    } finally {
      await savePaymentSettings(root, before);
    }
    const stockNow = async () =>
      (
        (await (await page.request.get(`/api/products/${product.id}`)).json()) as {
          stockCount: number;
        }
      ).stockCount;
    expect(await stockNow()).toBe(product.stockCount - 3);

    await page.goto(`/orders/${orderId}/payment`);
    await expect(page.getByRole('timer')).toBeVisible();
    // The shop's timer cancels it once the window has passed; the page says so when read again.
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('ยกเลิกอัตโนมัติ (ไม่ได้ชำระเงินภายในเวลา)')).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 45_000 });
    expect(await stockNow()).toBe(product.stockCount);
    await page.goto('/orders');
    await expect(
      page
        .getByRole('article', { name: `คำสั่งซื้อ ${orderId}` })
        .getByText('ยกเลิกอัตโนมัติ (ไม่ได้ชำระเงินภายในเวลา)'),
    ).toBeVisible();
  });
});
