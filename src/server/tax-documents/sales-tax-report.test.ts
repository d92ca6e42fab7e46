import { describe, expect, it } from 'vitest';
import { taxDocumentMessages } from '../../shared/tax-document-messages.ts';
import { staffClient } from '../../testing/admin-orders.ts';
import { answer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { parseCsv } from '../../testing/csv.ts';
import { BUYER, paidOrder, requestInvoice, vatShop } from '../../testing/tax-documents.ts';
import type { Executor } from '../db/client.ts';
import { issueCreditNote } from './credit-notes.ts';
import { bangkokMonth } from './sales-tax-report.ts';

const ctx = setupTestApp();

const thisMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
})
  .format(new Date())
  .slice(0, 7);

const report = (client: TestClient, month: string) =>
  client.api.admin.reports['sales-tax.csv'].$get({ query: { month } });

describe('GET /api/admin/reports/sales-tax.csv', () => {
  it("lists the month's invoices then credit notes in number order, Thai intact for Excel", async () => {
    await vatShop(ctx);
    const first = await paidOrder(ctx);
    const second = await paidOrder(ctx);
    const a = await answer(requestInvoice(first.customer.client, first.order.id), 201);
    const b = await answer(
      requestInvoice(second.customer.client, second.order.id, { ...BUYER, branch: '00012' }),
      201,
    );
    const note = await ctx.handle.db.transaction((tx: Executor) =>
      issueCreditNote(tx, { orderId: first.order.id, amountSatang: 107_000, reason: 'คืนสินค้า' }),
    );
    const admin = await staffClient(ctx, 'admin');
    const res = await report(admin.client, thisMonth);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([...taxDocumentMessages.report.headers]);
    expect(rows.map((row) => row[1])).toEqual([
      a.taxInvoice.number,
      b.taxInvoice.number,
      note?.number,
    ]);
    const [invoiceRow, branchRow, noteRow] = rows;
    expect(invoiceRow?.[0]).toMatch(/^\d{2}\/\d{2}\/25\d{2}$/);
    expect(invoiceRow?.[2]).toBe(BUYER.buyerName);
    expect(invoiceRow?.[3]).toBe(`="${BUYER.taxId}"`);
    expect(invoiceRow?.[4]).toBe('="00000"');
    expect(branchRow?.[4]).toBe('="00012"');
    expect(invoiceRow?.slice(5)).toEqual([
      a.taxInvoice.taxBase.toFixed(2),
      a.taxInvoice.vat.toFixed(2),
      a.taxInvoice.exemptAmount.toFixed(2),
    ]);
    // A credit note takes its amounts off the month.
    expect(Number(noteRow?.[5]) + Number(noteRow?.[6]) + Number(noteRow?.[7])).toBeCloseTo(
      -1070,
      2,
    );
  });

  it('answers only the header for a month without documents', async () => {
    const admin = await staffClient(ctx, 'admin');
    const res = await report(admin.client, '2001-02');
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(1);
  });

  it.each(['2026-13', '2026-1', 'last-month', ''])(
    'refuses the month %j with 400',
    async (month) => {
      const admin = await staffClient(ctx, 'admin');
      await refusal(report(admin.client, month), 400, 'VALIDATION');
    },
  );

  it('is for admin and root: 403 to sales staff and customers', async () => {
    const sale = await staffClient(ctx, 'sale');
    await refusal(report(sale.client, thisMonth), 403, 'FORBIDDEN');
    await refusal(report(ctx.client(), thisMonth), 401);
  });

  it('takes the Bangkok month: from 17:00 UTC the day before the first', () => {
    expect(bangkokMonth('2026-12')).toEqual({
      from: new Date('2026-11-30T17:00:00Z'),
      to: new Date('2026-12-31T17:00:00Z'),
    });
  });
});
