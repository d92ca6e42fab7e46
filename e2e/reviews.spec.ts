import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures.ts';
import { scrollToRest } from './support/layout.ts';
import { placeOrder } from './support/orders.ts';

/**
 * Customers come back (issue 39): a buyer of a delivered order reviews it with a photo and finds
 * it on the product page as "ผู้ซื้อจริง"; a customer who finds a pack sold out asks to be told,
 * staff restock it, and the notice is on the customer's alerts page.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/reviews';

/** Staff take the cash-on-delivery order through confirmation, the carrier and delivery. */
async function deliver(staff: APIRequestContext, orderId: string) {
  const detail = await (await staff.get(`/api/admin/transactions/${orderId}`)).json();
  const itemIds = (detail.items as { id: number }[]).map((item) => item.id);
  // One after the other: each move needs the one before it to have landed.
  const steps = [
    () => staff.post(`/api/admin/transactions/${orderId}/confirm`, { data: { itemIds } }),
    () =>
      staff.post(`/api/admin/transactions/${orderId}/shipment`, {
        data: { carrier: 'other', trackingNumber: `REVIEW-${orderId}` },
      }),
    () => staff.post(`/api/admin/transactions/${orderId}/delivered`),
  ];
  for (const step of steps) {
    const res = await step();
    expect(res.status(), await res.text()).toBe(200);
  }
}

