import { demoProducts } from '../src/server/db/seed/catalog.ts';
import { deleteProduct } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * A product sold in two pack sizes, entered in the back office's product form: its page offers
 * both sizes at their prices, and the size a customer picks is the one in the cart.
 */

const picture = demoProducts[0]?.image ?? '/images/products/rai-thong-glyphosate-48.svg';

test('root adds a product in two sizes; a customer buys the larger one', async ({
  staff,
  page,
  customer,
}, testInfo) => {
  expect(customer.phone).toBeTruthy();
  const name = `ไกลโฟเซต สองขนาด E2E ${testInfo.project.name} ${Date.now()}`;

  await staff.goto('/admin/products');
  await staff.getByRole('button', { name: '+ Add Product' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Add New Product' });
  await dialog.getByLabel(/Product Name/).fill(name);
  await dialog.getByLabel(/^Category/).selectOption('herbicides');
  await dialog.getByLabel(/Image URL/).fill(picture);

  const sizes = dialog.getByRole('group', { name: 'ขนาดบรรจุ' });
  const small = sizes.getByRole('group', { name: 'ขนาดที่ 1' });
  await small.getByLabel(/^ชื่อขนาด/).fill('500 มล.');
  await small.getByLabel(/^ปริมาณ/).fill('500');
  await small.getByLabel(/^หน่วย/).selectOption('ml');
  await small.getByLabel(/^ราคา \(฿\)/).fill('180');
  await small.getByLabel(/^คงเหลือ/).fill('30');
  await sizes.getByRole('button', { name: 'เพิ่มขนาด' }).click();
  const large = sizes.getByRole('group', { name: 'ขนาดที่ 2' });
  await large.getByLabel(/^ชื่อขนาด/).fill('1 ลิตร');
  await large.getByLabel(/^ปริมาณ/).fill('1');
  await large.getByLabel(/^หน่วย/).selectOption('l');
  await large.getByLabel(/^ราคา \(฿\)/).fill('320');
  await large.getByLabel(/^คงเหลือ/).fill('20');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog).toBeHidden();

  const found = await staff.request.get(`/api/admin/products?q=${encodeURIComponent(name)}`);
  expect(found.ok()).toBe(true);
  const [product] = ((await found.json()) as { items: { id: number; name: string }[] }).items;
  if (!product || product.name !== name) throw new Error('the new product is not listed');
  let deleted = false;
  try {
    await page.goto(`/products/herbicides/${product.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name, level: 1 })).toBeVisible();
    const offered = main.getByRole('group', { name: 'ขนาดบรรจุ' });
    await expect(offered.getByRole('radio', { name: /^500 มล\.\s*฿180\.00$/ })).toBeVisible();
    const litre = offered.getByRole('radio', { name: /^1 ลิตร\s*฿320\.00$/ });
    await expect(litre).toBeVisible();
    // The radio buttons are drawn as cards: the customer taps the card.
    await offered.getByText('1 ลิตร', { exact: true }).click();
    await expect(litre).toBeChecked();
    await main.getByRole('button', { name: 'เพิ่มลงตะกร้า', exact: true }).click();
    const cartButton = page.getByRole('button', { name: 'ตะกร้าสินค้า' });
    await expect(cartButton).toHaveAccessibleDescription('1 รายการ');

    await cartButton.click();
    const cart = page.getByRole('dialog', { name: 'ตะกร้าสินค้า (1)' });
    await expect(cart.getByText(name, { exact: true })).toBeVisible();
    await expect(cart).toContainText(/ขนาด\s*1 ลิตร/);
    await expect(cart).toContainText('฿320.00');
    await expect(cart).not.toContainText('500 มล.');

    await staff.goto('/admin/products');
    await staff.getByRole('searchbox', { name: 'Search products' }).fill(name);
    staff.once('dialog', (confirm) => confirm.accept());
    await staff.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(staff.getByRole('rowheader', { name })).toHaveCount(0);
    deleted = true;
  } finally {
    if (!deleted) await deleteProduct(staff.request, product.id);
  }
});
