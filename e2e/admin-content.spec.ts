import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { demoProducts } from '../src/server/db/seed/catalog.ts';
import { demoArticles, demoNews } from '../src/server/db/seed/content.ts';
import { E2E_ROOT_PASSWORD, E2E_ROOT_PHONE } from './support/constants.ts';

/**
 * The back office keeps the storefront in step: a product added with an uploaded picture shows in
 * its category at once, a new price shows after an edit, a deleted product is gone; articles and
 * news make the same round trip.
 */

const knownInsecticide = demoProducts.find((product) => product.category === 'insecticides');
const newestArticle = [...demoArticles].sort((a, b) => a.daysAgo - b.daysAgo)[0];
const newestNews = [...demoNews].sort((a, b) => a.daysAgo - b.daysAgo)[0];

async function loginAsRoot(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await dialog.getByLabel('เบอร์โทรศัพท์').fill(E2E_ROOT_PHONE);
  await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill(E2E_ROOT_PASSWORD);
  await dialog.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(dialog).toBeHidden();
}

/** Accepts the next window.confirm after checking its text. */
function acceptConfirm(page: Page, text: string) {
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('confirm');
    expect(dialog.message()).toBe(text);
    await dialog.accept();
  });
}

async function searchAdmin(page: Page, label: string, words: string) {
  await page.getByRole('searchbox', { name: label }).fill(words);
}

