import { freshTransferRef, slipPicture } from '../src/testing/slip-pictures.ts';
import { expect, test } from './support/fixtures.ts';
import { placeOrder } from './support/orders.ts';

/**
 * Issue 37, what staff stumbled on in a real browser on a phone: the transactions' day filter
 * typed key by key (the native date input handed out year 0002 after the first year digit and
 * emptied the list), and the header's count of slips waiting (the sidebar that counts them is a
 * closed drawer on a phone).
 */

/** Today in Bangkok, as the filter shows it (dd/MM/yyyy) and as the API takes it. */
function bangkokToday() {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' })
    .format(new Date())
    .split('-');
  return { typed: `${day}/${month}/${year}`, sent: `${year}-${month}-${day}` };
}

test('a day typed key by key filters once, on the whole day; the header counts slips waiting', async ({
  page,
  customer: _customer,
  staff,
  product,
}) => {
  // A PromptPay order of today, with a slip waiting for staff.
  const orderId = await placeOrder(
    page.request,
    [{ productId: product.id, quantity: 1 }],
    'promptpay',
  );
  const slip = await page.request.post(`/api/orders/${orderId}/slips`, {
    multipart: {
      file: {
        name: 'slip.jpg',
        mimeType: 'image/jpeg',
        buffer: await slipPicture({ transRef: freshTransferRef() }),
      },
    },
  });
  expect(slip.status(), await slip.text()).toBe(201);

  const asked: string[] = [];
  staff.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/admin/transactions') asked.push(url.searchParams.get('from') ?? '');
  });
  await staff.goto('/admin/transactions');
  const row = staff
    .getByRole('row')
    .filter({ has: staff.getByRole('rowheader', { name: orderId }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('รอตรวจสอบสลิป');

  // On a phone the header says how many slips wait, and leads to them.
  const header = staff.getByRole('banner');
  const slips = header.getByRole('link', { name: /^สลิปรอตรวจ \d+ รายการ$/ });
  await expect(slips).toBeVisible();
  await expect(staff.getByRole('navigation', { name: 'Admin' })).toBeHidden();

  // The day typed as a person types it: nothing is asked until the day is whole.
  const today = bangkokToday();
  const from = staff.getByLabel('ตั้งแต่วันที่');
  await from.click();
  await from.pressSequentially(today.typed.slice(0, -1), { delay: 30 });
  await expect(row).toBeVisible();
  expect(new URL(staff.url()).searchParams.get('from')).toBeNull();
  await from.press(today.typed.slice(-1));
  await expect(staff).toHaveURL(new RegExp(`from=${today.sent}`));
  await expect(row).toBeVisible();
  await expect(from).toHaveValue(today.typed);
  expect(asked.filter(Boolean)).toEqual([today.sent]);

  await slips.click();
  await expect(staff).toHaveURL(/\/admin\/payments$/);
});
