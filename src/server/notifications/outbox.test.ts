import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { placedOrder } from '../../testing/admin-orders.ts';
import { refusal, setupTestApp } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { FakeLineServer } from '../../testing/fake-line-server.ts';
import { lineLinkedCustomer } from '../../testing/line-messages.ts';
import { lineSettings, notificationOutbox, orders } from '../db/schema/index.ts';
import { backoffMs, deliverDueNotifications, MAX_ATTEMPTS } from './outbox-worker.ts';

const ctx = setupTestApp();
const line = new FakeLineServer();

beforeAll(async () => {
  await line.start();
});
afterAll(async () => {
  await line.stop();
});
beforeEach(async () => {
  await ctx.handle.db.delete(notificationOutbox);
  await configureLine({ token: '', recipients: [] });
  line.received.length = 0;
  line.delivered.length = 0;
});

async function configureLine(to: { token: string; recipients: string[] }) {
  await ctx.handle.db
    .update(lineSettings)
    .set({ channelAccessToken: to.token, shopRecipients: to.recipients })
    .where(eq(lineSettings.id, 1));
}

async function outbox() {
  return ctx.handle.db.select().from(notificationOutbox).orderBy(asc(notificationOutbox.id));
}

function deliver(at = new Date()) {
  return deliverDueNotifications(ctx.handle.db, { lineApiBase: line.url, now: () => at });
}

/** As if the clock had moved on by `ms`. */
const later = (ms: number) => new Date(Date.now() + ms);

describe('the outbox is written with the order', () => {
  it('writes one log row for a new order when LINE is not set up, with no phone or address', async () => {
    const { order, customer } = await placedOrder(ctx, [{ quantity: 2 }], {
      paymentMethod: 'promptpay',
    });
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'log',
      recipient: '',
      template: 'shop.order_placed',
      status: 'pending',
      attempts: 0,
      payload: {
        orderId: order.id,
        firstName: customer.user.firstName,
        amountDueSatang: Math.round(order.amountDue * 100),
        paymentMethod: 'promptpay',
      },
    });
    const text = JSON.stringify(rows[0]?.payload);
    expect(text).not.toContain(customer.user.phone);
    expect(Object.keys(rows[0]?.payload ?? {}).sort()).toEqual([
      'amountDueSatang',
      'firstName',
      'orderId',
      'paymentMethod',
    ]);
  });

  it('writes one LINE row per shop recipient, each with its own retry key', async () => {
    await configureLine({ token: line.token, recipients: ['Uowner', 'Cgroup'] });
    const { order } = await placedOrder(ctx);
    const rows = await outbox();
    expect(rows.map((row) => [row.channel, row.recipient])).toEqual([
      ['line', 'Uowner'],
      ['line', 'Cgroup'],
    ]);
    expect(rows.every((row) => (row.payload as { orderId: string }).orderId === order.id)).toBe(
      true,
    );
    expect(new Set(rows.map((row) => row.retryKey)).size).toBe(2);
  });

  it('writes the shop’s and a linked customer’s messages of a new order together, the shop’s first', async () => {
    await configureLine({ token: line.token, recipients: ['Uowner', ''] });
    const member = await lineLinkedCustomer(ctx);
    const { order } = await placedOrder(ctx, [{ quantity: 1 }], {
      member,
      paymentMethod: 'promptpay',
    });
    const rows = await outbox();
    expect(rows.map((row) => [row.channel, row.recipient, row.template])).toEqual([
      ['line', 'Uowner', 'shop.order_placed'],
      ['line', member.lineUserId, 'customer.order_placed'],
    ]);
    expect(rows[1]?.payload).toMatchObject({
      orderId: order.id,
      paymentMethod: 'promptpay',
      link: expect.stringContaining(order.id),
    });
    expect(Object.keys(rows[1]?.payload ?? {})).not.toContain('firstName');
  });

  it('logs the shop’s message when LINE has a token but no recipient, and still tells a linked customer', async () => {
    await configureLine({ token: line.token, recipients: [''] });
    const member = await lineLinkedCustomer(ctx);
    await placedOrder(ctx, [{ quantity: 1 }], { member });
    const rows = await outbox();
    expect(rows.map((row) => [row.channel, row.recipient, row.template])).toEqual([
      ['log', '', 'shop.order_placed'],
      ['line', member.lineUserId, 'customer.order_placed'],
    ]);
  });

  it('writes nothing for a refused order (out of stock)', async () => {
    await configureLine({ token: line.token, recipients: ['Uowner'] });
    const { client, user } = await signedInCustomer(ctx);
    const few = await createProduct(ctx.handle.db, { stockCount: 1 });
    await refusal(
      client.api.orders.$post({ json: { items: [{ productId: few.id, quantity: 3 }] } }),
      409,
      'OUT_OF_STOCK',
    );
    const placed = await ctx.handle.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(placed).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });
});

