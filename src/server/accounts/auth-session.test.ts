import { describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '../../shared/contracts/accounts-answers.ts';
import { expectAnswer, refusal, setupTestApp } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';

const ctx = setupTestApp();

describe('GET /api/auth/session', () => {
  it('answers a visitor 200 { user: null }, where /api/auth/me keeps its 401', async () => {
    const visitor = ctx.client();
    const session = await expectAnswer(sessionResponseSchema, visitor.api.auth.session.$get());
    expect(session).toEqual({ user: null });
    await refusal(visitor.api.auth.me.$get(), 401, 'UNAUTHENTICATED');
  });

  it('answers a signed-in customer 200 { user } without the password hash', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const res = await client.api.auth.session.$get();
    expect(await res.clone().text()).not.toContain('argon2');
    const session = await expectAnswer(sessionResponseSchema, res);
    expect(session.user).toMatchObject({ id: user.id, phone: user.phone, role: 'customer' });
  });

  it('answers { user: null } for a cookie whose session is gone, and drops the cookie', async () => {
    const browser = ctx.client();
    browser.cookie = 'sid=no-such-session';
    const res = await browser.api.auth.session.$get();
    expect(res.headers.get('set-cookie')).toMatch(/^sid=;/);
    expect(await expectAnswer(sessionResponseSchema, res)).toEqual({ user: null });
  });
});
