import { count, eq } from 'drizzle-orm';
import type { ClientResponse } from 'hono/client';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminTransactionDetailSchema,
  adminTransactionPageSchema,
  transactionAnswerSchema,
} from '../../shared/contracts/admin-orders-answers.ts';
import { orderSchema, placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import {
  ORDER_STATUSES,
  STAGE_TIMESTAMP,
  stageIndex,
  WORKFLOW_STAGES,
  type WorkflowStage,
} from '../../shared/domain/order-lifecycle.ts';
import { formatPhone } from '../../shared/domain/phone.ts';
import {
  eventsAbout,
  historyOf,
  itemIdsOf,
  orderRow,
  placedOrder,
  staffClient,
  stockOf,
} from '../../testing/admin-transactions.ts';
import {
  answer,
  expectAnswer,
  refusal,
  setupTestApp,
  type TestClient,
} from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { transactionItems, transactions } from '../db/schema/index.ts';

const ctx = setupTestApp();
const FORBIDDEN = 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้';

let sale: TestClient;
let admin: TestClient;
let saleName: string;

beforeAll(async () => {
  const saleStaff = await staffClient(ctx, 'sale', { firstName: 'สมศรี', lastName: 'ขายดี' });
  sale = saleStaff.client;
  saleName = 'สมศรี ขายดี';
  admin = (await staffClient(ctx, 'admin')).client;
});

const base = '/api/admin/transactions';

type Transactions = TestClient['api']['admin']['transactions'];
type OneTransaction = Transactions[':id'];
type ListQuery = Parameters<Transactions['$get']>[0]['query'];
type ManualOrder = Parameters<Transactions['$post']>[0]['json'];
type TransactionForm = Parameters<OneTransaction['$put']>[0]['json'];
type ItemEdits = Parameters<OneTransaction['items']['$patch']>[0]['json']['items'];

const one = (client: TestClient) => client.api.admin.transactions[':id'];
const listOrders = (client: TestClient, query: ListQuery = {}) =>
  client.api.admin.transactions.$get({ query });
const getOrder = (client: TestClient, id: string) => one(client).$get({ param: { id } });
const addOrder = (client: TestClient, json: ManualOrder) =>
  client.api.admin.transactions.$post({ json });
const editOrder = (client: TestClient, id: string, json: TransactionForm) =>
  one(client).$put({ param: { id }, json });
const deleteOrder = (client: TestClient, id: string) => one(client).$delete({ param: { id } });
const moveTo = (client: TestClient, id: string, stage: WorkflowStage) =>
  one(client).workflow.$post({ param: { id }, json: { stage } });
const confirmItems = (client: TestClient, id: string, itemIds: number[]) =>
  one(client).confirm.$post({ param: { id }, json: { itemIds } });
const rejectItems = (client: TestClient, id: string, itemIds: number[], reason = 'สินค้าหมด') =>
  one(client).reject.$post({ param: { id }, json: { itemIds, reason } });
const editItems = (client: TestClient, id: string, items: ItemEdits) =>
  one(client).items.$patch({ param: { id }, json: { items } });
/** The order as its customer sees it under My orders. */
const customersOrder = (client: TestClient, id: string) =>
  expectAnswer(orderSchema, client.api.orders[':id'].$get({ param: { id } }));

describe('who may follow up orders', () => {
  it('refuses visitors (401) and customers (403) on every call', async () => {
    const { order } = await placedOrder(ctx);
    const visitor = ctx.client();
    const { client: customer } = await signedInCustomer(ctx);
    const form = { username: 'ลุงมา', totalAmount: 10, shippingAddress: 'x' } as const;
    const calls: [string, (client: TestClient) => Promise<ClientResponse<unknown>>][] = [
      ['GET list', (client) => listOrders(client)],
      ['POST', (client) => addOrder(client, form)],
      ['GET one', (client) => getOrder(client, order.id)],
      ['PUT', (client) => editOrder(client, order.id, { ...form, status: 'pending' })],
      ['DELETE', (client) => deleteOrder(client, order.id)],
      ['workflow', (client) => moveTo(client, order.id, 'received')],
      ['confirm', (client) => confirmItems(client, order.id, [1])],
      ['reject', (client) => rejectItems(client, order.id, [1])],
      ['items', (client) => editItems(client, order.id, [])],
    ];
    for (const [label, call] of calls) {
      const asVisitor = await call(visitor);
      expect(asVisitor.status, label).toBe(401);
      await refusal(asVisitor, 401, 'UNAUTHENTICATED');
      const asCustomer = await call(customer);
      expect(asCustomer.status, label).toBe(403);
      expect(await refusal(asCustomer, 403)).toEqual({ code: 'FORBIDDEN', message: FORBIDDEN });
    }
    expect((await orderRow(ctx, order.id))?.status).toBe('pending');
  });

  it('lets sale follow orders up but not delete them (403); admin deletes', async () => {
    const { order } = await placedOrder(ctx);
    await expectAnswer(adminTransactionDetailSchema, getOrder(sale, order.id));
    const refused = await refusal(deleteOrder(sale, order.id), 403);
    expect(refused.message).toBe(FORBIDDEN);
    expect(await orderRow(ctx, order.id)).toBeDefined();
    expect((await deleteOrder(admin, order.id)).status).toBe(204);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await getOrder(sale, 'TXN1')).status).toBe(404);
    await refusal(getOrder(sale, 'not-an-id'), 404, 'NOT_FOUND');
    expect((await confirmItems(sale, 'TXN1', [1])).status).toBe(404);
  });
});

