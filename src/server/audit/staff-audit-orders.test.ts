import { describe, expect, it } from 'vitest';
import type { ArticleInput, NewsInputBody } from '../../shared/contracts/admin-content.ts';
import {
  articleAnswerSchema,
  newsAnswerSchema,
} from '../../shared/contracts/admin-content-answers.ts';
import type { ShipmentRequest } from '../../shared/contracts/admin-orders.ts';
import { orderAnswerSchema } from '../../shared/contracts/admin-orders-answers.ts';
import { resendAnswerSchema } from '../../shared/contracts/notifications-answers.ts';
import { resetCodeResponseSchema } from '../../shared/contracts/password-reset.ts';
import { slipAnswerSchema } from '../../shared/contracts/payments-answers.ts';
import { satangToBaht } from '../../shared/domain/money.ts';
import { itemIdsOf, orderRow, placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { createUser } from '../../testing/factories/accounts.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { decidePayment, sendSlip, slipsFolder } from '../../testing/payments.ts';
import { freshTransferRef, slipPicture } from '../../testing/slip-pictures.ts';
import {
  auditEntriesOf,
  auditEntryOf,
  expectNoPersonalData,
  personalTexts,
} from '../../testing/staff-audit.ts';
import { notificationOutbox } from '../db/schema/index.ts';

const slips = slipsFolder();
const ctx = setupTestApp({ SLIPS_DIR: slips.dir });

/** A customer whose details differ from every staff member's, so a leak cannot hide. */
let customers = 0;
const customerDetails = () => {
  customers += 1;
  return {
    firstName: `ประภาพร${customers}`,
    lastName: 'วงศ์สวัสดิ์ศรี',
    address: `99/${customers} หมู่ 5 ต.หันตรา อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000`,
  };
};

/** A customer's order through the real checkout, and every detail of theirs it holds. */
async function customerOrder(
  options: { paymentMethod?: 'cod' | 'promptpay'; quantity?: number } = {},
) {
  const placed = await placedOrder(ctx, [{ quantity: options.quantity ?? 2 }], {
    customer: customerDetails(),
    paymentMethod: options.paymentMethod ?? 'cod',
  });
  const row = await orderRow(ctx, placed.order.id);
  const secrets = personalTexts(placed.customer.user, {
    ...row,
    shippingAddress: row?.shippingAddress as Record<string, unknown> | null,
  });
  return { ...placed, secrets };
}

const staffNamed = (user: { id: string; firstName: string; lastName: string }) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`,
});

const ship = (client: TestClient, id: string, json: ShipmentRequest) =>
  client.api.admin.transactions[':id'].shipment.$post({ param: { id }, json });

async function confirm(client: TestClient, id: string) {
  const itemIds = await itemIdsOf(client, id);
  await expectAnswer(
    orderAnswerSchema,
    client.api.admin.transactions[':id'].confirm.$post({ param: { id }, json: { itemIds } }),
  );
}

/** A PromptPay order whose slip waits for staff. */
async function orderWithSlip() {
  const placed = await customerOrder({ paymentMethod: 'promptpay' });
  const res = sendSlip(
    placed.customer.client,
    placed.order.id,
    await slipPicture({ transRef: freshTransferRef() }),
  );
  const { slip } = await expectAnswer(slipAnswerSchema, res, 201);
  return { ...placed, slip };
}

describe('the staff audit records payment decisions', () => {
  it('records an approved slip: who, the order, payment status before and after, the slip and receipt', async () => {
    const { client: sale, user: staff } = await staffClient(ctx, 'sale');
    const { client: admin } = await staffClient(ctx, 'admin');
    const { order, slip, secrets } = await orderWithSlip();
    await expectAnswer(orderAnswerSchema, decidePayment(sale, order.id, { decision: 'approve' }));

    const entry = await auditEntryOf(admin, 'payment.approve', order.id);
    expect(entry).toMatchObject({
      actor: staffNamed(staff),
      action: 'payment.approve',
      entity: 'order',
      entityId: order.id,
      before: { paymentStatus: 'in_review' },
      after: { paymentStatus: 'paid', slipId: slip.id, decision: 'approve' },
    });
    expect(entry.after?.receiptNumber).toEqual(expect.any(Number));
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
    expectNoPersonalData(entry, secrets);
  });

  it('records a rejected slip with the reason staff gave', async () => {
    const { client: admin, user: staff } = await staffClient(ctx, 'admin');
    const { order, slip, secrets } = await orderWithSlip();
    const reason = 'ยอดเงินในสลิปไม่ตรงกับยอดที่ต้องชำระ';
    await expectAnswer(
      orderAnswerSchema,
      decidePayment(admin, order.id, { decision: 'reject', reason }),
    );

    const entry = await auditEntryOf(admin, 'payment.reject', order.id);
    expect(entry).toMatchObject({
      actor: staffNamed(staff),
      entity: 'order',
      before: { paymentStatus: 'in_review' },
      after: { slipId: slip.id, decision: 'reject', reason },
    });
    expect(entry.after?.paymentStatus).not.toBe('in_review');
    expect(await auditEntriesOf(admin, 'payment.approve', order.id)).toEqual([]);
    expectNoPersonalData(entry, secrets);
  });
});

describe('the staff audit records the parcel', () => {
  it('records the handover with carrier and tracking number, then a corrected number, before and after', async () => {
    const { client: sale, user: staff } = await staffClient(ctx, 'sale');
    const { client: admin } = await staffClient(ctx, 'admin');
    const { order, secrets } = await customerOrder();
    await confirm(sale, order.id);
    await expectAnswer(
      orderAnswerSchema,
      ship(sale, order.id, { carrier: 'thailandpost', trackingNumber: 'EF582568151TH' }),
    );

    const shipped = await auditEntryOf(admin, 'order.ship', order.id);
    expect(shipped).toMatchObject({
      actor: staffNamed(staff),
      entity: 'order',
      before: { status: 'confirmed' },
      after: { status: 'shipped', carrier: 'thailandpost', trackingNumber: 'EF582568151TH' },
    });

    await expectAnswer(
      orderAnswerSchema,
      ship(sale, order.id, { carrier: 'flash', trackingNumber: 'TH0123456789A' }),
    );
    const corrected = await auditEntryOf(admin, 'order.tracking', order.id);
    expect(corrected).toMatchObject({
      actor: staffNamed(staff),
      entity: 'order',
      entityId: order.id,
      before: { carrier: 'thailandpost', trackingNumber: 'EF582568151TH' },
      after: { carrier: 'flash', trackingNumber: 'TH0123456789A' },
    });
    // Said again unchanged, there is nothing to record.
    await expectAnswer(
      orderAnswerSchema,
      ship(sale, order.id, { carrier: 'flash', trackingNumber: 'TH0123456789A' }),
    );
    expect(await auditEntriesOf(admin, 'order.tracking', order.id)).toHaveLength(1);
    expect(await auditEntriesOf(admin, 'order.ship', order.id)).toHaveLength(1);
    expectNoPersonalData(await auditEntriesOf(admin, 'order', order.id), secrets);
  });
});

describe('the staff audit records changes to an order', () => {
  it('records item edits: each line and the totals before and after', async () => {
    const { client: sale, user: staff } = await staffClient(ctx, 'sale');
    const { client: admin } = await staffClient(ctx, 'admin');
    const { order, secrets } = await customerOrder({ quantity: 3 });
    const [itemId] = await itemIdsOf(sale, order.id);
    const res = sale.api.admin.transactions[':id'].items.$patch({
      param: { id: order.id },
      json: { items: [{ id: itemId as number, quantity: 1, cancelled: false }] },
    });
    const { transaction } = await expectAnswer(orderAnswerSchema, res);

    const entry = await auditEntryOf(admin, 'order.items', order.id);
    const line = order.items[0];
    expect(entry).toMatchObject({
      actor: staffNamed(staff),
      entity: 'order',
      before: {
        items: [{ itemId, productName: line?.productName, quantity: 3, cancelled: false }],
        totalAmount: order.totalAmount,
      },
      after: {
        items: [{ itemId, productName: line?.productName, quantity: 1, cancelled: false }],
        totalAmount: transaction.totalAmount,
        netAmount: transaction.netAmount,
      },
    });
    expect(transaction.totalAmount).toBeLessThan(order.totalAmount);
    expectNoPersonalData(entry, secrets);
  });

  it('records a new shipping address only as changed, never the old or the new one', async () => {
    const { client: sale, user: staff } = await staffClient(ctx, 'sale');
    const { client: admin } = await staffClient(ctx, 'admin');
    const { order, secrets } = await customerOrder();
    const row = await orderRow(ctx, order.id);
    const newAddress = '55/8 หมู่ 2 ต.บ้านใหม่ อ.บางปะอิน จ.พระนครศรีอยุธยา 13160';
    await expectAnswer(
      orderAnswerSchema,
      sale.api.admin.transactions[':id'].$put({
        param: { id: order.id },
        json: {
          username: row?.username as string,
          totalAmount: satangToBaht(row?.totalAmountSatang ?? 0),
          shippingAddress: newAddress,
          status: 'pending',
        },
      }),
    );

    const entry = await auditEntryOf(admin, 'order.update', order.id);
    expect(entry).toMatchObject({
      actor: staffNamed(staff),
      entity: 'order',
      before: { shippingAddress: 'set' },
      after: { shippingAddress: 'changed' },
    });
    expectNoPersonalData(entry, [...secrets, newAddress]);
  });

  it('records a manual order taken by phone, and its confirmation, without the customer', async () => {
    const { client: sale, user: staff } = await staffClient(ctx, 'sale');
    const { client: admin } = await staffClient(ctx, 'admin');
    const member = await createUser(ctx.handle.db, customerDetails());
    const product = await createProduct(ctx.handle.db, { price: 420, stockCount: 10 });
    const typedAddress = '7/3 หมู่ 1 ต.ลาดชิด อ.ผักไห่ จ.พระนครศรีอยุธยา 13120';
    const res = sale.api.admin.transactions.$post({
      json: {
        username: member.phone,
        items: [{ productId: product.id, quantity: 2 }],
        shippingAddress: typedAddress,
        status: 'confirmed',
      },
    });
    const { transaction } = await expectAnswer(orderAnswerSchema, res, 201);

    const made = await auditEntryOf(admin, 'order.create', transaction.id);
    expect(made).toMatchObject({
      actor: staffNamed(staff),
      entity: 'order',
      entityId: transaction.id,
      before: null,
      after: { channel: 'phone', products: 1, totalAmount: 840 },
    });
    const confirmed = await auditEntryOf(admin, 'order.confirm', transaction.id);
    expect(confirmed).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
    expectNoPersonalData(
      await auditEntriesOf(admin, 'order', transaction.id),
      personalTexts(member, { address: typedAddress }),
    );
  });

  it('records an order deleted by an admin with what it was, and nothing for a refused delete', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    const { client: admin, user: staff } = await staffClient(ctx, 'admin');
    const { order, secrets } = await customerOrder();
    const remove = (client: TestClient) =>
      client.api.admin.transactions[':id'].$delete({ param: { id: order.id } });

    await refusal(remove(sale), 403, 'FORBIDDEN');
    expect(await auditEntriesOf(admin, 'order.delete', order.id)).toEqual([]);

    expect((await remove(admin)).status).toBe(204);
    const entry = await auditEntryOf(admin, 'order.delete', order.id);
    expect(entry).toMatchObject({
      actor: staffNamed(staff),
      entity: 'order',
      entityId: order.id,
      before: {
        status: 'pending',
        paymentMethod: 'cod',
        channel: 'website',
        netAmountSatang: Math.round(order.netAmount * 100),
      },
      after: { unitsReturned: 2 },
    });
    expectNoPersonalData(entry, secrets);
  });
});

describe('the staff audit records a member reset code', () => {
  it('says a code was made and until when, never the code nor the member', async () => {
    const { client: admin, user: staff } = await staffClient(ctx, 'admin');
    const member = await createUser(ctx.handle.db, customerDetails());
    const made = await expectAnswer(
      resetCodeResponseSchema,
      admin.api.admin.members[':id']['reset-code'].$post({ param: { id: member.id } }),
    );

    const entry = await auditEntryOf(admin, 'member.reset_code', member.id);
    expect(entry).toMatchObject({
      actor: staffNamed(staff),
      entity: 'member',
      entityId: member.id,
      before: null,
      after: { expiresAt: made.expiresAt },
    });
    expect(JSON.stringify(entry)).not.toContain(made.code);
    expectNoPersonalData(entry, personalTexts(member));
  });
});

describe('the staff audit records articles and news', () => {
  const article: ArticleInput = {
    title: 'กำจัดเพลี้ยกระโดดสีน้ำตาลในนาข้าว',
    author: 'ทีมงานร้าน',
    publishedDate: '2026-03-01T03:00:00.000Z',
    readTime: '5 min read',
    imageUrl: '/images/articles/rice-weed-control.svg',
    excerpt: 'สลับกลุ่มสารตามกลไกการออกฤทธิ์',
    content: 'ย่อหน้าแรก\n\nย่อหน้าที่สอง',
  };
  const news: NewsInputBody = {
    title: 'ราคาข้าวเปลือกขยับขึ้นต้นเดือน',
    category: 'Market',
    publishedDate: '2026-03-02T01:30:00+07:00',
    summary: 'โรงสีรับซื้อข้าวเปลือกเจ้าในราคาสูงขึ้น',
    content: 'รายละเอียดข่าว',
    isUrgent: false,
  };

  it('records an article made, its changed fields before and after, and its removal', async () => {
    const { client: admin, user: staff } = await staffClient(ctx, 'admin');
    const made = await expectAnswer(
      articleAnswerSchema,
      admin.api.admin.articles.$post({ json: article }),
      201,
    );
    const id = made.article.id;
    const param = { id: String(id) };
    await expectAnswer(
      articleAnswerSchema,
      admin.api.admin.articles[':id'].$put({
        param,
        json: { ...article, title: 'เพลี้ยกระโดดสีน้ำตาล: สลับกลุ่มสาร', content: 'เนื้อหาใหม่' },
      }),
    );
    expect((await admin.api.admin.articles[':id'].$delete({ param })).status).toBe(204);

    const created = await auditEntryOf(admin, 'article.create', id);
    expect(created).toMatchObject({
      actor: staffNamed(staff),
      entity: 'article',
      before: null,
      after: { title: article.title, author: article.author, excerpt: article.excerpt },
    });
    expect(created.after?.content).toMatchObject({ characters: article.content.length });

    const updated = await auditEntryOf(admin, 'article.update', id);
    expect(Object.keys(updated.after ?? {}).sort()).toEqual(['content', 'title']);
    expect(updated.before).toMatchObject({ title: article.title });
    expect(updated.after).toMatchObject({ title: 'เพลี้ยกระโดดสีน้ำตาล: สลับกลุ่มสาร' });
    expect(updated.before?.content).not.toEqual(updated.after?.content);

    const removed = await auditEntryOf(admin, 'article.delete', id);
    expect(removed).toMatchObject({
      entity: 'article',
      before: { title: 'เพลี้ยกระโดดสีน้ำตาล: สลับกลุ่มสาร' },
      after: null,
    });
  });

  it('records news made, changed and removed; a missing item leaves no entry', async () => {
    const { client: admin, user: staff } = await staffClient(ctx, 'admin');
    const made = await expectAnswer(
      newsAnswerSchema,
      admin.api.admin.news.$post({ json: news }),
      201,
    );
    const id = made.news.id;
    const param = { id: String(id) };
    await expectAnswer(
      newsAnswerSchema,
      admin.api.admin.news[':id'].$put({ param, json: { ...news, isUrgent: true } }),
    );
    expect((await admin.api.admin.news[':id'].$delete({ param })).status).toBe(204);
    await refusal(admin.api.admin.news[':id'].$delete({ param }), 404, 'NOT_FOUND');

    const entries = await auditEntriesOf(admin, 'news', id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'news.delete',
      'news.update',
      'news.create',
    ]);
    expect(entries.every((entry) => entry.actor.id === staff.id)).toBe(true);
    expect(entries[1]).toMatchObject({ before: { isUrgent: false }, after: { isUrgent: true } });
    expect(entries[2]?.after).toMatchObject({ title: news.title, category: 'Market' });
  });
});

describe('the staff audit records a LINE message sent again', () => {
  it('records the failed message sent again, never its recipient; a refused resend leaves none', async () => {
    const { client: admin, user: staff } = await staffClient(ctx, 'admin');
    const recipient = `U${'c'.repeat(32)}`;
    const [failed] = await ctx.handle.db
      .insert(notificationOutbox)
      .values({
        channel: 'line',
        recipient,
        template: 'customer.shipped',
        payload: { orderId: 'TXN1' },
        status: 'failed',
        attempts: 8,
        lastError: 'LINE 500',
      })
      .returning();
    const id = String(failed?.id);
    const resend = () => admin.api.admin.notifications[':id'].resend.$post({ param: { id } });
    await expectAnswer(resendAnswerSchema, resend());
    await refusal(resend(), 409, 'CONFLICT');

    const entry = await auditEntryOf(admin, 'notification.resend', id);
    expect(entry).toMatchObject({
      actor: staffNamed(staff),
      entity: 'notification',
      entityId: id,
      before: { status: 'failed' },
      after: { status: 'pending' },
    });
    expect(JSON.stringify(entry)).not.toContain(recipient);
  });
});
