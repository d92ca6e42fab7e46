import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderAnswerSchema } from '../../shared/contracts/admin-orders-answers.ts';
import { orderSchema } from '../../shared/contracts/orders-answers.ts';
import { orderRow, placedOrder, staffClient, stockOf } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { shopOnLine } from '../../testing/line-messages.ts';
import { slipsFolder } from '../../testing/payments.ts';
import { cancelByStaff, paidOrder, refund } from '../../testing/refunds.ts';
import { staffAudit } from '../db/schema/audit.ts';
import { notificationOutbox } from '../db/schema/notifications.ts';
import { orderRefunds } from '../db/schema/refunds.ts';

const slips = slipsFolder();
const ctx = setupTestApp({ SLIPS_DIR: slips.dir });
// The shop on LINE: a customer who linked it is told of a refund through the outbox.
shopOnLine(ctx, 'refunds-channel-token');

let admin: TestClient;
beforeAll(async () => {
  admin = (await staffClient(ctx, 'admin')).client;
});

const satangOf = (baht: number) => Math.round(baht * 100);
const refundRows = (id: string) =>
  ctx.handle.db.select().from(orderRefunds).where(eq(orderRefunds.transactionId, id));
const toldCustomer = async (id: string) =>
  (
    await ctx.handle.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.template, 'customer.refunded'))
  ).filter((row) => (row.payload as { orderId?: string }).orderId === id);

describe('a paid order cancelled by staff, refunded', () => {
  it('gives the whole amount back once: refunded, recorded, audited, told, shown to the customer', async () => {
    const { transaction, customer, products } = await paidOrder(ctx, admin);
    const productId = (products[0] as { id: number }).id;
    const cancelled = await cancelByStaff(admin, transaction.id);
    expect(cancelled.refundable).toBe(transaction.amountDue);
    const stockAfterCancel = await stockOf(ctx, productId);

    const { transaction: refunded } = await expectAnswer(
      orderAnswerSchema,
      refund(admin, transaction.id, {
        amount: cancelled.refundable,
        method: 'promptpay',
        reference: 'KBANK-0001',
        note: 'ลูกค้าขอยกเลิก',
      }),
    );
    expect(refunded.paymentStatus).toBe('refunded');
    expect(refunded.refundable).toBe(0);
    expect(refunded.refunds).toEqual([
      expect.objectContaining({
        amount: cancelled.refundable,
        method: 'promptpay',
        reference: 'KBANK-0001',
        lineIds: [],
        note: 'ลูกค้าขอยกเลิก',
      }),
    ]);
    // The cancel gave the stock back; the refund gives none twice.
    expect(await stockOf(ctx, productId)).toBe(stockAfterCancel);
    expect(await refundRows(transaction.id)).toHaveLength(1);
    const audit = await ctx.handle.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.entityId, transaction.id), eq(staffAudit.action, 'order.refund')));
    expect(audit).toHaveLength(1);
    expect(await toldCustomer(transaction.id)).toHaveLength(1);

    const mine = await expectAnswer(
      orderSchema,
      customer.client.api.orders[':id'].$get({ param: { id: transaction.id } }),
    );
    expect(mine.paymentStatus).toBe('refunded');
    expect(mine.refunds).toEqual([
      { amount: cancelled.refundable, method: 'promptpay', createdAt: expect.any(String) },
    ]);
  });

  it('refunds in part, then the rest; never more than what is left', async () => {
    const { transaction } = await paidOrder(ctx, admin);
    await cancelByStaff(admin, transaction.id);
    // Amounts are baht (the contract's convention); counted here in satang.
    const due = satangOf(transaction.amountDue);
    const first = await expectAnswer(
      orderAnswerSchema,
      refund(admin, transaction.id, { amount: 10, method: 'cash', reference: 'ใบสำคัญ 12' }),
    );
    expect(first.transaction.paymentStatus).toBe('partially_refunded');
    expect(first.transaction.refundable).toBe((due - 1000) / 100);

    const tooMuch = await refusal(
      refund(admin, transaction.id, { amount: (due - 999) / 100, method: 'cash', reference: 'x' }),
      409,
      'REFUND_TOO_LARGE',
    );
    expect(tooMuch.message).toMatch(/เกิน/);
    expect(await refundRows(transaction.id)).toHaveLength(1);

    const rest = await expectAnswer(
      orderAnswerSchema,
      refund(admin, transaction.id, {
        amount: (due - 1000) / 100,
        method: 'bank_transfer',
        reference: 'r2',
      }),
    );
    expect(rest.transaction.paymentStatus).toBe('refunded');
    expect(rest.transaction.refunds.map((each) => each.amount)).toEqual([10, (due - 1000) / 100]);
    await refusal(
      refund(admin, transaction.id, { amount: 0.01, method: 'cash', reference: 'x' }),
      409,
      'REFUND_TOO_LARGE',
    );
    expect(await toldCustomer(transaction.id)).toHaveLength(2);
  });
});

describe('refused when no money was received', () => {
  it('an unpaid PromptPay order: 409 ORDER_NOT_PAID, nothing written', async () => {
    const { order } = await placedOrder(ctx, undefined, { paymentMethod: 'promptpay' });
    await cancelByStaff(admin, order.id);
    const before = await orderRow(ctx, order.id);
    const error = await refusal(
      refund(admin, order.id, { amount: 100, method: 'promptpay', reference: 'x' }),
      409,
      'ORDER_NOT_PAID',
    );
    expect(error.message).toBe('คำสั่งซื้อนี้ยังไม่ได้รับชำระเงิน');
    expect(await orderRow(ctx, order.id)).toEqual(before);
    expect(await refundRows(order.id)).toHaveLength(0);
  });

  it('cash on delivery not collected: 409 COD_NOT_COLLECTED', async () => {
    const { order } = await placedOrder(ctx);
    await cancelByStaff(admin, order.id);
    await refusal(
      refund(admin, order.id, { amount: 100, method: 'cash', reference: 'x' }),
      409,
      'COD_NOT_COLLECTED',
    );
    expect(await refundRows(order.id)).toHaveLength(0);
  });
});