describe('GET /api/admin/transactions', () => {
  it('finds an order by its id in any case, and by the phone with or without dashes', async () => {
    const { order, customer } = await placedOrder(ctx);
    const search = (q: string) => expectAnswer(adminTransactionPageSchema, listOrders(sale, { q }));
    const byId = await search(order.id.toLowerCase());
    expect(byId.items.map((item) => item.id)).toEqual([order.id]);
    const byPhone = await search(formatPhone(customer.user.phone));
    expect(byPhone.items.map((item) => item.id)).toEqual([order.id]);
    expect(byPhone.items[0]).toMatchObject({
      username: customer.user.phone,
      channel: 'website',
      status: 'pending',
    });
    expect(byPhone.items[0]?.items[0]).toMatchObject({ isCancelled: false });
    const none = await search('TXN-nothing-like-this');
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('pages 10 at a time, newest first, filters by exact status and counts per status', async () => {
    const customer = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { stockCount: 100 });
    const ids: string[] = [];
    // Paid on delivery: twelve unpaid PromptPay orders would pass the shop's limit of unpaid orders.
    for (let index = 0; index < 12; index++) {
      const res = customer.client.api.orders.$post({
        json: { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'cod' },
      });
      ids.push((await expectAnswer(placeOrderResponseSchema, res, 201)).order.id);
    }
    const list = (query: ListQuery) =>
      expectAnswer(
        adminTransactionPageSchema,
        listOrders(sale, { q: customer.user.phone, ...query }),
      );
    const first = await list({});
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(2).reverse());
    const second = await list({ page: 2 });
    expect(second.items.map((item) => item.id)).toEqual(ids.slice(0, 2).reverse());

    const [newest] = ids.slice(-1);
    const itemIds = await itemIdsOf(sale, newest as string);
    await answer(confirmItems(sale, newest as string, itemIds));
    const confirmed = await list({ status: 'confirmed' });
    expect(confirmed.items.map((item) => item.id)).toEqual([newest]);
    const pending = await list({ status: 'pending' });
    expect(pending.total).toBe(11);
    await refusal(listOrders(sale, { status: 'Pending' }), 400);

    const counted = await ctx.handle.db
      .select({ status: transactions.status, n: count() })
      .from(transactions)
      .groupBy(transactions.status);
    const expected = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0]));
    for (const row of counted) expected[row.status] = row.n;
    // The counters cover the whole shop, whatever the search and filter.
    expect(pending.counters).toEqual(expected);
    expect(pending.counters.confirmed).toBe(first.counters.confirmed + 1);
    expect(pending.counters.pending).toBe(first.counters.pending - 1);
  });
});

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
          .update(transactions)
          .set({
            workflowStatus: from,
            orderReceivedAt: reached('received'),
            paymentConfirmedAt: reached('payments'),
            deliveryStartedAt: reached('delivery'),
            courierAssignedAt: reached('courier'),
          })
          .where(eq(transactions.id, order.id));
        const before = Date.now();
        const res = await moveTo(sale, order.id, to);
        const row = await orderRow(ctx, order.id);
        const label = `${from} → ${to}`;
        // Back to any stage reached, forward one stage at a time.
        if (stageIndex(to) > stageIndex(from) + 1) {
          expect(res.status, label).toBe(409);
          expect(row?.workflowStatus, label).toBe(from);
          continue;
        }
        expect(res.status, label).toBe(200);
        const { transaction } = await expectAnswer(transactionAnswerSchema, res);
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
      await expectAnswer(transactionAnswerSchema, moveTo(sale, order.id, stage));
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
    const back = await expectAnswer(transactionAnswerSchema, moveTo(sale, order.id, 'received'));
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
    expect(history[0]).toMatchObject({ action: 'workflow', actorName: saleName });
    // Setting the current stage changes nothing and leaves no trace.
    await expectAnswer(transactionAnswerSchema, moveTo(sale, order.id, 'received'));
    expect(await historyOf(ctx, order.id)).toHaveLength(5);
    const events = await eventsAbout(ctx, order.id);
    expect(events.filter((event) => event.details.action === 'workflow')).toHaveLength(5);
    expect(events.every((event) => event.amountSatang === null || !event.details.action)).toBe(
      true,
    );
  });

  it('refuses to move a rejected order, and an unknown stage', async () => {
    const { order } = await placedOrder(ctx);
    const itemIds = await itemIdsOf(sale, order.id);
    await answer(rejectItems(sale, order.id, itemIds, 'สินค้าหมด'));
    const error = await refusal(moveTo(sale, order.id, 'orders'), 409);
    expect(error.message).toBe('A rejected or cancelled order does not move through the workflow.');
    // Sent raw: 'shipped' is no workflow stage, so the typed client cannot send it.
    expect((await sale.post(`${base}/${order.id}/workflow`, { stage: 'shipped' })).status).toBe(
      400,
    );
  });
});

