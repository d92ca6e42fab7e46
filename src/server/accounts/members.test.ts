import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { TEST_ROOT_PASSWORD, TEST_ROOT_PHONE } from '../../testing/constants.ts';
import { createUser, nextPhone, type UserOverrides } from '../../testing/factories/accounts.ts';
import { sessions, transactions, users } from '../db/schema/index.ts';

const ctx = setupTestApp();
const FORBIDDEN = 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้';

async function signIn(phone: string, password: string): Promise<TestClient> {
  const client = ctx.client();
  const res = await client.post('/api/auth/login', { phone, password });
  expect(res.status).toBe(200);
  return client;
}

async function member(overrides: UserOverrides = {}) {
  const user = await createUser(ctx.handle.db, overrides);
  return { user, client: await signIn(user.phone, user.password) };
}

const asRoot = () => signIn(TEST_ROOT_PHONE, TEST_ROOT_PASSWORD);

async function rootId(): Promise<string> {
  const [row] = await ctx.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, TEST_ROOT_PHONE));
  return row?.id ?? '';
}

async function row(id: string) {
  const [found] = await ctx.handle.db.select().from(users).where(eq(users.id, id));
  return found;
}

async function sessionCount(userId: string) {
  const [found] = await ctx.handle.db
    .select({ n: count() })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return found?.n ?? 0;
}

const details = {
  firstName: 'ประยุทธ',
  lastName: 'นาดี',
  address: '7 หมู่ 4 ต.บางปะหัน จ.พระนครศรีอยุธยา',
};

/** Every members call, aimed at one target. */
function everyCall(id: string) {
  return [
    (c: TestClient) => c.get('/api/admin/members'),
    (c: TestClient) => c.get('/api/admin/members?q=สม'),
    (c: TestClient) => c.patch(`/api/admin/members/${id}`, { ...details, role: 'admin' }),
    (c: TestClient) => c.post(`/api/admin/members/${id}/unlock`),
    (c: TestClient) => c.post(`/api/admin/members/${id}/status`, { status: 'inactive' }),
    (c: TestClient) => c.delete(`/api/admin/members/${id}`),
  ];
}

describe('who may manage members', () => {
  it('answers a visitor 401 on every members call', async () => {
    const { user } = await member();
    for (const call of everyCall(user.id)) {
      const res = await call(ctx.client());
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    }
    expect(await row(user.id)).toMatchObject({ role: 'customer', status: 'active' });
  });

  it.each(['customer', 'sale'] as const)(
    'answers a %s 403 on every members call and changes nothing',
    async (role) => {
      const { client } = await member({ role });
      const { user: target } = await member();
      for (const call of everyCall(target.id)) {
        const res = await call(client);
        expect(res.status).toBe(403);
        expect(res.body.error).toEqual({ code: 'FORBIDDEN', message: FORBIDDEN });
      }
      expect(await row(target.id)).toMatchObject({
        role: 'customer',
        status: 'active',
        firstName: target.firstName,
      });
      expect(await sessionCount(target.id)).toBe(1);
    },
  );

  it('asks who is calling before it reads a body or a query', async () => {
    const { user: target } = await member();
    const { client: customer } = await member();
    const broken = { rawBody: '{"status":' };
    for (const [method, path] of [
      ['PATCH', `/api/admin/members/${target.id}`],
      ['POST', `/api/admin/members/${target.id}/status`],
    ] as const) {
      expect((await ctx.client().request(method, path, broken)).status).toBe(401);
      expect((await customer.request(method, path, broken)).status).toBe(403);
      expect((await (await asRoot()).request(method, path, broken)).status).toBe(400);
    }
    expect((await customer.get('/api/admin/members?page=0')).status).toBe(403);
    expect((await (await asRoot()).get('/api/admin/members?page=0')).status).toBe(400);
  });
});

