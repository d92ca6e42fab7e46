import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditPageSchema } from '../../shared/contracts/staff-audit.ts';
import { placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { createUser } from '../../testing/factories/accounts.ts';
import { staffAudit } from '../db/schema/index.ts';
import { recordStaffAction } from './staff-audit.ts';

const ctx = setupTestApp();

type AuditQuery = { actor?: string; action?: string; from?: string; to?: string; page?: string };
const audit = (client: TestClient, query: AuditQuery = {}) =>
  client.api.admin.audit.$get({ query });

const entriesFor = (entityId: string | number) =>
  ctx.handle.db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.entityId, String(entityId)))
    .orderBy(desc(staffAudit.id));

const fields = (text: string | null) => (text === null ? null : JSON.parse(text));

const PRODUCT = {
  name: 'ปุ๋ยยูเรีย 46-0-0 กระสอบทดสอบ',
  category: 'insecticides',
  price: 850,
  originalPrice: null,
  stockCount: 20,
  memberPoints: 85,
  image: '/images/products/thung-khiao-abamectin-18.svg',
  features: ['เร่งใบ'],
  description: 'ปุ๋ยไนโตรเจนสูง',
  how2use: 'หว่าน 25 กก. ต่อไร่',
  inStock: true,
  isOnSale: false,
  isEligibleForPromotion: true,
};

