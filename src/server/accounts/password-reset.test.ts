import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authResponseSchema } from '../../shared/contracts/accounts-answers.ts';
import {
  LINE_RESET_LINK_HOURS,
  lineResetCodeResponseSchema,
  type PasswordResetRequest,
  RESET_CODE_MINUTES,
  resetCodeResponseSchema,
} from '../../shared/contracts/password-reset.ts';
import { passwordResetMessages } from '../../shared/password-reset-messages.ts';
import { staffClient } from '../../testing/admin-orders.ts';
import {
  answer,
  expectAnswer,
  refusal,
  setupTestApp,
  type TestClient,
} from '../../testing/api-client.ts';
import { createUser, nextPhone } from '../../testing/factories/accounts.ts';
import {
  lineLinks,
  lineSettings,
  notificationOutbox,
  passwordResetCodes,
  sessions,
  staffAudit,
  users,
} from '../db/schema/index.ts';

const ctx = setupTestApp();
const NEW_PASSWORD = 'new-mango-field-42';

const makeCode = (client: TestClient, id: string) =>
  client.api.admin.members[':id']['reset-code'].$post({ param: { id } });
const reset = (client: TestClient, json: PasswordResetRequest) =>
  client.api.auth.reset.$post({ json });
const askByLine = (client: TestClient, phone: string) =>
  client.api.auth['reset-code'].line.$post({ json: { phone } });
const withCode = (phone: string, code: string, password = NEW_PASSWORD) => ({
  phone,
  code,
  password,
  confirmPassword: password,
});

async function signIn(phone: string, password: string): Promise<TestClient> {
  const client = ctx.client();
  await expectAnswer(
    authResponseSchema,
    client.api.auth.login.$post({ json: { phone, password } }),
  );
  return client;
}

async function memberWithCode() {
  const member = await createUser(ctx.handle.db);
  const { client: admin, user: staff } = await staffClient(ctx, 'admin');
  const made = await expectAnswer(resetCodeResponseSchema, makeCode(admin, member.id));
  return { member, admin, staff, made };
}

const userRow = async (id: string) =>
  (await ctx.handle.db.select().from(users).where(eq(users.id, id)))[0];

describe('POST /api/admin/members/:id/reset-code', () => {
  it('makes an 8-digit code for 30 minutes, kept only as its SHA-256, and audits it without the code', async () => {
    const before = Date.now();
    const { member, staff, made } = await memberWithCode();
    expect(made.code).toMatch(/^\d{8}$/);
    const lifetime = new Date(made.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan((RESET_CODE_MINUTES * 60 - 30) * 1000);
    expect(lifetime).toBeLessThan((RESET_CODE_MINUTES * 60 + 30) * 1000);
    const [stored] = await ctx.handle.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, member.id));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(made.code);
    expect(stored?.createdBy).toBe(staff.id);
    const audit = await ctx.handle.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.entityId, member.id));
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['member.reset_code', staff.id],
    ]);
    expect(JSON.stringify(audit)).not.toContain(made.code);
  });

  it('is for the staff who manage members: 403 for sale and customers, 401 for visitors', async () => {
    const member = await createUser(ctx.handle.db);
    const { client: sale } = await staffClient(ctx, 'sale');
    await refusal(makeCode(sale, member.id), 403, 'FORBIDDEN');
    const customer = await signIn(member.phone, member.password);
    await refusal(makeCode(customer, member.id), 403, 'FORBIDDEN');
    await refusal(makeCode(ctx.client(), member.id), 401, 'UNAUTHENTICATED');
    const { client: admin } = await staffClient(ctx, 'admin');
    await refusal(makeCode(admin, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    await refusal(makeCode(admin, 'not-an-id'), 404, 'NOT_FOUND');
  });
});

