import { confirmOrder, openConfirmation } from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';
import { deliverByStaff } from './support/orders.ts';

/**
 * Member points, end to end: a member holding points uses them at checkout, sees the discount the
 * server priced before ordering and on the order, staff deliver the parcel, and the points it
 * earned are on the member's points page.
 */
test.use({ newProduct: { price: 400, memberPoints: 40 } });

test('a member spends points at checkout and earns the order’s points on delivery', async ({
  page,
  staff,
  customer,
  cart: _inCart,
}, testInfo) => {
  // The shop gives the member 5,000 points (฿50 at the owner's default).
  const given = await staff.request.post(`/api/admin/members/${customer.id}/points`, {
    data: { change: 5000, note: 'แต้มต้อนรับสมาชิกใหม่' },
  });
  expect(given.status(), await given.text()).toBe(200);

  const confirm = await openConfirmation(page);
  await expect(confirm.getByText('แต้มสะสม 5,000 แต้ม')).toBeVisible();
  await confirm.getByRole('radio', { name: /เก็บเงินปลายทาง/ }).check();
  await confirm.getByRole('checkbox', { name: 'ใช้แต้ม' }).check();
  // The server's quote: 5,000 points (under half of ฿400) take ฿50 off.
  await expect(confirm.getByTestId('points-discount')).toHaveText('-฿50.00');
  await expect(confirm.getByText('ส่วนลดแต้ม', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('checkout-points.png'), fullPage: true });
  const orderId = await confirmOrder(page, confirm);
  const order = await (await page.request.get(`/api/orders/${orderId}`)).json();
  expect(order).toMatchObject({ pointsUsed: 5000, pointsDiscount: 50, pointsEarned: 40 });
  expect(order.amountDue).toBe(350 + order.shippingFee);

  // The order page: the points' discount among the totals, the points to come.
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText('ส่วนลดแต้ม (ใช้ 5,000 แต้ม)')).toBeVisible();
  await expect(page.getByText('จะได้รับ 40 แต้มเมื่อได้รับสินค้า')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('order-points.png'), fullPage: true });

  // Staff take the order, hand it to the carrier and mark it delivered.
  await deliverByStaff(staff.request, orderId);

  // The member's points page: 5,000 − 5,000 spent + 40 earned.
  await page.goto('/account/points');
  await expect(page.getByTestId('points-balance')).toHaveText('40');
  await expect(page.getByText('ได้รับจากคำสั่งซื้อ')).toBeVisible();
  await expect(page.getByText('ใช้เป็นส่วนลด')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('account-points.png'), fullPage: true });
});
