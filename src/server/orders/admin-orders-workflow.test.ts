import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderAnswerSchema } from '../../shared/contracts/admin-orders-answers.ts';
import {
  STAGE_TIMESTAMP,
  stageIndex,
  WORKFLOW_STAGES,
} from '../../shared/domain/order-lifecycle.ts';
import {
  eventsAbout,
  historyOf,
  itemIdsOf,
  orderRow,
  placedOrder,
  stockOf,
} from '../../testing/admin-orders.ts';
import {
  base,
  confirmItems,
  customersOrder,
  editItems,
  moveTo,
  rejectItems,
  setupOrdersTestApp,
} from '../../testing/admin-orders-api.ts';
import { answer, expectAnswer, refusal } from '../../testing/api-client.ts';
import { orders } from '../db/schema/index.ts';

const { ctx, staff } = setupOrdersTestApp();

describe('the workflow', () => {
  it('allows exactly the moves of the transition table: forward stamps, back clears later stamps', async () => {
    const { order } = await placedOrder(ctx);
    const old = new Date('2026-01-01T00:00:00.000Z');
    for (const from of WORKFLOW_STAGES) {
      for (const to of WORKFLOW_STAGES) {
        // Every stage reached was stamped long ago, so a fresh stamp is easy to tell; the
        // stages after it have no time.
        const reached = (stage: (typeof WORKFLOW_STAGES)[number]) =>
          stageIndex(stage) <= stageIndex(from) ? old : null;
        await ctx.handle.db
          .update(orders)
          .set({
            workflowStatus: from,
            orderReceivedAt: reached('received'),
            paymentConfirmedAt: reached('payments'),
            deliveryStartedAt: reached('delivery'),
            courierAssignedAt: reached('courier'),
          })
          .where(eq(orders.id, order.id));
        const before = Date.now();
        const res = await moveTo(staff.sale, order.id, to);
        const row = await orderRow(ctx, order.id);
        const label = `${from} → ${to}`;
        // Back to any stage reached, forward one stage at a time.
        if (stageIndex(to) > stageIndex(from) + 1) {
          expect(res.status, label).toBe(409);
          expect(row?.workflowStatus, label).toBe(from);
          continue;
        }
        expect(res.status, label).toBe(200);
        const { transaction } = await expectAnswer(orderAnswerSchema, res);
        expect(transaction.workflowStatus, label).toBe(to);
        for (const stage of WORKFLOW_STAGES) {
          const column = STAGE_TIMESTAMP[stage];
          if (!column) continue;
          const stamped = row?.[column]?.getTime() ?? 0;
          if (stageIndex(to) > stageIndex(from) && stage === to) {
            expect(stamped, `${label}: ${column}`).toBeGreaterThanOrEqual(before - 1000);
          } else if (stageIndex(stage) > stageIndex(to)) {
            // A stage after the new one is pending: it has no time.
            expect(row?.[column], `${label}: ${column} cleared`).toBeNull();
          } else {
            expect(stamped, `${label}: ${column} kept`).toBe(old.getTime());
          }
        }
      }
    }
  });

  it('walks an order from ordered to courier, then back, clearing the later stamps', async () => {
    const { order } = await placedOrder(ctx);
    for (const stage of ['received', 'payments', 'delivery', 'courier'] as const) {
      await expectAnswer(orderAnswerSchema, moveTo(staff.sale, order.id, stage));
    }
    const done = await orderRow(ctx, order.id);
    expect(done?.workflowStatus).toBe('courier');
    for (const column of [
      'orderReceivedAt',
      'paymentConfirmedAt',
      'deliveryStartedAt',
      'courierAssignedAt',
    ] as const) {
      expect(done?.[column]).toBeInstanceOf(Date);
    }
    const back = await expectAnswer(orderAnswerSchema, moveTo(staff.sale, order.id, 'received'));
    expect(back.transaction).toMatchObject({
      workflowStatus: 'received',
      orderReceivedAt: done?.orderReceivedAt?.toISOString(),
      courierAssignedAt: null,
      paymentConfirmedAt: null,
    });
    const history = back.transaction.history;
    expect(history.map((entry) => entry.details)).toEqual([
      { from: 'courier', to: 'received' },
      { from: 'delivery', to: 'courier' },
      { from: 'payments', to: 'delivery' },
      { from: 'received', to: 'payments' },
      { from: 'orders', to: 'received' },
    ]);
    expect(history[0]).toMatchObject({ action: 'workflow', actorName: staff.saleName });
    // Setting the current stage changes nothing and leaves no trace.
    await expectAnswer(orderAnswerSchema, moveTo(staff.sale, order.id, 'received'));
    expect(await historyOf(ctx, order.id)).toHaveLength(5);
    const events = await eventsAbout(ctx, order.id);
    expect(events.filter((event) => event.details.action === 'workflow')).toHaveLength(5);
    expect(events.every((event) => event.amountSatang === null || !event.details.action)).toBe(
      true,
    );
  });

  it('refuses to move a rejected order, and an unknown stage', async () => {
    const { order } = await placedOrder(ctx);
    const itemIds = await itemIdsOf(staff.sale, order.id);
    await answer(rejectItems(staff.sale, order.id, itemIds, 'สินค้าหมด'));
    const error = await refusal(moveTo(staff.sale, order.id, 'orders'), 409);
    expect(error.message).toBe('A rejected or cancelled order does not move through the workflow.');
    // Sent raw: 'shipped' is no workflow stage, so the typed client cannot send it.
    expect(
      (await staff.sale.post(`${base}/${order.id}/workflow`, { stage: 'shipped' })).status,
    ).toBe(400);
  });
});

