import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../shared/admin-messages.ts';
import { orderAnswerSchema } from '../../shared/contracts/admin-orders-answers.ts';
import {
  adminPaymentQueueSchema,
  receiptSchema,
  slipAnswerSchema,
  waitingSlipsSchema,
} from '../../shared/contracts/payments-answers.ts';
import { paymentMessages } from '../../shared/payment-messages.ts';
import { historyOf, itemIdsOf, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import {
  decidePayment,
  prepaidOrder,
  sendSlip,
  slipImage,
  slipsFolder,
} from '../../testing/payments.ts';
import { freshTransferRef, slipPicture } from '../../testing/slip-pictures.ts';
import { FORBIDDEN_MESSAGE } from '../http/session.ts';

const slips = slipsFolder();
const ctx = setupTestApp({ SLIPS_DIR: slips.dir });

/** An order paid by PromptPay with a slip (carrying `transRef`) waiting for staff. */
async function orderInReview(transRef: string | null = freshTransferRef()) {
  const placed = await prepaidOrder(ctx);
  const res = sendSlip(placed.customer.client, placed.order.id, await slipPicture({ transRef }));
  const { slip } = await expectAnswer(slipAnswerSchema, res, 201);
  return { ...placed, slip };
}

const queue = (client: TestClient) =>
  client.api.admin.payments.$get({ query: { status: 'in_review' } });
const ownReceipt = (client: TestClient, id: string) =>
  client.api.orders[':id'].receipt.$get({ param: { id } });
const staffReceipt = (client: TestClient, id: string) =>
  client.api.admin.transactions[':id'].receipt.$get({ param: { id } });

describe('the payments queue', () => {
  it('lists the slips waiting for staff, oldest first, each with its order', async () => {
    const sale = (await staffClient(ctx, 'sale')).client;
    const sent: Awaited<ReturnType<typeof orderInReview>>[] = [];
    for (let i = 0; i < 3; i++) sent.push(await orderInReview());
    const { items, total } = await expectAnswer(adminPaymentQueueSchema, queue(sale));
    expect(total).toBe(items.length);
    const ours = items.filter((item) => sent.some((one) => one.slip.id === item.slip.id));
    expect(ours.map((item) => item.slip.id)).toEqual(sent.map((one) => one.slip.id));
    expect(ours.map((item) => item.order.id)).toEqual(sent.map((one) => one.order.id));
    // Oldest first among the slips to check by eye, and among the others.
    for (const needsCheck of [true, false]) {
      const group = items.filter((item) => item.slip.needsCheck === needsCheck);
      const submitted = group.map((item) => item.slip.submittedAt);
      expect(submitted).toEqual([...submitted].sort());
    }
    for (const item of ours) {
      expect(item.order).toMatchObject({ paymentStatus: 'in_review', paymentMethod: 'promptpay' });
      expect(item.order.items.length).toBeGreaterThan(0);
    }
  });

  it('lists the slips staff must check by eye first, saying why (a slip without a QR: NO_QR)', async () => {
    const sale = (await staffClient(ctx, 'sale')).client;
    const withQr = await orderInReview();
    const withoutQr = await orderInReview(null);
    const newer = await orderInReview();
    const { items } = await expectAnswer(adminPaymentQueueSchema, queue(sale));
    const ours = items.filter((item) =>
      [withQr, withoutQr, newer].some((one) => one.slip.id === item.slip.id),
    );
    expect(ours.map((item) => item.slip.id)).toEqual([
      withoutQr.slip.id,
      withQr.slip.id,
      newer.slip.id,
    ]);
    expect(ours.map(({ slip }) => [slip.needsCheck, slip.checkReason])).toEqual([
      [true, 'NO_QR'],
      [false, null],
      [false, null],
    ]);
    // Every slip to check comes before every other.
    const flags = items.map((item) => item.slip.needsCheck);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });

  it('is for staff who manage orders: visitors 401, customers 403', async () => {
    for (const role of ['sale', 'admin', 'root'] as const) {
      await expectAnswer(adminPaymentQueueSchema, queue((await staffClient(ctx, role)).client));
    }
    await refusal(queue(ctx.client()), 401, 'UNAUTHENTICATED');
    const admin = (await staffClient(ctx, 'admin')).client;
    const paid = admin.api.admin.payments.$get({ query: { status: 'paid' as 'in_review' } });
    await refusal(paid, 400, 'VALIDATION');
    const customer = await signedInCustomer(ctx);
    const error = await refusal(queue(customer.client), 403, 'FORBIDDEN');
    expect(error.message).toBe(FORBIDDEN_MESSAGE);
  });

  it('leaves out a slip whose order staff cancelled meanwhile: nothing can be decided on it', async () => {
    const admin = (await staffClient(ctx, 'admin')).client;
    const { order, slip } = await orderInReview();
    // The shop refuses the order itself while its slip waits.
    const itemIds = await itemIdsOf(admin, order.id);
    const rejected = admin.api.admin.transactions[':id'].reject.$post({
      param: { id: order.id },
      json: { itemIds, reason: 'สินค้าหมด' },
    });
    expect((await expectAnswer(orderAnswerSchema, rejected)).transaction.status).toBe('cancelled');
    const { items } = await expectAnswer(adminPaymentQueueSchema, queue(admin));
    expect(items.some((item) => item.slip.id === slip.id)).toBe(false);
  });
});

describe('approving a slip', () => {
  it('pays the order: confirmed, payment stage stamped, a receipt with the slip’s reference', async () => {
    const sale = await staffClient(ctx, 'sale');
    const transRef = freshTransferRef();
    const { order, customer, slip } = await orderInReview(transRef);
    const res = decidePayment(sale.client, order.id, { decision: 'approve' });
    const { transaction } = await expectAnswer(orderAnswerSchema, res);
    expect(transaction).toMatchObject({
      paymentStatus: 'paid',
      status: 'confirmed',
      workflowStatus: 'payments',
    });
    expect(transaction.paymentConfirmedAt).not.toBeNull();
    expect(transaction.receiptNumber).toEqual(expect.any(Number));
    expect(transaction.history[0]).toMatchObject({
      action: 'payment',
      actorId: sale.user.id,
      details: { slipId: slip.id, decision: 'approve', receiptNumber: transaction.receiptNumber },
    });

    const mine = await expectAnswer(receiptSchema, ownReceipt(customer.client, order.id));
    expect(mine).toMatchObject({
      number: transaction.receiptNumber,
      orderId: order.id,
      paymentMethod: 'promptpay',
      transferRef: transRef,
      amount: order.amountDue,
    });
    expect(await expectAnswer(receiptSchema, staffReceipt(sale.client, order.id))).toEqual(mine);

    const { items } = await expectAnswer(adminPaymentQueueSchema, queue(sale.client));
    expect(items.some((item) => item.slip.id === slip.id)).toBe(false);
    // Paid: no further slip, and a second approval changes nothing.
    await refusal(
      sendSlip(customer.client, order.id, await slipPicture()),
      409,
      'NOT_AWAITING_PAYMENT',
    );
    const again = await expectAnswer(
      orderAnswerSchema,
      decidePayment(sale.client, order.id, { decision: 'approve' }),
    );
    expect(again.transaction.receiptNumber).toBe(transaction.receiptNumber);
    expect(again.transaction.history).toHaveLength(transaction.history.length);
  });

  it('keeps receipts to the order’s customer and staff; none before payment', async () => {
    const admin = (await staffClient(ctx, 'admin')).client;
    const { order, customer } = await orderInReview();
    const none = await refusal(ownReceipt(customer.client, order.id), 404, 'NOT_FOUND');
    expect(none.message).toBe(paymentMessages.receipt.notFound);
    await refusal(staffReceipt(admin, order.id), 404, 'NOT_FOUND');
    await expectAnswer(orderAnswerSchema, decidePayment(admin, order.id, { decision: 'approve' }));
    const stranger = await signedInCustomer(ctx);
    await refusal(ownReceipt(stranger.client, order.id), 404, 'NOT_FOUND');
    await refusal(ownReceipt(ctx.client(), order.id), 401, 'UNAUTHENTICATED');
    await refusal(staffReceipt(customer.client, order.id), 403, 'FORBIDDEN');
    await refusal(staffReceipt(admin, 'nope'), 404, 'NOT_FOUND');
  });
});

describe('rejecting a slip', () => {
  it('needs a reason the customer reads; then the customer may send another slip', async () => {
    const admin = (await staffClient(ctx, 'admin')).client;
    const { order, customer, slip } = await orderInReview();
    for (const body of [{ decision: 'reject' }, { decision: 'reject', reason: '   ' }] as const) {
      const error = await refusal(decidePayment(admin, order.id, body as never), 400, 'VALIDATION');
      expect(error.message).toBe(paymentMessages.admin.reasonRequired);
    }
    await refusal(
      decidePayment(admin, order.id, { decision: 'reject', reason: 'ก'.repeat(201) }),
      400,
      'VALIDATION',
    );

    const reason = 'ยอดโอนไม่ตรงกับยอดที่ต้องชำระ';
    const res = decidePayment(admin, order.id, { decision: 'reject', reason });
    const { transaction } = await expectAnswer(orderAnswerSchema, res);
    expect(transaction).toMatchObject({ paymentStatus: 'rejected', status: 'pending' });
    expect(transaction.receiptNumber).toBeNull();
    expect(transaction.history[0]?.details).toMatchObject({ slipId: slip.id, reason });
    // The refused picture stays visible to both sides.
    expect((await slipImage(customer.client, slip.id)).status).toBe(200);

    const next = sendSlip(customer.client, order.id, await slipPicture());
    const sent = await expectAnswer(slipAnswerSchema, next, 201);
    expect(sent.order.paymentStatus).toBe('in_review');
    expect(sent.slip.id).not.toBe(slip.id);
  });
});

describe('deciding without a slip in review', () => {
  it('is refused by the lifecycle (409 NO_SLIP_IN_REVIEW); unknown orders 404; customers 403', async () => {
    const sale = (await staffClient(ctx, 'sale')).client;
    const { order, customer } = await prepaidOrder(ctx);
    for (const decision of [
      { decision: 'approve' },
      { decision: 'reject', reason: 'x' },
    ] as const) {
      const error = await refusal(decidePayment(sale, order.id, decision), 409, 'CONFLICT');
      expect(error).toMatchObject({
        reason: 'NO_SLIP_IN_REVIEW',
        message: adminMessages.transactions.refusals.NO_SLIP_IN_REVIEW,
      });
    }
    expect(await historyOf(ctx, order.id)).toEqual([]);
    for (const id of ['TXN1', 'abc']) {
      await refusal(decidePayment(sale, id, { decision: 'approve' }), 404, 'NOT_FOUND');
    }
    await refusal(decidePayment(customer.client, order.id, { decision: 'approve' }), 403);
    await refusal(decidePayment(ctx.client(), order.id, { decision: 'approve' }), 401);
  });
});

describe('the count of slips waiting', () => {
  it('follows the queue: one more with a slip sent, one fewer with a decision', async () => {
    const sale = (await staffClient(ctx, 'sale')).client;
    const count = async () =>
      (await expectAnswer(waitingSlipsSchema, sale.api.admin.payments.count.$get())).waiting;
    const before = await count();
    const placed = await orderInReview();
    expect(await count()).toBe(before + 1);
    await expectAnswer(
      orderAnswerSchema,
      decidePayment(sale, placed.order.id, { decision: 'approve' }),
    );
    expect(await count()).toBe(before);
    const { client: customer } = await signedInCustomer(ctx);
    await refusal(customer.api.admin.payments.count.$get(), 403, 'FORBIDDEN');
  });
});

describe('an order cancelled while its slip waits', () => {
  it('closes the slip as refused, with a reason the customer reads, and leaves the queue', async () => {
    const sale = (await staffClient(ctx, 'sale')).client;
    const placed = await orderInReview();
    const res = sale.api.admin.transactions[':id'].reject.$post({
      param: { id: placed.order.id },
      json: { itemIds: await itemIdsOf(sale, placed.order.id), reason: 'สินค้าหมด' },
    });
    await expectAnswer(orderAnswerSchema, res);
    const info = await placed.customer.client.api.orders[':id'].payment.$get({
      param: { id: placed.order.id },
    });
    const { slips: sent } = await info.json();
    expect(sent).toEqual([
      expect.objectContaining({
        id: placed.slip.id,
        status: 'rejected',
        reason: paymentMessages.slip.orderCancelled,
      }),
    ]);
    const { items } = await expectAnswer(adminPaymentQueueSchema, queue(sale));
    expect(items.map((item) => item.slip.id)).not.toContain(placed.slip.id);
    const history = await historyOf(ctx, placed.order.id);
    expect(history.find((entry) => entry.action === 'reject')?.details).toMatchObject({
      slipsClosed: 1,
    });
  });
});
