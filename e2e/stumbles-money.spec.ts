import type { Locator } from '@playwright/test';
import type { ShippingSettingsInput } from '../src/shared/contracts/shipping.ts';
import { slipPicture } from '../src/testing/slip-pictures.ts';
import { expect, test } from './support/fixtures.ts';
import { placeOrder } from './support/orders.ts';

/**
 * Issue 37 on a phone, where only a browser tells: a COD order's page lays its tracker out as a
 * column and its totals (the COD fee's long label included) with no Thai cut off; the slip a
 * customer sent shows as a picture, fetched with the customer's own cookie under the shop's CSP.
 */

async function eachFits(texts: Locator) {
  const overflows = await texts.evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const box = node.getBoundingClientRect();
      // A screen reader's words (one pixel, clipped on purpose) are not drawn.
      if (box.width <= 1) return [];
      const clipped =
        node.scrollWidth > node.clientWidth + 1 ||
        box.left < 0 ||
        box.right > document.documentElement.clientWidth;
      return clipped ? [node.textContent] : [];
    }),
  );
  expect(overflows).toEqual([]);
}

test.describe('money after checkout, on a phone', () => {
  test.use({ newProduct: { price: 1590, stockCount: 20, category: 'insecticides' } });

  test('a COD order shows its fee, its amount due and its tracker uncut; a sent slip shows its picture', async ({
    page,
    customer: _customer,
    staff,
    product,
  }) => {
    // Free shipping from ฿1,000 and a ฿20 COD fee, for this test only (the run shares one shop).
    const saved = (await (
      await staff.request.get('/api/admin/settings/shipping')
    ).json()) as ShippingSettingsInput;
    const before: ShippingSettingsInput = {
      flatFee: saved.flatFee,
      freeFrom: saved.freeFrom,
      remoteSurcharge: saved.remoteSurcharge,
      codFee: saved.codFee,
      codeWaivesFee: saved.codeWaivesFee,
    };
    const save = async (settings: ShippingSettingsInput) =>
      expect(
        (await staff.request.put('/api/admin/settings/shipping', { data: settings })).ok(),
      ).toBe(true);
    await save({ ...before, flatFee: 50, freeFrom: 1000, codFee: 20 });
    try {
      const cod = await placeOrder(page.request, [{ productId: product.id, quantity: 1 }], 'cod');
      const transfer = await placeOrder(
        page.request,
        [{ productId: product.id, quantity: 1 }],
        'bank_transfer',
      );
      const sent = await page.request.post(`/api/orders/${transfer}/slips`, {
        multipart: {
          file: { name: 'slip.jpg', mimeType: 'image/jpeg', buffer: await slipPicture() },
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);

      await page.goto(`/orders/${cod}`);
      const order = page.getByRole('article', { name: `คำสั่งซื้อ ${cod}` });
      const tracker = order.getByRole('list', { name: 'สถานะคำสั่งซื้อ' });
      const steps = tracker.getByRole('listitem');
      await expect(steps).toHaveCount(5);
      // A column on a phone: each step below the one before.
      const tops = await steps.evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().top),
      );
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      expect(new Set(tops).size).toBe(tops.length);
      await expect(steps.last()).toContainText('ชำระ ฿1,610.00 กับพนักงานส่ง');
      await eachFits(tracker.locator('span'));

      const totals = order.locator('dl').filter({ hasText: 'ยอดที่ต้องชำระ' });
      await expect(totals).toContainText('ค่าธรรมเนียมเก็บเงินปลายทาง฿20.00');
      await expect(totals).toContainText('ยอดที่ต้องชำระ฿1,610.00');
      await eachFits(totals.locator('dt, dd'));

      await page.goto(`/orders/${transfer}/payment`);
      const picture = page.getByRole('img', { name: /^รูปสลิปที่ส่งเมื่อ/ });
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    } finally {
      await save(before);
    }
  });
});
