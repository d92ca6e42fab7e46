import { eq, inArray, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../shared/admin-messages.ts';
import { itemIdsOf, placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { parseCsv } from '../../testing/csv.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { orderItems, orders } from '../db/schema/index.ts';
import { EXPORT_BATCH } from './order-export.ts';

const ctx = setupTestApp();
const columns = adminMessages.transactions.export.columns;
const col = (name: string) => columns.indexOf(name as (typeof columns)[number]);

type ExportQuery = Parameters<
  TestClient['api']['admin']['transactions']['export.csv']['$get']
>[0]['query'];
const exportCsv = (client: TestClient, query: ExportQuery) =>
  client.api.admin.transactions['export.csv'].$get({ query });

async function csvOf(response: Promise<Response> | Response) {
  const res = await response;
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(res.status, text).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect([...bytes.slice(0, 3)], 'starts with a UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual([...columns]);
  return { rows: rows as string[][], disposition: res.headers.get('content-disposition') };
}

/** Puts orders on a Bangkok day of their own, far from every other test's orders. */
async function placeAt(ids: string[], at: string) {
  await ctx.handle.db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(inArray(orders.id, ids));
}

const satang = (baht: string) => Math.round(Number(baht) * 100);

describe('GET /api/admin/transactions/export.csv', () => {
  it('writes one row per live line, amounts that add up to the orders, and names the file by its days', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    const cod = await placedOrder(
      ctx,
      [
        { product: { name: 'ปุ๋ย "สูตรเร็ว", 25 กก.', price: 450.25 }, quantity: 2 },
        { product: { price: 99.99 }, quantity: 3 },
        { product: { price: 10 }, quantity: 1 },
      ],
      { paymentMethod: 'cod', customer: { firstName: '=HYPERLINK("x")', lastName: 'ไร่ทอง' } },
    );
    const paid = await placedOrder(ctx, [{ product: { price: 1234.5 }, quantity: 1 }], {
      paymentMethod: 'promptpay',
    });
    // Bangkok 2020-03-01 23:59 and 2020-03-02 00:00.
    await placeAt([cod.order.id], '2020-03-01T16:59:00Z');
    await placeAt([paid.order.id], '2020-03-01T17:00:00Z');
    await ctx.handle.db
      .update(orders)
      .set({ shippingFeeSatang: 4000, carrier: 'thailandpost', trackingNumber: 'EF582568151TH' })
      .where(eq(orders.id, cod.order.id));
    // The third line is cancelled by the shop: not in the export, not in the order's total.
    const [, , cancelled] = await itemIdsOf(sale, cod.order.id);
    await ctx.handle.db
      .update(orderItems)
      .set({ isCancelled: true })
      .where(eq(orderItems.id, cancelled as number));
    await ctx.handle.db
      .update(orders)
      .set({ totalAmountSatang: 2 * 45025 + 3 * 9999, netAmountSatang: 2 * 45025 + 3 * 9999 })
      .where(eq(orders.id, cod.order.id));

    const { rows, disposition } = await csvOf(
      exportCsv(sale, { from: '2020-03-01', to: '2020-03-02' }),
    );
    expect(disposition).toBe('attachment; filename="orders-20200301-20200302.csv"');
    expect(rows.map((row) => row[col('เลขคำสั่งซื้อ')])).toEqual([
      cod.order.id,
      cod.order.id,
      paid.order.id,
    ]);
    const [first, second, third] = rows as [string[], string[], string[]];
    expect(first[col('วันที่เวลา')]).toBe('2020-03-01 23:59:00');
    expect(third[col('วันที่เวลา')]).toBe('2020-03-02 00:00:00');
    expect(first[col('สินค้า')]).toBe('ปุ๋ย "สูตรเร็ว", 25 กก.');
    expect(first.slice(col('จำนวน'), col('รวมรายการ') + 1)).toEqual(['2', '450.25', '900.50']);
    expect(second.slice(col('จำนวน'), col('รวมรายการ') + 1)).toEqual(['3', '99.99', '299.97']);
    // A name that looks like a formula stays text.
    expect(first[col('ชื่อลูกค้า')]).toBe(`'=HYPERLINK("x") ไร่ทอง`);
    expect(first[col('วิธีชำระเงิน')]).toBe('เก็บเงินปลายทาง');
    // The status in Thai with the spec's English label.
    expect(first[col('สถานะ')]).toBe('รอยืนยัน (Pending)');
    expect(first.slice(col('ยอดสุทธิคำสั่งซื้อ'))).toEqual([
      '1200.47',
      '40.00',
      '1240.47',
      '',
      'ไปรษณีย์ไทย',
      'EF582568151TH',
    ]);

    // Each order's line totals add up to its total; the amounts due match the orders.
    const stored = await ctx.handle.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [cod.order.id, paid.order.id]));
    for (const order of stored) {
      const own = rows.filter((row) => row[col('เลขคำสั่งซื้อ')] === order.id);
      const lines = own.reduce((sum, row) => sum + satang(row[col('รวมรายการ')] ?? ''), 0);
      expect(lines).toBe(order.totalAmountSatang);
      for (const row of own) {
        expect(satang(row[col('ยอดที่ต้องชำระ')] ?? '')).toBe(
          order.netAmountSatang + order.shippingFeeSatang,
        );
      }
    }

    // One day only, and one status only.
    const firstDay = await csvOf(exportCsv(sale, { from: '2020-03-01', to: '2020-03-01' }));
    expect(new Set(firstDay.rows.map((row) => row[0]))).toEqual(new Set([cod.order.id]));
    const secondDay = await csvOf(exportCsv(sale, { from: '2020-03-02', to: '2020-03-02' }));
    expect(secondDay.rows.map((row) => row[0])).toEqual([paid.order.id]);
    const itemIds = await itemIdsOf(sale, paid.order.id);
    await sale.api.admin.transactions[':id'].confirm.$post({
      param: { id: paid.order.id },
      json: { itemIds },
    });
    const confirmed = await csvOf(
      exportCsv(sale, { from: '2020-03-01', to: '2020-03-02', status: 'confirmed' }),
    );
    expect(confirmed.rows.map((row) => row[0])).toEqual([paid.order.id]);
    const none = await csvOf(exportCsv(sale, { from: '2020-03-03', to: '2020-03-03' }));
    expect(none.rows).toEqual([]);
  });

  it('writes the status in Thai, phones that keep their leading 0, and a cancelled unpaid order as not paid', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    const open = await placedOrder(ctx, [{ quantity: 1 }], {
      paymentMethod: 'promptpay',
      customer: { phone: '0891234567' },
    });
    const cancelled = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'promptpay' });
    const res = await cancelled.customer.client.api.orders[':id'].cancel.$post({
      param: { id: cancelled.order.id },
    });
    expect(res.status).toBe(200);
    await placeAt([open.order.id, cancelled.order.id], '2020-04-01T03:00:00Z');

    const { rows } = await csvOf(exportCsv(sale, { from: '2020-04-01', to: '2020-04-01' }));
    const rowOf = (id: string) => rows.find((row) => row[col('เลขคำสั่งซื้อ')] === id) ?? [];
    // ="0891234567": a spreadsheet shows the text 0891234567, never the number 891234567.
    expect(rowOf(open.order.id)[col('เบอร์โทร')]).toBe('="0891234567"');
    expect(rowOf(open.order.id)[col('สถานะการชำระเงิน')]).toBe('รอชำระเงิน');
    expect(rowOf(cancelled.order.id)[col('สถานะ')]).toBe('ยกเลิกแล้ว (Cancelled)');
    expect(rowOf(cancelled.order.id)[col('สถานะการชำระเงิน')]).toBe('ไม่ได้ชำระเงิน');
  });

  it('reads every order of a range larger than one batch, once each', async () => {
    const { client: admin } = await staffClient(ctx, 'admin');
    const customer = await signedInCustomer(ctx);
    const { order } = await placedOrder(ctx, [{ quantity: 1 }]);
    const [row] = await ctx.handle.db.select().from(orders).where(eq(orders.id, order.id));
    const [item] = await ctx.handle.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.transactionId, order.id));
    if (!row || !item) throw new Error('the order was not stored');
    // Copies of the order, many on the very same instant: the batches must not skip or repeat.
    const count = EXPORT_BATCH + 15;
    const copies = Array.from({ length: count }, (_, index) => ({
      ...row,
      id: `TXN2021${String(index).padStart(6, '0')}`,
      userId: customer.user.id,
      idempotencyKey: null,
      createdAt: new Date(index % 2 === 0 ? '2021-06-01T03:00:00.123Z' : '2021-06-01T05:00:00Z'),
    }));
    await ctx.handle.db.insert(orders).values(copies);
    await ctx.handle.db.insert(orderItems).values(
      copies.map((copy) => {
        const { id: _id, ...line } = item;
        return { ...line, transactionId: copy.id };
      }),
    );
    // Times with microseconds, as now() stores them and a JS Date cannot hold.
    await ctx.handle.db
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} + interval '456 microseconds'` })
      .where(like(orders.id, 'TXN2021%'));
    const { rows } = await csvOf(exportCsv(admin, { from: '2021-06-01', to: '2021-06-01' }));
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((line) => line[0])).size).toBe(count);
  });

  it('refuses bad days and statuses in the error shape (400), and anyone but staff', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    for (const query of [
      { from: '2020-02-30' },
      { to: '01/03/2020' },
      { from: '2020-03-05', to: '2020-03-01' },
      { status: 'Pending' },
    ] as ExportQuery[]) {
      await refusal(exportCsv(sale, query), 400, 'VALIDATION');
    }
    const { client: customer } = await signedInCustomer(ctx);
    await refusal(exportCsv(customer, {}), 403, 'FORBIDDEN');
    await refusal(exportCsv(ctx.client(), {}), 401, 'UNAUTHENTICATED');
  });
});
