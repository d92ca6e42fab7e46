import { expect, test } from './support/fixtures.ts';
import { scrollToRest } from './support/layout.ts';
import { deliverByStaff, placeOrder } from './support/orders.ts';

/**
 * A review written as one long run with no break (a row of ๆ, a pasted link) wraps inside its
 * card on a phone (the product page's and the home page's) and inside its column in the back
 * office: the page never grows sideways.
 */
test.use({ newProduct: { price: 120, stockCount: 10, category: 'others' } });

const RUN = `ดีมาก${'ๆ'.repeat(160)}`;
const LINK = `https://example.com/${'x'.repeat(180)}`;

test('a review without spaces wraps on a phone’s product and home pages and in the back office', async ({
  page,
  customer: _buyer,
  product,
  staff,
}) => {
  const orderId = await placeOrder(page.request, [{ productId: product.id, quantity: 1 }]);
  await deliverByStaff(staff.request, orderId);
  const posted = await page.request.post(`/api/products/${product.id}/reviews`, {
    data: { orderId, rating: 5, comment: `${RUN} ${LINK}` },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/products/${product.category}/${product.id}`);
  await page.getByRole('region', { name: 'รายละเอียดสินค้า' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, window.innerHeight));
  const reviews = page.getByRole('region', { name: 'รีวิวจากผู้ซื้อ' });
  await scrollToRest(reviews);
  const comment = reviews.getByText(LINK, { exact: false });
  await expect(comment).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await comment.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);

  // Five stars with a comment: the home page shows it among buyers' best, wrapped in its card.
  await page.goto('/#reviews');
  const onHome = page
    .getByRole('region', { name: 'รีวิวจากลูกค้า' })
    .getByRole('figure')
    .filter({ hasText: 'ดีมากๆ' });
  await expect(onHome).toBeVisible();
  await scrollToRest(onHome);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const card = await onHome.boundingBox();
  expect((card?.x ?? 0) + (card?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);

  // The back office: at a desktop's width the table fits beside the menu; on a phone each review
  // is a card. Nothing scrolls sideways.
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await staff.setViewportSize(viewport);
    await staff.goto(`/admin/reviews?q=${encodeURIComponent('ดีมากๆ')}`);
    const table = staff.getByRole('table');
    await expect(table.getByText(LINK, { exact: false })).toBeVisible();
    const sideways = await table.evaluate((element) => {
      const frame = element.parentElement as HTMLElement;
      return frame.scrollWidth - frame.clientWidth;
    });
    expect(sideways, `${viewport.width} px`).toBe(0);
    expect(
      await staff.evaluate(() => document.documentElement.scrollWidth),
      `${viewport.width} px`,
    ).toBeLessThanOrEqual(viewport.width);
  }
});
