import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';

const ctx = setupTestApp();

describe('GET /api/auth/session', () => {
  it('answers a visitor 200 { user: null }, where /api/auth/me keeps its 401', async () => {
    const visitor = ctx.client();
    const res = await visitor.get('/api/auth/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
    expect((await visitor.get('/api/auth/me')).status).toBe(401);
  });

  it('answers a signed-in customer 200 { user } without the password hash', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const res = await client.get('/api/auth/session');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, phone: user.phone, role: 'customer' });
    expect(res.text).not.toContain('argon2');
  });

  it('answers { user: null } for a cookie whose session is gone, and drops the cookie', async () => {
    const res = await ctx.client().get('/api/auth/session', { cookie: 'sid=no-such-session' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
    expect(res.headers.get('set-cookie')).toMatch(/^sid=;/);
  });
});
