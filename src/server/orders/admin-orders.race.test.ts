import { describe, expect, it } from 'vitest';
import { orderAnswerSchema } from '../../shared/contracts/admin-orders-answers.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import {
  eventsAbout,
  historyOf,
  itemIdsOf,
  orderRow,
  placedOrder,
  stockOf,
} from '../../testing/admin-orders.ts';
import {
  confirmItems,
  editItems,
  rejectItems,
  setupOrdersTestApp,
} from '../../testing/admin-orders-api.ts';
import { expectAnswer } from '../../testing/api-client.ts';
import { signedInCustomers } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';

/**
 * Double clicks and two staff members at once: the order row is locked, so a decision is made
 * once. Meaningful on PostgreSQL (real parallel transactions); must hold on PGlite too.
 */
const { ctx, staff } = setupOrdersTestApp();
const PARALLEL = 10;

/** The status as a number: the route's type names only its 200, not its refusals. */
const statusOf = (res: { status: number }): number => res.status;

describe('decisions under parallel calls', () => {
  it(`${PARALLEL} confirms at once: one change, one history line, one event`, async () => {
    const { sale, admin } = staff;
    const { order } = await placedOrder(ctx);
    const itemIds = await itemIdsOf(sale, order.id);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        confirmItems(index % 2 ? admin : sale, order.id, itemIds),
      ),
    );
    expect(answers.map(statusOf)).toEqual(Array(PARALLEL).fill(200));
    const bodies = await Promise.all(answers.map((res) => expectAnswer(orderAnswerSchema, res)));
    for (const body of bodies) expect(body.transaction.status).toBe('confirmed');
    const history = await historyOf(ctx, order.id);
    expect(history.map((entry) => entry.action)).toEqual(['confirm']);
    const events = await eventsAbout(ctx, order.id);
    expect(events.filter((event) => event.details.action === 'confirm')).toHaveLength(1);
    const stamps = new Set(bodies.map((body) => body.transaction.orderReceivedAt));
    expect(stamps.size).toBe(1);
  });

  it(`${PARALLEL} rejects at once: one change, one history line, the stock back once`, async () => {
    const { sale, admin } = staff;
    const { order, products } = await placedOrder(ctx, [
      { product: { stockCount: 20 }, quantity: 4 },
      { product: { stockCount: 20 }, quantity: 1 },
    ]);
    const itemIds = await itemIdsOf(sale, order.id);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        rejectItems(index % 2 ? admin : sale, order.id, itemIds),
      ),
    );
    expect(answers.map(statusOf)).toEqual(Array(PARALLEL).fill(200));
    expect(await stockOf(ctx, products[0]?.id as number)).toBe(20);
    expect(await stockOf(ctx, products[1]?.id as number)).toBe(20);
    expect((await historyOf(ctx, order.id)).map((entry) => entry.action)).toEqual(['reject']);
    const events = await eventsAbout(ctx, order.id);
    expect(events.filter((event) => event.details.action === 'reject')).toHaveLength(1);
  });

  it('confirms and rejects racing: exactly one decision wins, the others are refused', async () => {
    const { sale, admin } = staff;
    const { order, products } = await placedOrder(ctx, [
      { product: { stockCount: 10 }, quantity: 3 },
    ]);
    const itemIds = await itemIdsOf(sale, order.id);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        index % 2 ? rejectItems(admin, order.id, itemIds) : confirmItems(sale, order.id, itemIds),
      ),
    );
    const history = await historyOf(ctx, order.id);
    expect(history).toHaveLength(1);
    const winner = history[0]?.action;
    const row = await orderRow(ctx, order.id);
    const losing = winner === 'confirm' ? 'reject' : 'confirm';
    answers.forEach((answer, index) => {
      const action = index % 2 ? 'reject' : 'confirm';
      expect(statusOf(answer), action).toBe(action === losing ? 409 : 200);
    });
    if (winner === 'confirm') {
      expect(row).toMatchObject({ status: 'confirmed', orderRejected: false });
      expect(await stockOf(ctx, products[0]?.id as number)).toBe(7);
    } else {
      expect(row).toMatchObject({ status: 'cancelled', orderRejected: true });
      expect(await stockOf(ctx, products[0]?.id as number)).toBe(10);
    }
  });

  it('parallel item edits on one product never take its stock below zero', async () => {
    const { sale, admin } = staff;
    const product = await createProduct(ctx.handle.db, { stockCount: 10 });
    const customers = await signedInCustomers(ctx, 5);
    const orderIds: string[] = [];
    for (const { client } of customers) {
      const res = client.api.orders.$post({
        json: { items: [{ productId: product.id, quantity: 1 }] },
      });
      orderIds.push((await expectAnswer(placeOrderResponseSchema, res, 201)).order.id);
    }
    expect(await stockOf(ctx, product.id)).toBe(5);
    const lines = await Promise.all(orderIds.map((id) => itemIdsOf(sale, id)));
    // Each edit wants 2 more units: 10 wanted, 5 on the shelf → 2 edits fit.
    const answers = await Promise.all(
      orderIds.map((id, index) =>
        editItems(index % 2 ? admin : sale, id, [
          { id: lines[index]?.[0] as number, quantity: 3, cancelled: false },
        ]),
      ),
    );
    const statuses = answers.map(statusOf);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    expect(await stockOf(ctx, product.id)).toBe(1);
  });
});