describe('confirm and reject', () => {
  it('need at least one ticked item of the order', async () => {
    const { order } = await placedOrder(ctx);
    const other = await placedOrder(ctx);
    for (const action of ['confirm', 'reject'] as const) {
      const decide = (itemIds: number[]) =>
        action === 'confirm'
          ? confirmItems(sale, order.id, itemIds)
          : rejectItems(sale, order.id, itemIds, 'สินค้าหมด');
      const empty = await refusal(decide([]), 400);
      expect(empty.message).toBe('Tick at least one item first.');
      // Sent raw: a body without itemIds is wrong on purpose.
      expect((await sale.post(`${base}/${order.id}/${action}`, {})).status).toBe(400);
      const foreign = await refusal(decide(await itemIdsOf(sale, other.order.id)), 400);
      expect(foreign.message).toBe('This item is not part of the order.');
    }
    expect(await orderRow(ctx, order.id)).toMatchObject({ status: 'pending' });
    expect(await historyOf(ctx, order.id)).toHaveLength(0);
  });

  it('confirm: status confirmed, workflow received, received now, one history line', async () => {
    const { order } = await placedOrder(ctx);
    const before = Date.now();
    const res = confirmItems(sale, order.id, await itemIdsOf(sale, order.id));
    const { transaction } = await expectAnswer(transactionAnswerSchema, res);
    expect(transaction).toMatchObject({
      status: 'confirmed',
      workflowStatus: 'received',
      orderRejected: false,
    });
    expect(Date.parse(transaction.orderReceivedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(transaction.history).toHaveLength(1);
    expect(transaction.history[0]).toMatchObject({
      action: 'confirm',
      actorName: saleName,
    });
    const events = (await eventsAbout(ctx, order.id)).filter(
      (event) => event.details.action === 'confirm',
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userName: saleName, amountSatang: null });

    // Reject after confirm: refused with a reason.
    const reject = rejectItems(sale, order.id, await itemIdsOf(sale, order.id), 'สินค้าหมด');
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
    const [firstLine, secondLine] = await itemIdsOf(sale, order.id);
    if (firstLine === undefined || secondLine === undefined) throw new Error('two lines');
    // The second line was cancelled earlier: its 2 units are back already.
    await answer(editItems(sale, order.id, [{ id: secondLine, quantity: 2, cancelled: true }]));
    expect(await stockOf(ctx, second.id)).toBe(10);

    const res = rejectItems(sale, order.id, [firstLine], 'สินค้าหมด');
    const { transaction } = await expectAnswer(transactionAnswerSchema, res);
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

    const confirm = await refusal(confirmItems(sale, order.id, [firstLine]), 409);
    expect(confirm.message).toBe('This order was rejected; it cannot be confirmed.');
  });
});

describe('saved item edits', () => {
  it('recomputes lines, total, discount and net exactly in satang and moves the stock', async () => {
    const code = await createPromotion(ctx.handle.db, {
      discountType: 'percentage',
      discountValueHundredths: 1250,
    });
    const { order, products, customer } = await placedOrder(
      ctx,
      [
        { product: { price: 333.33, stockCount: 10 }, quantity: 3 },
        { product: { price: 1299.5, stockCount: 5, isEligibleForPromotion: false }, quantity: 1 },
      ],
      { discountCode: code.discountCode },
    );
    const [eligible, tool] = products;
    if (!eligible || !tool) throw new Error('two products');
    expect(order).toMatchObject({ totalAmount: 2299.49, discountValue: 125, netAmount: 2174.49 });
    const [lineA, lineB] = await itemIdsOf(sale, order.id);
    if (lineA === undefined || lineB === undefined) throw new Error('two lines');

    const grown = await expectAnswer(
      transactionAnswerSchema,
      editItems(sale, order.id, [{ id: lineA, quantity: 7, cancelled: false }]),
    );
    expect(grown.transaction.items[0]).toMatchObject({ quantity: 7, totalPrice: 2333.31 });
    // 233331 eligible × 12.5 % = 29166.375 → 29166 satang; 233331 + 129950 = 363281.
    const row = await orderRow(ctx, order.id);
    expect(row).toMatchObject({
      totalAmountSatang: 363281,
      discountValueSatang: 29166,
      netAmountSatang: 334115,
    });
    expect(await stockOf(ctx, eligible.id)).toBe(3);

    const cancelled = await expectAnswer(
      transactionAnswerSchema,
      editItems(sale, order.id, [{ id: lineA, quantity: 7, cancelled: true }]),
    );
    expect(cancelled.transaction.items[0]).toMatchObject({ isCancelled: true });
    expect(await orderRow(ctx, order.id)).toMatchObject({
      totalAmountSatang: 129950,
      discountValueSatang: 0,
      netAmountSatang: 129950,
    });
    expect(await stockOf(ctx, eligible.id)).toBe(10);
    expect(await stockOf(ctx, tool.id)).toBe(4);

    // The customer's order no longer lists the cancelled line.
    const mine = await customersOrder(customer.client, order.id);
    expect(mine.items.map((item) => item.productId)).toEqual([tool.id]);
    expect(mine).toMatchObject({ totalAmount: 1299.5, netAmount: 1299.5 });

    // Restoring the line takes its units again.
    const restore = editItems(sale, order.id, [
      { id: lineA, quantity: 1, cancelled: false },
      { id: lineB, quantity: 1, cancelled: false },
    ]);
    await expectAnswer(transactionAnswerSchema, restore);
    expect(await stockOf(ctx, eligible.id)).toBe(9);
    // 33333 × 12.5 % = 4166.625 → 4167.
    expect(await orderRow(ctx, order.id)).toMatchObject({
      totalAmountSatang: 163283,
      discountValueSatang: 4167,
      netAmountSatang: 159116,
    });
    const history = await historyOf(ctx, order.id);
    expect(history.filter((entry) => entry.action === 'items')).toHaveLength(3);
  });

  it('re-caps a fixed discount at the new eligible subtotal', async () => {
    const code = await createPromotion(ctx.handle.db, {
      discountType: 'fixed',
      discountValueHundredths: 50000,
    });
    const { order } = await placedOrder(
      ctx,
      [
        { product: { price: 450 }, quantity: 2 },
        { product: { price: 100, isEligibleForPromotion: false }, quantity: 1 },
      ],
      { discountCode: code.discountCode },
    );
    expect(order).toMatchObject({ totalAmount: 1000, discountValue: 500, netAmount: 500 });
    const [line] = await itemIdsOf(sale, order.id);
    if (line === undefined) throw new Error('a line');
    await answer(editItems(sale, order.id, [{ id: line, quantity: 1, cancelled: false }]));
    expect(await orderRow(ctx, order.id)).toMatchObject({
      totalAmountSatang: 55000,
      discountValueSatang: 45000,
      netAmountSatang: 10000,
    });
  });

  it('refuses more than the stock (409 OUT_OF_STOCK) and changes nothing', async () => {
    const { order, products } = await placedOrder(ctx, [
      { product: { stockCount: 4, name: 'สารจับใบ บ้านเกาะ' }, quantity: 2 },
      { product: { stockCount: 9 }, quantity: 1 },
    ]);
    const [short, other] = products;
    if (!short || !other) throw new Error('two products');
    const [lineA, lineB] = await itemIdsOf(sale, order.id);
    if (lineA === undefined || lineB === undefined) throw new Error('two lines');
    const res = editItems(sale, order.id, [
      { id: lineB, quantity: 3, cancelled: false },
      { id: lineA, quantity: 5, cancelled: false },
    ]);
    expect(await refusal(res, 409)).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'สินค้ามีไม่พอ: สารจับใบ บ้านเกาะ',
      products: [{ productId: short.id, requested: 3, available: 2 }],
    });
    expect(await stockOf(ctx, short.id)).toBe(2);
    expect(await stockOf(ctx, other.id)).toBe(8);
    const lines = await ctx.handle.db
      .select({ quantity: transactionItems.quantity })
      .from(transactionItems)
      .where(eq(transactionItems.transactionId, order.id));
    expect(lines.map((line) => line.quantity).sort()).toEqual([1, 2]);
    expect(await historyOf(ctx, order.id)).toHaveLength(0);
  });

  it('refuses quantity 0, foreign lines, cancelled orders and orders out for delivery', async () => {
    const { order } = await placedOrder(ctx);
    const [line] = await itemIdsOf(sale, order.id);
    if (line === undefined) throw new Error('a line');
    const zero = await refusal(
      editItems(sale, order.id, [{ id: line, quantity: 0, cancelled: false }]),
      400,
    );
    expect(zero.fields?.['items.0.quantity']).toBe('จำนวนต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 999');
    const foreign = editItems(sale, order.id, [{ id: 999_999, quantity: 1, cancelled: false }]);
    await refusal(foreign, 400);

    for (const stage of ['received', 'payments'] as const) {
      await answer(moveTo(sale, order.id, stage));
    }
    const atPayments = editItems(sale, order.id, [{ id: line, quantity: 1, cancelled: false }]);
    await expectAnswer(transactionAnswerSchema, atPayments);
    await answer(moveTo(sale, order.id, 'delivery'));
    const atDelivery = await refusal(
      editItems(sale, order.id, [{ id: line, quantity: 2, cancelled: false }]),
      409,
    );
    expect(atDelivery.message).toBe(
      'Items can no longer change: the order is cancelled or delivery has started.',
    );

    const rejected = await placedOrder(ctx);
    const ids = await itemIdsOf(sale, rejected.order.id);
    const [firstId] = ids;
    if (firstId === undefined) throw new Error('a line');
    await answer(rejectItems(sale, rejected.order.id, ids, 'สินค้าหมด'));
    const onRejected = editItems(sale, rejected.order.id, [
      { id: firstId, quantity: 1, cancelled: false },
    ]);
    await refusal(onRejected, 409);
  });
});