describe('confirm and reject', () => {
  it('need at least one ticked item of the order', async () => {
    const { order } = await placedOrder(ctx);
    const other = await placedOrder(ctx);
    for (const action of ['confirm', 'reject'] as const) {
      const decide = (itemIds: number[]) =>
        action === 'confirm'
          ? confirmItems(staff.sale, order.id, itemIds)
          : rejectItems(staff.sale, order.id, itemIds, 'สินค้าหมด');
      const empty = await refusal(decide([]), 400);
      expect(empty.message).toBe('Tick at least one item first.');
      // Sent raw: a body without itemIds is wrong on purpose.
      expect((await staff.sale.post(`${base}/${order.id}/${action}`, {})).status).toBe(400);
      const foreign = await refusal(decide(await itemIdsOf(staff.sale, other.order.id)), 400);
      expect(foreign.message).toBe('This item is not part of the order.');
    }
    expect(await orderRow(ctx, order.id)).toMatchObject({ status: 'pending' });
    expect(await historyOf(ctx, order.id)).toHaveLength(0);
  });

  it('confirm: status confirmed, workflow received, received now, one history line', async () => {
    const { order } = await placedOrder(ctx);
    const before = Date.now();
    const res = confirmItems(staff.sale, order.id, await itemIdsOf(staff.sale, order.id));
    const { transaction } = await expectAnswer(orderAnswerSchema, res);
    expect(transaction).toMatchObject({
      status: 'confirmed',
      workflowStatus: 'received',
      orderRejected: false,
    });
    expect(Date.parse(transaction.orderReceivedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(transaction.history).toHaveLength(1);
    expect(transaction.history[0]).toMatchObject({
      action: 'confirm',
      actorName: staff.saleName,
    });
    const events = (await eventsAbout(ctx, order.id)).filter(
      (event) => event.details.action === 'confirm',
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userName: staff.saleName, amountSatang: null });

    // Reject after confirm: refused with a reason.
    const reject = rejectItems(
      staff.sale,
      order.id,
      await itemIdsOf(staff.sale, order.id),
      'สินค้าหมด',
    );
    expect(await refusal(reject, 409)).toMatchObject({
      code: 'CONFLICT',
      message: 'This order is already Confirmed; it cannot be rejected.',
    });
  });

  it('reject: flagged with the reason given, cancelled, stock of its live lines back', async () => {
    const { order, products, customer } = await placedOrder(ctx, [
      { product: { stockCount: 10 }, quantity: 3 },
      { product: { stockCount: 10 }, quantity: 2 },
    ]);
    const [first, second] = products;
    if (!first || !second) throw new Error('two products');
    expect(await stockOf(ctx, first.id)).toBe(7);
    const [firstLine, secondLine] = await itemIdsOf(staff.sale, order.id);
    if (firstLine === undefined || secondLine === undefined) throw new Error('two lines');
    // The second line was cancelled earlier: its 2 units are back already.
    await answer(
      editItems(staff.sale, order.id, [{ id: secondLine, quantity: 2, cancelled: true }]),
    );
    expect(await stockOf(ctx, second.id)).toBe(10);

    const res = rejectItems(staff.sale, order.id, [firstLine], 'สินค้าหมด');
    const { transaction } = await expectAnswer(orderAnswerSchema, res);
    expect(transaction).toMatchObject({
      status: 'cancelled',
      orderRejected: true,
      rejectionReason: 'สินค้าหมด',
    });
    expect(await stockOf(ctx, first.id)).toBe(10);
    expect(await stockOf(ctx, second.id)).toBe(10);

    // The customer sees the rejection too.
    const mine = await customersOrder(customer.client, order.id);
    expect(mine).toMatchObject({
      status: 'cancelled',
      orderRejected: true,
      rejectionReason: 'สินค้าหมด',
    });

    const confirm = await refusal(confirmItems(staff.sale, order.id, [firstLine]), 409);
    expect(confirm.message).toBe('This order was rejected; it cannot be confirmed.');
  });
});
