import { expect, test } from './support/fixtures.ts';

test.describe('the public shell', () => {
  test('home renders Thai text in the device’s own Thai font on a first visit', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('link', { name: /ร้านเกษตรอยุธยา/ }).first()).toBeVisible();
    // Sarabun comes from the second visit on (e2e/web-font.spec.ts); this machine's Thai fonts are
    // fonts-thai-tlwg's.
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).not.toContain('Sarabun');
    expect(font).toContain('Loma, Garuda');
    expect(await page.locator('html').getAttribute('data-font')).toBeNull();
  });

  test('a category button reaches its listing route', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) {
      await page.getByRole('button', { name: 'เมนู' }).click();
      await page
        .getByRole('navigation', { name: 'เมนู' })
        .getByRole('link', { name: 'สารกำจัดแมลง' })
        .click();
    } else {
      await page
        .getByRole('navigation', { name: 'เมนูหลัก' })
        .getByRole('link', { name: 'กำจัดแมลง', exact: true })
        .click();
    }
    await expect(page).toHaveURL(/\/products\/insecticides$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('สารกำจัดแมลง');
  });

  test('the header search goes to the product listing with the words', async ({ page }) => {
    await page.goto('/');
    const search = page.getByPlaceholder('ค้นหา...').first();
    await search.fill('ไกลโฟเซต');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=%E0%B9%84/);
  });

  test('an unknown route shows the fallback text', async ({ page }) => {
    await page.goto('/this/page/does/not/exist');
    await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
  });

  test('the hero link /products/equipment lands on /products/equipments', async ({ page }) => {
    await page.goto('/products/equipment');
    await expect(page).toHaveURL(/\/products\/equipments$/);
  });
});
