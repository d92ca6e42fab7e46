import { describe, expect, it } from 'vitest';
import { staffClient } from '../../testing/admin-orders.ts';
import { refusal, setupTestApp } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { givePoints, ledgerOf, myPoints } from '../../testing/points.ts';
import { auditEntriesOf } from '../../testing/staff-audit.ts';
import { clientAs, REFUSED_ROLES, signedInClient } from '../../testing/staff-session.ts';

const ctx = setupTestApp();

describe('GET/PUT /api/admin/settings/points', () => {
  it("answers the owner's defaults until saved: 100 points = ฿1, at most half", async () => {
    const admin = await signedInClient(ctx, 'admin');
    const res = await admin.request('GET', '/api/admin/settings/points');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pointValueSatang: 1, maxPointsShare: 0.5 });
  });

  it('saves for admin and root, audited, and refuses bad values with 400', async () => {
    const root = await signedInClient(ctx, 'root');
    const saved = await root.request('PUT', '/api/admin/settings/points', {
      body: { pointValueSatang: 2, maxPointsShare: 0.25 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ pointValueSatang: 2, maxPointsShare: 0.25 });
    const read = await root.request('GET', '/api/admin/settings/points');
    expect(read.body).toEqual({ pointValueSatang: 2, maxPointsShare: 0.25 });
    const audit = await auditEntriesOf(root, 'settings.points', 'points');
    expect(audit.length).toBeGreaterThan(0);
    for (const body of [
      { pointValueSatang: 0, maxPointsShare: 0.5 },
      { pointValueSatang: 1.5, maxPointsShare: 0.5 },
      { pointValueSatang: 1, maxPointsShare: 1.5 },
      { pointValueSatang: 1, maxPointsShare: -0.1 },
      { pointValueSatang: '1', maxPointsShare: 0.5 },
      {},
    ]) {
      const res = await root.request('PUT', '/api/admin/settings/points', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
    await root.request('PUT', '/api/admin/settings/points', {
      body: { pointValueSatang: 1, maxPointsShare: 0.5 },
    });
  });

  it.each(REFUSED_ROLES)('refuses a %s', async (_, role, status) => {
    const client = await clientAs(ctx, role);
    expect((await client.request('GET', '/api/admin/settings/points')).status).toBe(status);
    const put = await client.request('PUT', '/api/admin/settings/points', {
      body: { pointValueSatang: 5, maxPointsShare: 1 },
    });
    expect(put.status).toBe(status);
  });
});

describe('POST /api/admin/members/:id/points', () => {
  it('adds and takes points with a note, as ledger rows, audited; never below 0 (409)', async () => {
    const admin = await signedInClient(ctx, 'admin');
    const member = await signedInCustomer(ctx);
    expect(await givePoints(admin, member.user.id, 500, 'ชดเชยสินค้าล่าช้า')).toBe(500);
    expect(await givePoints(admin, member.user.id, -200, 'แก้ไขยอดผิด')).toBe(300);
    const tooMany = await admin.post(`/api/admin/members/${member.user.id}/points`, {
      change: -301,
      note: 'ลดเกินยอด',
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toMatchObject({ code: 'NOT_ENOUGH_POINTS', balance: 300 });
    const rows = await ledgerOf(ctx, member.user.id);
    expect(rows.map((row) => [row.change, row.reason, row.note])).toEqual([
      [500, 'adjusted', 'ชดเชยสินค้าล่าช้า'],
      [-200, 'adjusted', 'แก้ไขยอดผิด'],
    ]);
    expect(await auditEntriesOf(admin, 'member.points', member.user.id)).toHaveLength(2);
    const mine = await myPoints(member.client);
    expect(mine.balance).toBe(300);
    expect(mine.history.map((entry) => entry.change)).toEqual([-200, 500]);
    expect(mine.history[0]).toMatchObject({ reason: 'adjusted' });
  });

  it('refuses bad input with 400 and an unknown or staff member with 404, changing nothing', async () => {
    const admin = await signedInClient(ctx, 'admin');
    const member = await signedInCustomer(ctx);
    for (const body of [
      { change: 0, note: 'ศูนย์' },
      { change: 1.5, note: 'ครึ่ง' },
      { change: '10', note: 'ข้อความ' },
      { change: 10 },
      { change: 10, note: '   ' },
      { change: 1e12, note: 'มากเกิน' },
    ]) {
      const res = await admin.post(`/api/admin/members/${member.user.id}/points`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const staff = await staffClient(ctx, 'sale');
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', staff.user.id]) {
      const res = await admin.post(`/api/admin/members/${id}/points`, { change: 5, note: 'x' });
      expect(res.status, id).toBe(404);
    }
    expect(await ledgerOf(ctx, member.user.id)).toEqual([]);
  });

  it.each(REFUSED_ROLES)('refuses a %s', async (_, role, status) => {
    const client = await clientAs(ctx, role);
    const member = await signedInCustomer(ctx);
    const res = client.api.admin.members[':id'].points.$post({
      param: { id: member.user.id },
      json: { change: 100, note: 'ให้ตัวเอง' },
    });
    await refusal(res, status);
  });
});

describe('GET /api/me/points', () => {
  it('answers a new member 0 with an empty history, and a visitor 401', async () => {
    const member = await signedInCustomer(ctx);
    expect(await myPoints(member.client)).toEqual({ balance: 0, pending: 0, history: [] });
    expect((await ctx.client().request('GET', '/api/me/points')).status).toBe(401);
  });
});
