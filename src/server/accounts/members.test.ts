import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberResponseSchema, memberSchema } from '../../shared/contracts/accounts-answers.ts';
import { pageOf } from '../../shared/contracts/answer-fields.ts';
import {
  answer,
  expectAnswer,
  refusal,
  setupTestApp,
  type TestClient,
} from '../../testing/api-client.ts';
import { createUser, nextPhone } from '../../testing/factories/accounts.ts';
import {
  details,
  edit,
  FORBIDDEN,
  list,
  memberAccounts,
  remove,
  setStatus,
  unlock,
} from '../../testing/members-api.ts';
import { users } from '../db/schema/index.ts';

const ctx = setupTestApp();
const { member, asRoot, rootId, row, sessionCount } = memberAccounts(ctx);

const membersPageSchema = pageOf(memberSchema);

/** Every members call, aimed at one target. */
function everyCall(id: string) {
  return [
    (c: TestClient) => list(c),
    (c: TestClient) => list(c, { q: 'สม' }),
    (c: TestClient) => edit(c, id, { ...details, role: 'admin' }),
    (c: TestClient) => unlock(c, id),
    (c: TestClient) => setStatus(c, id, { status: 'inactive' }),
    (c: TestClient) => remove(c, id),
  ];
}

describe('who may manage members', () => {
  it('answers a visitor 401 on every members call', async () => {
    const { user } = await member();
    for (const call of everyCall(user.id)) {
      await refusal(call(ctx.client()), 401, 'UNAUTHENTICATED');
    }
    expect(await row(user.id)).toMatchObject({ role: 'customer', status: 'active' });
  });

  it.each(['customer', 'sale'] as const)(
    'answers a %s 403 on every members call and changes nothing',
    async (role) => {
      const { client } = await member({ role });
      const { user: target } = await member();
      for (const call of everyCall(target.id)) {
        expect(await refusal(call(client), 403)).toEqual({ code: 'FORBIDDEN', message: FORBIDDEN });
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
    const res = await list(client, { pageSize: 100 });
    const text = await res.clone().text();
    const page = await expectAnswer(membersPageSchema, res);
    expect(page).toMatchObject({ page: 1, pageSize: 100 });
    expect(page.total).toBe(page.items.length);
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const dates = page.items.map((item) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.items.find((item) => item.id === older.id)).toEqual({
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
    expect(page.items.find((item) => item.id === newer.id)?.status).toBe('inactive');
    expect(text).not.toMatch(/password|\$argon2|failedLogin/i);
  });

  it('searches by first name, last name, full name or phone typed with dashes', async () => {
    const client = await asRoot();
    const target = await createUser(ctx.handle.db, { firstName: 'บุญมี', lastName: 'ศรีสุข' });
    await createUser(ctx.handle.db, { firstName: 'คนอื่น', lastName: 'ไม่ใช่' });
    const dashed = `${target.phone.slice(0, 3)}-${target.phone.slice(3, 6)}`;
    for (const q of ['บุญมี', 'ศรีสุข', 'บุญมี ศรีสุข', 'บุญ', dashed, target.phone]) {
      const found = await expectAnswer(membersPageSchema, list(client, { q }));
      expect(found.items.map((item) => item.id)).toEqual([target.id]);
      expect(found.total).toBe(1);
    }
    expect((await answer(list(client, { q: '%_' }))).items).toEqual([]);
  });

  it('pages the list', async () => {
    const client = await asRoot();
    for (let i = 0; i < 3; i += 1) await createUser(ctx.handle.db, { lastName: 'หน้าเพจ' });
    const first = await answer(list(client, { q: 'หน้าเพจ', page: 1, pageSize: 2 }));
    const second = await answer(list(client, { q: 'หน้าเพจ', page: 2, pageSize: 2 }));
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
  });

  it.each(['page=0', 'pageSize=101', 'page=abc', `q=${'ก'.repeat(101)}`])(
    'refuses a bad query (%s) with 400',
    async (query) => {
      // Sent raw through the untyped request: these queries are wrong on purpose.
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
    const res = edit(client, target.id, {
      ...details,
      phone: `${phone.slice(0, 3)} ${phone.slice(3)}`,
      role: 'sale',
    });
    const { member: edited } = await expectAnswer(memberResponseSchema, res);
    expect(edited).toMatchObject({ id: target.id, ...details, phone, role: 'sale' });
    expect(await row(target.id)).toMatchObject({ ...details, phone, role: 'sale' });
    expect(await sessionCount(target.id)).toBe(0);

    const promote = await expectAnswer(
      memberResponseSchema,
      edit(client, target.id, { role: 'admin' }),
    );
    expect(promote.member.role).toBe('admin');
  });

  it('keeps sessions when only details change', async () => {
    const client = await asRoot();
    const { user: target } = await member();
    const res = edit(client, target.id, { firstName: 'ใหม่' });
    const { member: edited } = await expectAnswer(memberResponseSchema, res);
    expect(edited.firstName).toBe('ใหม่');
    expect(edited.lastName).toBe(target.lastName);
    expect(await sessionCount(target.id)).toBe(1);
  });

  it('refuses an admin who tries to make someone root: 403 and nothing changes', async () => {
    const { client } = await member({ role: 'admin' });
    const { user: target } = await member();
    const res = edit(client, target.id, { ...details, role: 'root' });
    expect(await refusal(res, 403)).toEqual({
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
    const up = await expectAnswer(memberResponseSchema, edit(client, target.id, { role: 'root' }));
    expect(up.member.role).toBe('root');
    await expectAnswer(memberResponseSchema, edit(client, target.id, { role: 'customer' }));
    expect((await row(target.id))?.role).toBe('customer');
  });

  it('keeps an admin away from a root account: edit, unlock, status and delete are 403', async () => {
    const { client } = await member({ role: 'admin' });
    const { user: root } = await member({ role: 'root' });
    const calls = [
      edit(client, root.id, { firstName: 'แฮก' }),
      edit(client, root.id, { role: 'customer' }),
      unlock(client, root.id),
      setStatus(client, root.id, { status: 'inactive' }),
      remove(client, root.id),
    ];
    for (const res of await Promise.all(calls)) {
      const error = await refusal(res, 403, 'FORBIDDEN');
      expect(error.message).toBe('Only a root admin can change a root account.');
    }
    expect(await row(root.id)).toMatchObject({
      role: 'root',
      status: 'active',
      firstName: root.firstName,
    });
  });

  it('refuses anyone changing their own role', async () => {
    const { user, client } = await member({ role: 'admin' });
    const own = await refusal(edit(client, user.id, { role: 'customer' }), 403);
    expect(own.message).toBe('You cannot change your own role.');
    const root = await asRoot();
    await refusal(edit(root, await rootId(), { role: 'admin' }), 403, 'FORBIDDEN');
    expect((await row(await rootId()))?.role).toBe('root');
    // Their own details are theirs to fix.
    const name = edit(client, user.id, { firstName: 'แก้ชื่อ', role: 'admin' });
    expect((await expectAnswer(memberResponseSchema, name)).member.firstName).toBe('แก้ชื่อ');
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
        edit(a.client, b.user.id, { role: 'customer' }),
        edit(b.client, a.user.id, { role: 'customer' }),
      ]);
      // One demotion wins. The other is refused whichever way the race went: 403 when its root
      // was still signed in but no longer root inside its transaction (lockTarget), 401 when the
      // winner had already ended that root's sessions, as a new role does, before it was read.
      const [won, refused] = results.map((res) => res.status).sort();
      expect(won).toBe(200);
      expect([401, 403]).toContain(refused);
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
    const res = edit(client, target.id, { ...details, phone: other.phone });
    expect(await refusal(res, 409)).toMatchObject({
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
    // Sent raw through the untyped request: these bodies are wrong on purpose.
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
      await refusal(edit(client, id, details), 404, 'NOT_FOUND');
    }
  });
});
