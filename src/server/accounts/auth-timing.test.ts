import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '../../testing/api-client.ts';
import { createUser, nextPhone } from '../../testing/factories/accounts.ts';
import { verifyPassword } from './password.ts';

vi.mock(import('./password.ts'), async (importOriginal) => {
  const original = await importOriginal();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const ctx = setupTestApp();

beforeEach(() => {
  vi.mocked(verifyPassword).mockClear();
});

describe('login takes the same time whether the phone exists or not', () => {
  it('checks an unknown phone against an argon2id hash, as it checks a wrong password', async () => {
    const res = await ctx
      .client()
      .post('/api/auth/login', { phone: nextPhone(), password: 'some-password-1' });
    expect(res.status).toBe(401);
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(vi.mocked(verifyPassword).mock.calls[0]?.[0]).toMatch(/^\$argon2id\$/);
    expect(vi.mocked(verifyPassword).mock.calls[0]?.[1]).toBe('some-password-1');
  });

  it('evaluates exactly one hash for a known phone with a wrong password', async () => {
    const user = await createUser(ctx.handle.db);
    const res = await ctx
      .client()
      .post('/api/auth/login', { phone: user.phone, password: 'some-password-1' });
    expect(res.status).toBe(401);
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(vi.mocked(verifyPassword).mock.calls[0]?.[0]).toBe(user.passwordHash);
  });
});