describe('manual orders (POST) and the edit form (PUT)', () => {
  it('takes an order by phone for an existing customer: server prices, stock taken, channel phone', async () => {
    const { user: member, client: memberClient } = await signedInCustomer(ctx, {
      firstName: 'ประยูร',
      lastName: 'นาดี',
    });
    const product = await createProduct(ctx.handle.db, { price: 250.25, stockCount: 6 });
    // The browser's own price and total are ignored: the server prices the items.
    const line = { productId: product.id, quantity: 4, price: 1 };
    const res = addOrder(sale, {
      username: formatPhone(member.phone),
      items: [line],
      totalAmount: 1,
      shippingAddress: '5 หมู่ 2 ต.บางปะหัน',
      status: 'pending',
    });
    const { transaction } = await expectAnswer(transactionAnswerSchema, res, 201);
    expect(transaction).toMatchObject({
      userId: member.id,
      username: member.phone,
      firstName: 'ประยูร',
      lastName: 'นาดี',
      phone: member.phone,
      address: '5 หมู่ 2 ต.บางปะหัน',
      channel: 'phone',
      totalAmount: 1001,
      netAmount: 1001,
      status: 'pending',
      workflowStatus: 'orders',
    });
    expect(transaction.id).toMatch(/^TXN\d+$/);
    expect(transaction.history[0]).toMatchObject({
      action: 'create',
      actorName: saleName,
    });
    expect(await stockOf(ctx, product.id)).toBe(2);
    const events = await eventsAbout(ctx, transaction.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      channel: 'phone',
      amountSatang: 100100,
      userId: member.id,
      userName: 'ประยูร นาดี',
    });
    // The member sees it under My orders.
    const mine = await customersOrder(memberClient, transaction.id);
    expect(mine).toMatchObject({ totalAmount: 1001, items: [{ quantity: 4 }] });
  });

  it('takes a walk-in order with a total in baht and satang, and checks the form', async () => {
    const res = addOrder(sale, {
      username: 'ลุงมา ตลาดเช้า',
      totalAmount: 1234.56,
      shippingAddress: 'รับที่ร้าน',
      status: 'confirmed',
    });
    const { transaction } = await expectAnswer(transactionAnswerSchema, res, 201);
    expect(transaction).toMatchObject({
      userId: null,
      username: 'ลุงมา ตลาดเช้า',
      firstName: 'ลุงมา ตลาดเช้า',
      totalAmount: 1234.56,
      netAmount: 1234.56,
      items: [],
      status: 'confirmed',
      workflowStatus: 'received',
    });
    expect((await orderRow(ctx, transaction.id))?.totalAmountSatang).toBe(123456);

    const noTotal = await refusal(
      addOrder(sale, { username: 'ป้าแดง', shippingAddress: 'ตลาด' }),
      400,
    );
    expect(noTotal.fields?.totalAmount).toBe('Add items or enter the total amount.');
    const tooPrecise = await refusal(
      addOrder(sale, { username: 'ป้าแดง', totalAmount: 10.005, shippingAddress: 'ตลาด' }),
      400,
    );
    expect(tooPrecise.fields?.totalAmount).toBe('กรุณากรอกจำนวนเงินมากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง');
    // Sent raw: a form without its address is wrong on purpose.
    const noAddress = await sale.post(base, { username: 'ป้าแดง', totalAmount: 10 });
    expect(noAddress.body.error.fields.shippingAddress).toBe('กรุณากรอกข้อมูลนี้');
    const noName = await refusal(
      addOrder(sale, { username: '  ', totalAmount: 10, shippingAddress: 'x' }),
      400,
    );
    expect(noName.fields?.username).toBe('กรุณากรอกข้อมูลนี้');
  });

  it('refuses a manual order beyond the stock and keeps nothing', async () => {
    const product = await createProduct(ctx.handle.db, { stockCount: 1 });
    const before = await ctx.handle.db.select({ n: count() }).from(transactions);
    const res = addOrder(sale, {
      username: 'ป้าแดง',
      items: [{ productId: product.id, quantity: 2 }],
      shippingAddress: 'ตลาด',
    });
    await refusal(res, 409, 'OUT_OF_STOCK');
    expect(await stockOf(ctx, product.id)).toBe(1);
    expect(await ctx.handle.db.select({ n: count() }).from(transactions)).toEqual(before);
  });

  it('edits username, address, total and status; cancelling returns stock, reviving takes it', async () => {
    const created = await answer(
      addOrder(sale, { username: 'ป้าแดง', totalAmount: 100, shippingAddress: 'ตลาด' }),
      201,
    );
    const id = created.transaction.id;
    const res = editOrder(sale, id, {
      username: 'ป้าแดง ตลาดบ่าย',
      totalAmount: 150.75,
      shippingAddress: 'ตลาดบ่าย ซอย 2',
      status: 'pending',
    });
    const edited = await expectAnswer(transactionAnswerSchema, res);
    expect(edited.transaction).toMatchObject({
      username: 'ป้าแดง ตลาดบ่าย',
      address: 'ตลาดบ่าย ซอย 2',
      totalAmount: 150.75,
      netAmount: 150.75,
    });
    expect(edited.transaction.history[0]).toMatchObject({ action: 'update' });

    const { order, products } = await placedOrder(ctx, [
      { product: { stockCount: 5 }, quantity: 2 },
    ]);
    const product = products[0];
    if (!product) throw new Error('a product');
    const form = {
      username: order.phone,
      totalAmount: order.totalAmount,
      shippingAddress: order.address,
    };
    const wrongTotal = await refusal(
      editOrder(sale, order.id, { ...form, totalAmount: 1, status: 'pending' }),
      400,
    );
    expect(wrongTotal.fields?.totalAmount).toBe(
      'The total comes from the items; change the items instead.',
    );
    const cancelled = editOrder(sale, order.id, { ...form, status: 'cancelled' });
    await expectAnswer(transactionAnswerSchema, cancelled);
    expect(await stockOf(ctx, product.id)).toBe(5);
    const revived = await answer(editOrder(sale, order.id, { ...form, status: 'confirmed' }));
    expect(revived.transaction).toMatchObject({
      status: 'confirmed',
      workflowStatus: 'received',
      userId: order.userId,
    });
    expect(await stockOf(ctx, product.id)).toBe(3);
  });

  it('keeps a rejected order cancelled', async () => {
    const { order } = await placedOrder(ctx);
    await answer(rejectItems(sale, order.id, await itemIdsOf(sale, order.id), 'สินค้าหมด'));
    const res = editOrder(sale, order.id, {
      username: order.phone,
      totalAmount: order.totalAmount,
      shippingAddress: order.address,
      status: 'pending',
    });
    expect((await refusal(res, 409)).message).toBe('A rejected order stays cancelled.');
  });
});

