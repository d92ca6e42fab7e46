import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '../../shared/account-messages.ts';
import { authResponseSchema } from '../../shared/contracts/accounts-answers.ts';
import { expectAnswer, refusal, setupTestApp } from '../../testing/api-client.ts';
import {
  accountRows,
  credentials,
  login,
  me,
  register,
  registration,
  USER_KEYS,
} from '../../testing/auth-api.ts';
import { createUser, nextPhone } from '../../testing/factories/accounts.ts';
import { sessions } from '../db/schema/index.ts';
import { setLogLevel } from '../logger.ts';

const ctx = setupTestApp();
const { userByPhone, countUsers, sessionCount } = accountRows(ctx);

describe('POST /api/auth/register', () => {
  it('creates an active customer, signs them in and answers 201 { user }', async () => {
    const client = ctx.client();
    const body = registration({ firstName: '  สมหญิง ' });
    const res = await register(client, body);
    const { user } = await expectAnswer(authResponseSchema, res, 201);
    expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    expect(user).toMatchObject({
      phone: body.phone,
      firstName: 'สมหญิง',
      lastName: 'รักนา',
      address: body.address,
      role: 'customer',
      lastProfileEditAt: null,
    });
    const row = await userByPhone(body.phone);
    expect(row).toMatchObject({ role: 'customer', status: 'active', isLocked: false });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(body.password);

    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sid=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await expectAnswer(authResponseSchema, me(client))).user.id).toBe(user.id);
  });

  it('stores the phone as digits only, whatever spaces and dashes were typed', async () => {
    const digits = nextPhone();
    const typed = `${digits.slice(0, 3)}-${digits.slice(3, 6)} ${digits.slice(6)}`;
    const res = register(ctx.client(), registration({ phone: typed }));
    expect((await expectAnswer(authResponseSchema, res, 201)).user.phone).toBe(digits);
  });

  it('refuses a phone already used: 409 PHONE_TAKEN with the Thai message', async () => {
    const existing = await createUser(ctx.handle.db);
    const res = await register(ctx.client(), registration({ phone: existing.phone }));
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await refusal(res, 409)).toMatchObject({
      code: 'PHONE_TAKEN',
      message: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว',
      fields: { phone: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว' },
    });
  });

  it('lets exactly one of two racing registrations of one phone in', async () => {
    const phone = nextPhone();
    const results = await Promise.all(
      [0, 1, 2].map(() => register(ctx.client(), registration({ phone }))),
    );
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const res of results.filter((r) => r.status === 409)) {
      await refusal(res, 409, 'PHONE_TAKEN');
    }
    expect(await countUsers(phone)).toBe(1);
  });

  const long = (n: number) => 'ก'.repeat(n);
  it.each([
    [
      'passwords differ',
      { confirmPassword: 'green-rice-78' },
      'confirmPassword',
      'Passwords do not match',
    ],
    [
      'password too short',
      { password: 'ab12', confirmPassword: 'ab12' },
      'password',
      'Password must be at least 6 characters long',
    ],
    [
      'common password 123456',
      { password: '123456', confirmPassword: '123456' },
      'password',
      accountMessages.login.commonPassword,
    ],
    [
      'common password Password',
      { password: 'Password', confirmPassword: 'Password' },
      'password',
      accountMessages.login.commonPassword,
    ],
    [
      'common password qwerty',
      { password: 'qwerty', confirmPassword: 'qwerty' },
      'password',
      accountMessages.login.commonPassword,
    ],
    [
      'password over 128',
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'password',
      'รหัสผ่านต้องไม่เกิน 128 ตัวอักษร',
    ],
    ['first name missing', { firstName: undefined }, 'firstName', 'กรุณากรอกชื่อ'],
    ['first name blank', { firstName: '   ' }, 'firstName', 'กรุณากรอกชื่อ'],
    ['first name over 100', { firstName: long(101) }, 'firstName', 'ต้องไม่เกิน 100 ตัวอักษร'],
    ['last name over 100', { lastName: long(101) }, 'lastName', 'ต้องไม่เกิน 100 ตัวอักษร'],
    ['last name wrong type', { lastName: 42 }, 'lastName', 'กรุณากรอกนามสกุล'],
    ['address missing', { address: undefined }, 'address', 'กรุณากรอกที่อยู่'],
    ['address over 500', { address: long(501) }, 'address', 'ที่อยู่ต้องไม่เกิน 500 ตัวอักษร'],
    ['phone missing', { phone: undefined }, 'phone', 'กรุณากรอกเบอร์โทรศัพท์'],
    ['phone letters', { phone: '08a1234567' }, 'phone', accountMessages.login.phoneInvalid],
    ['phone too short', { phone: '0812345' }, 'phone', accountMessages.login.phoneInvalid],
    [
      'phone not starting with 0',
      { phone: '8123456789' },
      'phone',
      accountMessages.login.phoneInvalid,
    ],
    ['phone wrong type', { phone: 812345678 }, 'phone', 'กรุณากรอกเบอร์โทรศัพท์'],
  ])(
    'refuses %s with 400 and the field message, and stores nothing',
    async (_label, overrides, field, message) => {
      // Sent raw through the untyped request: these bodies are wrong on purpose.
      const body: Record<string, unknown> = { ...registration(), ...overrides };
      const res = await ctx.client().post('/api/auth/register', body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
      expect(res.body.error.fields[field]).toBe(message);
      if (typeof body.phone === 'string') expect(await countUsers(body.phone)).toBe(0);
    },
  );

  it('reports every wrong field at once, the password mismatch included', async () => {
    const res = register(
      ctx.client(),
      registration({ firstName: '', confirmPassword: 'other-one' }),
    );
    expect((await refusal(res, 400, 'VALIDATION')).fields).toMatchObject({
      firstName: 'กรุณากรอกชื่อ',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await ctx.client().request('POST', '/api/auth/register', { rawBody: '{"phone":' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers 401 without a session', async () => {
    await refusal(me(ctx.client()), 401, 'UNAUTHENTICATED');
  });

  it('lasts one hour', async () => {
    const user = await createUser(ctx.handle.db);
    const client = ctx.client();
    const res = await login(client, credentials(user));
    const expires = /Expires=([^;]+)/i.exec(res.headers.get('set-cookie') ?? '')?.[1];
    const ms = new Date(expires ?? 0).getTime() - Date.now();
    expect(ms).toBeGreaterThan(59 * 60 * 1000);
    expect(ms).toBeLessThanOrEqual(60 * 60 * 1000);
    const [row] = await ctx.handle.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const stored = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(stored).toBeGreaterThan(59 * 60 * 1000);
    expect(stored).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('an expired session is 401 and its cookie is dropped', async () => {
    const user = await createUser(ctx.handle.db);
    const client = ctx.client();
    await expectAnswer(authResponseSchema, login(client, credentials(user)));
    await ctx.handle.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    const res = await me(client);
    expect(res.headers.get('set-cookie')).toMatch(/^sid=;/);
    await refusal(res, 401, 'UNAUTHENTICATED');
  });

  it('logout answers 204, deletes the session and the old cookie is worth nothing', async () => {
    const user = await createUser(ctx.handle.db);
    const client = ctx.client();
    await expectAnswer(authResponseSchema, login(client, credentials(user)));
    const cookie = client.cookie;
    const res = await client.api.auth.logout.$post();
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^sid=;/);
    expect(await sessionCount(user.id)).toBe(0);
    const old = ctx.client();
    old.cookie = cookie;
    await refusal(me(old), 401, 'UNAUTHENTICATED');
  });

  it('logout without a session still answers 204', async () => {
    expect((await ctx.client().api.auth.logout.$post()).status).toBe(204);
  });
});

describe('passwords never leave the server', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setLogLevel('silent');
  });

  it('appear in no answer and no log line', async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    });
    setLogLevel('debug');

    const body = registration({
      password: 'secret-durian-93',
      confirmPassword: 'secret-durian-93',
      acceptPrivacyNotice: true,
    });
    const client = ctx.client();
    const texts = [
      await (await register(client, body)).text(),
      await (await me(client)).text(),
      await (await client.api.auth.logout.$post()).text(),
      await (await login(client, { phone: body.phone, password: 'wrong-durian-93' })).text(),
      await (await login(client, { phone: body.phone, password: body.password })).text(),
    ];
    vi.restoreAllMocks();

    expect(texts[0]).toContain(body.phone);
    for (const text of texts) {
      expect(text).not.toMatch(/password|\$argon2/i);
      expect(text).not.toContain('durian');
    }
    const log = lines.join('');
    expect(log).toContain('"msg":"login"');
    expect(log).not.toContain('durian');
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toContain(body.address);
    expect(log).not.toContain(body.phone);
  });
});