test.describe('customers come back', () => {
  test.use({
    newProduct: { price: 320, stockCount: 30, category: 'others', name: 'ปุ๋ยอินทรีย์ตราข้าวทองรีวิว' },
  });

  test('a delivered order → a review with a photo → on the product page as ผู้ซื้อจริง', async ({
    page,
    customer,
    product,
    staff,
  }, testInfo) => {
    const orderId = await placeOrder(page.request, [{ productId: product.id, quantity: 1 }]);
    await deliver(staff.request, orderId);

    await page.goto(`/orders/${orderId}`);
    const form = page.getByRole('form', { name: product.name });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: '5 ดาว' }).click();
    await form.getByLabel('ความคิดเห็น').fill('ใส่นาข้าวแล้วต้นเขียวดี <script>alert(1)</script>');
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 60, g: 150, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    await form
      .getByLabel(/แนบรูป/)
      .setInputFiles({ name: 'field.jpg', mimeType: 'image/jpeg', buffer: photo });
    await form.screenshot({ path: `${SHOTS}/review-form-${testInfo.project.name}.png` });
    await form.getByRole('button', { name: 'ส่งรีวิว' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'แสดงบนหน้าสินค้าแล้ว' })).toBeVisible();
    await page.screenshot({
      path: `${SHOTS}/order-review-${testInfo.project.name}.png`,
      fullPage: true,
    });
    // Back on the order later: what was given, not a form the shop would refuse.
    await page.reload();
    await expect(page.getByText('รีวิวแล้ว')).toBeVisible();
    await expect(page.getByRole('img', { name: 'คุณให้ 5 ดาว' })).toBeVisible();
    await expect(page.getByRole('form', { name: product.name })).toHaveCount(0);
    const invitation = page.getByRole('region', { name: 'รีวิวสินค้าที่ได้รับ' });
    await invitation.screenshot({ path: `${SHOTS}/order-reviewed-${testInfo.project.name}.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await invitation.screenshot({ path: `${SHOTS}/order-reviewed-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });

    // The home page's reviews are buyers' best: this one is there, with its product.
    const homeReviews = page.getByRole('region', { name: 'รีวิวจากลูกค้า' });
    const onHome = homeReviews.getByRole('figure').filter({ hasText: 'ต้นเขียวดี' });
    await page.goto('/#reviews');
    await expect(onHome).toBeVisible();
    await expect(onHome.getByRole('link', { name: product.name })).toHaveAttribute(
      'href',
      `/products/${product.category}/${product.id}`,
    );
    await expect(onHome.getByText('ผู้ซื้อจริง')).toBeVisible();
    await scrollToRest(homeReviews);
    await homeReviews.screenshot({ path: `${SHOTS}/home-reviews-${testInfo.project.name}.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await scrollToRest(homeReviews);
    await homeReviews.screenshot({ path: `${SHOTS}/home-reviews-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto(`/products/${product.category}/${product.id}`);
    // The reviews load as the customer scrolls down to them.
    await page.getByRole('region', { name: 'รายละเอียดสินค้า' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    const reviews = page.getByRole('region', { name: 'รีวิวจากผู้ซื้อ' });
    await scrollToRest(reviews);
    await expect(reviews.getByText('ผู้ซื้อจริง')).toBeVisible();
    await expect(reviews.getByText('<script>alert(1)</script>', { exact: false })).toBeVisible();
    await expect(reviews.getByRole('img', { name: /รูปจากรีวิวของ/ })).toBeVisible();
    // The buyer's first name and the first consonant of the last name.
    const initial = customer.lastName.match(/[\u0E01-\u0E2E]/u)?.[0];
    await expect(reviews.getByText(`${customer.firstName} ${initial}.`)).toBeVisible();
    await reviews.screenshot({ path: `${SHOTS}/product-reviews-${testInfo.project.name}.png` });
    // The same section on a desktop's width.
    await page.setViewportSize({ width: 1440, height: 900 });
    await scrollToRest(reviews);
    await page.screenshot({ path: `${SHOTS}/product-reviews-desktop.png` });

    // Staff see it in the back office's reviews page and hide it with a reason.
    await staff.setViewportSize({ width: 1440, height: 900 });
    await staff.goto(`/admin/reviews?q=${encodeURIComponent('ต้นเขียวดี')}`);
    const row = staff.getByRole('row').filter({ hasText: 'ต้นเขียวดี' });
    await row.getByRole('button', { name: 'Hide' }).click();
    await row.getByLabel(/Why hide it/).fill('ข้อความมีลิงก์โฆษณา');
    await row.getByRole('button', { name: 'Hide review' }).click();
    await expect(row.getByText('Hidden: ข้อความมีลิงก์โฆษณา')).toBeVisible();
    await staff.screenshot({ path: `${SHOTS}/admin-reviews-desktop.png` });
    const shown = await (await page.request.get(`/api/products/${product.id}/reviews`)).json();
    expect(shown.total).toBe(0);
    // Hidden, it leaves the home page at the next visit.
    const asked = page.waitForResponse((res) => res.url().includes('/api/reviews?'));
    await page.goto('/#reviews');
    const left = (await (await asked).json()) as { items: { comment: string }[] };
    expect(left.items.filter((review) => review.comment.includes('ต้นเขียวดี'))).toEqual([]);
    await expect(page.getByRole('region', { name: 'ติดต่อเรา' })).toBeVisible();
    await expect(page.getByText('ต้นเขียวดี')).toHaveCount(0);
  });

  test('a sold-out pack → an alert → staff restock → the notice on the alerts page', async ({
    page,
    customer: _signedIn,
    makeProduct,
    staff,
  }, testInfo) => {
    const soldOut = await makeProduct({
      price: 150,
      stockCount: 1,
      category: 'others',
      name: 'ยาฆ่าหญ้ารอของเข้า',
    });
    // Staff count the shelf and find none left.
    const set = (stockCount: number) =>
      staff.request.put(`/api/admin/products/${soldOut.id}`, {
        data: {
          name: soldOut.name,
          category: soldOut.category,
          image: soldOut.image,
          features: soldOut.features,
          description: soldOut.description,
          how2use: soldOut.how2use,
          price: soldOut.price,
          stockCount,
        },
      });
    expect((await set(0)).status()).toBe(200);

    await page.goto(`/products/${soldOut.category}/${soldOut.id}`);
    await page.getByRole('button', { name: /แจ้งเตือนเมื่อมีสินค้า/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'บันทึกแล้ว' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/stock-alert-${testInfo.project.name}.png` });

    await page.goto('/account/alerts');
    await expect(page.getByRole('heading', { name: 'กำลังรอสินค้า' })).toBeVisible();

    // The back office counts the customers waiting for the sold-out pack.
    await staff.setViewportSize({ width: 1440, height: 900 });
    await staff.goto(`/admin/products?q=${encodeURIComponent(soldOut.name)}`);
    await expect(staff.getByText('รอ 1 คน')).toBeVisible();
    await staff.screenshot({ path: `${SHOTS}/admin-products-waiting-desktop.png` });

    const restock = await set(20);
    expect(restock.status(), await restock.text()).toBe(200);

    await page.reload();
    const back = page.getByRole('region', { name: 'สินค้ากลับมาแล้ว' });
    await expect(back.getByRole('link', { name: /ยาฆ่าหญ้ารอของเข้า/ })).toHaveAttribute(
      'href',
      `/products/${soldOut.category}/${soldOut.id}`,
    );
    await page.screenshot({
      path: `${SHOTS}/alerts-page-${testInfo.project.name}.png`,
      fullPage: true,
    });
  });
});
