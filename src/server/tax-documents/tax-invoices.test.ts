import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { answer, refusal, setupTestApp } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { givePoints } from '../../testing/points.ts';
import { signedInClient } from '../../testing/staff-session.ts';
import {
  BUYER,
  mixedLines,
  paidOrder,
  requestInvoice,
  SHOP_NAME,
  vatShop,
} from '../../testing/tax-documents.ts';
import { taxDocuments } from '../db/schema/tax-documents.ts';

const ctx = setupTestApp();
const year = Number(
  new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(
    new Date(),
  ),
);
const stored = async (orderId: string) =>
  ctx.handle.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));

describe('POST /api/orders/:id/tax-invoice', () => {
  it('issues the full tax invoice of a paid order: taxable lines with 7 % VAT, exempt lines apart', async () => {
    await vatShop(ctx);
    const { order, customer } = await paidOrder(ctx);
    const { taxInvoice } = await answer(requestInvoice(customer.client, order.id), 201);
    expect(taxInvoice.number).toBe(`INV-${year}-000001`);
    expect(new Date(taxInvoice.issuedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(taxInvoice.buyer).toEqual({
      name: BUYER.buyerName,
      taxId: BUYER.taxId,
      branch: '00000',
      address: BUYER.address,
    });
    expect(taxInvoice.shop).toMatchObject({ legalName: SHOP_NAME, taxId: '0145561000011' });
    expect(taxInvoice.lines.map((line) => [line.total, line.vatExempt])).toEqual([
      [1000, true],
      [1070, false],
    ]);
    // Prices include VAT: base = round(gross × 100/107), VAT = gross − base; delivery is taxable.
    const gross = Math.round((1070 + order.shippingFee) * 100);
    const base = Math.round((gross * 100) / 107);
    expect(taxInvoice.exemptAmount).toBe(1000);
    expect(taxInvoice.taxableAmount * 100).toBeCloseTo(gross, 6);
    expect(taxInvoice.taxBase * 100).toBeCloseTo(base, 6);
    expect(taxInvoice.vat * 100).toBeCloseTo(gross - base, 6);
    expect(taxInvoice.total).toBe(taxInvoice.exemptAmount + taxInvoice.taxableAmount);
    expect(taxInvoice.totalInWords).toMatch(/บาท/);
    expect(taxInvoice.pdfUrl).toBe(`/api/orders/${order.id}/tax-invoice.pdf`);
    expect(await stored(order.id)).toHaveLength(1);
  });

  it('counts what member points paid, as the receipt does: the invoice totals what was paid', async () => {
    await vatShop(ctx);
    const member = await signedInCustomer(ctx);
    await givePoints(await signedInClient(ctx, 'admin'), member.user.id, 20_000);
    const { order, customer } = await paidOrder(ctx, mixedLines(), { member, pointsToUse: 20_000 });
    expect(order.pointsDiscount).toBe(200);
    const { taxInvoice } = await answer(requestInvoice(customer.client, order.id), 201);
    expect(taxInvoice.total).toBeCloseTo(order.amountDue, 6);
    expect(taxInvoice.discount).toBeCloseTo(200, 6);
    const receipt = await answer(
      customer.client.api.orders[':id'].receipt.$get({ param: { id: order.id } }),
      200,
    );
    expect(taxInvoice.exemptAmount).toBeCloseTo(receipt.exemptAmount, 6);
    expect(taxInvoice.vat).toBeCloseTo(receipt.vat, 6);
  });

  it('is issued once per order (409 ALREADY_ISSUED), and numbers run on without a gap', async () => {
    await vatShop(ctx);
    const first = await paidOrder(ctx);
    const second = await paidOrder(ctx);
    const a = await answer(requestInvoice(first.customer.client, first.order.id), 201);
    await refusal(requestInvoice(first.customer.client, first.order.id), 409, 'ALREADY_ISSUED');
    const b = await answer(requestInvoice(second.customer.client, second.order.id), 201);
    const sequence = (number: string) => Number(number.slice(-6));
    expect(sequence(b.taxInvoice.number)).toBe(sequence(a.taxInvoice.number) + 1);
    expect(await stored(first.order.id)).toHaveLength(1);
  });

  it.each([
    ['a wrong check digit', { taxId: '0105556123454' }, 'taxId'],
    ['letters', { taxId: '010555612345A' }, 'taxId'],
    ['12 digits', { taxId: '010555612345' }, 'taxId'],
    ['a branch of 4 digits', { branch: '0001' }, 'branch'],
    ['no buyer name', { buyerName: '  ' }, 'buyerName'],
    ['no address', { address: '' }, 'address'],
  ])('refuses %s with 400 and a Thai message, issuing nothing', async (_name, change, field) => {
    await vatShop(ctx);
    const { order, customer } = await paidOrder(ctx);
    const error = await refusal(
      requestInvoice(customer.client, order.id, { ...BUYER, ...change }),
      400,
      'VALIDATION',
    );
    expect(error.fields?.[field]).toMatch(/[ก-๙]/);
    expect(await stored(order.id)).toHaveLength(0);
  });

  it('takes a branch number and a tax id typed with dashes', async () => {
    await vatShop(ctx);
    const { order, customer } = await paidOrder(ctx);
    const { taxInvoice } = await answer(
      requestInvoice(customer.client, order.id, {
        ...BUYER,
        taxId: '0-1055-56123-45-3',
        branch: '00012',
      }),
      201,
    );
    expect(taxInvoice.buyer).toMatchObject({ taxId: '0105556123453', branch: '00012' });
  });

  it('refuses an unpaid order (409 ORDER_NOT_PAID, as a refund is) and a shop that is not VAT-registered (409 NOT_VAT_REGISTERED)', async () => {
    await vatShop(ctx);
    const unpaid = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'promptpay' });
    const notPaid = await refusal(
      requestInvoice(unpaid.customer.client, unpaid.order.id),
      409,
      'ORDER_NOT_PAID',
    );
    expect(notPaid.message).toBe('คำสั่งซื้อนี้ยังไม่ได้รับชำระเงิน');
    const paid = await paidOrder(ctx);
    await vatShop(ctx, false);
    await refusal(requestInvoice(paid.customer.client, paid.order.id), 409, 'NOT_VAT_REGISTERED');
    expect(await stored(unpaid.order.id)).toHaveLength(0);
    expect(await stored(paid.order.id)).toHaveLength(0);
  });

  it("answers 404 for another customer's order and 401 to a visitor; staff ask on the customer's behalf", async () => {
    await vatShop(ctx);
    const { order } = await paidOrder(ctx);
    const stranger = await signedInCustomer(ctx);
    await refusal(requestInvoice(stranger.client, order.id), 404, 'NOT_FOUND');
    await refusal(requestInvoice(ctx.client(), order.id), 401);
    await refusal(requestInvoice(stranger.client, 'TXN-nope'), 404, 'NOT_FOUND');
    const staff = await staffClient(ctx, 'sale');
    const { taxInvoice } = await answer(requestInvoice(staff.client, order.id), 201);
    expect(taxInvoice.orderId).toBe(order.id);
  });

  it('keeps an issued document as it was: the database refuses to change or remove it', async () => {
    await vatShop(ctx);
    const { order, customer } = await paidOrder(ctx);
    const { taxInvoice } = await answer(requestInvoice(customer.client, order.id), 201);
    await expect(
      ctx.handle.db
        .update(taxDocuments)
        .set({ buyerName: 'someone else' })
        .where(eq(taxDocuments.number, taxInvoice.number)),
    ).rejects.toThrow();
    await expect(
      ctx.handle.db.execute(sql`DELETE FROM tax_documents WHERE number = ${taxInvoice.number}`),
    ).rejects.toThrow();
    const [row] = await stored(order.id);
    expect(row?.buyerName).toBe(BUYER.buyerName);
  });

  it("lists an order's documents for its customer and staff: the invoice, credit notes, the receipt's PDF", async () => {
    await vatShop(ctx);
    const { order, customer } = await paidOrder(ctx);
    const ask = (client: typeof customer.client) =>
      client.api.orders[':id']['tax-documents'].$get({ param: { id: order.id } });
    const documents = (client: typeof customer.client) => answer(ask(client));
    const before = await documents(customer.client);
    expect(before).toEqual({
      vatRegistered: true,
      taxInvoice: null,
      creditNotes: [],
      receiptPdfUrl: `/api/orders/${order.id}/receipt.pdf`,
    });
    const { taxInvoice } = await answer(requestInvoice(customer.client, order.id), 201);
    const staff = await staffClient(ctx, 'sale');
    const after = await documents(staff.client);
    expect(after.taxInvoice?.number).toBe(taxInvoice.number);
    const stranger = await signedInCustomer(ctx);
    await refusal(ask(stranger.client), 404, 'NOT_FOUND');
  });
});
