import { describe, expect, it } from 'vitest';
import { answer, setupTestApp } from '../../testing/api-client.ts';
import { paidOrder, requestInvoice, vatShop } from '../../testing/tax-documents.ts';
import type { Executor } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { type CreditNoteRequest, issueCreditNote } from './credit-notes.ts';
import { invoiceOfOrder, type StoredLine } from './documents.ts';

const ctx = setupTestApp();

const credit = (request: CreditNoteRequest) =>
  ctx.handle.db.transaction((tx: Executor) => issueCreditNote(tx, request));

async function invoicedOrder() {
  await vatShop(ctx);
  const { order, customer } = await paidOrder(ctx);
  await answer(requestInvoice(customer.client, order.id), 201);
  const invoice = await invoiceOfOrder(ctx.handle.db, order.id);
  if (!invoice) throw new Error('no invoice');
  return { order, invoice };
}

describe('issueCreditNote', () => {
  it('issues nothing for an order without a tax invoice', async () => {
    await vatShop(ctx);
    const { order } = await paidOrder(ctx);
    expect(await credit({ orderId: order.id, amountSatang: 10_000, reason: 'คืนสินค้า' })).toBeNull();
  });

  it('corrects the invoice with its own CN number, split as the invoice was when no line is named', async () => {
    const { order, invoice } = await invoicedOrder();
    const note = await credit({
      orderId: order.id,
      amountSatang: invoice.totalSatang,
      reason: 'ยกเลิกทั้งคำสั่งซื้อ',
    });
    expect(note?.number).toMatch(/^CN-\d{4}-000001$/);
    expect(note).toMatchObject({
      kind: 'CN',
      corrects: invoice.number,
      orderId: order.id,
      buyerTaxId: invoice.buyerTaxId,
      totalSatang: invoice.totalSatang,
      exemptSatang: invoice.exemptSatang,
      taxableSatang: invoice.taxableSatang,
      vatSatang: invoice.vatSatang,
      baseSatang: invoice.baseSatang,
      reason: 'ยกเลิกทั้งคำสั่งซื้อ',
    });
  });

  it('takes the VAT from the named lines: a sprayer given back is all taxable', async () => {
    const { order, invoice } = await invoicedOrder();
    const sprayer = (invoice.lines as StoredLine[]).find((line) => !line.vatExempt);
    const note = await credit({
      orderId: order.id,
      amountSatang: 107_000,
      lines: sprayer?.itemId ? [sprayer.itemId] : [],
      reason: 'สินค้าชำรุด',
    });
    expect(note).toMatchObject({
      taxableSatang: 107_000,
      vatSatang: 7_000,
      baseSatang: 100_000,
      exemptSatang: 0,
    });
    expect(note?.lines.map((line) => line.name)).toEqual([sprayer?.name]);
  });

  it('never gives back more than the invoice still holds, and numbers run on', async () => {
    const { order, invoice } = await invoicedOrder();
    const first = await credit({ orderId: order.id, amountSatang: 50_000, reason: 'คืนบางส่วน' });
    await expect(
      credit({ orderId: order.id, amountSatang: invoice.totalSatang - 50_000 + 1, reason: 'เกิน' }),
    ).rejects.toSatisfy((error) => error instanceof AppError && error.code === 'CREDIT_TOO_LARGE');
    const second = await credit({
      orderId: order.id,
      amountSatang: invoice.totalSatang - 50_000,
      reason: 'คืนส่วนที่เหลือ',
    });
    expect(Number(second?.number.slice(-6))).toBe(Number(first?.number.slice(-6)) + 1);
    expect((first?.totalSatang ?? 0) + (second?.totalSatang ?? 0)).toBe(invoice.totalSatang);
    expect((first?.vatSatang ?? 0) + (second?.vatSatang ?? 0)).toBeLessThanOrEqual(
      invoice.vatSatang + 1,
    );
  });
});