describe('the staff audit records members without their personal data', () => {
  it('keeps the role change and which details changed, never the name or phone', async () => {
    const { client: admin, user: staff } = await staffClient(ctx, 'admin');
    const member = await createUser(ctx.handle.db, { firstName: 'มาลัย', lastName: 'ทองดี' });
    const res = await admin.patch(`/api/admin/members/${member.id}`, {
      firstName: 'สมหญิงใหม่',
      phone: '0899999001',
      role: 'sale',
    });
    expect(res.status).toBe(200);
    const [entry] = await entriesFor(member.id);
    expect(entry?.action).toBe('member.role');
    expect(entry?.actorId).toBe(staff.id);
    expect(entry?.actorName).toBe(`${staff.firstName} ${staff.lastName}`);
    expect(fields(entry?.before ?? null)).toEqual({ role: 'customer' });
    expect(fields(entry?.after ?? null)).toEqual({
      role: 'sale',
      detailsChanged: ['firstName', 'phone'],
    });
    const written = JSON.stringify(entry);
    for (const secret of [
      'สมหญิงใหม่',
      '0899999001',
      member.phone,
      member.firstName,
      member.address,
    ]) {
      expect(written).not.toContain(secret);
    }

    expect(
      (await admin.post(`/api/admin/members/${member.id}/status`, { status: 'inactive' })).status,
    ).toBe(200);
    expect((await admin.post(`/api/admin/members/${member.id}/unlock`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/members/${member.id}`)).status).toBe(204);
    const actions = (await entriesFor(member.id)).map((row) => row.action);
    expect(actions).toEqual(['member.delete', 'member.unlock', 'member.status', 'member.role']);
  });

  it('leaves no entry for a refused change', async () => {
    const { client: admin, user: staff } = await staffClient(ctx, 'admin');
    const res = await admin.patch(`/api/admin/members/${staff.id}`, { role: 'customer' });
    expect(res.status).toBe(403);
    expect(await entriesFor(staff.id)).toEqual([]);
  });

  it('leaves no entry when the write is rolled back', async () => {
    const { user: staff } = await staffClient(ctx, 'admin');
    const actor = { id: staff.id, name: staff.firstName };
    await expect(
      ctx.handle.db.transaction(async (tx) => {
        await recordStaffAction(tx, actor, {
          action: 'product.update',
          entity: 'product',
          entityId: 'rolled-back-1',
          before: { price: 1 },
          after: { price: 2 },
        });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await entriesFor('rolled-back-1')).toEqual([]);
  });
});

describe('the staff audit records products, promotions, orders, payments and settings', () => {
  it('records a product made, its changed fields (price) before and after, and its removal', async () => {
    const { client: admin } = await staffClient(ctx, 'admin');
    const made = await admin.post('/api/admin/products', PRODUCT);
    expect(made.status).toBe(201);
    const id = made.body.product.id as number;
    expect((await admin.put(`/api/admin/products/${id}`, { ...PRODUCT, price: 790 })).status).toBe(
      200,
    );
    expect((await admin.delete(`/api/admin/products/${id}`)).status).toBe(204);
    const [removed, updated, created] = await entriesFor(id);
    expect(created?.action).toBe('product.create');
    expect(fields(created?.after ?? null)).toMatchObject({ name: PRODUCT.name, price: 850 });
    expect(updated?.action).toBe('product.update');
    // The price, and the one size that carries it; nothing the update did not change.
    expect(fields(updated?.before ?? null)).toMatchObject({ price: 850 });
    expect(fields(updated?.after ?? null)).toMatchObject({ price: 790 });
    expect(Object.keys(fields(updated?.after ?? null) ?? {})).not.toContain('name');
    expect(removed?.action).toBe('product.delete');
    expect(fields(removed?.before ?? null)).toMatchObject({ price: 790 });
    expect(removed?.after).toBeNull();
  });

  it('records promotions made, changed and removed', async () => {
    const { client: admin } = await staffClient(ctx, 'admin');
    const promotion = {
      title: 'ลดต้นฤดูทำนา',
      message: 'รับส่วนลดสำหรับสินค้าที่ร่วมรายการ',
      imageUrl: null,
      maxUses: 100,
      discountCode: `AUDIT${Date.now() % 100000}`,
      discountType: 'percentage',
      discountValue: 10,
      startDate: null,
      endDate: null,
    };
    const made = await admin.post('/api/admin/promotions', promotion);
    expect(made.status).toBe(201);
    const id = made.body.promotion.id as number;
    expect(
      (await admin.put(`/api/admin/promotions/${id}`, { ...promotion, discountValue: 15 })).status,
    ).toBe(200);
    expect((await admin.delete(`/api/admin/promotions/${id}`)).status).toBe(204);
    const rows = await entriesFor(id);
    const mine = rows.filter((row) => row.entity === 'promotion');
    expect(mine.map((row) => row.action)).toEqual([
      'promotion.delete',
      'promotion.update',
      'promotion.create',
    ]);
    expect(fields(mine[1]?.before ?? null)).toEqual({ discountValue: 10 });
    expect(fields(mine[1]?.after ?? null)).toEqual({ discountValue: 15 });
  });

  it('records a staff move of an order with its status before and after, never the customer', async () => {
    const { client: sale, user: staff } = await staffClient(ctx, 'sale');
    const { order, customer } = await placedOrder(ctx);
    const res = await sale.post(`/api/admin/transactions/${order.id}/workflow`, {
      stage: 'received',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await entriesFor(order.id);
    expect(rows.length).toBeGreaterThan(0);
    const [entry] = rows;
    expect(entry?.actorId).toBe(staff.id);
    expect(entry?.action).toMatch(/^order\./);
    expect(fields(entry?.after ?? null)).toMatchObject({ workflowStatus: 'received' });
    const written = JSON.stringify(rows);
    expect(written).not.toContain(customer.user.phone);
    expect(written).not.toContain(customer.user.address);
  });

  it('records payment and LINE settings, saying only that the token was changed', async () => {
    const { client: admin } = await staffClient(ctx, 'admin');
    const current = await admin.get('/api/admin/settings/payments');
    const saved = await admin.put('/api/admin/settings/payments', {
      ...current.body,
      codMaxAmount: current.body.codMaxAmount + 100,
    });
    expect(saved.status).toBe(200);
    const [payment] = await entriesFor('payment');
    expect(payment?.action).toBe('settings.payment');
    expect(fields(payment?.after ?? null)).toEqual({
      codMaxAmount: current.body.codMaxAmount + 100,
    });

    const token = 'secret-line-token-value-123';
    const line = await admin.put('/api/admin/settings/line', {
      channelAccessToken: token,
      channelSecret: 'secret-line-channel-secret',
      shopRecipients: [],
    });
    expect(line.status).toBe(200);
    const [entry] = await entriesFor('line');
    expect(entry?.action).toBe('settings.line');
    expect(fields(entry?.after ?? null)).toMatchObject({
      channelAccessToken: 'changed',
      channelSecret: 'changed',
    });
    expect(JSON.stringify(entry)).not.toContain(token);
    expect(JSON.stringify(entry)).not.toContain('secret-line-channel-secret');
  });
});

describe('GET /api/admin/audit', () => {
  it('lists newest first, filtered by staff member, action or kind, and Bangkok days', async () => {
    const { client: root, user: rootUser } = await staffClient(ctx, 'root');
    const { user: other } = await staffClient(ctx, 'admin');
    const mine = { id: rootUser.id, name: `${rootUser.firstName} ${rootUser.lastName}` };
    await recordStaffAction(ctx.handle.db, mine, {
      action: 'product.update',
      entity: 'product',
      entityId: 9001,
      before: { price: 100 },
      after: { price: 120 },
    });
    await recordStaffAction(ctx.handle.db, mine, {
      action: 'member.status',
      entity: 'member',
      entityId: other.id,
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    await recordStaffAction(
      ctx.handle.db,
      { id: other.id, name: other.firstName },
      {
        action: 'product.delete',
        entity: 'product',
        entityId: 9002,
        before: { price: 5 },
      },
    );

    const byMe = await expectAnswer(auditPageSchema, audit(root, { actor: rootUser.id }));
    expect(byMe.total).toBe(2);
    expect(byMe.items.map((item) => item.action)).toEqual(['member.status', 'product.update']);
    expect(byMe.items[1]).toMatchObject({
      actor: mine,
      entity: 'product',
      entityId: '9001',
      before: { price: 100 },
      after: { price: 120 },
    });

    const products = await expectAnswer(auditPageSchema, audit(root, { action: 'product' }));
    expect(products.items.every((item) => item.entity === 'product')).toBe(true);
    expect(products.items.map((item) => item.entityId)).toEqual(
      expect.arrayContaining(['9001', '9002']),
    );
    const exact = await expectAnswer(
      auditPageSchema,
      audit(root, { action: 'product.delete', actor: other.id }),
    );
    expect(exact.items.map((item) => item.entityId)).toEqual(['9002']);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
    const todays = await expectAnswer(
      auditPageSchema,
      audit(root, { actor: rootUser.id, from: today, to: today }),
    );
    expect(todays.total).toBe(2);
    const older = await expectAnswer(
      auditPageSchema,
      audit(root, { actor: rootUser.id, from: '2020-01-01', to: '2020-01-02' }),
    );
    expect(older).toMatchObject({ items: [], total: 0, page: 1, pageSize: 50 });
  });

  it('refuses bad filters with 400, never 500', async () => {
    const { client: admin } = await staffClient(ctx, 'admin');
    await refusal(audit(admin, { from: '2026-02-30' }), 400, 'VALIDATION');
    await refusal(audit(admin, { from: '2026-03-02', to: '2026-03-01' }), 400, 'VALIDATION');
    await refusal(audit(admin, { actor: 'someone' }), 400, 'VALIDATION');
    await refusal(audit(admin, { action: "x'; drop" }), 400, 'VALIDATION');
    await refusal(audit(admin, { page: '0' }), 400, 'VALIDATION');
  });

  it('is for admin and root only', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    await refusal(audit(sale), 403, 'FORBIDDEN');
    const { client: customer } = await staffClient(ctx, 'customer');
    await refusal(audit(customer), 403, 'FORBIDDEN');
    await refusal(audit(ctx.client()), 401, 'UNAUTHENTICATED');
  });
});
