import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  lineSettingsAnswerSchema,
  outboxListSchema,
  resendAnswerSchema,
} from '../../shared/contracts/notifications-answers.ts';
import { placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp } from '../../testing/api-client.ts';
import { captureLogLines } from '../../testing/log-lines.ts';
import { notificationOutbox } from '../db/schema/index.ts';

const ctx = setupTestApp();

const TOKEN = 'line-token-never-shown-0123456789';
const SECRET = 'line-secret-never-shown-abcdef';
const OWNER = `U${'a'.repeat(32)}`;
const GROUP = `C${'b'.repeat(32)}`;

const log = captureLogLines();

describe('the LINE settings', () => {
  it('are write-only: answers say whether the secrets are set, never them, nor does the log', async () => {
    const { client } = await staffClient(ctx, 'admin');
    const empty = await expectAnswer(
      lineSettingsAnswerSchema,
      client.api.admin.settings.line.$get(),
    );
    expect(empty).toEqual({
      channelAccessTokenSet: false,
      channelSecretSet: false,
      shopRecipients: [],
    });
    const saved = await expectAnswer(
      lineSettingsAnswerSchema,
      client.api.admin.settings.line.$put({
        json: { channelAccessToken: TOKEN, channelSecret: SECRET, shopRecipients: [OWNER] },
      }),
    );
    expect(saved).toEqual({
      channelAccessTokenSet: true,
      channelSecretSet: true,
      shopRecipients: [OWNER],
    });
    // An empty secret keeps the saved one.
    const kept = await expectAnswer(
      lineSettingsAnswerSchema,
      client.api.admin.settings.line.$put({
        json: { channelAccessToken: '', channelSecret: '', shopRecipients: [OWNER, GROUP] },
      }),
    );
    expect(kept).toEqual({
      channelAccessTokenSet: true,
      channelSecretSet: true,
      shopRecipients: [OWNER, GROUP],
    });
    const read = await client.api.admin.settings.line.$get();
    const text = await read.text();
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(SECRET);
    const logged = log.lines.join('');
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain(SECRET);
    // The order placed now goes to both recipients.
    await placedOrder(ctx);
    const rows = await ctx.handle.db.select().from(notificationOutbox);
    expect(rows.map((row) => row.recipient).sort()).toEqual([GROUP, OWNER].sort());
  });

  it('refuses a recipient that is not a LINE id, and a sale or a customer', async () => {
    const { client } = await staffClient(ctx, 'root');
    await refusal(
      client.api.admin.settings.line.$put({
        json: { channelAccessToken: '', channelSecret: '', shopRecipients: ['someone'] },
      }),
      400,
    );
    const { client: sale } = await staffClient(ctx, 'sale');
    await refusal(sale.api.admin.settings.line.$get(), 403);
    await refusal(sale.api.admin.notifications.$get({ query: {} }), 403);
    await refusal(ctx.client().api.admin.settings.line.$get(), 401);
  });
});

describe('the outbox in the back office', () => {
  it('lists newest first, by status, and sends a failed message again with its key and tries', async () => {
    const { client } = await staffClient(ctx, 'admin');
    await ctx.handle.db.delete(notificationOutbox);
    const first = await placedOrder(ctx);
    const second = await placedOrder(ctx);
    const all = await expectAnswer(
      outboxListSchema,
      client.api.admin.notifications.$get({ query: {} }),
    );
    const orderOf = (id: number) =>
      ctx.handle.db
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.id, id))
        .then(([row]) => row);
    expect(all.items.length).toBe(4);
    expect(all.total).toBe(4);
    expect(all.items[0]?.id).toBeGreaterThan(all.items[3]?.id ?? 0);
    const newest = await orderOf(all.items[0]?.id ?? 0);
    expect(newest?.payload).toMatchObject({ orderId: second.order.id });
    const oldest = all.items.at(-1);
    expect((await orderOf(oldest?.id ?? 0))?.payload).toMatchObject({ orderId: first.order.id });

    const failing = all.items[0];
    const before = await orderOf(failing?.id ?? 0);
    await ctx.handle.db
      .update(notificationOutbox)
      .set({ status: 'failed', attempts: 8, lastError: 'LINE 500: boom' })
      .where(eq(notificationOutbox.id, failing?.id ?? 0));
    const failed = await expectAnswer(
      outboxListSchema,
      client.api.admin.notifications.$get({ query: { status: 'failed' } }),
    );
    expect(failed.total).toBe(1);
    expect(failed.items).toEqual([
      expect.objectContaining({
        id: failing?.id,
        status: 'failed',
        attempts: 8,
        lastError: 'LINE 500: boom',
        sentAt: null,
      }),
    ]);

    const resent = await expectAnswer(
      resendAnswerSchema,
      client.api.admin.notifications[':id'].resend.$post({ param: { id: String(failing?.id) } }),
    );
    expect(resent.notification).toMatchObject({ status: 'pending', attempts: 8 });
    const after = await orderOf(failing?.id ?? 0);
    expect(after?.retryKey).toBe(before?.retryKey);
    expect(after?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    // Only a failed message is sent again; an unknown one is not found.
    await refusal(
      client.api.admin.notifications[':id'].resend.$post({ param: { id: String(failing?.id) } }),
      409,
      'CONFLICT',
    );
    // An id that is no message, is not a number, or is past the serial's range: 404, never 500.
    for (const id of ['999999', 'abc', '99999999999', '0']) {
      await refusal(
        client.api.admin.notifications[':id'].resend.$post({ param: { id } }),
        404,
        'NOT_FOUND',
      );
    }
  });
});
