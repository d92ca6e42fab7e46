import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slipAnswerSchema } from '../../shared/contracts/payments-answers.ts';
import { historyOf, orderRow, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp } from '../../testing/api-client.ts';
import { decidePayment, prepaidOrder, sendSlip, slipsFolder } from '../../testing/payments.ts';
import { freshTransferRef, reencoded, slipPicture } from '../../testing/slip-pictures.ts';
import { paymentSlips, receipts } from '../db/schema/index.ts';

/**
 * Two taps on "send", two staff members at once: the order row is locked and the slips' unique
 * indexes decide, so each race has one outcome. Meaningful on PostgreSQL (real parallel
 * transactions); must hold on PGlite too.
 */
const slips = slipsFolder();
const ctx = setupTestApp({ SLIPS_DIR: slips.dir });
const PARALLEL = 6;
/** The status as a number: the route's type names only its success, not its refusals. */
const statusOf = (res: { status: number }): number => res.status;

async function slipsOf(orderId: string) {
  return ctx.handle.db.select().from(paymentSlips).where(eq(paymentSlips.transactionId, orderId));
}

describe('slips sent at once', () => {
  it(`${PARALLEL} slips for one order at once: one is taken, the others 409, one file kept`, async () => {
    const { order, customer } = await prepaidOrder(ctx);
    const pictures = await Promise.all(Array.from({ length: PARALLEL }, () => slipPicture()));
    const before = slips.files().length;
    const answers = await Promise.all(
      pictures.map((picture) => sendSlip(customer.client, order.id, picture)),
    );
    const statuses = answers.map(statusOf);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(PARALLEL - 1);
    for (const res of answers.filter((answer) => statusOf(answer) === 409)) {
      await refusal(res, 409, 'NOT_AWAITING_PAYMENT');
    }
    expect(await slipsOf(order.id)).toHaveLength(1);
    expect(slips.files()).toHaveLength(before + 1);
    expect(await historyOf(ctx, order.id)).toHaveLength(1);
    expect((await orderRow(ctx, order.id))?.paymentStatus).toBe('in_review');
  });

  it('one picture for two orders at once: one is taken, the other 409 SLIP_ALREADY_USED', async () => {
    const picture = await slipPicture();
    const orders = await Promise.all([prepaidOrder(ctx), prepaidOrder(ctx)]);
    const answers = await Promise.all(
      orders.map(({ order, customer }) => sendSlip(customer.client, order.id, picture)),
    );
    expect(answers.map(statusOf).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => statusOf(res) === 409);
    if (refused) await refusal(refused, 409, 'SLIP_ALREADY_USED');
    const states = await Promise.all(orders.map(({ order }) => orderRow(ctx, order.id)));
    expect(states.map((row) => row?.paymentStatus).sort()).toEqual(['awaiting', 'in_review']);
  });

  it('a slip without a QR and a copy of it for two orders at once: one is taken, the other 409', async () => {
    const picture = await slipPicture({ transRef: null });
    const pictures = [picture, await reencoded(picture, 70)];
    const orders = await Promise.all([prepaidOrder(ctx), prepaidOrder(ctx)]);
    const answers = await Promise.all(
      orders.map(({ order, customer }, index) =>
        sendSlip(customer.client, order.id, pictures[index] as Uint8Array),
      ),
    );
    expect(answers.map(statusOf).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => statusOf(res) === 409);
    if (refused) await refusal(refused, 409, 'SLIP_ALREADY_USED');
  });
});

describe('decisions at once', () => {
  it('approve and reject racing: one decision wins, the rest are refused or change nothing', async () => {
    const [sale, admin] = await Promise.all([staffClient(ctx, 'sale'), staffClient(ctx, 'admin')]);
    const { order, customer } = await prepaidOrder(ctx);
    await expectAnswer(
      slipAnswerSchema,
      sendSlip(customer.client, order.id, await slipPicture({ transRef: freshTransferRef() })),
      201,
    );
    const asks = Array.from({ length: PARALLEL * 2 }, (_, index) =>
      index % 2
        ? { by: admin.client, decision: { decision: 'reject', reason: 'ยอดไม่ตรง' } as const }
        : { by: sale.client, decision: { decision: 'approve' } as const },
    );
    const answers = await Promise.all(
      asks.map(({ by, decision }) => decidePayment(by, order.id, decision)),
    );
    const decisions = (await historyOf(ctx, order.id)).filter((line) => line.details.decision);
    expect(decisions).toHaveLength(1);
    const winner = decisions[0]?.details.decision;
    const statuses = answers.map(statusOf);
    const approvals = statuses.filter((_, index) => index % 2 === 0);
    const rejections = statuses.filter((_, index) => index % 2 === 1);
    if (winner === 'approve') {
      // A repeated approval of a paid order is no change: 200, the same order.
      expect(approvals).toEqual(Array(PARALLEL).fill(200));
      expect(rejections).toEqual(Array(PARALLEL).fill(409));
    } else {
      expect(approvals).toEqual(Array(PARALLEL).fill(409));
      expect(rejections.sort()).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    }

    const row = await orderRow(ctx, order.id);
    const issued = await ctx.handle.db
      .select()
      .from(receipts)
      .where(eq(receipts.transactionId, order.id));
    const [slip] = await slipsOf(order.id);
    if (winner === 'approve') {
      expect(row).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });
      expect(issued).toHaveLength(1);
      expect(row?.receiptNumber).toBe(issued[0]?.number);
      expect(slip?.status).toBe('approved');
    } else {
      expect(row).toMatchObject({ paymentStatus: 'rejected', receiptNumber: null });
      expect(issued).toHaveLength(0);
      expect(slip?.status).toBe('rejected');
    }
  });

  it('approvals of several orders at once: each gets its own receipt number, none skipped', async () => {
    const [sale, admin] = await Promise.all([staffClient(ctx, 'sale'), staffClient(ctx, 'admin')]);
    const orders = [];
    for (let i = 0; i < PARALLEL; i++) {
      const placed = await prepaidOrder(ctx);
      await expectAnswer(
        slipAnswerSchema,
        sendSlip(placed.customer.client, placed.order.id, await slipPicture()),
        201,
      );
      orders.push(placed.order.id);
    }
    const answers = await Promise.all(
      orders.flatMap((id) => [
        decidePayment(sale.client, id, { decision: 'approve' }),
        decidePayment(admin.client, id, { decision: 'approve' }),
      ]),
    );
    expect(answers.map(statusOf)).toEqual(Array(PARALLEL * 2).fill(200));
    const issued = await ctx.handle.db
      .select({ number: receipts.number, orderId: receipts.transactionId })
      .from(receipts)
      .where(inArray(receipts.transactionId, orders));
    expect(issued).toHaveLength(PARALLEL);
    const numbers = issued.map((receipt) => receipt.number).sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: PARALLEL }, (_, index) => first + index));
  });
});
