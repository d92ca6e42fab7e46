import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/contracts/common.ts';
import {
  LINE_LINK_CODE_ALPHABET,
  LINE_LINK_CODE_MINUTES,
  LINE_LINK_REQUEST_MINUTES,
  lineLinkCodeSchema,
  lineLinkStatusSchema,
} from '../../shared/contracts/notifications.ts';
import { staffClient } from '../../testing/admin-orders.ts';
import {
  answer,
  expectAnswer,
  refusal,
  setupTestApp,
  type TestClient,
} from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import {
  LINE_USER,
  lineWebhook,
  OTHER_LINE_USER,
  SECRET,
  sign,
  textEvent,
} from '../../testing/line-webhook.ts';
import { captureLogLines } from '../../testing/log-lines.ts';
import {
  lineLinkCodes,
  lineLinkRequests,
  lineLinks,
  lineSettings,
  lineWrongCodes,
  notificationOutbox,
} from '../db/schema/index.ts';
import { issueLineLinkCode, lineUserOf } from './line-link.service.ts';

const ctx = setupTestApp();

const { deliver, saveSecret } = lineWebhook(ctx);

const codeFor = (client: TestClient) =>
  expectAnswer(lineLinkCodeSchema, client.api.me['line-link'].$post(), 201);
const statusOf = (client: TestClient) =>
  expectAnswer(lineLinkStatusSchema, client.api.me['line-link'].$get());
const codesOf = (userId: string) =>
  ctx.handle.db.select().from(lineLinkCodes).where(eq(lineLinkCodes.userId, userId));
const linksOf = (lineUserId: string) =>
  ctx.handle.db.select().from(lineLinks).where(eq(lineLinks.lineUserId, lineUserId));
const confirm = (client: TestClient) => client.api.me['line-link'].confirm.$post();
const requestsOf = (userId: string) =>
  ctx.handle.db.select().from(lineLinkRequests).where(eq(lineLinkRequests.userId, userId));
/** What the outbox holds for one LINE user, of one template. */
const toldOf = (lineUserId: string, template: string) =>
  ctx.handle.db
    .select()
    .from(notificationOutbox)
    .where(
      and(eq(notificationOutbox.recipient, lineUserId), eq(notificationOutbox.template, template)),
    );

/** A code of the right shape that is nobody's (two letters of the alphabet after XXXXXX). */
const wrongCode = (n: number) =>
  `XXXXXX${LINE_LINK_CODE_ALPHABET[Math.floor(n / 32) % 32]}${LINE_LINK_CODE_ALPHABET[n % 32]}`;

/** The whole walk: a code, sent from LINE by `lineUserId`, then confirmed by the customer. */
async function linkLine(client: TestClient, lineUserId: string) {
  const { code } = await codeFor(client);
  expect(await deliver(textEvent(code, lineUserId))).toEqual({ status: 200, text: '{}' });
  return expectAnswer(lineLinkStatusSchema, confirm(client));
}

const log = captureLogLines();

