import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consentStateSchema, privacyNoticeSchema } from '../../shared/contracts/privacy.ts';
import { placedOrder, shipOrder, staffClient } from '../../testing/admin-orders.ts';
import {
  answer,
  expectAnswer,
  refusal,
  setupTestApp,
  type TestClient,
} from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { nextPhone } from '../../testing/factories/accounts.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { BLOCK_SECONDS } from '../accounts/auth.service.ts';
import {
  analyticsDailyCounts,
  analyticsEvents,
  lineLinks,
  orders,
  paymentSlips,
  staffAudit,
  stockAlerts,
  users,
} from '../db/schema/index.ts';
import { localFileStore, newFileKey } from '../files/file-store.ts';
import { applyRetention } from '../personal-data.ts';

const ctx = setupTestApp();

const PASSWORD = 'green-rice-77';

async function register(
  client: TestClient,
  person: { firstName: string; lastName: string; phone: string; address: string },
  extra: Record<string, unknown> = { acceptPrivacyNotice: true },
) {
  return client.api.auth.register.$post({
    json: { ...person, password: PASSWORD, confirmPassword: PASSWORD, ...extra } as never,
  });
}

describe('the privacy notice and consents', () => {
  it('is published by version; registration needs it accepted and records both consents', async () => {
    const notice = await expectAnswer(
      privacyNoticeSchema,
      ctx.client().api['privacy-notice'].$get(),
    );
    expect(notice.version).toBeGreaterThanOrEqual(1);
    expect(notice.html).toContain('ประกาศความเป็นส่วนตัว');

    const person = { firstName: 'มานี', lastName: 'มีนา', phone: nextPhone(), address: 'อยุธยา' };
    const refused = await refusal(register(ctx.client(), person, {}), 400, 'VALIDATION');
    expect(refused.fields).toMatchObject({
      acceptPrivacyNotice: 'กรุณายอมรับประกาศความเป็นส่วนตัวก่อนสมัครสมาชิก',
    });
    await refusal(
      register(ctx.client(), person, { acceptPrivacyNotice: false }),
      400,
      'VALIDATION',
    );

    const client = ctx.client();
    expect(
      (await register(client, person, { acceptPrivacyNotice: true, marketingConsent: true }))
        .status,
    ).toBe(201);
    const state = await expectAnswer(consentStateSchema, client.api.me.consents.$get());
    expect(state).toEqual({
      marketing: true,
      noticeAccepted: notice.version,
      noticeCurrent: notice.version,
    });

    // Withdrawn as easily as given.
    const withdrawn = await expectAnswer(
      consentStateSchema,
      client.api.me.consents.$put({ json: { marketing: false } }),
    );
    expect(withdrawn.marketing).toBe(false);
    await refusal(client.api.me.consents.$put({ json: {} }), 400, 'VALIDATION');

    // A new version: the customer is asked to read it again until they accept it.
    const { client: owner } = await staffClient(ctx, 'admin');
    const settings = await owner.api.admin.settings.privacy.$get();
    expect(settings.status).toBe(200);
    const saved = await owner.api.admin.settings.privacy.$put({
      json: {
        noticeHtml: `${notice.html}<p>เพิ่มเติม</p><script>alert(1)</script><a href="javascript:x()">x</a>`,
        eventRetentionDays: 180,
        slipRetentionDays: 60,
      },
    });
    expect(saved.status).toBe(200);
    const published = await expectAnswer(
      privacyNoticeSchema,
      ctx.client().api['privacy-notice'].$get(),
    );
    // The owner's change is in the staff audit, the notice by its version.
    const [audited] = await ctx.handle.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'settings.privacy'));
    expect(JSON.parse(audited?.after ?? '{}')).toMatchObject({
      noticeVersion: published.version,
      eventRetentionDays: 180,
    });
    expect(published.version).toBe(notice.version + 1);
    expect(published.html).toContain('<p>เพิ่มเติม</p>');
    expect(published.html).not.toContain('<script');
    expect(published.html).not.toContain('javascript:');
    const asked = await expectAnswer(consentStateSchema, client.api.me.consents.$get());
    expect(asked).toMatchObject({
      noticeAccepted: notice.version,
      noticeCurrent: published.version,
    });
    const accepted = await expectAnswer(
      consentStateSchema,
      client.api.me.consents.$put({ json: { acceptNotice: true } }),
    );
    expect(accepted.noticeAccepted).toBe(published.version);

    // The export carries every consent given and withdrawn.
    const exported = await (await client.api.me.export.$get()).json();
    expect(
      exported.consents.map((row: { kind: string; granted: boolean }) => [row.kind, row.granted]),
    ).toEqual([
      ['privacy_notice', true],
      ['marketing', true],
      ['marketing', false],
      ['privacy_notice', true],
    ]);
  });

  it("the retention settings are the owner's, within bounds", async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    await refusal(sale.api.admin.settings.privacy.$get(), 403, 'FORBIDDEN');
    const { client: owner } = await staffClient(ctx, 'admin');
    const notice = await expectAnswer(
      privacyNoticeSchema,
      ctx.client().api['privacy-notice'].$get(),
    );
    await refusal(
      owner.api.admin.settings.privacy.$put({
        json: { noticeHtml: notice.html, eventRetentionDays: 5, slipRetentionDays: 60 },
      }),
      400,
      'VALIDATION',
    );
  });
});

