import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../shared/account-messages.ts';
import { authResponseSchema } from '../../shared/contracts/accounts-answers.ts';
import { expectAnswer, refusal, setupTestApp } from '../../testing/api-client.ts';
import { accountRows, credentials, login, me, USER_KEYS, wrong } from '../../testing/auth-api.ts';
import { createUser, nextPhone } from '../../testing/factories/accounts.ts';
import { analyticsEvents, users } from '../db/schema/index.ts';

const ctx = setupTestApp();
const { userByPhone, sessionCount, ageLastFailure } = accountRows(ctx);

describe('POST /api/auth/login', () => {
  it('signs in with phone and password, records a user_login event and answers { user }', async () => {
    const user = await createUser(ctx.handle.db, { firstName: 'มานี', lastName: 'มีนา' });
    const client = ctx.client();
    const res = await login(client, {
      phone: `${user.phone.slice(0, 3)}-${user.phone.slice(3)}`,
      password: user.password,
    });
    expect(res.headers.get('set-cookie')).toMatch(/^sid=.+HttpOnly/i);
    const signedIn = (await expectAnswer(authResponseSchema, res)).user;
    expect(Object.keys(signedIn).sort()).toEqual(USER_KEYS);
    expect(signedIn).toMatchObject({ id: user.id, phone: user.phone, role: 'customer' });
    expect((await expectAnswer(authResponseSchema, me(client))).user.id).toBe(user.id);

    const events = await ctx.handle.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.userId, user.id), eq(analyticsEvents.eventType, 'user_login')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      userName: 'มานี มีนา',
      channel: 'website',
      details: { login_method: 'phone' },
    });
  });

  it('gives one answer for an unknown phone and a wrong password', async () => {
    const user = await createUser(ctx.handle.db);
    const unknown = await login(ctx.client(), { phone: nextPhone(), password: user.password });
    const wrongPassword = await wrong(ctx.client(), user.phone);
    for (const res of [unknown, wrongPassword]) {
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await refusal(res, 401)).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง',
      });
    }
  });

  it.each([
    ['phone missing', { password: 'whatever1' }, 'phone', 'กรุณากรอกเบอร์โทรศัพท์'],
    ['password missing', { phone: '0812345678' }, 'password', 'กรุณากรอกรหัสผ่าน'],
    ['password empty', { phone: '0812345678', password: '' }, 'password', 'กรุณากรอกรหัสผ่าน'],
    [
      'phone not Thai',
      { phone: '12345', password: 'whatever1' },
      'phone',
      accountMessages.login.phoneInvalid,
    ],
    [
      'password over 128',
      { phone: '0812345678', password: 'x'.repeat(129) },
      'password',
      'รหัสผ่านต้องไม่เกิน 128 ตัวอักษร',
    ],
  ])('refuses %s with 400', async (_label, body, field, message) => {
    // Sent raw through the untyped request: these bodies are wrong on purpose.
    const res = await ctx.client().post('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
  });

  it('blocks for 180 s after 5 failures, counting down from the last failure', async () => {
    const user = await createUser(ctx.handle.db);
    const client = ctx.client();
    for (let i = 0; i < 5; i += 1) expect((await wrong(client, user.phone)).status).toBe(401);
    expect((await userByPhone(user.phone))?.failedLoginAttempts).toBe(5);

    const blocked = await refusal(
      login(client, { phone: user.phone, password: user.password }),
      429,
      'TOO_MANY_ATTEMPTS',
    );
    const seconds = blocked.retryAfterSeconds;
    expect(seconds).toBeGreaterThanOrEqual(178);
    expect(seconds).toBeLessThanOrEqual(180);
    expect(blocked.message).toBe(`โปรดลองอีกครั้งใน ${seconds} วินาที`);
    // A refused attempt is not evaluated and not counted.
    expect((await userByPhone(user.phone))?.failedLoginAttempts).toBe(5);

    await ageLastFailure(user.phone, 60);
    const later = await refusal(wrong(client, user.phone), 429);
    expect(later.retryAfterSeconds).toBeGreaterThanOrEqual(119);
    expect(later.retryAfterSeconds).toBeLessThanOrEqual(120);

    await ageLastFailure(user.phone, 181);
    await expectAnswer(authResponseSchema, login(client, credentials(user)));
    const row = await userByPhone(user.phone);
    expect(row?.failedLoginAttempts).toBe(0);
    expect(row?.lastFailedLogin).toBeNull();
  });

  it('blocks again at once when the first attempt after the wait fails', async () => {
    const user = await createUser(ctx.handle.db);
    await ctx.handle.db.update(users).set({ failedLoginAttempts: 5 }).where(eq(users.id, user.id));
    await ageLastFailure(user.phone, 200);
    expect((await wrong(ctx.client(), user.phone)).status).toBe(401);
    expect((await wrong(ctx.client(), user.phone)).status).toBe(429);
  });

  it('resets the counter on success, so earlier failures do not add up', async () => {
    const user = await createUser(ctx.handle.db);
    const client = ctx.client();
    for (let i = 0; i < 4; i += 1) await wrong(client, user.phone);
    await expectAnswer(authResponseSchema, login(client, credentials(user)));
    for (let i = 0; i < 4; i += 1) expect((await wrong(client, user.phone)).status).toBe(401);
    expect((await userByPhone(user.phone))?.failedLoginAttempts).toBe(4);
  });

  it('lets 50 parallel wrong attempts evaluate at most 5 passwords before the block', async () => {
    const user = await createUser(ctx.handle.db);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => wrong(ctx.client(), user.phone)),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    expect((await userByPhone(user.phone))?.failedLoginAttempts).toBe(5);
    // Even the right password waits now.
    await refusal(login(ctx.client(), credentials(user)), 429, 'TOO_MANY_ATTEMPTS');
  });

  it('locks the account after 15 failures in a row until staff unlock it', async () => {
    const user = await createUser(ctx.handle.db);
    const client = ctx.client();
    await expectAnswer(authResponseSchema, login(client, credentials(user)));
    await ctx.handle.db
      .update(users)
      .set({ failedLoginAttempts: 14, lastFailedLogin: sql`now() - interval '1 hour'` })
      .where(eq(users.id, user.id));

    expect((await wrong(ctx.client(), user.phone)).status).toBe(401);
    const row = await userByPhone(user.phone);
    expect(row?.isLocked).toBe(true);
    expect(row?.failedLoginAttempts).toBe(15);
    // The lock also ends the sessions the member had.
    expect(await sessionCount(user.id)).toBe(0);
    await refusal(me(client), 401, 'UNAUTHENTICATED');

    await ageLastFailure(user.phone, 3600);
    expect(await refusal(login(ctx.client(), credentials(user)), 423)).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: 'บัญชีของคุณถูกระงับ โปรดติดต่อร้านค้า',
    });
  });

  it('refuses an inactive account with the locked message, even with the right password', async () => {
    const user = await createUser(ctx.handle.db, { status: 'inactive' });
    const res = await login(ctx.client(), credentials(user));
    expect(res.headers.get('set-cookie')).toBeNull();
    const error = await refusal(res, 423, 'ACCOUNT_LOCKED');
    expect(error.message).toBe('บัญชีของคุณถูกระงับ โปรดติดต่อร้านค้า');
  });

  it('refuses a login from a foreign origin (CSRF) without counting or signing in', async () => {
    const user = await createUser(ctx.handle.db);
    const res = await ctx
      .client()
      .api.auth.login.$post(
        { json: { phone: user.phone, password: user.password } },
        { headers: { Origin: 'https://evil.example' } },
      );
    expect(res.headers.get('set-cookie')).toBeNull();
    await refusal(res, 403, 'CSRF');
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('rotates the session: the cookie held before login stops working', async () => {
    const user = await createUser(ctx.handle.db);
    const client = ctx.client();
    await expectAnswer(authResponseSchema, login(client, credentials(user)));
    const before = client.cookie;
    await expectAnswer(authResponseSchema, login(client, credentials(user)));
    expect(client.cookie).not.toBe(before);
    expect(await sessionCount(user.id)).toBe(1);
    const earlier = ctx.client();
    earlier.cookie = before;
    await refusal(me(earlier), 401, 'UNAUTHENTICATED');
    await expectAnswer(authResponseSchema, me(client));
  });
});
