import { createHmac } from 'node:crypto';
import { answer, TEST_ORIGIN, type TestContext } from './api-client.ts';
import { signedInClient } from './staff-session.ts';

/*
 * LINE's side of the webhook (docs/decisions/0033-linking-line-safely.md): a channel secret,
 * users' ids, bodies as LINE's servers send them, signed with the secret.
 */
export const SECRET = 'line-channel-secret-never-shown-42';
export const LINE_USER = `U${'1'.repeat(32)}`;
export const OTHER_LINE_USER = `U${'2'.repeat(32)}`;

export const sign = (body: string, secret = SECRET) =>
  createHmac('sha256', secret).update(body).digest('base64');

/** A body as LINE's servers send it: one text message from a user. */
export function textEvent(text: string, userId = LINE_USER, redelivery = false) {
  return JSON.stringify({
    destination: `U${'f'.repeat(32)}`,
    events: [
      {
        type: 'message',
        mode: 'active',
        timestamp: Date.now(),
        source: { type: 'user', userId },
        webhookEventId: '01HXYZ',
        deliveryContext: { isRedelivery: redelivery },
        replyToken: 'reply-token',
        message: { id: '1', type: 'text', quoteToken: 'q', text },
      },
    ],
  });
}

/** LINE's servers calling the shop's webhook, and the channel secret they sign with, saved. */
export function lineWebhook(ctx: TestContext) {
  /** LINE's servers call without an Origin, a cookie or the shop's address. */
  async function deliver(body: string, signature: string | null = sign(body)) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (signature !== null) headers['x-line-signature'] = signature;
    const response = await ctx.app.request(`${TEST_ORIGIN}/api/line/webhook`, {
      method: 'POST',
      headers,
      body,
    });
    return { status: response.status, text: await response.text() };
  }

  /** The channel's secret, and a token so that messages to customers are written to the outbox. */
  async function saveSecret(secret: string) {
    const client = await signedInClient(ctx, 'admin');
    await answer(
      client.api.admin.settings.line.$put({
        json: { channelAccessToken: 'line-token', channelSecret: secret, shopRecipients: [] },
      }),
    );
  }

  return { deliver, saveSecret };
}