test.describe('admin content reaches the storefront', () => {
  test('a product: add with an uploaded picture, change its price, delete it', async ({
    page,
  }, testInfo) => {
    if (!knownInsecticide) throw new Error('the demo catalogue has no insecticide');
    const name = `สารทดสอบ E2E ${testInfo.project.name} ${Date.now()}`;
    const picture = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 22, g: 128, b: 61 } },
    })
      .png()
      .toBuffer();

    await loginAsRoot(page);
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: '+ Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByLabel(/Product Name/).fill(name);
    await dialog.getByLabel(/^Category/).selectOption('insecticides');
    await dialog.getByLabel(/^Price/).fill('777');
    await dialog.getByLabel(/Stock Count/).fill('15');
    await dialog.getByLabel(/^Tags/).fill('ทดสอบ, e2e');
    await dialog
      .getByLabel('อัปโหลดรูปภาพ')
      .setInputFiles({ name: 'farm.png', mimeType: 'image/png', buffer: picture });
    await expect(dialog.getByLabel(/Image URL/)).toHaveValue(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    await expect(dialog.getByRole('img', { name: 'ตัวอย่างรูปภาพ' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog).toBeHidden();

    await searchAdmin(page, 'Search products', name);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row).toContainText('สารกำจัดแมลง');
    await expect(row).toContainText('฿777.00');
    await expect(row).toContainText('Active/In Stock');

    await page.goto('/products/insecticides');
    await expect(page.getByText(knownInsecticide.name).first()).toBeVisible();
    const card = page.getByText(name).first();
    await expect(card).toBeVisible();
    await expect(page.locator('img[src^="/uploads/"]').first()).toBeVisible();
    await expect(page.getByText('฿777.00').first()).toBeVisible();

    await page.goto('/admin/products');
    await searchAdmin(page, 'Search products', name);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await edit.getByLabel(/^Price/).fill('699');
    await edit.getByRole('button', { name: 'Update Product' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('฿699.00');

    await page.goto('/products/insecticides');
    await expect(page.getByText(name).first()).toBeVisible();
    await expect(page.getByText('฿699.00').first()).toBeVisible();
    await expect(page.getByText('฿777.00')).toHaveCount(0);

    await page.goto('/admin/products');
    await searchAdmin(page, 'Search products', name);
    acceptConfirm(page, 'Are you sure you want to delete this product?');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
    await expect(page.getByText('ไม่พบสินค้าที่คุณค้นหา')).toBeVisible();

    await page.goto('/products/insecticides');
    await expect(page.getByText(knownInsecticide.name).first()).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test('an article: add, edit and delete, seen on /articles each time', async ({
    page,
  }, testInfo) => {
    if (!newestArticle) throw new Error('the demo content has no article');
    const title = `บทความทดสอบ E2E ${testInfo.project.name} ${Date.now()}`;
    const renamed = `${title} (แก้ไข)`;
    const probe = '<script>window.__adminXss = 1</script>';

    await loginAsRoot(page);
    await page.goto('/admin/articles');
    await page.getByRole('button', { name: '+ Add Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Article' });
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Author/).fill('ทีมงานทดสอบ');
    await dialog.getByLabel(/Read Time/).fill('4 min read');
    await dialog.getByLabel(/Image URL/).fill('/images/articles/rice-weed-control.svg');
    await dialog.getByLabel(/^Excerpt/).fill('สรุปบทความทดสอบ');
    await dialog.getByLabel(/^Content/).fill(`ย่อหน้าแรก ${probe}\n\nย่อหน้าที่สอง`);
    await dialog.getByRole('button', { name: 'Add Article' }).click();
    await expect(dialog).toBeHidden();
    await searchAdmin(page, 'Search articles', title);
    await expect(page.getByRole('rowheader', { name: title })).toBeVisible();

    await page.goto('/articles');
    await expect(page.getByText(title).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as { __adminXss?: number }).__adminXss),
    ).toBeUndefined();

    await page.goto('/admin/articles');
    await searchAdmin(page, 'Search articles', title);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Article' });
    await expect(edit.getByLabel(/^Content/)).toHaveValue(`ย่อหน้าแรก ${probe}\n\nย่อหน้าที่สอง`);
    await edit.getByLabel(/^Title/).fill(renamed);
    await edit.getByRole('button', { name: 'Update Article' }).click();
    await expect(edit).toBeHidden();

    await page.goto('/articles');
    await expect(page.getByText(renamed).first()).toBeVisible();

    await page.goto('/admin/articles');
    await searchAdmin(page, 'Search articles', renamed);
    acceptConfirm(page, 'Are you sure you want to delete this article?');
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await expect(page.getByText('No articles found')).toBeVisible();

    await page.goto('/articles');
    await expect(page.getByText(newestArticle.title).first()).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test('a news item: add as urgent, edit, delete, seen on /news each time', async ({
    page,
  }, testInfo) => {
    if (!newestNews) throw new Error('the demo content has no news');
    const title = `ข่าวทดสอบ E2E ${testInfo.project.name} ${Date.now()}`;
    const renamed = `${title} (แก้ไข)`;

    await loginAsRoot(page);
    await page.goto('/admin/news');
    await page.getByRole('button', { name: '+ Add News' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add News' });
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Category/).selectOption('Weather');
    await dialog.getByLabel(/^Summary/).fill('สรุปข่าวทดสอบ ฝนตกหนัก');
    await dialog.getByLabel(/^Content/).fill('รายละเอียดข่าวทดสอบ');
    await dialog.getByRole('checkbox', { name: 'Urgent' }).check();
    await dialog.getByRole('button', { name: 'Add News' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('combobox', { name: 'Category' }).selectOption('Weather');
    await searchAdmin(page, 'Search news', title);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Weather');
    await expect(row).toContainText('Urgent');

    await page.goto('/news');
    await expect(page.getByText(title).first()).toBeVisible();

    await page.goto('/admin/news');
    await searchAdmin(page, 'Search news', title);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit News' });
    await edit.getByLabel(/^Title/).fill(renamed);
    await edit.getByRole('button', { name: 'Update News' }).click();
    await expect(edit).toBeHidden();

    await page.goto('/news');
    await expect(page.getByText(renamed).first()).toBeVisible();

    await page.goto('/admin/news');
    await searchAdmin(page, 'Search news', renamed);
    acceptConfirm(page, 'Are you sure you want to delete this news item?');
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await expect(page.getByText('No news found')).toBeVisible();

    await page.goto('/news');
    await expect(page.getByText(newestNews.title).first()).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });
});
