import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { staffClient } from '../../testing/admin-orders.ts';
import { answer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import {
  BUYER,
  paidOrder,
  requestInvoice,
  SHOP_NAME,
  vatShop,
} from '../../testing/tax-documents.ts';
import type { Executor } from '../db/client.ts';
import { issueCreditNote } from './credit-notes.ts';

/**
 * Each PDF looked at as a reader would: its page drawn to a picture by poppler (`pdftoppm`), A4,
 * not blank, and its text (`pdftotext`) holding the Thai shop name and the document's number.
 * PDF_SHOTS=<folder> keeps the pictures for a person to look at the Thai marks' placement.
 */
const ctx = setupTestApp();
const folder = mkdtempSync(path.join(tmpdir(), 'tax-pdfs-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function fetchPdf(client: TestClient, url: string): Promise<Buffer> {
  const res = await client.fetch(`http://shop.test${url}`);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await res.arrayBuffer());
}

/** The page's size in points, its text, and how much of its picture is ink. */
async function look(pdf: Buffer, name: string) {
  const file = path.join(folder, `${name}.pdf`);
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  // ำ reads as ํา, its compatibility decomposition (pdf-thai-text.ts): compared as NFKC.
  const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).normalize(
    'NFKC',
  );
  execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, path.join(folder, name)]);
  const png = readFileSync(path.join(folder, `${name}.png`));
  if (process.env.PDF_SHOTS) {
    writeFileSync(path.join(process.env.PDF_SHOTS, `${name}.png`), png);
    writeFileSync(path.join(process.env.PDF_SHOTS, `${name}.pdf`), pdf);
  }
  const { channels } = await sharp(png).greyscale().stats();
  const mean = channels[0]?.mean ?? 255;
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  return { info, text, mean, fonts };
}

const A4_POINTS = /Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/;

describe('the PDFs of an order', () => {
  it('a tax invoice: A4, the Thai font embedded, shop and buyer, number, lines and amounts', async () => {
    await vatShop(ctx);
    const { order, customer } = await paidOrder(ctx);
    const { taxInvoice } = await answer(requestInvoice(customer.client, order.id), 201);
    const pdf = await fetchPdf(customer.client, taxInvoice.pdfUrl);
    const page = await look(pdf, 'tax-invoice');
    expect(page.info).toMatch(A4_POINTS);
    expect(page.info).toMatch(/Pages:\s+1/);
    expect(page.fonts).toMatch(/Sarabun/);
    expect(page.fonts).not.toMatch(/Helvetica/);
    // Not blank: some ink, still mostly paper.
    expect(page.mean).toBeLessThan(250);
    expect(page.mean).toBeGreaterThan(150);
    expect(page.text).toContain(SHOP_NAME.normalize('NFKC'));
    expect(page.text).toContain(taxInvoice.number);
    expect(page.text).toContain(BUYER.buyerName.normalize('NFKC'));
    expect(page.text).toContain(BUYER.taxId);
    expect(page.text).toContain('ใบกำกับภาษี'.normalize('NFKC'));
    expect(page.text).toContain('สำนักงานใหญ่'.normalize('NFKC'));
    expect(page.text).toContain('ยกเว้นภาษี'.normalize('NFKC'));
    expect(page.text).toContain(taxInvoice.totalInWords.normalize('NFKC'));
    // The Buddhist year of the Bangkok date.
    const buddhistYear = new Date(taxInvoice.issuedAt).getUTCFullYear() + 543;
    expect(page.text).toMatch(
      new RegExp(`${buddhistYear - 1}|${buddhistYear}|${buddhistYear + 1}`),
    );
    // Made once: asked again, the same bytes from the kept copy.
    expect((await fetchPdf(customer.client, taxInvoice.pdfUrl)).equals(pdf)).toBe(true);
    const kept = await ctx.handle.db.execute(
      sql`SELECT count(*)::int AS n FROM tax_document_pdfs WHERE number = ${taxInvoice.number}`,
    );
    expect((kept as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    // Staff may fetch it; another customer may not; an order without an invoice has none.
    const staff = await staffClient(ctx, 'sale');
    expect((await fetchPdf(staff.client, taxInvoice.pdfUrl)).equals(pdf)).toBe(true);
    const stranger = await signedInCustomer(ctx);
    const refused = await stranger.client.fetch(`http://shop.test${taxInvoice.pdfUrl}`);
    expect(refused.status).toBe(404);
    const other = await paidOrder(ctx);
    await refusal(
      other.customer.client.api.orders[':id']['tax-invoice.pdf'].$get({
        param: { id: other.order.id },
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('a receipt: A4 with the receipt number and the customer', async () => {
    await vatShop(ctx);
    const { order, customer } = await paidOrder(ctx);
    const pdf = await fetchPdf(customer.client, `/api/orders/${order.id}/receipt.pdf`);
    const page = await look(pdf, 'receipt');
    expect(page.info).toMatch(A4_POINTS);
    expect(page.text).toContain('ใบเสร็จรับเงิน'.normalize('NFKC'));
    expect(page.text).toContain(SHOP_NAME.normalize('NFKC'));
    expect(page.text).toMatch(/RC-\d{6}/);
    expect(page.mean).toBeLessThan(250);
  });

  it('a credit note: staff only, naming the invoice it corrects', async () => {
    await vatShop(ctx);
    const { order, customer } = await paidOrder(ctx);
    const { taxInvoice } = await answer(requestInvoice(customer.client, order.id), 201);
    const note = await ctx.handle.db.transaction((tx: Executor) =>
      issueCreditNote(tx, { orderId: order.id, amountSatang: 107_000, reason: 'ถังพ่นยารั่ว คืนเงิน' }),
    );
    const url = `/api/admin/credit-notes/${note?.number}.pdf`;
    const staff = await staffClient(ctx, 'sale');
    const page = await look(await fetchPdf(staff.client, url), 'credit-note');
    expect(page.info).toMatch(A4_POINTS);
    expect(page.text).toContain('ใบลดหนี้'.normalize('NFKC'));
    expect(page.text).toContain(note?.number);
    expect(page.text).toContain(taxInvoice.number);
    expect(page.text).toContain('ถังพ่นยารั่ว'.normalize('NFKC'));
    const denied = await customer.client.fetch(`http://shop.test${url}`);
    expect(denied.status).toBe(403);
    const missing = await staff.client.fetch(
      'http://shop.test/api/admin/credit-notes/CN-2020-999999.pdf',
    );
    expect(missing.status).toBe(404);
  });
});
