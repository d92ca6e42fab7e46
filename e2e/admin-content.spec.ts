import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { demoProducts } from '../src/server/db/seed/catalog.ts';
import { demoArticles, demoNews } from '../src/server/db/seed/content.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The back office keeps the storefront in step: a product added with an uploaded picture shows in
 * its category at once, a new price shows after an edit, a deleted product is gone; articles and
 * news make the same round trip.
 */

const knownInsecticide = demoProducts.find((product) => product.category === 'insecticides');
const newestArticle = [...demoArticles].sort((a, b) => a.daysAgo - b.daysAgo)[0];
const newestNews = [...demoNews].sort((a, b) => a.daysAgo - b.daysAgo)[0];

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
    staff,
  }, testInfo) => {
    if (!knownInsecticide) throw new Error('the demo catalogue has no insecticide');
    const name = `สารทดสอบ E2E ${testInfo.project.name} ${Date.now()}`;
    const picture = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 22, g: 128, b: 61 } },
    })
      .png()
      .toBuffer();

    await staff.goto('/admin/products');
    await expect(staff.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();

    await staff.getByRole('button', { name: '+ Add Product' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByLabel(/Product Name/).fill(name);
    await dialog.getByLabel(/^Category/).selectOption('insecticides');
    const onlySize = dialog.getByRole('group', { name: 'ขนาดที่ 1' });
    await onlySize.getByLabel(/^ราคา \(฿\)/).fill('777');
    await onlySize.getByLabel(/^คงเหลือ/).fill('15');
    await dialog.getByLabel(/^Tags/).fill('ทดสอบ, e2e');
    await dialog
      .getByLabel('อัปโหลดรูปภาพ')
      .setInputFiles({ name: 'farm.png', mimeType: 'image/png', buffer: picture });
    await expect(dialog.getByLabel(/Image URL/)).toHaveValue(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    await expect(dialog.getByRole('img', { name: 'ตัวอย่างรูปภาพ' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog).toBeHidden();

    await searchAdmin(staff, 'Search products', name);
    const row = staff.getByRole('row').filter({ has: staff.getByRole('rowheader', { name }) });
    await expect(row).toContainText('สารกำจัดแมลง');
    await expect(row).toContainText('฿777.00');
    await expect(row).toContainText('Active/In Stock');

    await staff.goto('/products/insecticides');
    await expect(staff.getByText(knownInsecticide.name).first()).toBeVisible();
    const card = staff.getByText(name).first();
    await expect(card).toBeVisible();
    await expect(staff.locator('img[src^="/uploads/"]').first()).toBeVisible();
    await expect(staff.getByText('฿777.00').first()).toBeVisible();

    await staff.goto('/admin/products');
    await searchAdmin(staff, 'Search products', name);
    await staff.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = staff.getByRole('dialog', { name: 'Edit Product' });
    await edit
      .getByRole('group', { name: 'ขนาดที่ 1' })
      .getByLabel(/^ราคา \(฿\)/)
      .fill('699');
    await edit.getByRole('button', { name: 'Update Product' }).click();
    await expect(edit).toBeHidden();
    await expect(staff.getByRole('row').filter({ hasText: name })).toContainText('฿699.00');

    await staff.goto('/products/insecticides');
    await expect(staff.getByText(name).first()).toBeVisible();
    await expect(staff.getByText('฿699.00').first()).toBeVisible();
    await expect(staff.getByText('฿777.00')).toHaveCount(0);

    await staff.goto('/admin/products');
    await searchAdmin(staff, 'Search products', name);
    acceptConfirm(staff, 'Are you sure you want to delete this product?');
    await staff.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(staff.getByRole('rowheader', { name })).toHaveCount(0);
    await expect(staff.getByText('ไม่พบสินค้าที่คุณค้นหา')).toBeVisible();

    await staff.goto('/products/insecticides');
    await expect(staff.getByText(knownInsecticide.name).first()).toBeVisible();
    await expect(staff.getByText(name)).toHaveCount(0);
  });

  test('an article: add, edit and delete, seen on /articles each time', async ({
    staff,
  }, testInfo) => {
    if (!newestArticle) throw new Error('the demo content has no article');
    const title = `บทความทดสอบ E2E ${testInfo.project.name} ${Date.now()}`;
    const renamed = `${title} (แก้ไข)`;
    const probe = '<script>window.__adminXss = 1</script>';

    await staff.goto('/admin/articles');
    await staff.getByRole('button', { name: '+ Add Article' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Add New Article' });
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Author/).fill('ทีมงานทดสอบ');
    await dialog.getByLabel(/Read Time/).fill('4 min read');
    await dialog.getByLabel(/Image URL/).fill('/images/articles/rice-weed-control.svg');
    await dialog.getByLabel(/^Excerpt/).fill('สรุปบทความทดสอบ');
    await dialog.getByLabel(/^Content/).fill(`ย่อหน้าแรก ${probe}\n\nย่อหน้าที่สอง`);
    await dialog.getByRole('button', { name: 'Add Article' }).click();
    await expect(dialog).toBeHidden();
    await searchAdmin(staff, 'Search articles', title);
    await expect(staff.getByRole('rowheader', { name: title })).toBeVisible();

    await staff.goto('/articles');
    await expect(staff.getByText(title).first()).toBeVisible();
    expect(
      await staff.evaluate(() => (window as { __adminXss?: number }).__adminXss),
    ).toBeUndefined();

    await staff.goto('/admin/articles');
    await searchAdmin(staff, 'Search articles', title);
    await staff.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = staff.getByRole('dialog', { name: 'Edit Article' });
    await expect(edit.getByLabel(/^Content/)).toHaveValue(`ย่อหน้าแรก ${probe}\n\nย่อหน้าที่สอง`);
    await edit.getByLabel(/^Title/).fill(renamed);
    await edit.getByRole('button', { name: 'Update Article' }).click();
    await expect(edit).toBeHidden();

    await staff.goto('/articles');
    await expect(staff.getByText(renamed).first()).toBeVisible();

    await staff.goto('/admin/articles');
    await searchAdmin(staff, 'Search articles', renamed);
    acceptConfirm(staff, 'Are you sure you want to delete this article?');
    await staff.getByRole('button', { name: `Delete ${renamed}` }).click();
    await expect(staff.getByText('No articles found')).toBeVisible();

    await staff.goto('/articles');
    await expect(staff.getByText(newestArticle.title).first()).toBeVisible();
    await expect(staff.getByText(title)).toHaveCount(0);
  });

  test('a news item: add as urgent, edit, delete, seen on /news each time', async ({
    staff,
  }, testInfo) => {
    if (!newestNews) throw new Error('the demo content has no news');
    const title = `ข่าวทดสอบ E2E ${testInfo.project.name} ${Date.now()}`;
    const renamed = `${title} (แก้ไข)`;

    await staff.goto('/admin/news');
    await staff.getByRole('button', { name: '+ Add News' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Add News' });
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Category/).selectOption('Weather');
    await dialog.getByLabel(/^Summary/).fill('สรุปข่าวทดสอบ ฝนตกหนัก');
    await dialog.getByLabel(/^Content/).fill('รายละเอียดข่าวทดสอบ');
    await dialog.getByRole('checkbox', { name: 'Urgent' }).check();
    await dialog.getByRole('button', { name: 'Add News' }).click();
    await expect(dialog).toBeHidden();

    await staff.getByRole('combobox', { name: 'Category' }).selectOption('Weather');
    await searchAdmin(staff, 'Search news', title);
    const row = staff.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Weather');
    await expect(row).toContainText('Urgent');

    await staff.goto('/news');
    await expect(staff.getByText(title).first()).toBeVisible();

    await staff.goto('/admin/news');
    await searchAdmin(staff, 'Search news', title);
    await staff.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = staff.getByRole('dialog', { name: 'Edit News' });
    await edit.getByLabel(/^Title/).fill(renamed);
    await edit.getByRole('button', { name: 'Update News' }).click();
    await expect(edit).toBeHidden();

    await staff.goto('/news');
    await expect(staff.getByText(renamed).first()).toBeVisible();

    await staff.goto('/admin/news');
    await searchAdmin(staff, 'Search news', renamed);
    acceptConfirm(staff, 'Are you sure you want to delete this news item?');
    await staff.getByRole('button', { name: `Delete ${renamed}` }).click();
    await expect(staff.getByText('No news found')).toBeVisible();

    await staff.goto('/news');
    await expect(staff.getByText(newestNews.title).first()).toBeVisible();
    await expect(staff.getByText(title)).toHaveCount(0);
  });
});
