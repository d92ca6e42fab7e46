import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatBaht } from '../../shared/domain/money.ts';
import { formatPhone } from '../../shared/domain/phone.ts';
import { itemIdsOf, placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { sampleAddress } from '../../testing/factories/addresses.ts';
import { orderItems, orders } from '../db/schema/index.ts';
import { getShopSettings } from '../settings/settings.service.ts';

const ctx = setupTestApp();

const slipOf = (client: TestClient, id: string) =>
  client.api.admin.transactions[':id']['packing-slip'].$get({ param: { id } });
const slipsOf = (client: TestClient, ids: string) =>
  client.api.admin.transactions['packing-slips'].$get({ query: { ids } });

async function html(response: Promise<Response> | Response) {
  const res = await response;
  const body = await res.text();
  expect(res.status, body).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  return body;
}

/** The order's recipient as the database holds it (the checkout copies it from the member). */
async function setRecipient(id: string, values: Partial<typeof orders.$inferInsert>) {
  await ctx.handle.db.update(orders).set(values).where(eq(orders.id, id));
}

describe('GET /api/admin/transactions/:id/packing-slip', () => {
  it('prints an A6 label: the shop, the recipient large, COD to collect, the order QR and its lines', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    const { order, products } = await placedOrder(
      ctx,
      [
        { product: { name: 'ปุ๋ยยูเรีย 46-0-0', price: 450 }, quantity: 2 },
        { product: { name: 'ยาฆ่าหญ้า', price: 120.5 }, quantity: 1 },
      ],
      { paymentMethod: 'cod' },
    );
    await setRecipient(order.id, {
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      phone: '0812345678',
      address: '99/1 หมู่ 3 ต.บ้านใหม่ อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000',
      shippingFeeSatang: 5000,
    });
    // A line the shop cancelled is not packed.
    const [, cancelledId] = await itemIdsOf(sale, order.id);
    await ctx.handle.db
      .update(orderItems)
      .set({ isCancelled: true })
      .where(eq(orderItems.id, cancelledId as number));

    const page = await html(slipOf(sale, order.id));
    const shop = await getShopSettings(ctx.handle.db);
    expect(page).toContain('@page { size: 105mm 148mm; size: A6; margin: 5mm }');
    expect(page).toContain('<html lang="th">');
    expect(page).toMatch(/font-family: Sarabun, 'TH Sarabun New', Loma, Garuda/);
    expect(page).toContain(shop.name);
    expect(page).toContain(shop.phone);
    expect(page).toContain('<p class="name">สมชาย ใจดี</p>');
    expect(page).toContain(formatPhone('0812345678'));
    expect(page).toContain('99/1 หมู่ 3 ต.บ้านใหม่');
    // COD collects the net amount and the delivery.
    const due = Math.round(order.netAmount * 100) + 5000;
    expect(page).toContain(`เก็บเงินปลายทาง ${formatBaht(due)}`);
    expect(page).toContain('<svg');
    expect(page).toContain(`${products[0]?.name} × 2`);
    expect(page).not.toContain('ยาฆ่าหญ้า');
    expect(page.match(/class="slip"/g)).toHaveLength(1);
  });

  it('says nothing of cash for an order paid by PromptPay', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    const { order } = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'promptpay' });
    const page = await html(slipOf(sale, order.id));
    expect(page).not.toContain('เก็บเงินปลายทาง');
    expect(page).not.toContain('class="cod"');
  });

  it('prints the structured address the order was sent to: its recipient and phone, not the member’s', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    const { order } = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'cod' });
    const to = sampleAddress({ recipient: 'ลุงสมศักดิ์ ที่นา', phone: '0899998888' });
    await setRecipient(order.id, { shippingAddress: to });
    const page = await html(slipOf(sale, order.id));
    expect(page).toContain('ลุงสมศักดิ์ ที่นา');
    expect(page).toContain(formatPhone('0899998888'));
    expect(page).toContain(
      `${to.line1} ต.${to.subdistrict} อ.${to.district} จ.${to.province} ${to.postcode}`,
    );
    expect(page).not.toContain(order.firstName);
  });

  it('escapes every value a customer typed', async () => {
    const { client: sale } = await staffClient(ctx, 'admin');
    const { order } = await placedOrder(ctx, [{ product: { name: 'ปุ๋ย <b>ดี</b>' }, quantity: 1 }]);
    await setRecipient(order.id, {
      firstName: '<script>alert(1)</script>',
      lastName: '"onmouseover="x',
      address: `<img src=x onerror=alert('a')> & บ้าน`,
    });
    const page = await html(slipOf(sale, order.id));
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).not.toContain('<b>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&lt;img src=x onerror=alert(&#39;a&#39;)&gt; &amp; บ้าน');
    expect(page).toContain('&quot;onmouseover=&quot;x');
    expect(page).toContain('ปุ๋ย &lt;b&gt;ดี&lt;/b&gt; × 1');
  });

  it('is for staff: 404 for an unknown order, 403 for customers, 401 for visitors', async () => {
    const { client: root } = await staffClient(ctx, 'root');
    const { order } = await placedOrder(ctx, [{ quantity: 1 }]);
    await refusal(slipOf(root, 'TXN1'), 404, 'NOT_FOUND');
    await refusal(slipOf(root, 'nonsense'), 404, 'NOT_FOUND');
    const { client: customer } = await signedInCustomer(ctx);
    await refusal(slipOf(customer, order.id), 403, 'FORBIDDEN');
    await refusal(slipOf(ctx.client(), order.id), 401, 'UNAUTHENTICATED');
  });
});

describe('GET /api/admin/transactions/packing-slips?ids=', () => {
  it('prints one A6 page per order, in the order asked, each breaking to a new page', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    const first = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'cod' });
    const second = await placedOrder(ctx, [{ quantity: 3 }], { paymentMethod: 'promptpay' });
    await setRecipient(first.order.id, { firstName: 'ผู้รับหนึ่ง', lastName: 'ก' });
    await setRecipient(second.order.id, { firstName: 'ผู้รับสอง', lastName: 'ข' });
    const page = await html(
      slipsOf(sale, `${second.order.id},${first.order.id},${second.order.id}`),
    );
    expect(page.match(/class="slip"/g)).toHaveLength(2);
    expect(page).toContain('page-break-after: always');
    expect(page.indexOf('ผู้รับสอง')).toBeLessThan(page.indexOf('ผู้รับหนึ่ง'));
    expect(page.match(/เก็บเงินปลายทาง ฿/g)).toHaveLength(1);
  });

  it('refuses no ids, more than 50 or malformed ones (400), unknown orders (404), non-staff', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    const { order } = await placedOrder(ctx, [{ quantity: 1 }]);
    await refusal(slipsOf(sale, ''), 400, 'VALIDATION');
    await refusal(slipsOf(sale, `${order.id},<x>`), 400, 'VALIDATION');
    const many = Array.from({ length: 51 }, (_, index) => `TXN${index + 1}`).join(',');
    await refusal(slipsOf(sale, many), 400, 'VALIDATION');
    const missing = await refusal(slipsOf(sale, `${order.id},TXN1`), 404, 'NOT_FOUND');
    expect(missing.message).toContain('TXN1');
    const { client: customer } = await signedInCustomer(ctx);
    await refusal(slipsOf(customer, order.id), 403, 'FORBIDDEN');
  });
});
