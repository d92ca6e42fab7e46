import { describe, expect, it } from 'vitest';
import { ordersSummarySchema } from '../../shared/contracts/admin-orders-answers.ts';
import { placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { refusal, setupTestApp } from '../../testing/api-client.ts';
import { deliverDueNotifications } from '../notifications/outbox-worker.ts';
import { SHOP_MESSAGES_CHANNEL } from '../notifications/shop-signal.ts';

const ctx = setupTestApp();

/** Messages go to the log: the shop has no LINE channel set. */
const NO_LINE = { lineApiBase: 'http://127.0.0.1:9' };

/** Reads the stream's `summary` events as they come, one at a time. */
function summaryEvents(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  return {
    async next() {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (!event.startsWith('event: summary')) continue;
          const data = event.split('\n').find((line) => line.startsWith('data: '));
          return ordersSummarySchema.parse(JSON.parse(data?.slice(6) ?? 'null'));
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffered += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe('GET /api/admin/transactions/live', () => {
  it('tells the open back office of a new order when the outbox takes its message', async () => {
    const { client } = await staffClient(ctx, 'sale');
    const res = await client.api.admin.transactions.live.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('cache-control')).toContain('no-transform');
    const events = summaryEvents(res.body as ReadableStream<Uint8Array>);
    const first = await events.next();
    // The order commits with its message in the outbox; the worker taking it tells the screen.
    await placedOrder(ctx);
    await deliverDueNotifications(ctx.handle.db, NO_LINE);
    const next = await events.next();
    expect(next.newOrders).toBe(first.newOrders + 1);
    expect(next.latestOrderAt).not.toBeNull();
    await events.cancel();
  });

  it('is for staff who follow orders only', async () => {
    await refusal(ctx.client().api.admin.transactions.live.$get(), 401, 'UNAUTHENTICATED');
    const { client } = await staffClient(ctx, 'customer');
    await refusal(client.api.admin.transactions.live.$get(), 403, 'FORBIDDEN');
  });
});

describe('the shop-messages channel', () => {
  it("reaches a listener on a connection of its own when a worker's claim commits", async () => {
    // On PostgreSQL the listener has its own connection, as another process would.
    let heard = 0;
    const stop = await ctx.handle.listen(SHOP_MESSAGES_CHANNEL, () => {
      heard += 1;
    });
    try {
      await placedOrder(ctx);
      expect(heard).toBe(0);
      await deliverDueNotifications(ctx.handle.db, NO_LINE);
      await expect.poll(() => heard, { timeout: 5000 }).toBeGreaterThan(0);
    } finally {
      await stop();
    }
  });
});
