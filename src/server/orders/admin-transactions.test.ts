import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminTransactionPage } from '../../shared/contracts/admin-orders.ts';
import {
  ORDER_STATUSES,
  STAGE_TIMESTAMP,
  stageIndex,
  WORKFLOW_STAGES,
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
import { setupTestApp, type TestClient } from '../../testing/api-client.ts';
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

describe('who may follow up orders', () => {
  it('refuses visitors (401) and customers (403) on every call', async () => {
    const { order } = await placedOrder(ctx);
    const visitor = ctx.client();
    const { client: customer } = await signedInCustomer(ctx);
    const calls: [string, string, unknown?][] = [
      ['GET', base],
      ['POST', base, { username: 'ลุงมา', totalAmount: 10, shippingAddress: 'x' }],
      ['GET', `${base}/${order.id}`],
      ['PUT', `${base}/${order.id}`, {}],
      ['DELETE', `${base}/${order.id}`],
      ['POST', `${base}/${order.id}/workflow`, { stage: 'received' }],
      ['POST', `${base}/${order.id}/confirm`, { itemIds: [1] }],
      ['POST', `${base}/${order.id}/reject`, { itemIds: [1] }],
      ['PATCH', `${base}/${order.id}/items`, { items: [] }],
    ];
    for (const [method, path, body] of calls) {
      const asVisitor = await visitor.request(method, path, { body });
      expect(asVisitor.status, `${method} ${path}`).toBe(401);
      const asCustomer = await customer.request(method, path, { body });
      expect(asCustomer.status, `${method} ${path}`).toBe(403);
      expect(asCustomer.body.error).toEqual({ code: 'FORBIDDEN', message: FORBIDDEN });
    }
    expect((await orderRow(ctx, order.id))?.status).toBe('pending');
  });

  it('lets sale follow orders up but not delete them (403); admin deletes', async () => {
    const { order } = await placedOrder(ctx);
    expect((await sale.get(`${base}/${order.id}`)).status).toBe(200);
    const refused = await sale.delete(`${base}/${order.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(FORBIDDEN);
    expect(await orderRow(ctx, order.id)).toBeDefined();
    expect((await admin.delete(`${base}/${order.id}`)).status).toBe(204);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await sale.get(`${base}/TXN1`)).status).toBe(404);
    expect((await sale.get(`${base}/not-an-id`)).body.error.code).toBe('NOT_FOUND');
    expect((await sale.post(`${base}/TXN1/confirm`, { itemIds: [1] })).status).toBe(404);
  });
});

describe('GET /api/admin/transactions', () => {
  it('finds an order by its id in any case, and by the phone with or without dashes', async () => {
    const { order, customer } = await placedOrder(ctx);
    const byId = await sale.get<AdminTransactionPage>(`${base}?q=${order.id.toLowerCase()}`);
    expect(byId.body.items.map((item) => item.id)).toEqual([order.id]);
    const byPhone = await sale.get<AdminTransactionPage>(
      `${base}?q=${encodeURIComponent(formatPhone(customer.user.phone))}`,
    );
    expect(byPhone.body.items.map((item) => item.id)).toEqual([order.id]);
    expect(byPhone.body.items[0]).toMatchObject({
      username: customer.user.phone,
      channel: 'website',
      status: 'pending',
    });
    expect(byPhone.body.items[0]?.items[0]).toMatchObject({ isCancelled: false });
    const none = await sale.get<AdminTransactionPage>(`${base}?q=TXN-nothing-like-this`);
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });

  it('pages 10 at a time, newest first, filters by exact status and counts per status', async () => {
    const customer = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { stockCount: 100 });
    const ids: string[] = [];
    for (let index = 0; index < 12; index++) {
      const res = await customer.client.post('/api/orders', {
        items: [{ productId: product.id, quantity: 1 }],
      });
      ids.push(res.body.order.id);
    }
    const q = customer.user.phone;
    const first = await sale.get<AdminTransactionPage>(`${base}?q=${q}`);
    expect(first.body).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.body.items.map((item) => item.id)).toEqual(ids.slice(2).reverse());
    const second = await sale.get<AdminTransactionPage>(`${base}?q=${q}&page=2`);
    expect(second.body.items.map((item) => item.id)).toEqual(ids.slice(0, 2).reverse());

    const [newest] = ids.slice(-1);
    const itemIds = await itemIdsOf(sale, newest as string);
    await sale.post(`${base}/${newest}/confirm`, { itemIds });
    const confirmed = await sale.get<AdminTransactionPage>(`${base}?q=${q}&status=confirmed`);
    expect(confirmed.body.items.map((item) => item.id)).toEqual([newest]);
    const pending = await sale.get<AdminTransactionPage>(`${base}?q=${q}&status=pending`);
    expect(pending.body.total).toBe(11);
    expect((await sale.get(`${base}?status=Pending`)).status).toBe(400);

    const counted = await ctx.handle.db
      .select({ status: transactions.status, n: count() })
      .from(transactions)
      .groupBy(transactions.status);
    const expected = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0]));
    for (const row of counted) expected[row.status] = row.n;
    // The counters cover the whole shop, whatever the search and filter.
    expect(pending.body.counters).toEqual(expected);
    expect(pending.body.counters.confirmed).toBe(first.body.counters.confirmed + 1);
    expect(pending.body.counters.pending).toBe(first.body.counters.pending - 1);
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
        const res = await sale.post(`${base}/${order.id}/workflow`, { stage: to });
        const row = await orderRow(ctx, order.id);
        const label = `${from} → ${to}`;
        // Back to any stage reached, forward one stage at a time.
        if (stageIndex(to) > stageIndex(from) + 1) {
          expect(res.status, label).toBe(409);
          expect(row?.workflowStatus, label).toBe(from);
          continue;
        }
        expect(res.status, label).toBe(200);
        expect(res.body.transaction.workflowStatus, label).toBe(to);
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
      const res = await sale.post(`${base}/${order.id}/workflow`, { stage });
      expect(res.status).toBe(200);
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
    const back = await sale.post(`${base}/${order.id}/workflow`, { stage: 'received' });
    expect(back.body.transaction).toMatchObject({
      workflowStatus: 'received',
      orderReceivedAt: done?.orderReceivedAt?.toISOString(),
      courierAssignedAt: null,
      paymentConfirmedAt: null,
    });
    const history = back.body.transaction.history;
    expect(history.map((entry: { details: unknown }) => entry.details)).toEqual([
      { from: 'courier', to: 'received' },
      { from: 'delivery', to: 'courier' },
      { from: 'payments', to: 'delivery' },
      { from: 'received', to: 'payments' },
      { from: 'orders', to: 'received' },
    ]);
    expect(history[0]).toMatchObject({ action: 'workflow', actorName: saleName });
    // Setting the current stage changes nothing and leaves no trace.
    const same = await sale.post(`${base}/${order.id}/workflow`, { stage: 'received' });
    expect(same.status).toBe(200);
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
    await sale.post(`${base}/${order.id}/reject`, { itemIds, reason: 'สินค้าหมด' });
    const res = await sale.post(`${base}/${order.id}/workflow`, { stage: 'orders' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'A rejected or cancelled order does not move through the workflow.',
    );
    expect((await sale.post(`${base}/${order.id}/workflow`, { stage: 'shipped' })).status).toBe(
      400,
    );
  });
});

describe('confirm and reject', () => {
  it('need at least one ticked item of the order', async () => {
    const { order } = await placedOrder(ctx);
    const other = await placedOrder(ctx);
    for (const action of ['confirm', 'reject']) {
      const empty = await sale.post(`${base}/${order.id}/${action}`, {
        itemIds: [],
        reason: 'สินค้าหมด',
      });
      expect(empty.status).toBe(400);
      expect(empty.body.error.message).toBe('Tick at least one item first.');
      expect((await sale.post(`${base}/${order.id}/${action}`, {})).status).toBe(400);
      const foreign = await sale.post(`${base}/${order.id}/${action}`, {
        itemIds: await itemIdsOf(sale, other.order.id),
        reason: 'สินค้าหมด',
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.error.message).toBe('This item is not part of the order.');
    }
    expect(await orderRow(ctx, order.id)).toMatchObject({ status: 'pending' });
    expect(await historyOf(ctx, order.id)).toHaveLength(0);
  });

  it('confirm: status confirmed, workflow received, received now, one history line', async () => {
    const { order } = await placedOrder(ctx);
    const before = Date.now();
    const res = await sale.post(`${base}/${order.id}/confirm`, {
      itemIds: await itemIdsOf(sale, order.id),
    });
    expect(res.status).toBe(200);
    expect(res.body.transaction).toMatchObject({
      status: 'confirmed',
      workflowStatus: 'received',
      orderRejected: false,
    });
    expect(Date.parse(res.body.transaction.orderReceivedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body.transaction.history).toHaveLength(1);
    expect(res.body.transaction.history[0]).toMatchObject({
      action: 'confirm',
      actorName: saleName,
    });
    const events = (await eventsAbout(ctx, order.id)).filter(
      (event) => event.details.action === 'confirm',
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userName: saleName, amountSatang: null });

    // Reject after confirm: refused with a reason.
    const reject = await sale.post(`${base}/${order.id}/reject`, {
      itemIds: await itemIdsOf(sale, order.id),
      reason: 'สินค้าหมด',
    });
    expect(reject.status).toBe(409);
    expect(reject.body.error).toMatchObject({
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
    // The second line was cancelled earlier: its 2 units are back already.
    await sale.patch(`${base}/${order.id}/items`, {
      items: [{ id: secondLine, quantity: 2, cancelled: true }],
    });
    expect(await stockOf(ctx, second.id)).toBe(10);

    const res = await sale.post(`${base}/${order.id}/reject`, {
      itemIds: [firstLine],
      reason: 'สินค้าหมด',
    });
    expect(res.status).toBe(200);
    expect(res.body.transaction).toMatchObject({
      status: 'cancelled',
      orderRejected: true,
      rejectionReason: 'สินค้าหมด',
    });
    expect(await stockOf(ctx, first.id)).toBe(10);
    expect(await stockOf(ctx, second.id)).toBe(10);

    // The customer sees the rejection too.
    const mine = await customer.client.get(`/api/orders/${order.id}`);
    expect(mine.body).toMatchObject({
      status: 'cancelled',
      orderRejected: true,
      rejectionReason: 'สินค้าหมด',
    });

    const confirm = await sale.post(`${base}/${order.id}/confirm`, { itemIds: [firstLine] });
    expect(confirm.status).toBe(409);
    expect(confirm.body.error.message).toBe('This order was rejected; it cannot be confirmed.');
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

    const grown = await sale.patch(`${base}/${order.id}/items`, {
      items: [{ id: lineA, quantity: 7, cancelled: false }],
    });
    expect(grown.status).toBe(200);
    expect(grown.body.transaction.items[0]).toMatchObject({ quantity: 7, totalPrice: 2333.31 });
    // 233331 eligible × 12.5 % = 29166.375 → 29166 satang; 233331 + 129950 = 363281.
    const row = await orderRow(ctx, order.id);
    expect(row).toMatchObject({
      totalAmountSatang: 363281,
      discountValueSatang: 29166,
      netAmountSatang: 334115,
    });
    expect(await stockOf(ctx, eligible.id)).toBe(3);

    const cancelled = await sale.patch(`${base}/${order.id}/items`, {
      items: [{ id: lineA, quantity: 7, cancelled: true }],
    });
    expect(cancelled.body.transaction.items[0]).toMatchObject({ isCancelled: true });
    expect(await orderRow(ctx, order.id)).toMatchObject({
      totalAmountSatang: 129950,
      discountValueSatang: 0,
      netAmountSatang: 129950,
    });
    expect(await stockOf(ctx, eligible.id)).toBe(10);
    expect(await stockOf(ctx, tool.id)).toBe(4);

    // The customer's order no longer lists the cancelled line.
    const mine = await customer.client.get(`/api/orders/${order.id}`);
    expect(mine.body.items.map((item: { productId: number }) => item.productId)).toEqual([tool.id]);
    expect(mine.body).toMatchObject({ totalAmount: 1299.5, netAmount: 1299.5 });

    // Restoring the line takes its units again.
    await sale.patch(`${base}/${order.id}/items`, {
      items: [
        { id: lineA, quantity: 1, cancelled: false },
        { id: lineB, quantity: 1, cancelled: false },
      ],
    });
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
    await sale.patch(`${base}/${order.id}/items`, {
      items: [{ id: line, quantity: 1, cancelled: false }],
    });
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
    const res = await sale.patch(`${base}/${order.id}/items`, {
      items: [
        { id: lineB, quantity: 3, cancelled: false },
        { id: lineA, quantity: 5, cancelled: false },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
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
    const zero = await sale.patch(`${base}/${order.id}/items`, {
      items: [{ id: line, quantity: 0, cancelled: false }],
    });
    expect(zero.status).toBe(400);
    expect(zero.body.error.fields['items.0.quantity']).toBe('จำนวนต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 999');
    const foreign = await sale.patch(`${base}/${order.id}/items`, {
      items: [{ id: 999_999, quantity: 1, cancelled: false }],
    });
    expect(foreign.status).toBe(400);

    for (const stage of ['received', 'payments'] as const) {
      await sale.post(`${base}/${order.id}/workflow`, { stage });
    }
    const atPayments = await sale.patch(`${base}/${order.id}/items`, {
      items: [{ id: line, quantity: 1, cancelled: false }],
    });
    expect(atPayments.status).toBe(200);
    await sale.post(`${base}/${order.id}/workflow`, { stage: 'delivery' });
    const atDelivery = await sale.patch(`${base}/${order.id}/items`, {
      items: [{ id: line, quantity: 2, cancelled: false }],
    });
    expect(atDelivery.status).toBe(409);
    expect(atDelivery.body.error.message).toBe(
      'Items can no longer change: the order is cancelled or delivery has started.',
    );

    const rejected = await placedOrder(ctx);
    const ids = await itemIdsOf(sale, rejected.order.id);
    await sale.post(`${base}/${rejected.order.id}/reject`, { itemIds: ids, reason: 'สินค้าหมด' });
    const onRejected = await sale.patch(`${base}/${rejected.order.id}/items`, {
      items: [{ id: ids[0], quantity: 1, cancelled: false }],
    });
    expect(onRejected.status).toBe(409);
  });
});

describe('manual orders (POST) and the edit form (PUT)', () => {
  it('takes an order by phone for an existing customer: server prices, stock taken, channel phone', async () => {
    const { user: member, client: memberClient } = await signedInCustomer(ctx, {
      firstName: 'ประยูร',
      lastName: 'นาดี',
    });
    const product = await createProduct(ctx.handle.db, { price: 250.25, stockCount: 6 });
    const res = await sale.post(base, {
      username: formatPhone(member.phone),
      items: [{ productId: product.id, quantity: 4, price: 1 }],
      totalAmount: 1,
      shippingAddress: '5 หมู่ 2 ต.บางปะหัน',
      status: 'pending',
    });
    expect(res.status).toBe(201);
    expect(res.body.transaction).toMatchObject({
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
    expect(res.body.transaction.id).toMatch(/^TXN\d+$/);
    expect(res.body.transaction.history[0]).toMatchObject({
      action: 'create',
      actorName: saleName,
    });
    expect(await stockOf(ctx, product.id)).toBe(2);
    const events = await eventsAbout(ctx, res.body.transaction.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      channel: 'phone',
      amountSatang: 100100,
      userId: member.id,
      userName: 'ประยูร นาดี',
    });
    // The member sees it under My orders.
    const mine = await memberClient.get(`/api/orders/${res.body.transaction.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ totalAmount: 1001, items: [{ quantity: 4 }] });
  });

  it('takes a walk-in order with a total in baht and satang, and checks the form', async () => {
    const res = await sale.post(base, {
      username: 'ลุงมา ตลาดเช้า',
      totalAmount: 1234.56,
      shippingAddress: 'รับที่ร้าน',
      status: 'confirmed',
    });
    expect(res.status).toBe(201);
    expect(res.body.transaction).toMatchObject({
      userId: null,
      username: 'ลุงมา ตลาดเช้า',
      firstName: 'ลุงมา ตลาดเช้า',
      totalAmount: 1234.56,
      netAmount: 1234.56,
      items: [],
      status: 'confirmed',
      workflowStatus: 'received',
    });
    expect((await orderRow(ctx, res.body.transaction.id))?.totalAmountSatang).toBe(123456);

    const noTotal = await sale.post(base, { username: 'ป้าแดง', shippingAddress: 'ตลาด' });
    expect(noTotal.status).toBe(400);
    expect(noTotal.body.error.fields.totalAmount).toBe('Add items or enter the total amount.');
    const tooPrecise = await sale.post(base, {
      username: 'ป้าแดง',
      totalAmount: 10.005,
      shippingAddress: 'ตลาด',
    });
    expect(tooPrecise.body.error.fields.totalAmount).toBe(
      'กรุณากรอกจำนวนเงินมากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง',
    );
    const noAddress = await sale.post(base, { username: 'ป้าแดง', totalAmount: 10 });
    expect(noAddress.body.error.fields.shippingAddress).toBe('กรุณากรอกข้อมูลนี้');
    const noName = await sale.post(base, { username: '  ', totalAmount: 10, shippingAddress: 'x' });
    expect(noName.body.error.fields.username).toBe('กรุณากรอกข้อมูลนี้');
  });

  it('refuses a manual order beyond the stock and keeps nothing', async () => {
    const product = await createProduct(ctx.handle.db, { stockCount: 1 });
    const before = await ctx.handle.db.select({ n: count() }).from(transactions);
    const res = await sale.post(base, {
      username: 'ป้าแดง',
      items: [{ productId: product.id, quantity: 2 }],
      shippingAddress: 'ตลาด',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('OUT_OF_STOCK');
    expect(await stockOf(ctx, product.id)).toBe(1);
    expect(await ctx.handle.db.select({ n: count() }).from(transactions)).toEqual(before);
  });

  it('edits username, address, total and status; cancelling returns stock, reviving takes it', async () => {
    const created = await sale.post(base, {
      username: 'ป้าแดง',
      totalAmount: 100,
      shippingAddress: 'ตลาด',
    });
    const id = created.body.transaction.id;
    const edited = await sale.put(`${base}/${id}`, {
      username: 'ป้าแดง ตลาดบ่าย',
      totalAmount: 150.75,
      shippingAddress: 'ตลาดบ่าย ซอย 2',
      status: 'pending',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.transaction).toMatchObject({
      username: 'ป้าแดง ตลาดบ่าย',
      address: 'ตลาดบ่าย ซอย 2',
      totalAmount: 150.75,
      netAmount: 150.75,
    });
    expect(edited.body.transaction.history[0]).toMatchObject({ action: 'update' });

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
    const wrongTotal = await sale.put(`${base}/${order.id}`, {
      ...form,
      totalAmount: 1,
      status: 'pending',
    });
    expect(wrongTotal.status).toBe(400);
    expect(wrongTotal.body.error.fields.totalAmount).toBe(
      'The total comes from the items; change the items instead.',
    );
    const cancelled = await sale.put(`${base}/${order.id}`, { ...form, status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(ctx, product.id)).toBe(5);
    const revived = await sale.put(`${base}/${order.id}`, { ...form, status: 'confirmed' });
    expect(revived.body.transaction).toMatchObject({
      status: 'confirmed',
      workflowStatus: 'received',
      userId: order.userId,
    });
    expect(await stockOf(ctx, product.id)).toBe(3);
  });

  it('keeps a rejected order cancelled', async () => {
    const { order } = await placedOrder(ctx);
    await sale.post(`${base}/${order.id}/reject`, {
      itemIds: await itemIdsOf(sale, order.id),
      reason: 'สินค้าหมด',
    });
    const res = await sale.put(`${base}/${order.id}`, {
      username: order.phone,
      totalAmount: order.totalAmount,
      shippingAddress: order.address,
      status: 'pending',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('A rejected order stays cancelled.');
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
    expect((await admin.delete(`${base}/${order.id}`)).status).toBe(204);
    expect(await stockOf(ctx, product.id)).toBe(8);
    expect(await orderRow(ctx, order.id)).toBeUndefined();
    expect((await admin.delete(`${base}/${order.id}`)).status).toBe(404);
    const events = await eventsAbout(ctx, order.id);
    expect(events.filter((event) => event.details.action === 'delete')).toHaveLength(1);

    const rejected = await placedOrder(ctx, [{ product: { stockCount: 8 }, quantity: 3 }]);
    const rejectedProduct = rejected.products[0];
    if (!rejectedProduct) throw new Error('a product');
    await sale.post(`${base}/${rejected.order.id}/reject`, {
      itemIds: await itemIdsOf(sale, rejected.order.id),
      reason: 'สินค้าหมด',
    });
    expect(await stockOf(ctx, rejectedProduct.id)).toBe(8);
    expect((await admin.delete(`${base}/${rejected.order.id}`)).status).toBe(204);
    expect(await stockOf(ctx, rejectedProduct.id)).toBe(8);
  });
});

describe('which check answers first', () => {
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
    const badPage = await customer.get(`${base}?page=0`);
    expect(badPage.status).toBe(403);
    expect((await sale.get(`${base}?page=0`)).status).toBe(400);
  });
});

describe('bad input', () => {
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
