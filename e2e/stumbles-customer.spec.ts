import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 37, what only a real browser shows: a discount code outliving a reload (the cart kept in
 * localStorage), and Thai lines that break between words, never inside one, on a 390 px phone.
 */

/**
 * On how many lines `text` lies inside `within`, as Chromium drew it: the distinct tops of the
 * boxes of a range over the text, across the element's text nodes (the page may split it into
 * several spans).
 */
function linesOf(within: Locator, text: string): Promise<number> {
  return within.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const whole = nodes.map((node) => node.data).join('');
    const start = whole.indexOf(wanted);
    if (start < 0) throw new Error(`"${wanted}" is not in "${whole}"`);
    const end = start + wanted.length;
    const range = document.createRange();
    let offset = 0;
    for (const node of nodes) {
      const next = offset + node.data.length;
      if (start >= offset && start < next) range.setStart(node, start - offset);
      if (end > offset && end <= next) range.setEnd(node, end - offset);
      offset = next;
    }
    const tops = [...range.getClientRects()]
      .filter((box) => box.width > 0)
      .map((box) => Math.round(box.top));
    // Boxes of one line differ by a pixel or two (marks above and below the letters).
    return new Set(tops.map((top) => Math.round(top / 8))).size;
  }, text);
}

test('a discount code typed in the cart is still applied after a reload', async ({
  page,
  customer: _signedIn,
  cart: _oneProduct,
}) => {
  await page.getByRole('button', { name: 'ตะกร้าสินค้า' }).click();
  const cart = page.getByRole('dialog', { name: 'ตะกร้าสินค้า (1)' });
  await cart.getByRole('textbox', { name: 'โค้ดส่วนลด' }).fill('FARM10');
  await cart.getByRole('button', { name: 'ใช้โค้ด', exact: true }).click();
  await expect(cart.getByRole('button', { name: 'ใช้โค้ดแล้ว' })).toBeDisabled();

  await page.reload();
  await page.getByRole('button', { name: 'ตะกร้าสินค้า' }).click();
  const again = page.getByRole('dialog', { name: 'ตะกร้าสินค้า (1)' });
  await expect(again.getByRole('button', { name: 'ใช้โค้ดแล้ว' })).toBeDisabled();
  await expect(again.getByRole('textbox', { name: 'โค้ดส่วนลด' })).toHaveValue('FARM10');
  // The server priced the reloaded cart with the code: a discount, not ฿0.00.
  const discount = again.getByLabel('สรุปยอด').getByText('ส่วนลด (FARM10)');
  await expect(discount).toBeVisible();
  await expect(discount.locator('xpath=following-sibling::dd')).not.toHaveText('-฿0.00');
});

test('Thai breaks between words on a phone: names, rating counts and the footer', async ({
  page,
}) => {
  await page.goto('/products?q=ไพมีโทรซีน');
  const card = page.getByRole('article', { name: /ไพมีโทรซีน Pro/ }).first();
  const name = card.getByRole('heading', { level: 3 });
  await expect(name).toBeVisible();
  expect(await linesOf(name, 'ไพมีโทรซีน')).toBe(1);
  expect(await linesOf(name, 'เกษตรอยุธยา')).toBe(1);
  const reviews = card.getByText(/\(\d+ รีวิว\)/);
  expect(await linesOf(reviews, (await reviews.textContent()) ?? '')).toBe(1);

  await name.getByRole('link').click();
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toContainText('ไพมีโทรซีน');
  for (const word of ['ไพมีโทรซีน', 'เพลี้ย', 'กระโดดสีน้ำตาล']) {
    expect(await linesOf(title, word), word).toBe(1);
  }

  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'ประกาศความเป็นส่วนตัว' });
  await privacy.scrollIntoViewIfNeeded();
  expect(await linesOf(privacy, 'ความเป็นส่วนตัว')).toBe(1);
  expect(await linesOf(privacy, 'ประกาศ')).toBe(1);
});

test.describe('a name with no place to break', () => {
  test.use({
    newProduct: {
      category: 'others',
      name: 'SuperGrowFertilizerConcentrateFormulaForRiceAndVegetablesExtraStrength70',
    },
  });

  test('wraps inside the word on a phone instead of widening the product page', async ({
    page,
    product,
  }) => {
    await page.goto(`/products/${product.category}/${product.id}`);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(product.name);
    expect(await linesOf(title, product.name)).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
