import { describe, expect, it } from 'vitest';
import {
  type NotificationPayloads,
  type NotificationTemplate,
  notificationMessages,
} from '../../shared/notification-messages.ts';
import { setupTestApp } from '../../testing/api-client.ts';
import { OWNER, shopOnLine } from '../../testing/line-messages.ts';
import { notificationOutbox } from '../db/schema/index.ts';
import { enqueueNotification } from './enqueue.ts';
import { deliverDueNotifications } from './outbox-worker.ts';

const ctx = setupTestApp();
const { line, customer, outbox } = shopOnLine(ctx, 'line-token-for-notification-texts-0123456');
const ORIGIN = 'https://shop.example';

/** One payload per template, as the moves write them. */
const SAMPLES: { [T in NotificationTemplate]: NotificationPayloads[T] } = {
  'shop.order_placed': {
    orderId: 'ORD1',
    firstName: 'สมชาย',
    amountDueSatang: 45_000,
    paymentMethod: 'promptpay',
  },
  'shop.slip_waiting': { orderId: 'ORD1', firstName: 'สมชาย', amountDueSatang: 45_000 },
  'shop.order_cancelled': { orderId: 'ORD1', firstName: 'สมชาย' },
  'shop.order_expired': { orderId: 'ORD1', firstName: 'สมชาย', amountDueSatang: 45_000 },
  'shop.low_stock': { productId: 7, name: 'ปุ๋ยเร่งดอก', unitsLeft: 19 },
  'customer.order_placed': {
    orderId: 'ORD1',
    amountDueSatang: 45_000,
    paymentMethod: 'promptpay',
    link: '/orders/ORD1/payment',
  },
  'customer.payment_approved': { orderId: 'ORD1', link: '/orders/ORD1' },
  'customer.slip_rejected': {
    orderId: 'ORD1',
    reason: 'ยอดเงินไม่ตรง',
    link: '/orders/ORD1/payment',
  },
  'customer.shipped': {
    orderId: 'ORD1',
    carrier: 'thailandpost',
    trackingNumber: 'EF582568151TH',
    link: 'https://track.thailandpost.co.th/?trackNumber=EF582568151TH',
  },
  'customer.delivered': { orderId: 'ORD1', link: '/orders/ORD1' },
  'customer.refunded': { orderId: 'ORD1', amountSatang: 45050, link: '/orders/ORD1' },
  'customer.cancelled': { orderId: 'ORD1', by: 'staff', reason: 'สินค้าหมด', link: '/orders/ORD1' },
  'customer.reset_code': { code: '04817263', minutes: 30 },
  'customer.line_linked': { link: '/account/line' },
  'customer.line_unlinked': { link: '/account/line' },
  'customer.back_in_stock': {
    productId: 7,
    name: 'ปุ๋ยเร่งดอก',
    size: '1 ลิตร',
    link: '/products/others/7',
  },
};

/** What each text must say (beyond the order id), and its one link. */
const EXPECTED: Record<NotificationTemplate, { says: string[]; link: string | null }> = {
  'shop.order_placed': { says: ['คำสั่งซื้อใหม่', 'สมชาย', '450', 'พร้อมเพย์'], link: null },
  'shop.slip_waiting': { says: ['สลิปรอตรวจ', 'สมชาย', '450'], link: `${ORIGIN}/admin/payments` },
  'shop.order_cancelled': { says: ['ลูกค้ายกเลิก', 'สมชาย'], link: `${ORIGIN}/admin/transactions` },
  'shop.order_expired': { says: ['เลยเวลาชำระเงิน', '450'], link: `${ORIGIN}/admin/transactions` },
  'shop.low_stock': { says: ['ใกล้หมด', 'ปุ๋ยเร่งดอก', '19'], link: `${ORIGIN}/admin/products` },
  'customer.order_placed': {
    says: ['ได้รับคำสั่งซื้อ', '450', 'พร้อมเพย์'],
    link: `${ORIGIN}/orders/ORD1/payment`,
  },
  'customer.payment_approved': { says: ['ยืนยันการชำระเงิน'], link: `${ORIGIN}/orders/ORD1` },
  'customer.slip_rejected': {
    says: ['ไม่ผ่าน', 'ยอดเงินไม่ตรง'],
    link: `${ORIGIN}/orders/ORD1/payment`,
  },
  'customer.shipped': {
    says: ['จัดส่ง', 'ไปรษณีย์ไทย', 'EF582568151TH'],
    link: 'https://track.thailandpost.co.th/?trackNumber=EF582568151TH',
  },
  'customer.delivered': { says: ['ส่งถึงแล้ว', 'รีวิวสินค้า'], link: `${ORIGIN}/orders/ORD1` },
  'customer.refunded': { says: ['คืนเงิน', '450.50', 'ORD1'], link: `${ORIGIN}/orders/ORD1` },
  'customer.cancelled': { says: ['ถูกยกเลิก', 'ร้านค้า', 'สินค้าหมด'], link: `${ORIGIN}/orders/ORD1` },
  'customer.reset_code': { says: ['04817263', 'ใช้ได้ 30 นาที'], link: null },
  'customer.back_in_stock': {
    says: ['ปุ๋ยเร่งดอก', '1 ลิตร', 'มีสินค้าแล้ว'],
    link: `${ORIGIN}/products/others/7`,
  },
  'customer.line_linked': {
    says: ['เชื่อมต่อ LINE นี้', 'ถ้าคุณไม่ได้ทำ'],
    link: `${ORIGIN}/account/line`,
  },
  'customer.line_unlinked': {
    says: ['ยกเลิกการเชื่อมต่อ LINE นี้', 'ถ้าคุณไม่ได้ทำ'],
    link: `${ORIGIN}/account/line`,
  },
};