describe('GET /api/admin/members', () => {
  it('lists members newest first with status, lock and creation date, never a hash', async () => {
    const { client } = await member({ role: 'admin' });
    const older = await createUser(ctx.handle.db, {
      createdAt: new Date(Date.now() - 60_000),
      isLocked: true,
    });
    const newer = await createUser(ctx.handle.db, { status: 'inactive' });
    const res = await client.get('/api/admin/members?pageSize=100');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 100 });
    expect(res.body.total).toBe(res.body.items.length);
    const ids = res.body.items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const dates = res.body.items.map((item: { createdAt: string }) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.body.items.find((item: { id: string }) => item.id === older.id)).toEqual({
      id: older.id,
      phone: older.phone,
      firstName: older.firstName,
      lastName: older.lastName,
      address: older.address,
      role: 'customer',
      status: 'active',
      isLocked: true,
      createdAt: older.createdAt.toISOString(),
    });
    expect(res.body.items.find((item: { id: string }) => item.id === newer.id).status).toBe(
      'inactive',
    );
    expect(res.text).not.toMatch(/password|\$argon2|failedLogin/i);
  });

  it('searches by first name, last name, full name or phone typed with dashes', async () => {
    const client = await asRoot();
    const target = await createUser(ctx.handle.db, { firstName: 'บุญมี', lastName: 'ศรีสุข' });
    await createUser(ctx.handle.db, { firstName: 'คนอื่น', lastName: 'ไม่ใช่' });
    const dashed = `${target.phone.slice(0, 3)}-${target.phone.slice(3, 6)}`;
    for (const q of ['บุญมี', 'ศรีสุข', 'บุญมี ศรีสุข', 'บุญ', dashed, target.phone]) {
      const res = await client.get(`/api/admin/members?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.items.map((item: { id: string }) => item.id)).toEqual([target.id]);
      expect(res.body.total).toBe(1);
    }
    const none = await client.get(`/api/admin/members?q=${encodeURIComponent('%_')}`);
    expect(none.body.items).toEqual([]);
  });

  it('pages the list', async () => {
    const client = await asRoot();
    for (let i = 0; i < 3; i += 1) await createUser(ctx.handle.db, { lastName: 'หน้าเพจ' });
    const first = await client.get('/api/admin/members?q=หน้าเพจ&page=1&pageSize=2');
    const second = await client.get('/api/admin/members?q=หน้าเพจ&page=2&pageSize=2');
    expect(first.body.total).toBe(3);
    expect(first.body.items).toHaveLength(2);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
  });

  it.each(['page=0', 'pageSize=101', 'page=abc', `q=${'ก'.repeat(101)}`])(
    'refuses a bad query (%s) with 400',
    async (query) => {
      const res = await (await asRoot()).get(`/api/admin/members?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    },
  );
});