describe('DELETE /api/admin/transactions/:id', () => {
  it('returns the stock of an order not yet cancelled, once, and leaves an event', async () => {
    const { order, products } = await placedOrder(ctx, [
      { product: { stockCount: 8 }, quantity: 3 },
    ]);
    const product = products[0];
    if (!product) throw new Error('a product');
    expect(await stockOf(ctx, product.id)).toBe(5);
    expect((await deleteOrder(admin, order.id)).status).toBe(204);
    expect(await stockOf(ctx, product.id)).toBe(8);
    expect(await orderRow(ctx, order.id)).toBeUndefined();
    expect((await deleteOrder(admin, order.id)).status).toBe(404);
    const events = await eventsAbout(ctx, order.id);
    expect(events.filter((event) => event.details.action === 'delete')).toHaveLength(1);

    const rejected = await placedOrder(ctx, [{ product: { stockCount: 8 }, quantity: 3 }]);
    const rejectedProduct = rejected.products[0];
    if (!rejectedProduct) throw new Error('a product');
    const rejectedIds = await itemIdsOf(sale, rejected.order.id);
    await answer(rejectItems(sale, rejected.order.id, rejectedIds, 'สินค้าหมด'));
    expect(await stockOf(ctx, rejectedProduct.id)).toBe(8);
    expect((await deleteOrder(admin, rejected.order.id)).status).toBe(204);
    expect(await stockOf(ctx, rejectedProduct.id)).toBe(8);
  });
});

