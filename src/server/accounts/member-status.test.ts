import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberResponseSchema } from '../../shared/contracts/accounts-answers.ts';
import { expectAnswer, refusal, setupTestApp } from '../../testing/api-client.ts';
import { createUser } from '../../testing/factories/accounts.ts';
import { login, me, memberAccounts, remove, setStatus, unlock } from '../../testing/members-api.ts';
import { orders } from '../db/schema/index.ts';

const ctx = setupTestApp();
const { signIn, member, asRoot, rootId, row, sessionCount } = memberAccounts(ctx);

describe('unlock, status and delete', () => {
  it('unlocks a locked member and clears the failed-login counter', async () => {
    const client = await asRoot();
    const target = await createUser(ctx.handle.db, {
      isLocked: true,
      failedLoginAttempts: 15,
      lastFailedLogin: new Date(),
    });
    await refusal(login(ctx.client(), target.phone, target.password), 423, 'ACCOUNT_LOCKED');

    const { member: unlocked } = await expectAnswer(
      memberResponseSchema,
      unlock(client, target.id),
    );
    expect(unlocked).toMatchObject({ id: target.id, isLocked: false });
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
    const off = setStatus(client, target.user.id, { status: 'inactive' });
    const { member: inactive } = await expectAnswer(memberResponseSchema, off);
    expect(inactive).toMatchObject({ status: 'inactive', isLocked: false });
    expect(await sessionCount(target.user.id)).toBe(0);
    await refusal(me(target.client), 401, 'UNAUTHENTICATED');
    const refused = await refusal(
      login(ctx.client(), target.user.phone, target.user.password),
      423,
    );
    expect(refused.message).toBe('บัญชีของคุณถูกระงับ โปรดติดต่อร้านค้า');

    const on = setStatus(client, target.user.id, { status: 'active' });
    expect((await expectAnswer(memberResponseSchema, on)).member.status).toBe('active');
    await signIn(target.user.phone, target.user.password);
  });

  it.each([{}, { status: 'banned' }, { status: true }])(
    'refuses a bad status body %j with 400',
    async (body) => {
      // Sent raw through the untyped request: these bodies are wrong on purpose.
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
    const off = await refusal(setStatus(client, user.id, { status: 'inactive' }), 403);
    expect(off.message).toBe('You cannot deactivate your own account.');
    const gone = await refusal(remove(client, user.id), 403);
    expect(gone.message).toBe('You cannot delete your own account.');
    expect(await row(user.id)).toMatchObject({ status: 'active' });
    const root = await asRoot();
    await refusal(remove(root, await rootId()), 403, 'FORBIDDEN');
  });

  it('deletes a member for good and keeps their orders with the copied details', async () => {
    const client = await asRoot();
    const target = await member();
    await ctx.handle.db.insert(orders).values({
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

    expect((await remove(client, target.user.id)).status).toBe(204);
    expect(await row(target.user.id)).toBeUndefined();
    const [order] = await ctx.handle.db
      .select()
      .from(orders)
      .where(eq(orders.phone, target.user.phone));
    expect(order).toMatchObject({
      userId: null,
      firstName: target.user.firstName,
      address: target.user.address,
      netAmountSatang: 45_000,
    });
    await refusal(me(target.client), 401, 'UNAUTHENTICATED');
    const again = login(ctx.client(), target.user.phone, target.user.password);
    await refusal(again, 401, 'INVALID_CREDENTIALS');
    await refusal(remove(client, target.user.id), 404, 'NOT_FOUND');
  });

  it('lets root delete another root', async () => {
    const client = await asRoot();
    const { user: other } = await member({ role: 'root' });
    expect((await remove(client, other.id)).status).toBe(204);
    expect(await row(other.id)).toBeUndefined();
    expect((await row(await rootId()))?.role).toBe('root');
  });
});