describe('refunding lines of an order still alive', () => {
  it('cuts the named lines, gives their stock back once, and refunds them', async () => {
    const { transaction, products } = await paidOrder(ctx, admin, [
      { quantity: 2 },
      { quantity: 3 },
    ]);
    const [kept, cut] = products as { id: number }[];
    const [keptLine, cutLine] = transaction.items;
    if (!kept || !cut || !keptLine || !cutLine) throw new Error('two lines');
    const stock = { kept: await stockOf(ctx, kept.id), cut: await stockOf(ctx, cut.id) };

    const nothingCut = await refusal(
      refund(admin, transaction.id, { amount: 100, method: 'cash', reference: 'x' }),
      409,
      'CONFLICT',
    );
    expect(nothingCut.reason).toBe('NOT_CANCELLED');
    await refusal(
      refund(admin, transaction.id, {
        amount: 100,
        method: 'cash',
        reference: 'x',
        lineIds: [keptLine.id, cutLine.id],
      }),
      409,
      'CONFLICT',
    );
    const other = await paidOrder(ctx, admin);
    const foreign = await refusal(
      refund(admin, transaction.id, {
        amount: 100,
        method: 'cash',
        reference: 'x',
        lineIds: [(other.transaction.items[0] as { id: number }).id],
      }),
      400,
      'VALIDATION',
    );
    expect(foreign.fields?.lineIds).toBeTruthy();

    const amount = cutLine.totalPrice;
    const { transaction: after } = await expectAnswer(
      orderAnswerSchema,
      refund(admin, transaction.id, {
        amount,
        method: 'promptpay',
        reference: 'line-refund',
        lineIds: [cutLine.id],
      }),
    );
    expect(after.status).toBe('confirmed');
    expect(after.paymentStatus).toBe('partially_refunded');
    expect(after.items.find((item) => item.id === cutLine.id)?.isCancelled).toBe(true);
    expect(after.items.find((item) => item.id === keptLine.id)?.isCancelled).toBe(false);
    expect(after.refunds[0]?.lineIds).toEqual([cutLine.id]);
    expect(await stockOf(ctx, cut.id)).toBe((stock.cut ?? 0) + 3);
    expect(await stockOf(ctx, kept.id)).toBe(stock.kept);

    // Cancelling the order now gives back only what it still holds; a refund of the cut line's
    // money again returns nothing more.
    await cancelByStaff(admin, transaction.id);
    expect(await stockOf(ctx, cut.id)).toBe((stock.cut ?? 0) + 3);
    expect(await stockOf(ctx, kept.id)).toBe((stock.kept ?? 0) + 2);
    await expectAnswer(
      orderAnswerSchema,
      refund(admin, transaction.id, {
        amount: 0.01,
        method: 'cash',
        reference: 'again',
        lineIds: [cutLine.id],
      }),
    );
    expect(await stockOf(ctx, cut.id)).toBe((stock.cut ?? 0) + 3);
  });
});

describe('bad input and who may refund', () => {
  let id: string;
  beforeAll(async () => {
    const { transaction } = await paidOrder(ctx, admin);
    await cancelByStaff(admin, transaction.id);
    id = transaction.id;
  });

  const bad: [string, unknown][] = [
    ['amount 0', { amount: 0, method: 'cash', reference: 'x' }],
    ['amount below 0', { amount: -100, method: 'cash', reference: 'x' }],
    ['amount past the satang', { amount: 10.505, method: 'cash', reference: 'x' }],
    ['amount as text', { amount: '100', method: 'cash', reference: 'x' }],
    ['amount past any order', { amount: 1e12, method: 'cash', reference: 'x' }],
    ['no method', { amount: 100, reference: 'x' }],
    ['cash on delivery is no way back', { amount: 100, method: 'cod', reference: 'x' }],
    ['empty reference', { amount: 100, method: 'cash', reference: '   ' }],
    ['reference too long', { amount: 100, method: 'cash', reference: 'x'.repeat(101) }],
    ['line ids not numbers', { amount: 100, method: 'cash', reference: 'x', lineIds: ['a'] }],
    ['note too long', { amount: 100, method: 'cash', reference: 'x', note: 'ก'.repeat(501) }],
  ];
  for (const [name, json] of bad) {
    it(`400 for ${name}, nothing written`, async () => {
      await refusal(refund(admin, id, json as Parameters<typeof refund>[2]), 400, 'VALIDATION');
      expect(await refundRows(id)).toHaveLength(0);
      expect((await orderRow(ctx, id))?.paymentStatus).toBe('paid');
    });
  }

  it('404 for an order that does not exist or cannot', async () => {
    const json = { amount: 100, method: 'cash' as const, reference: 'x' };
    await refusal(refund(admin, 'TXN1', json), 404, 'NOT_FOUND');
    await refusal(refund(admin, 'nope', json), 404, 'NOT_FOUND');
  });

  it('403 for sale staff and customers: only admin and root give money back', async () => {
    const json = { amount: 1, method: 'cash' as const, reference: 'x' };
    const sale = (await staffClient(ctx, 'sale')).client;
    await refusal(refund(sale, id, json), 403, 'FORBIDDEN');
    const root = (await staffClient(ctx, 'root')).client;
    await expectAnswer(orderAnswerSchema, refund(root, id, json));
    expect(await refundRows(id)).toHaveLength(1);
  });
});