describe('POST /api/auth/reset', () => {
  it('sets the new password, signs in, ends every other session, and uses the code up', async () => {
    const member = await createUser(ctx.handle.db);
    const oldBrowser = await signIn(member.phone, member.password);
    const { client: admin } = await staffClient(ctx, 'admin');
    const made = await expectAnswer(resetCodeResponseSchema, makeCode(admin, member.id));

    const browser = ctx.client();
    const { user } = await expectAnswer(
      authResponseSchema,
      reset(browser, withCode(member.phone, made.code)),
    );
    expect(user.id).toBe(member.id);
    expect(browser.cookie).toMatch(/^sid=/);
    await answer(browser.api.auth.me.$get());
    await refusal(oldBrowser.api.auth.me.$get(), 401, 'UNAUTHENTICATED');
    const live = await ctx.handle.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(live).toHaveLength(1);

    await signIn(member.phone, NEW_PASSWORD);
    await refusal(
      ctx
        .client()
        .api.auth.login.$post({ json: { phone: member.phone, password: member.password } }),
      401,
      'INVALID_CREDENTIALS',
    );
    const again = await refusal(reset(ctx.client(), withCode(member.phone, made.code)), 400);
    expect(again.message).toBe(passwordResetMessages.wrongCode);
  });

  it('refuses an expired code', async () => {
    const { member, made } = await memberWithCode();
    await ctx.handle.db
      .update(passwordResetCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetCodes.userId, member.id));
    const error = await refusal(
      reset(ctx.client(), withCode(member.phone, made.code)),
      400,
      'VALIDATION',
    );
    expect(error.message).toBe('รหัสรีเซ็ตไม่ถูกต้องหรือหมดอายุแล้ว');
    expect((await userRow(member.id))?.passwordHash).toBe(member.passwordHash);
  });

  it('takes only the newest code: a new code replaces the one before', async () => {
    const { member, admin, made: first } = await memberWithCode();
    const second = await expectAnswer(resetCodeResponseSchema, makeCode(admin, member.id));
    if (first.code !== second.code) {
      await refusal(reset(ctx.client(), withCode(member.phone, first.code)), 400, 'VALIDATION');
    }
    await expectAnswer(
      authResponseSchema,
      reset(ctx.client(), withCode(member.phone, second.code)),
    );
  });

  it('counts wrong codes as failed logins: after 5 the phone waits, even with the right code; a success clears them', async () => {
    const { member, made } = await memberWithCode();
    const wrong = made.code === '00000000' ? '11111111' : '00000000';
    const client = ctx.client();
    for (let i = 0; i < 4; i += 1) {
      await refusal(reset(client, withCode(member.phone, wrong)), 400, 'VALIDATION');
    }
    expect((await userRow(member.id))?.failedLoginAttempts).toBe(4);
    await expectAnswer(authResponseSchema, reset(client, withCode(member.phone, made.code)));
    expect((await userRow(member.id))?.failedLoginAttempts).toBe(0);

    const { admin } = await memberWithCode();
    const next = await expectAnswer(resetCodeResponseSchema, makeCode(admin, member.id));
    for (let i = 0; i < 5; i += 1) {
      await refusal(reset(ctx.client(), withCode(member.phone, wrong)), 400, 'VALIDATION');
    }
    const blocked = await refusal(
      reset(ctx.client(), withCode(member.phone, next.code)),
      429,
      'TOO_MANY_ATTEMPTS',
    );
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    // A wrong code also counts against the login: the password is blocked too.
    await refusal(
      ctx.client().api.auth.login.$post({ json: { phone: member.phone, password: NEW_PASSWORD } }),
      429,
      'TOO_MANY_ATTEMPTS',
    );
  });

  it('answers an unknown phone exactly as a wrong code, and counts it the same way', async () => {
    const { member } = await memberWithCode();
    const known = await refusal(reset(ctx.client(), withCode(member.phone, '12345678')), 400);
    const phone = nextPhone();
    const unknown = await refusal(reset(ctx.client(), withCode(phone, '12345678')), 400);
    expect(unknown).toEqual(known);
    for (let i = 0; i < 4; i += 1) {
      await refusal(reset(ctx.client(), withCode(phone, '12345678')), 400);
    }
    await refusal(reset(ctx.client(), withCode(phone, '12345678')), 429, 'TOO_MANY_ATTEMPTS');
  });

  it('takes a new password only by registration’s rules, and a code of 8 digits', async () => {
    const { member, made } = await memberWithCode();
    const short = await refusal(
      reset(ctx.client(), withCode(member.phone, made.code, '12')),
      400,
      'VALIDATION',
    );
    expect(short.fields?.password).toBe('Password must be at least 6 characters long');
    const mismatch = await refusal(
      reset(ctx.client(), {
        ...withCode(member.phone, made.code),
        confirmPassword: 'other-pass-9',
      }),
      400,
      'VALIDATION',
    );
    expect(mismatch.fields?.confirmPassword).toBe('Passwords do not match');
    const code = await refusal(
      reset(ctx.client(), withCode(member.phone, '12ab')),
      400,
      'VALIDATION',
    );
    expect(code.fields?.code).toBe(passwordResetMessages.codeRequired);
    // None of these used the code or counted a failure.
    expect((await userRow(member.id))?.failedLoginAttempts).toBe(0);
    await expectAnswer(authResponseSchema, reset(ctx.client(), withCode(member.phone, made.code)));
  });
});

