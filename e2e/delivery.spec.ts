import type { APIRequestContext } from '@playwright/test';
import type { ShippingSettingsInput } from '../src/shared/contracts/shipping.ts';
import { freshTransferRef, slipPicture } from '../src/testing/slip-pictures.ts';
import { confirmAndGoPay, openConfirmation, sendSlip } from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Getting it there (decision 0025), as the issue tells it: a new customer on a phone types
 * "13160", picks the ตำบล and orders with the shop's fee added, pays by PromptPay; staff print
 * the packing slip and hand the parcel to Thailand Post; the customer sees the tracking number and
 * says the parcel arrived.
 */

const FEE = 40;
const TRACKING = 'EF582568151TH';

const baht = (amount: number) =>
  `฿${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function saveShipping(root: APIRequestContext, settings: ShippingSettingsInput) {
  const res = await root.put('/api/admin/settings/shipping', { data: settings });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('getting it there', () => {
  test.use({ newProduct: { price: 420, stockCount: 50, category: 'fungicides' } });

  test('13160 → the ตำบล picked, the fee paid by PromptPay, the slip printed, Thailand Post, received', async ({
    page,
    customer,
    cart,
    staff,
  }, testInfo) => {
    test.setTimeout(150_000);
    // The shop charges a flat fee for this test only (the run shares one database).
    const before = await (await staff.request.get('/api/admin/settings/shipping')).json();
    await saveShipping(staff.request, {
      flatFee: FEE,
      freeFrom: null,
      remoteSurcharge: { provinces: [], fee: 0 },
      codFee: 0,
    });
    try {
      // The cart → the confirmation: a new address, found by its postcode.
      const confirm = await openConfirmation(page);
      await confirm.getByRole('radio', { name: 'ที่อยู่ใหม่' }).check();
      await confirm.getByLabel('ชื่อผู้รับ').fill('ลุงสมศักดิ์ ใจดี');
      await confirm.getByLabel('เบอร์โทรศัพท์ผู้รับ').fill('0891234567');
      await confirm.getByLabel('บ้านเลขที่ หมู่ ถนน จุดสังเกต').fill('12/3 หมู่ 4 ข้างวัดคลองจิก');
      await confirm.getByRole('combobox', { name: 'รหัสไปรษณีย์' }).pressSequentially('13160');
      const suggestions = confirm.getByRole('listbox', { name: 'ที่อยู่ที่ตรงกัน' });
      await suggestions
        .getByRole('option', { name: 'คลองจิก » บางปะอิน » พระนครศรีอยุธยา » 13160' })
        .click();
      await expect(confirm.getByRole('combobox', { name: 'ตำบล / แขวง' })).toHaveValue('คลองจิก');
      await expect(confirm.getByRole('combobox', { name: 'อำเภอ / เขต' })).toHaveValue('บางปะอิน');
      await expect(confirm.getByRole('combobox', { name: 'จังหวัด' })).toHaveValue('พระนครศรีอยุธยา');
      // The fee is the server's, and the amount due includes it.
      const amountDue = cart.product.price + FEE;
      await expect(confirm).toContainText(baht(FEE));
      await expect(confirm).toContainText(baht(amountDue));
      await confirm.screenshot({ path: testInfo.outputPath('confirm-address.png') });
      await expect(confirm.getByRole('radio', { name: /^พร้อมเพย์/ })).toBeChecked();
      const orderId = await confirmAndGoPay(page, confirm);

      // The QR is for the goods and the fee; the slip goes in; the shop approves it.
      await expect(
        page.getByRole('img', { name: `QR พร้อมเพย์สำหรับยอด ${baht(amountDue)}` }),
      ).toBeVisible();
      await sendSlip(page, await slipPicture({ transRef: freshTransferRef() }));
      const approved = await staff.request.post(`/api/admin/transactions/${orderId}/payment`, {
        data: { decision: 'approve' },
      });
      expect(approved.status(), await approved.text()).toBe(200);

      // Staff: the orders to ship, this one ticked, its label printed in a new tab.
      await staff.goto('/admin/transactions');
      const row = staff
        .getByRole('row')
        .filter({ has: staff.getByRole('rowheader', { name: new RegExp(orderId) }) });
      await expect(row).toBeVisible();
      const toShip = staff.getByRole('checkbox', { name: 'รอส่ง' });
      await toShip.click();
      await expect(toShip).toBeChecked();
      await expect(staff).toHaveURL(/[?&]toShip=1/);
      await expect(row).toBeVisible();
      await row.getByRole('checkbox', { name: `เลือก ${orderId}` }).check();
      const [label] = await Promise.all([
        staff.context().waitForEvent('page'),
        staff.getByRole('link', { name: 'พิมพ์ใบปะหน้า' }).click(),
      ]);
      await label.waitForLoadState();
      const printed = label.locator('body');
      await expect(printed).toContainText('ลุงสมศักดิ์ ใจดี');
      await expect(printed).toContainText('12/3 หมู่ 4 ข้างวัดคลองจิก');
      await expect(printed).toContainText('ต.คลองจิก อ.บางปะอิน จ.พระนครศรีอยุธยา 13160');
      await expect(printed).toContainText(orderId);
      await expect(printed).not.toContainText('เก็บเงินปลายทาง');
      const pdf = await label.pdf({ preferCSSPageSize: true });
      await testInfo.attach('packing-slip.pdf', { body: pdf, contentType: 'application/pdf' });
      await label.close();

      // The order's dialog: Thailand Post and its number.
      await row.getByRole('button', { name: `View ${orderId}` }).click();
      const dialog = staff.getByRole('dialog', { name: `Transaction ${orderId}` });
      await dialog.getByRole('combobox', { name: /ขนส่ง/ }).selectOption('thailandpost');
      await dialog.getByRole('textbox', { name: /เลขพัสดุ/ }).fill('ef 582568151 th');
      await dialog.getByRole('button', { name: 'ส่งพัสดุ' }).click();
      await expect(dialog).toContainText(TRACKING);

      // The customer sees the carrier and the number, follows it, and says it arrived.
      await page.goto(`/orders/${orderId}`);
      await expect(page.getByText(TRACKING)).toBeVisible();
      await expect(page.getByRole('link', { name: 'ติดตามพัสดุ' })).toHaveAttribute(
        'href',
        `https://track.thailandpost.co.th/?trackNumber=${TRACKING}`,
      );
      await expect(page.getByText('ลุงสมศักดิ์ ใจดี').first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('order-shipped.png') });
      await page.getByRole('button', { name: 'ได้รับสินค้าแล้ว' }).click();
      await expect
        .poll(async () => (await (await page.request.get(`/api/orders/${orderId}`)).json()).status)
        .toBe('delivered');
      const order = await (await page.request.get(`/api/orders/${orderId}`)).json();
      expect(order).toMatchObject({
        shippingFee: FEE,
        amountDue,
        shippingAddress: {
          recipient: 'ลุงสมศักดิ์ ใจดี',
          subdistrict: 'คลองจิก',
          district: 'บางปะอิน',
          postcode: '13160',
        },
        shipment: { carrier: 'thailandpost', trackingNumber: TRACKING },
      });
      // "บันทึกที่อยู่นี้" was ticked: the address is in the customer's book for next time.
      const book = await (await page.request.get('/api/me/addresses')).json();
      expect(book.addresses).toEqual([
        expect.objectContaining({ recipient: 'ลุงสมศักดิ์ ใจดี', postcode: '13160', isDefault: true }),
      ]);
      expect(customer.phone).toMatch(/^0\d{9}$/);
    } finally {
      await saveShipping(staff.request, {
        flatFee: before.flatFee,
        freeFrom: before.freeFrom,
        remoteSurcharge: before.remoteSurcharge,
        codFee: before.codFee,
        codeWaivesFee: before.codeWaivesFee,
      });
    }
  });
});