describe('a customer’s LINE link code', () => {
  it('is eight letters without look-alikes for LINE_LINK_CODE_MINUTES, and a new one replaces the one before', async () => {
    const { user, client } = await signedInCustomer(ctx);
    const before = Date.now();
    const first = await codeFor(client);
    expect(first.code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/);
    const lifetime = new Date(first.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan((LINE_LINK_CODE_MINUTES * 60 - 30) * 1000);
    expect(lifetime).toBeLessThan((LINE_LINK_CODE_MINUTES * 60 + 30) * 1000);
    expect((await codesOf(user.id)).map((row) => row.code)).toEqual([first.code]);

    const second = await codeFor(client);
    const rows = await codesOf(user.id);
    expect(rows.map((row) => row.code)).toEqual([second.code]);
  });

  it('draws every letter of its 32 (40 bits a code), and none else', async () => {
    expect(new Set(LINE_LINK_CODE_ALPHABET).size).toBe(32);
    expect(LINE_LINK_CODE_ALPHABET).not.toMatch(/[01IO]/);
    const { user } = await signedInCustomer(ctx);
    const seen = new Set<string>();
    // 800 letters: each of the 32 is missing with a chance of about 1 in 10^11.
    for (let i = 0; i < 100; i += 1) {
      const { code } = await issueLineLinkCode(ctx.handle.db, user.id);
      expect(code).toHaveLength(8);
      for (const letter of code) seen.add(letter);
    }
    expect([...seen].sort().join('')).toBe(LINE_LINK_CODE_ALPHABET);
  });

  it('is for signed-in customers only: 401 for visitors, 403 for staff', async () => {
    await refusal(ctx.client().api.me['line-link'].$post(), 401, 'UNAUTHENTICATED');
    await refusal(ctx.client().api.me['line-link'].$get(), 401, 'UNAUTHENTICATED');
    await refusal(ctx.client().api.me['line-link'].$delete(), 401, 'UNAUTHENTICATED');
    await refusal(confirm(ctx.client()), 401, 'UNAUTHENTICATED');
    const { user, client } = await staffClient(ctx, 'sale');
    await refusal(client.api.me['line-link'].$post(), 403, 'FORBIDDEN');
    await refusal(confirm(client), 403, 'FORBIDDEN');
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

    it('makes a request, not a link, from the LINE user who sends a customer’s code; the customer confirms it', async () => {
      const { user, client } = await signedInCustomer(ctx);
      expect(await statusOf(client)).toEqual({ linked: null, pending: null });
      const { code } = await codeFor(client);
      const body = textEvent(`รหัสของฉัน ${code} ครับ`);
      const sentAt = Date.now();
      expect(await deliver(body)).toEqual({ status: 200, text: '{}' });
      // A right code alone links nothing: the customer is asked.
      expect(await lineUserOf(ctx.handle.db, user.id)).toBeNull();
      expect(await linksOf(LINE_USER)).toEqual([]);
      expect(await codesOf(user.id)).toEqual([]);
      const waiting = await statusOf(client);
      expect(waiting.linked).toBeNull();
      expect(Math.abs(Date.parse(waiting.pending?.requestedAt ?? '') - sentAt)).toBeLessThan(
        30_000,
      );
      expect(await toldOf(LINE_USER, 'customer.line_linked')).toEqual([]);

      const linked = await expectAnswer(lineLinkStatusSchema, confirm(client));
      expect(linked.pending).toBeNull();
      expect(Math.abs(Date.parse(linked.linked?.linkedAt ?? '') - Date.now())).toBeLessThan(30_000);
      expect(await statusOf(client)).toEqual(linked);
      expect(await lineUserOf(ctx.handle.db, user.id)).toBe(LINE_USER);
      expect(await requestsOf(user.id)).toEqual([]);

      // The same body again, and LINE's redelivery of it: answered 200, no new request.
      expect(await deliver(body)).toEqual({ status: 200, text: '{}' });
      const redelivered = textEvent(`รหัสของฉัน ${code} ครับ`, LINE_USER, true);
      expect(await deliver(redelivered)).toEqual({ status: 200, text: '{}' });
      expect(await requestsOf(user.id)).toEqual([]);
      expect(await linksOf(LINE_USER)).toEqual([
        expect.objectContaining({ userId: user.id, lineUserId: LINE_USER }),
      ]);
    });

    it('confirms only a request that waits: 409 without one, and after LINE_LINK_REQUEST_MINUTES', async () => {
      const { user, client } = await signedInCustomer(ctx);
      const none = await refusal(confirm(client), 409, 'CONFLICT');
      expect(none.message).toBe('ไม่มีคำขอเชื่อมต่อ LINE ที่รอยืนยัน กรุณาส่งรหัสทาง LINE อีกครั้ง');

      const late = `U${'8'.repeat(32)}`;
      await deliver(textEvent((await codeFor(client)).code, late));
      await ctx.handle.db
        .update(lineLinkRequests)
        .set({ requestedAt: sql`now() - make_interval(mins => ${LINE_LINK_REQUEST_MINUTES})` })
        .where(eq(lineLinkRequests.userId, user.id));
      expect(await statusOf(client)).toEqual({ linked: null, pending: null });
      await refusal(confirm(client), 409, 'CONFLICT');
      expect(await lineUserOf(ctx.handle.db, user.id)).toBeNull();

      // Another customer cannot confirm it for them.
      await deliver(textEvent((await codeFor(client)).code, late));
      const other = await signedInCustomer(ctx);
      await refusal(confirm(other.client), 409, 'CONFLICT');
      expect(await linksOf(late)).toEqual([]);
      expect((await statusOf(client)).pending).not.toBeNull();
    });

    it('refuses a missing or wrong signature, another secret’s, and a body changed after signing', async () => {
      const { user, client } = await signedInCustomer(ctx);
      const { code } = await codeFor(client);
      const body = textEvent(code, OTHER_LINE_USER);
      const changed = textEvent(code.replace(/^./, (letter) => (letter === 'A' ? 'B' : 'A')));
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
      expect(await requestsOf(user.id)).toEqual([]);
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

    it('makes no request for an expired or an unknown code; a fresh one works, typed in small letters too', async () => {
      const { user, client } = await signedInCustomer(ctx);
      const { code } = await codeFor(client);
      await ctx.handle.db
        .update(lineLinkCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(lineLinkCodes.code, code));
      const someone = `U${'3'.repeat(32)}`;
      expect(await deliver(textEvent(code, someone))).toEqual({ status: 200, text: '{}' });
      expect(await deliver(textEvent(wrongCode(0), someone))).toEqual({ status: 200, text: '{}' });
      expect(await requestsOf(user.id)).toEqual([]);

      // A code issued after it expired is free again, and works.
      const fresh = await codeFor(client);
      const typed = `ส่งรหัส ${fresh.code.toLowerCase()} ค่ะ`;
      expect(await deliver(textEvent(typed, someone))).toEqual({ status: 200, text: '{}' });
      expect(await requestsOf(user.id)).toEqual([expect.objectContaining({ lineUserId: someone })]);
      await expectAnswer(lineLinkStatusSchema, confirm(client));
      expect(await lineUserOf(ctx.handle.db, user.id)).toBe(someone);
    });

    it('ignores a LINE user’s codes for the rest of the hour after 5 wrong ones: a right code then makes no request', async () => {
      const guesser = `U${'9'.repeat(31)}a`;
      const { user, client } = await signedInCustomer(ctx);
      // Three in one message (each counts), two more in another.
      const three = `${wrongCode(1)} ${wrongCode(2)} ${wrongCode(3)}`;
      await deliver(textEvent(three, guesser));
      await deliver(textEvent(`${wrongCode(4)} ${wrongCode(5)}`, guesser));
      const { code } = await codeFor(client);
      expect(await deliver(textEvent(code, guesser))).toEqual({ status: 200, text: '{}' });
      expect(await requestsOf(user.id)).toEqual([]);
      expect(await codesOf(user.id)).toHaveLength(1);
      expect(await statusOf(client)).toEqual({ linked: null, pending: null });

      // Another LINE user is not held back by them.
      const honest = `U${'9'.repeat(31)}b`;
      await deliver(textEvent(code, honest));
      expect(await requestsOf(user.id)).toEqual([expect.objectContaining({ lineUserId: honest })]);

      // Once the hour is over, the guesser's right code counts again.
      await ctx.handle.db
        .update(lineWrongCodes)
        .set({ windowStartedAt: sql`now() - interval '1 hour'` })
        .where(eq(lineWrongCodes.lineUserId, guesser));
      await deliver(textEvent((await codeFor(client)).code, guesser));
      expect(await requestsOf(user.id)).toEqual([expect.objectContaining({ lineUserId: guesser })]);
    });

    it('counts wrong codes whatever right ones come between, and sent at the same moment', async () => {
      const mixer = `U${'9'.repeat(31)}c`;
      const own = await signedInCustomer(ctx);
      for (let i = 10; i < 14; i += 1) await deliver(textEvent(wrongCode(i), mixer));
      // The LINE user's own right code: a request, and no guesses given back.
      await deliver(textEvent((await codeFor(own.client)).code, mixer));
      expect(await requestsOf(own.user.id)).toHaveLength(1);
      await deliver(textEvent(wrongCode(14), mixer));
      const victim = await signedInCustomer(ctx);
      await deliver(textEvent((await codeFor(victim.client)).code, mixer));
      expect(await requestsOf(victim.user.id)).toEqual([]);

      // Ten wrong codes at once from a fresh LINE user: five are counted, then the door is shut.
      const racer = `U${'9'.repeat(31)}d`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => deliver(textEvent(wrongCode(20 + i), racer))),
      );
      expect(answers.map((one) => one.status)).toEqual(Array(10).fill(200));
      const [row] = await ctx.handle.db
        .select()
        .from(lineWrongCodes)
        .where(eq(lineWrongCodes.lineUserId, racer));
      expect(row?.wrongCodes).toBe(5);
      await deliver(textEvent((await codeFor(victim.client)).code, racer));
      expect(await requestsOf(victim.user.id)).toEqual([]);
    });

    it('moves a LINE user to the second customer who confirms it, and replaces a customer’s link', async () => {
      const mover = `U${'4'.repeat(32)}`;
      const first = await signedInCustomer(ctx);
      const second = await signedInCustomer(ctx);
      await linkLine(first.client, mover);
      expect(await lineUserOf(ctx.handle.db, first.user.id)).toBe(mover);

      // Sent, not yet confirmed: the first customer keeps the link.
      await deliver(textEvent((await codeFor(second.client)).code, mover));
      expect(await lineUserOf(ctx.handle.db, first.user.id)).toBe(mover);
      await expectAnswer(lineLinkStatusSchema, confirm(second.client));
      expect(await lineUserOf(ctx.handle.db, second.user.id)).toBe(mover);
      expect(await lineUserOf(ctx.handle.db, first.user.id)).toBeNull();
      expect(await linksOf(mover)).toHaveLength(1);

      // The second customer links another LINE account: the earlier link is replaced.
      const next = `U${'5'.repeat(32)}`;
      await linkLine(second.client, next);
      expect(await lineUserOf(ctx.handle.db, second.user.id)).toBe(next);
      expect(await linksOf(mover)).toEqual([]);
    });

    it('tells the LINE user over LINE, through the outbox, whenever a link is made or removed', async () => {
      const told = `U${'a'.repeat(31)}1`;
      const after = `U${'a'.repeat(31)}2`;
      const { client } = await signedInCustomer(ctx);
      await deliver(textEvent((await codeFor(client)).code, told));
      expect(await toldOf(told, 'customer.line_linked')).toEqual([]);

      await expectAnswer(lineLinkStatusSchema, confirm(client));
      const [linked] = await toldOf(told, 'customer.line_linked');
      expect(linked).toMatchObject({
        channel: 'line',
        status: 'pending',
        payload: { link: '/account/line' },
      });

      // Another LINE account takes its place: the one that loses the link hears it, as does the new one.
      await linkLine(client, after);
      expect(await toldOf(told, 'customer.line_unlinked')).toHaveLength(1);
      expect(await toldOf(after, 'customer.line_linked')).toHaveLength(1);

      await answer(client.api.me['line-link'].$delete(), 204);
      expect(await toldOf(after, 'customer.line_unlinked')).toHaveLength(1);
      // Unlinking again removes nothing and tells no one.
      await answer(client.api.me['line-link'].$delete(), 204);
      expect(await toldOf(after, 'customer.line_unlinked')).toHaveLength(1);
      expect(await toldOf(told, 'customer.line_linked')).toHaveLength(1);
    });

    it('answers 200 to two customers confirming one LINE user at the same moment: one link stays', async () => {
      const racer = `U${'6'.repeat(32)}`;
      for (let round = 0; round < 5; round++) {
        const first = await signedInCustomer(ctx);
        const second = await signedInCustomer(ctx);
        for (const { client } of [first, second]) {
          await deliver(textEvent((await codeFor(client)).code, racer));
        }
        const answers = await Promise.all([confirm(first.client), confirm(second.client)]);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        expect(await linksOf(racer)).toHaveLength(1);
      }
    });

    it('unlinks on DELETE, again and again, and drops a request waiting', async () => {
      const unlinking = `U${'6'.repeat(31)}7`;
      const { user, client } = await signedInCustomer(ctx);
      await linkLine(client, unlinking);
      expect(await lineUserOf(ctx.handle.db, user.id)).toBe(unlinking);
      await deliver(textEvent((await codeFor(client)).code, `U${'6'.repeat(31)}8`));
      await answer(client.api.me['line-link'].$delete(), 204);
      expect(await lineUserOf(ctx.handle.db, user.id)).toBeNull();
      expect(await statusOf(client)).toEqual({ linked: null, pending: null });
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
