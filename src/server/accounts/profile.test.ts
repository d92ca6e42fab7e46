import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UpdateProfileRequest } from '../../shared/contracts/accounts.ts';
import {
  authResponseSchema,
  updateProfileResponseSchema,
} from '../../shared/contracts/accounts-answers.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { createUser, type UserOverrides } from '../../testing/factories/accounts.ts';
import { users } from '../db/schema/index.ts';

const ctx = setupTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

const edit: UpdateProfileRequest = {
  firstName: 'สมศักดิ์',
  lastName: 'ทองดี',
  address: '99 หมู่ 1 ต.ลาดชิด อ.ผักไห่ จ.พระนครศรีอยุธยา 13120',
};

async function signedIn(overrides: UserOverrides = {}) {
  const user = await createUser(ctx.handle.db, overrides);
  const client = ctx.client();
  const login = client.api.auth.login.$post({
    json: { phone: user.phone, password: user.password },
  });
  await expectAnswer(authResponseSchema, login);
  return { user, client };
}

const patchMe = (client: TestClient, json: UpdateProfileRequest) => client.api.me.$patch({ json });

async function row(id: string) {
  const [found] = await ctx.handle.db.select().from(users).where(eq(users.id, id));
  return found;
}

describe('PATCH /api/me', () => {
  it('updates name and address, stamps the edit and answers { user, nextEditAt } 7 days on', async () => {
    const { user, client } = await signedIn();
    const res = patchMe(client, { ...edit, firstName: ' สมศักดิ์ ' });
    const edited = await expectAnswer(updateProfileResponseSchema, res);
    expect(edited.user).toMatchObject({ id: user.id, phone: user.phone, ...edit });
    const editedAt = new Date(edited.user.lastProfileEditAt ?? 0).getTime();
    expect(Math.abs(editedAt - Date.now())).toBeLessThan(60_000);
    expect(new Date(edited.nextEditAt).getTime()).toBe(editedAt + 7 * DAY_MS);
    expect(await row(user.id)).toMatchObject(edit);
    const me = await expectAnswer(authResponseSchema, client.api.auth.me.$get());
    expect(me.user.lastProfileEditAt).toBe(edited.user.lastProfileEditAt);
  });

  it('refuses a second edit within 7 days with 409 EDIT_LOCKED and changes nothing', async () => {
    const { user, client } = await signedIn();
    await expectAnswer(updateProfileResponseSchema, patchMe(client, edit));
    const res = patchMe(client, { ...edit, firstName: 'อีกครั้ง' });
    expect(await refusal(res, 409)).toEqual({
      code: 'EDIT_LOCKED',
      message: 'คุณสามารถแก้ไขข้อมูลได้อีกครั้งหลังจาก 7 วัน',
    });
    expect((await row(user.id))?.firstName).toBe(edit.firstName);
  });

  it('allows an edit again once 7 days have passed', async () => {
    const { user, client } = await signedIn({
      lastProfileEditAt: new Date(Date.now() - 7 * DAY_MS - 60_000),
    });
    await expectAnswer(updateProfileResponseSchema, patchMe(client, edit));
    await ctx.handle.db
      .update(users)
      .set({ lastProfileEditAt: sql`now() - interval '6 days 23 hours'` })
      .where(eq(users.id, user.id));
    await refusal(patchMe(client, edit), 409, 'EDIT_LOCKED');
  });

  it('lets only one of two parallel edits through', async () => {
    const { client } = await signedIn();
    const results = await Promise.all([
      patchMe(client, edit),
      patchMe(client, { ...edit, firstName: 'คู่ขนาน' }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
  });

  it('refuses a phone in the body with 400 and changes nothing', async () => {
    const { user, client } = await signedIn();
    // Sent raw: the contract has no phone in a profile edit, so the typed client cannot send one.
    const res = await client.patch('/api/me', { ...edit, phone: '0899999999' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.phone).toBe('ไม่สามารถแก้ไขเบอร์โทรศัพท์ได้');
    const stored = await row(user.id);
    expect(stored?.phone).toBe(user.phone);
    expect(stored?.firstName).toBe(user.firstName);
    expect(stored?.lastProfileEditAt).toBeNull();
  });

  it.each([
    ['first name missing', { firstName: undefined }, 'firstName', 'กรุณากรอกชื่อ'],
    ['last name blank', { lastName: ' ' }, 'lastName', 'กรุณากรอกนามสกุล'],
    ['address missing', { address: undefined }, 'address', 'กรุณากรอกที่อยู่'],
    ['address over 500', { address: 'ก'.repeat(501) }, 'address', 'ที่อยู่ต้องไม่เกิน 500 ตัวอักษร'],
    ['first name over 100', { firstName: 'ก'.repeat(101) }, 'firstName', 'ต้องไม่เกิน 100 ตัวอักษร'],
    ['address wrong type', { address: ['x'] }, 'address', 'กรุณากรอกที่อยู่'],
  ])(
    'refuses %s with 400 and does not start the 7-day lock',
    async (_label, overrides, field, message) => {
      // Sent raw through the untyped request: these bodies are wrong on purpose.
      const { user, client } = await signedIn();
      const res = await client.patch('/api/me', { ...edit, ...overrides });
      expect(res.status).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
      expect((await row(user.id))?.lastProfileEditAt).toBeNull();
    },
  );

  it('is for signed-in customers only: 401 for visitors, 403 for staff', async () => {
    await refusal(patchMe(ctx.client(), edit), 401, 'UNAUTHENTICATED');
    for (const role of ['sale', 'admin', 'root'] as const) {
      const { user, client } = await signedIn({ role });
      const error = await refusal(patchMe(client, edit), 403, 'FORBIDDEN');
      expect(error.message).toBe('คุณไม่มีสิทธิ์เข้าถึงหน้านี้');
      expect((await row(user.id))?.firstName).toBe(user.firstName);
      // Who may edit is asked before the body is read.
      expect((await client.request('PATCH', '/api/me', { rawBody: '{"x":' })).status).toBe(403);
    }
    expect((await ctx.client().request('PATCH', '/api/me', { rawBody: '{"x":' })).status).toBe(401);
  });
});
