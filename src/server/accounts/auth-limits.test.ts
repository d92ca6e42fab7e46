import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createUser, nextPhone } from '../../testing/factories/accounts.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { addressLimitHits, unknownPhoneLogins } from '../db/schema/index.ts';

const ctx = setupTestApp();

const wrong = (client: TestClient, phone: string) =>
  client.post('/api/auth/login', { phone, password: 'not-the-password' });

/** Moves an address's window back, as if that many seconds had passed (the database's clock). */
async function ageWindow(address: string, seconds: number) {
  await ctx.handle.db
    .update(addressLimitHits)
    .set({ windowStartedAt: sql`now() - make_interval(secs => ${seconds}::int)` })
    .where(eq(addressLimitHits.address, address));
}

function expectTooMany(res: { status: number; body: any }, atMost: number) {
  expect(res.status).toBe(429);
  expect(res.body.error.code).toBe('TOO_MANY_ATTEMPTS');
  const seconds = res.body.error.retryAfterSeconds;
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(atMost);
  expect(res.body.error.message).toBe(`โปรดลองอีกครั้งใน ${seconds} วินาที`);
}

describe("an unknown phone looks like a customer's", () => {
  it('is blocked for 180 s after 5 failures, as a registered phone is', async () => {
    const member = await createUser(ctx.handle.db);
    const stranger = nextPhone();
    const answers: Record<string, { status: number; body: any }[]> = { member: [], stranger: [] };
    for (let i = 0; i < 6; i++) {
      answers.member?.push(await wrong(ctx.client(), member.phone));
      answers.stranger?.push(await wrong(ctx.client(), stranger));
    }
    for (const list of Object.values(answers)) {
      expect(list.map((res) => res.status)).toEqual([401, 401, 401, 401, 401, 429]);
      const blocked = list[5] as { status: number; body: any };
      expectTooMany(blocked, 180);
      expect(blocked.body.error.retryAfterSeconds).toBeGreaterThanOrEqual(178);
    }
  });

  it('counts parallel attempts on an unknown phone atomically: 5 failures, then the block', async () => {
    const stranger = nextPhone();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => wrong(ctx.client(), stranger)),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('is locked after 15 failures in a row, with the locked message', async () => {
    const stranger = nextPhone();
    await ctx.handle.db.insert(unknownPhoneLogins).values({
      phoneHash: createHash('sha256').update(stranger).digest('hex'),
      failedLoginAttempts: 14,
      lastFailedLogin: sql`now() - interval '1 hour'`,
    });
    expect((await wrong(ctx.client(), stranger)).status).toBe(401);
    const locked = await wrong(ctx.client(), stranger);
    expect(locked.status).toBe(423);
    expect(locked.body.error).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: 'บัญชีของคุณถูกระงับ โปรดติดต่อร้านค้า',
    });
  });

  it("keeps no stranger's phone in the database", async () => {
    const stranger = nextPhone();
    await wrong(ctx.client(), stranger);
    const rows = await ctx.handle.db.select().from(unknownPhoneLogins);
    expect(JSON.stringify(rows)).not.toContain(stranger);
  });
});

describe('limits per client address', () => {
  it('allows 20 logins a minute from one address, then 429 until the minute is over', async () => {
    const client = ctx.client();
    for (let i = 0; i < 20; i++) expect((await wrong(client, nextPhone())).status).toBe(401);
    expectTooMany(await wrong(client, nextPhone()), 60);
    // The right password waits too: it is the address that is refused, not the phone.
    const member = await createUser(ctx.handle.db);
    const right = await client.post('/api/auth/login', {
      phone: member.phone,
      password: member.password,
    });
    expectTooMany(right, 60);
    // Another address is not affected.
    expect((await wrong(ctx.client(), nextPhone())).status).toBe(401);
    await ageWindow(client.address, 61);
    expect(
      (await client.post('/api/auth/login', { phone: member.phone, password: member.password }))
        .status,
    ).toBe(200);
  });

  it('allows 10 registration attempts an hour from one address', async () => {
    const client = ctx.client();
    const attempt = () =>
      client.post('/api/auth/register', {
        firstName: 'สมหญิง',
        lastName: 'รักนา',
        phone: nextPhone(),
        password: 'green-rice-77',
        confirmPassword: 'green-rice-77',
        acceptPrivacyNotice: true,
        address: '45 หมู่ 2 ต.หันตรา อ.พระนครศรีอยุธยา',
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(201);
    expectTooMany(await attempt(), 3600);
    await ageWindow(client.address, 3601);
    expect((await attempt()).status).toBe(201);
  });

  it('allows 60 code checks a minute from one address: validate, redeem and quotes with a code', async () => {
    const { client } = await signedInCustomer(ctx);
    const product = await createProduct(ctx.handle.db, { isEligibleForPromotion: true });
    const items = [{ productId: product.id, quantity: 1 }];
    for (let i = 0; i < 20; i++) {
      expect(
        (await client.post('/api/promotions/validate', { code: `GUESS${i}`, items })).status,
      ).toBe(200);
      expect((await client.post(`/api/promotions/${900000 + i}/redeem`)).status).toBe(200);
      expect(
        (await client.post('/api/cart/quote', { items, discountCode: `GUESS${i}` })).status,
      ).toBe(200);
    }
    expectTooMany(await client.post('/api/promotions/validate', { code: 'GUESS', items }), 60);
    expectTooMany(await client.post('/api/promotions/1/redeem'), 60);
    expectTooMany(await client.post('/api/cart/quote', { items, discountCode: 'GUESS' }), 60);
    // A quote without a code says nothing about codes and is not counted.
    expect((await client.post('/api/cart/quote', { items })).status).toBe(200);
    const [row] = await ctx.handle.db
      .select({ hits: addressLimitHits.hits })
      .from(addressLimitHits)
      .where(
        and(
          eq(addressLimitHits.address, client.address),
          eq(addressLimitHits.limitName, 'codeCheck'),
        ),
      );
    expect(row?.hits).toBe(63);
  });
});