describe('the outbox worker', () => {
  it('pushes the Thai text to LINE with the token and the row retry key, and marks it sent', async () => {
    await configureLine({ token: line.token, recipients: ['Uowner'] });
    const { order, customer } = await placedOrder(ctx, [{ quantity: 1 }], {
      paymentMethod: 'promptpay',
    });
    const [row] = await outbox();
    expect(await deliver()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(line.delivered).toHaveLength(1);
    const push = line.delivered[0];
    expect(push?.authorization).toBe(`Bearer ${line.token}`);
    expect(push?.retryKey).toBe(row?.retryKey);
    expect(push?.body.to).toBe('Uowner');
    const text = push?.body.messages?.[0]?.text ?? '';
    expect(text).toContain(`คำสั่งซื้อใหม่ ${order.id}`);
    expect(text).toContain(`คุณ${customer.user.firstName}`);
    expect(text).toContain('พร้อมเพย์');
    expect(text).toMatch(/฿[\d,]+\.\d\d/);
    const [sent] = await outbox();
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    // Nothing is due any more.
    expect(await deliver(later(60 * 60_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(line.received).toHaveLength(1);
  });

  it('sends the log row as a log line', async () => {
    await placedOrder(ctx);
    expect(await deliver()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(line.received).toHaveLength(0);
    expect((await outbox())[0]?.status).toBe('sent');
  });

  it('tries again after a 500, later, with the same retry key, and delivers once', async () => {
    await configureLine({ token: line.token, recipients: ['Uowner'] });
    await placedOrder(ctx);
    line.failNext(500);
    expect(await deliver()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [waiting] = await outbox();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toContain('500');
    // Not due again before its back-off.
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await deliver(later(backoffMs(1) + 1000))).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(line.received.map((push) => push.status)).toEqual([500, 200]);
    expect(new Set(line.received.map((push) => push.retryKey))).toEqual(
      new Set([waiting?.retryKey]),
    );
    expect(line.delivered).toHaveLength(1);
  });

  it('tries again after a 429', async () => {
    await configureLine({ token: line.token, recipients: ['Uowner'] });
    await placedOrder(ctx);
    line.failNext(429);
    expect(await deliver()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await outbox())[0]?.lastError).toContain('429');
  });

  it('counts 409 (the retry key already accepted) as sent: a send lost in a crash is not sent twice', async () => {
    await configureLine({ token: line.token, recipients: ['Uowner'] });
    await placedOrder(ctx);
    expect(await deliver()).toEqual({ sent: 1, retried: 0, failed: 0 });
    // The worker died after LINE accepted the push but before the row was marked.
    await ctx.handle.db
      .update(notificationOutbox)
      .set({ status: 'pending', sentAt: null, nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await deliver()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(line.received.map((push) => push.status)).toEqual([200, 409]);
    expect(line.delivered).toHaveLength(1);
    expect((await outbox())[0]?.status).toBe('sent');
  });

  it('fails a push refused with 401 at once, keeping the error but never the token', async () => {
    const wrong = 'wrong-secret-token-1234567890';
    await configureLine({ token: wrong, recipients: ['Uowner'] });
    await placedOrder(ctx);
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.lastError).toContain('401');
    expect(row?.lastError).not.toContain(wrong);
    expect(await deliver(later(60 * 60_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it(`fails a message after ${MAX_ATTEMPTS} tries, with the last error`, async () => {
    await configureLine({ token: line.token, recipients: ['Uowner'] });
    await placedOrder(ctx);
    line.failNext(500, MAX_ATTEMPTS - 1);
    line.failNext(503);
    let at = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const round = await deliver(new Date(at));
      expect(round, `try ${attempt}`).toEqual(
        attempt < MAX_ATTEMPTS
          ? { sent: 0, retried: 1, failed: 0 }
          : { sent: 0, retried: 0, failed: 1 },
      );
      at += backoffMs(attempt) + 1000;
    }
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row?.lastError).toContain('503');
    expect(await deliver(new Date(at + 60 * 60_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(line.received).toHaveLength(MAX_ATTEMPTS);
    expect(line.delivered).toHaveLength(0);
  });

  it('backs off exponentially, at most five minutes', () => {
    expect([1, 2, 3, 8, 20].map(backoffMs)).toEqual([2000, 4000, 8000, 256_000, 300_000]);
  });

  it('two workers at once never send one message twice', async () => {
    await configureLine({ token: line.token, recipients: ['Uowner', 'Cgroup'] });
    for (let i = 0; i < 3; i++) await placedOrder(ctx);
    line.delayMs = 30;
    try {
      const rounds = await Promise.all([deliver(), deliver(), deliver()]);
      // A worker that finds another holding the lock or the rows waits for its next round.
      const more = await deliver();
      const sent = [...rounds, more].reduce((sum, round) => sum + round.sent, 0);
      expect(sent).toBe(6);
    } finally {
      line.delayMs = 0;
    }
    const keys = line.received.map((push) => push.retryKey);
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(6);
    expect((await outbox()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
