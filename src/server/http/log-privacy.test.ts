import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../testing/api-client.ts';
import { nextPhone } from '../../testing/factories/accounts.ts';
import { captureLogLines } from '../../testing/log-lines.ts';
import { describeError, withoutValues } from '../logger.ts';

/**
 * No log line carries a value a request sent: when a write fails, the driver's error names the
 * query's parameters (a registration's phone, password hash, names and address) and the row.
 */
const ctx = setupTestApp();

const log = captureLogLines();

describe('a write that fails inside the database', () => {
  it('answers 500 and logs the error class, SQLSTATE and constraint, never a value sent', async () => {
    // Every new account now breaks a rule of the table: the registration's INSERT fails.
    await ctx.handle.db.execute(
      sql`ALTER TABLE users ADD CONSTRAINT no_new_members CHECK (false) NOT VALID`,
    );
    const phone = nextPhone();
    const secret = {
      firstName: 'ประยุทธ์',
      lastName: 'ทองคำ',
      phone,
      password: 'secret-rice-2569',
      confirmPassword: 'secret-rice-2569',
      acceptPrivacyNotice: true,
      address: '99/1 หมู่ 7 ต.ไผ่ลิง อ.พระนครศรีอยุธยา',
    };
    const res = await ctx.client().post('/api/auth/register', secret);
    await ctx.handle.db.execute(sql`ALTER TABLE users DROP CONSTRAINT no_new_members`);

    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: 'INTERNAL', message: 'Internal server error' } });
    const logged = log.lines.join('');
    const failure = log.lines
      .map((line) => JSON.parse(line))
      .find((l) => l.msg === 'unhandled error');
    expect(failure).toMatchObject({
      level: 'error',
      method: 'POST',
      path: '/api/auth/register',
      error: { code: '23514', constraint: 'no_new_members' },
    });
    for (const value of [phone, secret.password, secret.firstName, secret.lastName, '99/1']) {
      expect(logged).not.toContain(value);
    }
    expect(logged).not.toMatch(/argon2|params/i);
  });
});

describe('what the log keeps of an error', () => {
  it('takes quoted text, digits and parameters out of a message', () => {
    expect(
      withoutValues('invalid input syntax for type integer: "0812345678"\nparams: 0812345678'),
    ).toBe('invalid input syntax for type integer: "…"');
    expect(withoutValues('Failed query: insert into "users" values ($1, $2)\nparams: 081,x')).toBe(
      'Failed query: insert into "…" values ($1, $2)',
    );
  });

  it('keeps the frames of a stack but not its message line', () => {
    const described = describeError(new Error('phone 0812345678 rejected'));
    expect(described).toMatchObject({ class: 'Error', message: 'phone # rejected' });
    expect(JSON.stringify(described.stack)).not.toContain('0812345678');
    expect((described.stack as string[])[0]).toMatch(/^at /);
  });
});
