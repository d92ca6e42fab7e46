import { confirmAndGoPay } from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The farmer's question, answered on a phone: "my rice has brown planthopper — what do I spray,
 * how much for my 7 rai, and which bottles do I buy?" From the crop browser to the cart.
 */
test('rice → brown planthopper → a product → the calculator for 7 rai → the packs ordered', async ({
  page,
  customer: _signedIn,
}, testInfo) => {
  await page.goto('/');
  await page
    .getByRole('link', { name: /^ปัญหาในแปลง/ })
    .first()
    .click();
  await expect(page).toHaveURL('/problems');
  await page.getByRole('link', { name: /ข้าว/ }).first().click();
  await page
    .getByRole('link', { name: /เพลี้ยกระโดดสีน้ำตาล/ })
    .first()
    .click();
  await expect(page).toHaveURL(/crop=rice&target=brown-planthopper/);
  await expect(page.getByRole('heading', { name: /สินค้าสำหรับเพลี้ยกระโดดสีน้ำตาลในข้าว/ })).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`recommendations-${testInfo.project.name}.png`),
    fullPage: true,
  });

  await page
    .getByRole('region', { name: /สินค้าสำหรับเพลี้ยกระโดดสีน้ำตาลในข้าว/ })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/crop=rice&target=brown-planthopper/);
  // The calculator loads as the customer scrolls down to it. The product's details may still be
  // arriving (the page grows under the scroll), so the customer scrolls on until it is there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const calculator = page.getByRole('region', { name: 'คำนวณปริมาณการใช้สำหรับแปลงของคุณ' });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(calculator).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await calculator.getByLabel('ไร่', { exact: true }).fill('7');
  await expect(calculator.getByText('7 ไร่', { exact: true })).toBeVisible();
  await calculator.scrollIntoViewIfNeeded();
  await calculator.screenshot({
    path: testInfo.outputPath(`calculator-${testInfo.project.name}.png`),
  });

  await calculator.getByRole('button', { name: 'ใส่ตะกร้าทั้งหมด' }).click();
  await expect(calculator.getByText('ใส่สินค้าตามที่คำนวณลงตะกร้าแล้ว')).toBeVisible();
  await page.getByRole('button', { name: 'ตะกร้าสินค้า' }).click();
  const cart = page.getByRole('dialog', { name: /^ตะกร้าสินค้า/ });
  await expect(cart.getByRole('listitem').first()).toBeVisible();
  await cart.screenshot({ path: testInfo.outputPath(`cart-${testInfo.project.name}.png`) });

  // The order holds the sizes the calculator chose, as the cart showed them.
  const sizes = await cart.getByRole('listitem').allTextContents();
  await cart.getByRole('button', { name: 'สั่งซื้อสินค้า' }).click();
  const orderId = await confirmAndGoPay(page, page.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' }));
  const answer = await page.request.get(`/api/orders/${orderId}`);
  expect(answer.status()).toBe(200);
  const order = (await answer.json()) as {
    items: { variantId: number | null; variantLabel: string | null }[];
  };
  expect(order.items).toHaveLength(sizes.length);
  for (const item of order.items) {
    expect(item.variantId).not.toBeNull();
    expect(sizes.some((text) => text.includes(item.variantLabel ?? '—'))).toBe(true);
  }
});