describe('which check answers first', () => {
  // Raw bodies: these calls send malformed JSON on purpose.
  it('names who may ask, then the order, before it reads the body', async () => {
    const { order } = await placedOrder(ctx);
    const { client: customer } = await signedInCustomer(ctx);
    const broken = { rawBody: '{"items":' };
    const writes: [string, string][] = [
      ['PUT', ''],
      ['POST', '/workflow'],
      ['POST', '/confirm'],
      ['POST', '/reject'],
      ['PATCH', '/items'],
    ];
    for (const [method, tail] of writes) {
      const asVisitor = await ctx.client().request(method, `${base}/${order.id}${tail}`, broken);
      expect(asVisitor.status, `${method} ${tail} as a visitor`).toBe(401);
      const asCustomer = await customer.request(method, `${base}/${order.id}${tail}`, broken);
      expect(asCustomer.status, `${method} ${tail} as a customer`).toBe(403);
      const unknownId = await sale.request(method, `${base}/ORDER-1${tail}`, broken);
      expect(unknownId.status, `${method} ${tail} of no order`).toBe(404);
      expect(unknownId.body.error.message).toBe('Transaction not found');
      const known = await sale.request(method, `${base}/${order.id}${tail}`, broken);
      expect(known.status, `${method} ${tail}`).toBe(400);
      expect(known.body.error.message).toBe('Malformed JSON body');
    }
    await refusal(listOrders(customer, { page: 0 }), 403);
    await refusal(listOrders(sale, { page: 0 }), 400);
  });
});