/** Every text column of every table that holds one of `needles` (receipts aside: the law keeps them). */
async function whereFound(needles: string[]): Promise<string[]> {
  const { db } = ctx.handle;
  const answer = (await db.execute(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'ARRAY')
  `)) as unknown as { rows: { table_name: string; column_name: string }[] };
  const columns = answer.rows;
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    if (table === 'receipts') continue; // kept whole by the tax law, and marked (decision 0029)
    for (const needle of needles) {
      const hit = (await db.execute(
        sql`SELECT 1 FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)}::text LIKE ${`%${needle}%`} LIMIT 1`,
      )) as unknown as { rows: unknown[] };
      if (hit.rows.length > 0) found.push(`${table}.${column}: ${needle}`);
    }
  }
  return found;
}

describe('DELETE /api/me', () => {
  it('erases the customer: no name, phone or address left in any table but the receipts the law keeps; the phone registers again', async () => {
    const person = {
      firstName: 'ภูริพัฒน์',
      lastName: 'วิเศษสุวรรณ',
      phone: nextPhone(),
      address: '999/77 หมู่ 9 ซอยลบข้อมูล ต.บ้านเลน อ.บางปะอิน จ.พระนครศรีอยุธยา 13160',
    };
    const client = ctx.client();
    expect((await register(client, person)).status).toBe(201);
    const { db } = ctx.handle;
    const product = await createProduct(db);
    const ordered = await client.api.orders.$post(
      {
        json: {
          items: [{ productId: product.id, quantity: 1 }],
          paymentMethod: 'cod',
          shippingAddress: {
            recipient: `${person.firstName} ${person.lastName}`,
            phone: person.phone,
            line1: '999/77 หมู่ 9 ซอยลบข้อมูล',
            subdistrict: 'บ้านเลน',
            district: 'บางปะอิน',
            province: 'พระนครศรีอยุธยา',
            postcode: '13160',
          },
          saveAddress: true,
        },
      },
      { headers: { 'Idempotency-Key': crypto.randomUUID() } },
    );
    expect(ordered.status).toBe(201);
    const { order } = (await ordered.json()) as { order: { id: string } };
    const me = (await (await client.api.auth.me.$get()).json()) as { user: { id: string } };
    const userId = me.user.id;
    await db.insert(lineLinks).values({ userId, lineUserId: `U${'e'.repeat(32)}` });
    await db.insert(analyticsEvents).values({
      eventType: 'page_view',
      userId,
      userName: `${person.firstName} ${person.lastName}`,
      pageUrl: '/products',
    });
    const soldOut = await createProduct(db, { stockCount: 0 });
    const waiting = await client.api.products[':id']['stock-alerts'].$post({
      param: { id: String(soldOut.id) },
      json: {},
    });
    expect(waiting.status).toBe(201);

    // Before: the search finds the person where checkout and the book put them.
    const needles = [person.firstName, person.lastName, person.phone, 'ซอยลบข้อมูล'];
    expect(await whereFound(needles)).toEqual(
      expect.arrayContaining([
        `transactions.first_name: ${person.firstName}`,
        `transactions.phone: ${person.phone}`,
        'customer_addresses.line1: ซอยลบข้อมูล',
        `analytics_events.user_name: ${person.firstName}`,
      ]),
    );

    await refusal(
      client.api.me.$delete({ json: { password: 'not-my-password' } }),
      400,
      'VALIDATION',
    );
    // The order is on its way: the account stays until it is delivered.
    const open = await refusal(
      client.api.me.$delete({ json: { password: PASSWORD } }),
      409,
      'OPEN_ORDERS',
    );
    expect(open.orders).toEqual([order.id]);
    await db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: new Date() })
      .where(eq(orders.id, order.id));
    const gone = await client.api.me.$delete({ json: { password: PASSWORD } });
    expect(gone.status).toBe(204);
    await refusal(client.api.me.consents.$get(), 401, 'UNAUTHENTICATED');

    expect(await whereFound(needles)).toEqual([]);
    // Nothing tied to the account is left: the back-in-stock alert went with it.
    expect(await db.select().from(stockAlerts).where(eq(stockAlerts.userId, userId))).toEqual([]);

    // The order stays for the books.
    const [kept] = await db.select().from(orders).where(sql`${orders.id} = ${order.id}`);
    expect(kept).toMatchObject({ userId: null, phone: '', address: '', shippingAddress: null });
    expect(kept?.netAmountSatang).toBeGreaterThan(0);

    // The phone is free again.
    expect((await register(ctx.client(), person)).status).toBe(201);
  });

  it('refuses (409 OPEN_ORDERS) while an order is neither delivered nor cancelled, naming each', async () => {
    const { db } = ctx.handle;
    const first = await placedOrder(ctx);
    const { client, user } = first.customer;
    const orderOf = async () => {
      const placed = await client.api.orders.$post(
        {
          json: {
            items: [{ productId: first.products[0]?.id ?? 0, quantity: 1 }],
            paymentMethod: 'cod',
          },
        },
        { headers: { 'Idempotency-Key': crypto.randomUUID() } },
      );
      expect(placed.status).toBe(201);
      return ((await placed.json()) as { order: { id: string } }).order.id;
    };
    const [shipped, delivered, cancelled] = [await orderOf(), await orderOf(), await orderOf()];
    const setStatus = (id: string, values: Partial<typeof orders.$inferInsert>) =>
      db.update(orders).set(values).where(eq(orders.id, id));
    await shipOrder(ctx, shipped, { cod: true });
    await setStatus(delivered, { status: 'delivered', deliveredAt: new Date() });
    await setStatus(cancelled, { status: 'cancelled', cancelledBy: 'customer' });

    const error = await refusal(
      client.api.me.$delete({ json: { password: user.password } }),
      409,
      'OPEN_ORDERS',
    );
    expect(error.message).toBe(
      'ยังลบบัญชีไม่ได้ เพราะมีคำสั่งซื้อที่ยังไม่ได้รับสินค้าหรือยังไม่ได้ยกเลิก กรุณารอให้ได้รับสินค้าหรือยกเลิกคำสั่งซื้อก่อน',
    );
    expect(error.orders).toEqual([first.order.id, shipped]);
    // Nothing was erased, and the right password counted no failure.
    const [kept] = await db.select().from(users).where(eq(users.id, user.id));
    expect(kept).toMatchObject({ phone: user.phone, failedLoginAttempts: 0 });
    const [order] = await db.select().from(orders).where(eq(orders.id, shipped));
    expect(order?.phone).toBe(user.phone);

    await setStatus(first.order.id, { status: 'cancelled', cancelledBy: 'staff' });
    await setStatus(shipped, { status: 'delivered', deliveredAt: new Date() });
    await answer(client.api.me.$delete({ json: { password: user.password } }), 204);
  });

  it('counts a wrong password as a failed login: after 5, 429 as login answers, even with the right one', async () => {
    const { client, user } = await signedInCustomer(ctx);
    for (let i = 0; i < 5; i += 1) {
      await refusal(client.api.me.$delete({ json: { password: `wrong-${i}` } }), 400, 'VALIDATION');
    }
    const blocked = await refusal(
      client.api.me.$delete({ json: { password: user.password } }),
      429,
      'TOO_MANY_ATTEMPTS',
    );
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(BLOCK_SECONDS);
    await refusal(
      ctx.client().api.auth.login.$post({ json: { phone: user.phone, password: user.password } }),
      429,
      'TOO_MANY_ATTEMPTS',
    );
    const { db } = ctx.handle;
    expect((await db.select().from(users).where(eq(users.id, user.id))).length).toBe(1);

    // Once the block is over, the right password erases.
    await db
      .update(users)
      .set({ lastFailedLogin: sql`now() - make_interval(secs => ${BLOCK_SECONDS + 1})` })
      .where(eq(users.id, user.id));
    await answer(client.api.me.$delete({ json: { password: user.password } }), 204);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it('counts wrong passwords sent at the same moment: no more than 5 are checked', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client.api.me.$delete({ json: { password: `wrong-at-once-${i}` } }),
      ),
    );
    const statuses = answers.map((one) => one.status).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.failedLoginAttempts).toBe(5);
  });

  it('asks for the password and refuses staff accounts', async () => {
    await refusal(ctx.client().api.me.$delete({ json: { password: 'x' } }), 401, 'UNAUTHENTICATED');
    const { client } = await staffClient(ctx, 'admin');
    await refusal(client.api.me.$delete({ json: { password: PASSWORD } }), 403, 'FORBIDDEN');
    await refusal(client.api.me.$delete({ json: {} as never }), 400, 'VALIDATION');
  });
});

describe('retention', () => {
  it("removes events and slip pictures past the owner's days, and keeps the daily counts", async () => {
    const { db } = ctx.handle;
    const now = new Date('2027-06-01T05:00:00.000Z');
    const old = new Date(now.getTime() - 400 * 24 * 3600 * 1000);
    const recent = new Date(now.getTime() - 10 * 24 * 3600 * 1000);
    await db.insert(analyticsEvents).values([
      { eventType: 'page_view', pageUrl: '/old', occurredAt: old },
      { eventType: 'page_view', pageUrl: '/recent', occurredAt: recent },
    ]);
    const countsBefore = await db.select().from(analyticsDailyCounts);

    const folder = mkdtempSync(path.join(tmpdir(), 'slips-'));
    const store = localFileStore(folder);
    const { order } = await placedOrder(ctx);
    const keys = [newFileKey('image/jpeg'), newFileKey('image/jpeg'), newFileKey('image/jpeg')];
    for (const key of keys) await store.put(key, new Uint8Array([1, 2, 3]), 'image/jpeg');
    await db.insert(paymentSlips).values([
      // Decided long ago: its picture goes.
      {
        transactionId: order.id,
        storageKey: keys[0] as string,
        imageSha256: 'a'.repeat(64),
        status: 'approved',
        decidedAt: old,
      },
      // Decided lately: kept.
      {
        transactionId: order.id,
        storageKey: keys[1] as string,
        imageSha256: 'b'.repeat(64),
        status: 'rejected',
        decidedAt: recent,
      },
      // Still waiting for staff: kept whatever its age.
      {
        transactionId: order.id,
        storageKey: keys[2] as string,
        imageSha256: 'c'.repeat(64),
        submittedAt: old,
      },
    ]);

    const gone = await applyRetention(db, store, now);
    expect(gone).toMatchObject({ events: expect.any(Number), pictures: 1 });
    const left = await db.select({ url: analyticsEvents.pageUrl }).from(analyticsEvents);
    expect(left.map((row) => row.url)).toContain('/recent');
    expect(left.map((row) => row.url)).not.toContain('/old');
    expect(await db.select().from(analyticsDailyCounts)).toEqual(countsBefore);
    const slips = await db
      .select({ key: paymentSlips.storageKey })
      .from(paymentSlips)
      .where(eq(paymentSlips.transactionId, order.id));
    expect(slips.map((slip) => slip.key).sort()).toEqual(['', keys[1], keys[2]].sort());
    expect(await store.get(keys[0] as string)).toBeNull();
    expect(await store.get(keys[1] as string)).not.toBeNull();
    rmSync(folder, { recursive: true, force: true });
  });
});
