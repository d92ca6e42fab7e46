import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderAnswerSchema } from '../../shared/contracts/admin-orders-answers.ts';
import { itemIdsOf, staffClient } from '../../testing/admin-orders.ts';
import { answer, expectAnswer, setupTestApp } from '../../testing/api-client.ts';
import { ledgerOf, myPoints } from '../../testing/points.ts';
import { refund } from '../../testing/refunds.ts';
import { paidOrder, requestInvoice, vatShop } from '../../testing/tax-documents.ts';
import { taxDocuments } from '../db/schema/tax-documents.ts';

const ctx = setupTestApp();

/** A herbicide ฿500 × 2 (exempt, 5 points a unit) and a sprayer ฿1,070 (7 % VAT, 20 points). */
const lines = (name: string) => [
  { product: { category: 'herbicides' as const, price: 500, memberPoints: 5 }, quantity: 2 },
  {
    product: { category: 'equipments' as const, price: 1070, memberPoints: 20, name },
    quantity: 1,
  },
];

const creditNotesOf = (orderId: string) =>
  ctx.handle.db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'CN')));

describe('what a refund does beyond the money (the lifecycle’s refund effects)', () => {
  it('takes back the points the refunded line earned, and corrects the tax invoice with a credit note', async () => {
    await vatShop(ctx);
    const admin = (await staffClient(ctx, 'admin')).client;
    const { order, customer } = await paidOrder(ctx, lines('ถังพ่นยา รุ่นคืนเงิน'));
    expect((await myPoints(customer.client)).balance).toBe(30);
    const { taxInvoice } = await answer(requestInvoice(customer.client, order.id), 201);
    // The lines in the order they were placed: the herbicide, then the sprayer.
    const [, sprayer] = await itemIdsOf(admin, order.id);
    if (sprayer === undefined) throw new Error('no sprayer line');

    await expectAnswer(
      orderAnswerSchema,
      refund(admin, order.id, {
        amount: 1070,
        method: 'cash',
        reference: 'คืนถังพ่นยา',
        lineIds: [sprayer],
      }),
    );

    expect((await myPoints(customer.client)).balance).toBe(10);
    const revoked = (await ledgerOf(ctx, customer.user.id)).filter(
      (row) => row.reason === 'revoked',
    );
    expect(revoked.map((row) => [row.change, row.orderId])).toEqual([[-20, order.id]]);
    const [note, ...more] = await creditNotesOf(order.id);
    expect(more).toHaveLength(0);
    expect(note?.corrects).toBe(taxInvoice.number);
    expect(note?.totalSatang).toBe(107_000);
    expect(note?.exemptSatang).toBe(0);
    expect(note?.vatSatang).toBe(7_000);
  });

  it('issues no credit note for an order without a tax invoice', async () => {
    await vatShop(ctx);
    const admin = (await staffClient(ctx, 'admin')).client;
    const { order } = await paidOrder(ctx, lines('ถังพ่นยา รุ่นไม่มีใบกำกับ'));
    const [herbicide] = await itemIdsOf(admin, order.id);
    if (herbicide === undefined) throw new Error('no line');
    await expectAnswer(
      orderAnswerSchema,
      refund(admin, order.id, {
        amount: 1000,
        method: 'cash',
        reference: 'R-2',
        lineIds: [herbicide],
      }),
    );
    expect(await creditNotesOf(order.id)).toHaveLength(0);
  });
});