describe('POST /api/auth/reset-code/line', () => {
  async function lineOn() {
    await ctx.handle.db
      .insert(lineSettings)
      .values({ id: 1, channelAccessToken: 'test-token' })
      .onConflictDoUpdate({ target: lineSettings.id, set: { channelAccessToken: 'test-token' } });
  }
  const outboxFor = (template: string) =>
    ctx.handle.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.template, template));

  /** A link made `hours` ago (set back in the database, as time would). */
  const linkedHoursAgo = (userId: string, lineUserId: string, hours: number) =>
    ctx.handle.db
      .insert(lineLinks)
      .values({ userId, lineUserId, linkedAt: sql`now() - make_interval(secs => ${hours * 3600})` })
      .onConflictDoUpdate({
        target: lineLinks.userId,
        set: { linkedAt: sql`now() - make_interval(secs => ${hours * 3600})` },
      });

  it('pushes a code to a linked member’s LINE through the outbox, and the code works', async () => {
    await lineOn();
    const member = await createUser(ctx.handle.db);
    const lineUserId = `U${'a'.repeat(31)}1`;
    await linkedHoursAgo(member.id, lineUserId, LINE_RESET_LINK_HOURS + 1);
    const before = (await outboxFor('customer.reset_code')).length;
    const body = await expectAnswer(
      lineResetCodeResponseSchema,
      askByLine(ctx.client(), member.phone),
      202,
    );
    expect(body.message).toBe('ถ้าเบอร์นี้เชื่อมต่อ LINE ไว้ ร้านจะส่งรหัสไปทาง LINE');
    const rows = await outboxFor('customer.reset_code');
    expect(rows).toHaveLength(before + 1);
    const row = rows.find((one) => one.recipient === lineUserId);
    const code = (row?.payload as { code?: string } | undefined)?.code ?? '';
    expect(code).toMatch(/^\d{8}$/);
    await expectAnswer(authResponseSchema, reset(ctx.client(), withCode(member.phone, code)));
  });

  it('sends nothing to a LINE link younger than LINE_RESET_LINK_HOURS, and answers as for no link', async () => {
    await lineOn();
    const member = await createUser(ctx.handle.db);
    const lineUserId = `U${'a'.repeat(31)}2`;
    await ctx.handle.db.insert(lineLinks).values({ userId: member.id, lineUserId });
    const sentTo = async () =>
      (await outboxFor('customer.reset_code')).filter((row) => row.recipient === lineUserId);
    const unlinked = await answer(askByLine(ctx.client(), nextPhone()), 202);
    expect(await answer(askByLine(ctx.client(), member.phone), 202)).toEqual(unlinked);
    expect(await sentTo()).toEqual([]);

    // A minute short of the hours: still nothing, and no code made.
    await linkedHoursAgo(member.id, lineUserId, LINE_RESET_LINK_HOURS - 1 / 60);
    expect(await answer(askByLine(ctx.client(), member.phone), 202)).toEqual(unlinked);
    expect(await sentTo()).toEqual([]);
    const codes = await ctx.handle.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, member.id));
    expect(codes).toEqual([]);

    await linkedHoursAgo(member.id, lineUserId, LINE_RESET_LINK_HOURS);
    expect(await answer(askByLine(ctx.client(), member.phone), 202)).toEqual(unlinked);
    expect(await sentTo()).toHaveLength(1);
  });

  it('answers the same 202 and writes nothing for a member without LINE or an unknown phone', async () => {
    await lineOn();
    const member = await createUser(ctx.handle.db);
    const before = (await outboxFor('customer.reset_code')).length;
    const linked = await answer(askByLine(ctx.client(), member.phone), 202);
    const unknown = await answer(askByLine(ctx.client(), nextPhone()), 202);
    expect(unknown).toEqual(linked);
    expect(await outboxFor('customer.reset_code')).toHaveLength(before);
    const codes = await ctx.handle.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, member.id));
    expect(codes).toEqual([]);
  });

  it('is limited per phone, whoever asks', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 5; i += 1) await answer(askByLine(ctx.client(), phone), 202);
    const error = await refusal(askByLine(ctx.client(), phone), 429, 'TOO_MANY_ATTEMPTS');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    await refusal(
      ctx.client().api.auth['reset-code'].line.$post({ json: { phone: '12' } }),
      400,
      'VALIDATION',
    );
  });
});