describe('the worker renders every template', () => {
  it("pushes each template's short Thai text with its one link after PUBLIC_ORIGIN", async () => {
    const templates = Object.keys(notificationMessages) as NotificationTemplate[];
    expect(templates.sort()).toEqual(Object.keys(EXPECTED).sort());
    const buyer = await customer();
    await ctx.handle.db.transaction(async (tx) => {
      for (const template of templates) {
        const to = template.startsWith('shop.')
          ? ({ to: 'shop' } as const)
          : ({ to: 'customer', userId: buyer.user.id } as const);
        expect(await enqueueNotification(tx, to, template, SAMPLES[template] as never)).toBe(1);
      }
    });
    const round = await deliverDueNotifications(ctx.handle.db, {
      lineApiBase: line.url,
      publicOrigin: ORIGIN,
    });
    expect(round).toEqual({ sent: templates.length, retried: 0, failed: 0 });
    const rows = await outbox({ clear: false });
    for (const row of rows) {
      const push = line.delivered.find((one) => one.retryKey === row.retryKey);
      const text = push?.body.messages?.[0]?.text ?? '';
      const expected = EXPECTED[row.template as NotificationTemplate];
      expect(push?.body.to, row.template).toBe(
        row.template.startsWith('shop.') ? OWNER : buyer.lineUserId,
      );
      const aboutAnOrder = ![
        'shop.low_stock',
        'customer.reset_code',
        'customer.line_linked',
        'customer.line_unlinked',
        'customer.back_in_stock',
      ].includes(row.template);
      if (aboutAnOrder) expect(text, row.template).toContain('ORD1');
      for (const words of expected.says) expect(text, row.template).toContain(words);
      const links = text.match(/https?:\/\/\S+/g) ?? [];
      expect(links, row.template).toEqual(expected.link ? [expected.link] : []);
      expect(text.length, row.template).toBeLessThanOrEqual(160);
      expect(text, row.template).not.toContain('undefined');
    }
  });

  it('fails a row of an unknown template with its error, and sends the rest', async () => {
    await ctx.handle.db
      .insert(notificationOutbox)
      .values({ channel: 'line', recipient: OWNER, template: 'shop.unheard_of', payload: {} });
    await ctx.handle.db.transaction((tx) =>
      enqueueNotification(tx, { to: 'shop' }, 'shop.low_stock', SAMPLES['shop.low_stock']),
    );
    const round = await deliverDueNotifications(ctx.handle.db, { lineApiBase: line.url });
    expect(round).toEqual({ sent: 1, retried: 0, failed: 1 });
    const rows = await outbox();
    expect(rows.map((row) => [row.template, row.status])).toEqual([
      ['shop.unheard_of', 'failed'],
      ['shop.low_stock', 'sent'],
    ]);
    expect(rows[0]?.lastError).toContain('shop.unheard_of');
    expect(line.delivered[0]?.body.messages?.[0]?.text).toContain(
      'http://localhost:3000/admin/products',
    );
  });
});