describe('PATCH /api/admin/members/:id', () => {
  it('lets an admin edit details and hand out sale or admin; the member signs in again', async () => {
    const { client } = await member({ role: 'admin' });
    const { user: target } = await member();
    const phone = nextPhone();
    const res = await client.patch(`/api/admin/members/${target.id}`, {
      ...details,
      phone: `${phone.slice(0, 3)} ${phone.slice(3)}`,
      role: 'sale',
    });
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({ id: target.id, ...details, phone, role: 'sale' });
    expect(await row(target.id)).toMatchObject({ ...details, phone, role: 'sale' });
    expect(await sessionCount(target.id)).toBe(0);

    const promote = await client.patch(`/api/admin/members/${target.id}`, { role: 'admin' });
    expect(promote.status).toBe(200);
    expect(promote.body.member.role).toBe('admin');
  });

  it('keeps sessions when only details change', async () => {
    const client = await asRoot();
    const { user: target } = await member();
    const res = await client.patch(`/api/admin/members/${target.id}`, { firstName: 'ใหม่' });
    expect(res.status).toBe(200);
    expect(res.body.member.firstName).toBe('ใหม่');
    expect(res.body.member.lastName).toBe(target.lastName);
    expect(await sessionCount(target.id)).toBe(1);
  });

  it('refuses an admin who tries to make someone root: 403 and nothing changes', async () => {
    const { client } = await member({ role: 'admin' });
    const { user: target } = await member();
    const res = await client.patch(`/api/admin/members/${target.id}`, {
      ...details,
      role: 'root',
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: 'FORBIDDEN',
      message: 'Only a root admin can assign the root role.',
    });
    expect(await row(target.id)).toMatchObject({
      role: 'customer',
      firstName: target.firstName,
      address: target.address,
    });
    expect(await sessionCount(target.id)).toBe(1);
  });

  it('lets root hand out root and take it back from another root', async () => {
    const client = await asRoot();
    const { user: target } = await member({ role: 'admin' });
    const up = await client.patch(`/api/admin/members/${target.id}`, { role: 'root' });
    expect(up.status).toBe(200);
    expect(up.body.member.role).toBe('root');
    const down = await client.patch(`/api/admin/members/${target.id}`, { role: 'customer' });
    expect(down.status).toBe(200);
    expect((await row(target.id))?.role).toBe('customer');
  });

  it('keeps an admin away from a root account: edit, unlock, status and delete are 403', async () => {
    const { client } = await member({ role: 'admin' });
    const { user: root } = await member({ role: 'root' });
    const calls = [
      client.patch(`/api/admin/members/${root.id}`, { firstName: 'แฮก' }),
      client.patch(`/api/admin/members/${root.id}`, { role: 'customer' }),
      client.post(`/api/admin/members/${root.id}/unlock`),
      client.post(`/api/admin/members/${root.id}/status`, { status: 'inactive' }),
      client.delete(`/api/admin/members/${root.id}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Only a root admin can change a root account.');
    }
    expect(await row(root.id)).toMatchObject({
      role: 'root',
      status: 'active',
      firstName: root.firstName,
    });
  });

  it('refuses anyone changing their own role', async () => {
    const { user, client } = await member({ role: 'admin' });
    const res = await client.patch(`/api/admin/members/${user.id}`, { role: 'customer' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('You cannot change your own role.');
    const root = await asRoot();
    const self = await root.patch(`/api/admin/members/${await rootId()}`, { role: 'admin' });
    expect(self.status).toBe(403);
    expect((await row(await rootId()))?.role).toBe('root');
    // Their own details are theirs to fix.
    const name = await client.patch(`/api/admin/members/${user.id}`, {
      firstName: 'แก้ชื่อ',
      role: 'admin',
    });
    expect(name.status).toBe(200);
  });

  it('never leaves the shop without a root when the last two demote each other at once', async () => {
    const a = await member({ role: 'root' });
    const b = await member({ role: 'root' });
    const others = await ctx.handle.db
      .update(users)
      .set({ role: 'admin' })
      .where(and(eq(users.role, 'root'), notInArray(users.id, [a.user.id, b.user.id])))
      .returning({ id: users.id });
    try {
      const results = await Promise.all([
        a.client.patch(`/api/admin/members/${b.user.id}`, { role: 'customer' }),
        b.client.patch(`/api/admin/members/${a.user.id}`, { role: 'customer' }),
      ]);
      expect(results.map((res) => res.status).sort()).toEqual([200, 403]);
      const roots = await ctx.handle.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'root'));
      expect(roots).toHaveLength(1);
    } finally {
      if (others.length > 0) {
        await ctx.handle.db
          .update(users)
          .set({ role: 'root' })
          .where(
            inArray(
              users.id,
              others.map((other) => other.id),
            ),
          );
      }
    }
  });

  it('keeps phones unique: 409 PHONE_TAKEN and nothing changes', async () => {
    const client = await asRoot();
    const other = await createUser(ctx.handle.db);
    const { user: target } = await member();
    const res = await client.patch(`/api/admin/members/${target.id}`, {
      ...details,
      phone: other.phone,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'PHONE_TAKEN',
      message: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว',
    });
    expect(await row(target.id)).toMatchObject({
      phone: target.phone,
      firstName: target.firstName,
    });
  });

  it.each([
    ['phone not Thai', { phone: '12345' }, 'phone'],
    ['first name blank', { firstName: '' }, 'firstName'],
    ['last name over 100', { lastName: 'ก'.repeat(101) }, 'lastName'],
    ['address over 500', { address: 'ก'.repeat(501) }, 'address'],
    ['unknown role', { role: 'owner' }, 'role'],
    ['role wrong type', { role: 3 }, 'role'],
  ])('refuses %s with 400 and a field message', async (_label, body, field) => {
    const client = await asRoot();
    const { user: target } = await member();
    const res = await client.patch(`/api/admin/members/${target.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBeTruthy();
    expect(await row(target.id)).toMatchObject({ phone: target.phone, role: 'customer' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const client = await asRoot();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await client.patch(`/api/admin/members/${id}`, details);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });
});

describe('unlock, status and delete', () => {
  it('unlocks a locked member and clears the failed-login counter', async () => {
    const client = await asRoot();
    const target = await createUser(ctx.handle.db, {
      isLocked: true,
      failedLoginAttempts: 15,
      lastFailedLogin: new Date(),
    });
    const refused = await ctx
      .client()
      .post('/api/auth/login', { phone: target.phone, password: target.password });
    expect(refused.status).toBe(423);

    const res = await client.post(`/api/admin/members/${target.id}/unlock`);
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({ id: target.id, isLocked: false });
    expect(await row(target.id)).toMatchObject({
      isLocked: false,
      failedLoginAttempts: 0,
      lastFailedLogin: null,
    });
    await signIn(target.phone, target.password);
  });

  it('deactivating signs the member out and stops their logins; activating lets them back', async () => {
    const { client } = await member({ role: 'admin' });
    const target = await member();
    const res = await client.post(`/api/admin/members/${target.user.id}/status`, {
      status: 'inactive',
    });
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({ status: 'inactive', isLocked: false });
    expect(await sessionCount(target.user.id)).toBe(0);
    expect((await target.client.get('/api/auth/me')).status).toBe(401);
    const refused = await ctx
      .client()
      .post('/api/auth/login', { phone: target.user.phone, password: target.user.password });
    expect(refused.status).toBe(423);
    expect(refused.body.error.message).toBe('บัญชีของคุณถูกระงับ โปรดติดต่อร้านค้า');

    const back = await client.post(`/api/admin/members/${target.user.id}/status`, {
      status: 'active',
    });
    expect(back.status).toBe(200);
    expect(back.body.member.status).toBe('active');
    await signIn(target.user.phone, target.user.password);
  });

  it.each([{}, { status: 'banned' }, { status: true }])(
    'refuses a bad status body %j with 400',
    async (body) => {
      const client = await asRoot();
      const target = await createUser(ctx.handle.db);
      const res = await client.post(`/api/admin/members/${target.id}/status`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields.status).toBe('Status must be active or inactive');
      expect((await row(target.id))?.status).toBe('active');
    },
  );

  it('refuses anyone deactivating or deleting themselves', async () => {
    const { user, client } = await member({ role: 'admin' });
    const off = await client.post(`/api/admin/members/${user.id}/status`, { status: 'inactive' });
    expect(off.status).toBe(403);
    expect(off.body.error.message).toBe('You cannot deactivate your own account.');
    const gone = await client.delete(`/api/admin/members/${user.id}`);
    expect(gone.status).toBe(403);
    expect(gone.body.error.message).toBe('You cannot delete your own account.');
    expect(await row(user.id)).toMatchObject({ status: 'active' });
    const root = await asRoot();
    expect((await root.delete(`/api/admin/members/${await rootId()}`)).status).toBe(403);
  });

  it('deletes a member for good and keeps their orders with the copied details', async () => {
    const client = await asRoot();
    const target = await member();
    await ctx.handle.db.insert(transactions).values({
      id: `TXN${Date.now()}`,
      userId: target.user.id,
      username: target.user.phone,
      firstName: target.user.firstName,
      lastName: target.user.lastName,
      phone: target.user.phone,
      address: target.user.address,
      totalAmountSatang: 45_000,
      netAmountSatang: 45_000,
    });

    const res = await client.delete(`/api/admin/members/${target.user.id}`);
    expect(res.status).toBe(204);
    expect(await row(target.user.id)).toBeUndefined();
    const [order] = await ctx.handle.db
      .select()
      .from(transactions)
      .where(eq(transactions.phone, target.user.phone));
    expect(order).toMatchObject({
      userId: null,
      firstName: target.user.firstName,
      address: target.user.address,
      netAmountSatang: 45_000,
    });
    expect((await target.client.get('/api/auth/me')).status).toBe(401);
    const login = await ctx
      .client()
      .post('/api/auth/login', { phone: target.user.phone, password: target.user.password });
    expect(login.status).toBe(401);
    expect((await client.delete(`/api/admin/members/${target.user.id}`)).status).toBe(404);
  });

  it('lets root delete another root', async () => {
    const client = await asRoot();
    const { user: other } = await member({ role: 'root' });
    expect((await client.delete(`/api/admin/members/${other.id}`)).status).toBe(204);
    expect(await row(other.id)).toBeUndefined();
    expect((await row(await rootId()))?.role).toBe('root');
  });
});
