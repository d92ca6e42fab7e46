import { listingMessages } from '../src/shared/listing-messages.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Farmer fit: a product's page says what its label says; the back office edits the label. The
 * screenshots go to test-results/ for a person to look at (Thai must not clip).
 */

test.describe('finding by crop and pest', () => {
  test('rice → brown planthopper → a product labelled for it', async ({ page }, testInfo) => {
    await page.goto('/products');
    if (testInfo.project.name === 'phone') {
      await page.getByRole('button', { name: listingMessages.page.filtersToggle }).click();
    }
    await page.getByLabel('พืช', { exact: true }).selectOption({ label: 'ข้าว' });
    await page.getByLabel('ศัตรูพืช', { exact: true }).selectOption({ label: 'เพลี้ยกระโดดสีน้ำตาล' });
    await expect(page).toHaveURL(/crop=rice&target=brown-planthopper/);
    await expect(page.getByText(/^พบสินค้า 5 รายการ/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`finder-${testInfo.project.name}.png`) });
    await page
      .getByRole('link', { name: /ไพมีโทรซีน Pro/ })
      .first()
      .click();
    const label = page.getByRole('region', { name: 'ข้อมูลฉลาก' });
    await expect(label.getByText('ข้าว · เพลี้ยกระโดดสีน้ำตาล')).toBeVisible();
  });
});

test.describe('product labels', () => {
  test('the product page shows the label section of a rice planthopper product', async ({
    page,
  }, testInfo) => {
    await page.goto('/products?q=ไพมีโทรซีน');
    await page
      .getByRole('link', { name: /ไพมีโทรซีน Pro/ })
      .first()
      .click();
    const label = page.getByRole('region', { name: 'ข้อมูลฉลาก' });
    await expect(label).toBeVisible();
    await expect(label.getByText('684/2562')).toBeVisible();
    await expect(label.getByText('กลุ่ม IRAC 9B')).toBeVisible();
    await expect(label.getByText(/แถบสีเขียว/)).toBeVisible();
    await expect(label.getByText('ข้าว · เพลี้ยกระโดดสีน้ำตาล')).toBeVisible();
    await expect(label.getByText('อ่านฉลากก่อนใช้')).toBeVisible();
    await label.scrollIntoViewIfNeeded();
    await label.screenshot({ path: testInfo.outputPath(`label-${testInfo.project.name}.png`) });
  });

  test('glyphosate shows its restriction note and is found as farmers spell it', async ({
    page,
  }) => {
    await page.goto(`/products?q=${encodeURIComponent('ไกลโฟเซท')}`);
    await page
      .getByRole('link', { name: /ไกลโฟเซต 48% SL/ })
      .first()
      .click();
    const label = page.getByRole('region', { name: 'ข้อมูลฉลาก' });
    await expect(label.getByText(/วัตถุอันตรายที่จำกัดการใช้/).first()).toBeVisible();
  });

  test('the admin form shows the label fields of a product', async ({ staff }, testInfo) => {
    await staff.goto('/admin/products');
    await staff.getByRole('searchbox').fill('ไพมีโทรซีน');
    const row = staff.getByRole('row', { name: /ไพมีโทรซีน/ });
    await row.getByRole('button', { name: /Edit/ }).click();
    const dialog = staff.getByRole('dialog');
    const label = dialog.getByRole('group', { name: 'Label (ฉลาก)' });
    await expect(label.getByLabel('Registration number')).toHaveValue('684/2562');
    await expect(label.getByRole('group', { name: 'Use 1' }).getByLabel('Target')).toHaveValue(
      'brown-planthopper',
    );
    await label.scrollIntoViewIfNeeded();
    await staff.screenshot({
      path: testInfo.outputPath(`admin-label-${testInfo.project.name}.png`),
    });
    await label.screenshot({
      path: testInfo.outputPath(`admin-label-fields-${testInfo.project.name}.png`),
    });
  });
});
