import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/contracts/common.ts';
import {
  LINE_LINK_CODE_MINUTES,
  lineLinkCodeSchema,
  lineLinkStatusSchema,
} from '../../shared/contracts/notifications.ts';
import { staffClient } from '../../testing/admin-transactions.ts';
import {
  answer,
  expectAnswer,
  refusal,
  setupTestApp,
  TEST_ORIGIN,
  type TestClient,
} from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { captureLogLines } from '../../testing/log-lines.ts';
import { lineLinkCodes, lineLinks, lineSettings } from '../db/schema/index.ts';
import { lineUserOf } from './line-link.service.ts';

const ctx = setupTestApp();

const SECRET = 'line-channel-secret-never-shown-42';
const LINE_USER = `U${'1'.repeat(32)}`;
const OTHER_LINE_USER = `U${'2'.repeat(32)}`;

const sign = (body: string, secret = SECRET) =>
  createHmac('sha256', secret).update(body).digest('base64');

/** A body as LINE's servers send it: one text message from a user. */
function textEvent(text: string, userId = LINE_USER, redelivery = false) {
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

async function saveSecret(secret: string) {
  const { client } = await staffClient(ctx, 'admin');
  await answer(
    client.api.admin.settings.line.$put({
      json: { channelAccessToken: '', channelSecret: secret, shopRecipients: [] },
    }),
  );
}

const codeFor = (client: TestClient) =>
  expectAnswer(lineLinkCodeSchema, client.api.me['line-link'].$post(), 201);
const statusOf = (client: TestClient) =>
  expectAnswer(lineLinkStatusSchema, client.api.me['line-link'].$get());
const codesOf = (userId: string) =>
  ctx.handle.db.select().from(lineLinkCodes).where(eq(lineLinkCodes.userId, userId));
const linksOf = (lineUserId: string) =>
  ctx.handle.db.select().from(lineLinks).where(eq(lineLinks.lineUserId, lineUserId));

const log = captureLogLines();

describe('a customer’s LINE link code', () => {
  it('is six digits for LINE_LINK_CODE_MINUTES, and a new one replaces the one before', async () => {
    const { user, client } = await signedInCustomer(ctx);
    const before = Date.now();
    const first = await codeFor(client);
    expect(first.code).toMatch(/^\d{6}$/);
    const lifetime = new Date(first.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan((LINE_LINK_CODE_MINUTES * 60 - 30) * 1000);
    expect(lifetime).toBeLessThan((LINE_LINK_CODE_MINUTES * 60 + 30) * 1000);
    expect((await codesOf(user.id)).map((row) => row.code)).toEqual([first.code]);

    const second = await codeFor(client);
    const rows = await codesOf(user.id);
    expect(rows.map((row) => row.code)).toEqual([second.code]);
  });

  it('is for signed-in customers only: 401 for visitors, 403 for staff', async () => {
    await refusal(ctx.client().api.me['line-link'].$post(), 401, 'UNAUTHENTICATED');
    await refusal(ctx.client().api.me['line-link'].$get(), 401, 'UNAUTHENTICATED');
    await refusal(ctx.client().api.me['line-link'].$delete(), 401, 'UNAUTHENTICATED');
    const { user, client } = await staffClient(ctx, 'sale');
    await refusal(client.api.me['line-link'].$post(), 403, 'FORBIDDEN');
    expect(await codesOf(user.id)).toEqual([]);
  });

  it('is refused from another site (only the webhook takes a write without the shop’s Origin)', async () => {
    const { user, client } = await signedInCustomer(ctx);
    await refusal(
      client.api.me['line-link'].$post(undefined, {
        headers: { Origin: 'https://evil.example' },
      }),
      403,
      'CSRF',
    );
    expect(await codesOf(user.id)).toEqual([]);
  });

  it('is asked for at most 10 times an hour from one address', async () => {
    const { client } = await signedInCustomer(ctx);
    for (let i = 0; i < 10; i += 1) await codeFor(client);
    const error = await refusal(client.api.me['line-link'].$post(), 429, 'TOO_MANY_ATTEMPTS');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('LINE’s webhook', () => {
  beforeAll(async () => {
    await ctx.handle.db.delete(lineSettings);
  });

  it('is refused (401) while no channel secret is saved, even when signed', async () => {
    const { user, client } = await signedInCustomer(ctx);
    const { code } = await codeFor(client);
    const body = textEvent(code);
    const refused = await deliver(body);
    expect(refused.status).toBe(401);
    expect(errorBodySchema.safeParse(JSON.parse(refused.text)).success).toBe(true);
    // Not even signed with the empty secret the unsaved setting holds.
    expect((await deliver(body, sign(body, ''))).status).toBe(401);
    expect(await lineUserOf(ctx.handle.db, user.id)).toBeNull();
    expect(await codesOf(user.id)).toHaveLength(1);
  });

  describe('with the channel secret saved', () => {
    beforeAll(async () => {
      await saveSecret(SECRET);
    });

    it('links the LINE user who sends a customer’s code, once, and the code is used up', async () => {
      const { user, client } = await signedInCustomer(ctx);
      expect(await statusOf(client)).toEqual({ linked: false, linkedAt: null });
      const { code } = await codeFor(client);
      const body = textEvent(`รหัสของฉัน ${code} ครับ`);
      expect(await deliver(body)).toEqual({ status: 200, text: '{}' });
      expect(await lineUserOf(ctx.handle.db, user.id)).toBe(LINE_USER);
      expect(await codesOf(user.id)).toEqual([]);
      const status = await statusOf(client);
      expect(status.linked).toBe(true);
      expect(Number.isNaN(Date.parse(status.linkedAt ?? ''))).toBe(false);

      // The same body again, and LINE's redelivery of it: answered 200, still one link.
      expect(await deliver(body)).toEqual({ status: 200, text: '{}' });
      const redelivered = textEvent(`รหัสของฉัน ${code} ครับ`, LINE_USER, true);
      expect(await deliver(redelivered)).toEqual({ status: 200, text: '{}' });
      expect(await linksOf(LINE_USER)).toEqual([
        expect.objectContaining({ userId: user.id, lineUserId: LINE_USER }),
      ]);
    });

    it('refuses a missing or wrong signature, another secret’s, and a body changed after signing', async () => {
      const { user, client } = await signedInCustomer(ctx);
      const { code } = await codeFor(client);
      const body = textEvent(code, OTHER_LINE_USER);
      const changed = textEvent(code.replace(/^./, (d) => String((Number(d) + 1) % 10)));
      for (const [sent, signature] of [
        [body, null],
        [body, ''],
        [body, 'not-a-signature'],
        [body, sign(body, 'another-secret')],
        [changed, sign(body)],
        [`${body} `, sign(body)],
      ] as const) {
        const refused = await deliver(sent, signature);
        expect(refused.status, signature ?? 'no signature').toBe(401);
        const parsed = errorBodySchema.safeParse(JSON.parse(refused.text));
        expect(parsed.data?.error.code).toBe('UNAUTHENTICATED');
      }
      expect(await lineUserOf(ctx.handle.db, user.id)).toBeNull();
      expect(await codesOf(user.id)).toHaveLength(1);
    });

    it('answers 400 to malformed JSON that is signed, and 200 to events it ignores', async () => {
      const bad = '{"events": [';
      expect((await deliver(bad)).status).toBe(400);
      const huge = JSON.stringify({ events: [], pad: 'x'.repeat(1024 * 1024) });
      expect((await deliver(huge)).status).toBe(413);
      const follow = JSON.stringify({
        destination: 'x',
        events: [
          { type: 'follow', source: { type: 'user', userId: LINE_USER }, replyToken: 'r' },
          {
            type: 'message',
            source: { type: 'user', userId: LINE_USER },
            message: { type: 'sticker' },
          },
          { type: 'unfollow' },
        ],
      });
      expect(await deliver(follow)).toEqual({ status: 200, text: '{}' });
      // LINE's "verify" button sends no events at all.
      expect(await deliver('{"destination":"x","events":[]}')).toEqual({
        status: 200,
        text: '{}',
      });
    });

    it('links nothing for an expired or an unknown code', async () => {
      const { user, client } = await signedInCustomer(ctx);
      const { code } = await codeFor(client);
      await ctx.handle.db
        .update(lineLinkCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(lineLinkCodes.code, code));
      const someone = `U${'3'.repeat(32)}`;
      expect(await deliver(textEvent(code, someone))).toEqual({ status: 200, text: '{}' });
      const unknown = code === '000000' ? '000001' : '000000';
      expect(await deliver(textEvent(unknown, someone))).toEqual({ status: 200, text: '{}' });
      expect(await lineUserOf(ctx.handle.db, user.id)).toBeNull();
      expect(await linksOf(someone)).toEqual([]);

      // A code issued after it expired is free again, and works.
      const fresh = await codeFor(client);
      expect(await deliver(textEvent(fresh.code, someone))).toEqual({ status: 200, text: '{}' });
      expect(await lineUserOf(ctx.handle.db, user.id)).toBe(someone);
    });

    it('moves a LINE user to the second customer whose code it sends, and replaces a customer’s link', async () => {
      const mover = `U${'4'.repeat(32)}`;
      const first = await signedInCustomer(ctx);
      const second = await signedInCustomer(ctx);
      await deliver(textEvent((await codeFor(first.client)).code, mover));
      expect(await lineUserOf(ctx.handle.db, first.user.id)).toBe(mover);

      await deliver(textEvent((await codeFor(second.client)).code, mover));
      expect(await lineUserOf(ctx.handle.db, second.user.id)).toBe(mover);
      expect(await lineUserOf(ctx.handle.db, first.user.id)).toBeNull();
      expect(await linksOf(mover)).toHaveLength(1);

      // The second customer links another LINE account: the earlier link is replaced.
      const next = `U${'5'.repeat(32)}`;
      await deliver(textEvent((await codeFor(second.client)).code, next));
      expect(await lineUserOf(ctx.handle.db, second.user.id)).toBe(next);
      expect(await linksOf(mover)).toEqual([]);
    });

    it('answers 200 to two customers’ codes from one LINE user at the same moment: one link stays', async () => {
      const racer = `U${'6'.repeat(32)}`;
      for (let round = 0; round < 5; round++) {
        const first = await signedInCustomer(ctx);
        const second = await signedInCustomer(ctx);
        const codes = [(await codeFor(first.client)).code, (await codeFor(second.client)).code];
        const answers = await Promise.all(codes.map((code) => deliver(textEvent(code, racer))));
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        expect(await linksOf(racer)).toHaveLength(1);
      }
    });

    it('unlinks on DELETE, again and again', async () => {
      const unlinking = `U${'6'.repeat(32)}`;
      const { user, client } = await signedInCustomer(ctx);
      await deliver(textEvent((await codeFor(client)).code, unlinking));
      expect(await lineUserOf(ctx.handle.db, user.id)).toBe(unlinking);
      await answer(client.api.me['line-link'].$delete(), 204);
      expect(await lineUserOf(ctx.handle.db, user.id)).toBeNull();
      expect(await statusOf(client)).toEqual({ linked: false, linkedAt: null });
      await answer(client.api.me['line-link'].$delete(), 204);
    });

    it('never answers or logs the secret, a signature or a message’s text', async () => {
      const { client } = await signedInCustomer(ctx);
      const { code } = await codeFor(client);
      const text = `ลิงก์บัญชี ${code} ข้อความลับ`;
      const body = textEvent(text, `U${'7'.repeat(32)}`);
      const signature = sign(body);
      const answers = [
        await deliver(body, signature),
        await deliver(`${body}\n`, signature),
        await deliver('{', sign('{')),
      ];
      const settings = await staffClient(ctx, 'admin');
      const read = await settings.client.api.admin.settings.line.$get();
      const seen = [...answers.map((a) => a.text), await read.text()].join('\n');
      const logged = log.lines.join('');
      expect(logged).toContain('/api/line/webhook');
      for (const hidden of [SECRET, signature, text, code]) {
        expect(seen).not.toContain(hidden);
        expect(logged).not.toContain(hidden);
      }
    });
  });
});