describe('bad input', () => {
  // Sent raw through the untyped request: malformed JSON and wrong types on purpose.
  it('answers 400 in the contract shape, never 500', async () => {
    const { order } = await placedOrder(ctx);
    const path = `${base}/${order.id}`;
    const cases: [string, string, { body?: unknown; rawBody?: string }][] = [
      ['POST', `${path}/workflow`, { rawBody: '{"stage":' }],
      ['POST', `${path}/workflow`, { body: { stage: 42 } }],
      ['POST', `${path}/confirm`, { body: { itemIds: ['11'] } }],
      ['POST', `${path}/reject`, { body: { itemIds: 'all' } }],
      ['PATCH', `${path}/items`, { body: { items: [] } }],
      ['PATCH', `${path}/items`, { body: { items: [{ id: 1.5, quantity: 1, cancelled: false }] } }],
      [
        'PATCH',
        `${path}/items`,
        { body: { items: [{ id: 1, quantity: 1000, cancelled: false }] } },
      ],
      [
        'PATCH',
        `${path}/items`,
        {
          body: {
            items: [
              { id: 1, quantity: 1, cancelled: false },
              { id: 1, quantity: 2, cancelled: false },
            ],
          },
        },
      ],
      [
        'PUT',
        path,
        { body: { username: 'x', totalAmount: '10', shippingAddress: 'y', status: 'pending' } },
      ],
      [
        'PUT',
        path,
        { body: { username: 'x', totalAmount: 10, shippingAddress: 'y', status: 'lost' } },
      ],
      [
        'POST',
        base,
        { body: { username: 'x'.repeat(101), totalAmount: 10, shippingAddress: 'y' } },
      ],
      ['POST', base, { body: { username: 'x', totalAmount: 1e12, shippingAddress: 'y' } }],
      [
        'POST',
        base,
        { body: { username: 'x', items: [{ productId: 1, quantity: 0 }], shippingAddress: 'y' } },
      ],
      ['GET', `${base}?q=${'x'.repeat(201)}`, {}],
      ['GET', `${base}?page=0`, {}],
    ];
    for (const [method, target, options] of cases) {
      const res = await sale.request(method, target, options);
      expect(res.status, `${method} ${target} ${JSON.stringify(options)}`).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
    expect(await orderRow(ctx, order.id)).toMatchObject({
      status: 'pending',
      workflowStatus: 'orders',
    });
  });
});
