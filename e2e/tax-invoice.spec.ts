import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForTheShopOnLoad } from './support/fixtures.ts';
import { placeOrder } from './support/orders.ts';

/**
 * A full tax invoice asked for on a phone (decisions "Third release": tax documents): a paid order,
 * "ขอใบกำกับภาษีเต็มรูป", the buyer's details with a Thai message for a wrong tax id, then the
 * invoice's and the receipt's PDFs linked from the order and answering PDFs.
 */

const TRACKING = 'EF582568151TH';

async function api(request: APIRequestContext, method: 'post' | 'put', url: string, data: unknown) {
  const res = await request[method](url, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/** The shop VAT-registered, and the order confirmed, shipped and delivered by staff: paid. */
async function paidByStaff(root: APIRequestContext, orderId: string) {
  const settings = await (await root.get('/api/admin/settings/payments')).json();
  await api(root, 'put', '/api/admin/settings/payments', {
    ...settings,
    vatRegistered: true,
    taxId: '0145561000011',
  });
  const order = await (await root.get(`/api/admin/transactions/${orderId}`)).json();
  const itemIds = (order.items as { id: number }[]).map((item) => item.id);
  await api(root, 'post', `/api/admin/transactions/${orderId}/confirm`, { itemIds });
  await api(root, 'post', `/api/admin/transactions/${orderId}/shipment`, {
    carrier: 'thailandpost',
    trackingNumber: TRACKING,
  });
  await api(root, 'post', `/api/admin/transactions/${orderId}/delivered`, {});
}

test.describe('full tax invoice', () => {
  test.use({ newProduct: { price: 1070, stockCount: 20, category: 'equipments' } });

  test('a paid order: the buyer asks, fixes a wrong tax id, and downloads the invoice PDF', async ({
    page,
    customer: _customer,
    product,
    staff,
    browser,
  }, testInfo) => {
    const orderId = await placeOrder(page.request, [{ productId: product.id, quantity: 1 }]);
    await paidByStaff(staff.request, orderId);

    await page.goto(`/orders/${orderId}`);
    await page.getByRole('button', { name: 'ขอใบกำกับภาษีเต็มรูป' }).click();
    const dialog = page.getByRole('dialog', { name: 'ขอใบกำกับภาษีเต็มรูป' });
    await dialog.getByLabel('ชื่อผู้ซื้อ / ชื่อบริษัท').fill('สหกรณ์การเกษตรบางปะอิน จำกัด');
    await dialog.getByLabel('เลขประจำตัวผู้เสียภาษี (13 หลัก)').fill('0105556123454');
    await dialog.getByRole('radio', { name: 'สาขา' }).check();
    await dialog.getByLabel('เลขที่สาขา (5 หลัก)').fill('00012');
    await dialog
      .getByLabel('ที่อยู่ตามที่จดทะเบียน')
      .fill('99 หมู่ 4 ตำบลบ้านเลน อำเภอบางปะอิน พระนครศรีอยุธยา 13160');
    await dialog.getByRole('button', { name: 'ออกใบกำกับภาษี' }).click();
    await expect(dialog.getByText('เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('tax-invoice-form-phone.png') });

    await dialog.getByLabel('เลขประจำตัวผู้เสียภาษี (13 หลัก)').fill('0105556123453');
    await dialog.getByRole('button', { name: 'ออกใบกำกับภาษี' }).click();
    await expect(dialog).toBeHidden();
    const invoiceLink = page.getByRole('link', { name: /^ใบกำกับภาษี INV-\d{4}-\d{6} \(PDF\)$/ });
    await expect(invoiceLink).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'ออกใบกำกับภาษีเลขที่' })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath('tax-invoice-issued-phone.png'),
      fullPage: true,
    });

    const href = await invoiceLink.getAttribute('href');
    expect(href).toBe(`/api/orders/${orderId}/tax-invoice.pdf`);
    const pdf = await page.request.get(href ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const receiptHref = await page
      .getByRole('link', { name: 'ใบเสร็จรับเงิน (PDF)' })
      .getAttribute('href');
    const receipt = await page.request.get(receiptHref ?? '');
    expect(receipt.headers()['content-type']).toBe('application/pdf');

    // On a desktop: the customer's order page, and the back office's order detail with the links.
    const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await desk.addCookies(await page.context().cookies());
    const customerDesk = waitForTheShopOnLoad(await desk.newPage());
    await customerDesk.goto(`/orders/${orderId}`);
    await expect(customerDesk.getByRole('link', { name: /^ใบกำกับภาษี INV-/ })).toBeVisible();
    await customerDesk.screenshot({ path: testInfo.outputPath('tax-invoice-issued-desktop.png') });
    const office = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await office.addCookies(await staff.context().cookies());
    const staffDesk = waitForTheShopOnLoad(await office.newPage());
    await staffDesk.goto('/admin/transactions');
    await staffDesk
      .getByRole('button', { name: `View ${orderId}` })
      .first()
      .click();
    const detail = staffDesk.getByRole('dialog', { name: `Transaction ${orderId}` });
    const staffLink = detail.getByRole('link', { name: /^ใบกำกับภาษี INV-/ });
    await staffLink.scrollIntoViewIfNeeded();
    await expect(staffLink).toHaveAttribute('href', href ?? '');
    await staffDesk.screenshot({ path: testInfo.outputPath('admin-order-documents-desktop.png') });
    await expect(staffDesk.getByRole('link', { name: 'รายงานภาษีขาย (CSV)' })).toHaveAttribute(
      'href',
      /\/api\/admin\/reports\/sales-tax\.csv\?month=\d{4}-\d{2}$/,
    );
    await desk.close();
    await office.close();
  });
});
