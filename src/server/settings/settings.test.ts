import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  newsletterResponseSchema,
  savedShopSettingsSchema,
} from '../../shared/contracts/settings-answers.ts';
import { expectAnswer, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { newsletterSubscribers, shopSettings } from '../db/schema/index.ts';

const ctx = setupTestApp();
const shop = (client: TestClient = ctx.client()) =>
  expectAnswer(savedShopSettingsSchema, client.api.settings.shop.$get());
const subscribe = (client: TestClient, email: string) =>
  client.api.newsletter.$post({ json: { email } });

describe('shop settings', () => {
  it('serves the seeded contact details and opening hours', async () => {
    const res = await shop();
    expect(res).toMatchObject({
      name: 'ร้านเกษตรอยุธยา',
      phone: '0352123456',
      hours: {
        weekdays: 'จันทร์ - ศุกร์ 8:00 - 17:00',
        saturday: 'เสาร์ 8:00 - 16:00',
        sunday: 'อาทิตย์ ปิดทำการ',
      },
      lineQrImage: '/images/line-qr.svg',
    });
  });

  it("serves a link that opens the shop's LINE account, for a phone that cannot scan its own screen", async () => {
    const res = await shop();
    expect(res.lineUrl).toBe('https://line.me/R/ti/p/@kaset-ayutthaya');
  });
});

describe('shop settings from memory', () => {
  it('serves the storefront from memory and sees a change made elsewhere within about a second', async () => {
    const client = ctx.client();
    const before = await shop(client);
    // A change the server did not make (psql, another server): no request waits for the database.
    await ctx.handle.db
      .update(shopSettings)
      .set({ phone: '0351112222' })
      .where(eq(shopSettings.id, 1));
    expect((await shop(client)).phone).toBe(before.phone);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // The first request after a second is served the old answer and reads again in the background.
    await shop(client);
    const deadline = Date.now() + 5_000;
    let phone = '';
    while (phone !== '0351112222' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      phone = (await shop(client)).phone;
    }
    expect(phone).toBe('0351112222');
    await ctx.handle.db
      .update(shopSettings)
      .set({ phone: before.phone })
      .where(eq(shopSettings.id, 1));
  });
});

describe('newsletter', () => {
  it('stores a new address once: 201, then 200 for the same address in any case', async () => {
    const client = ctx.client();
    await expectAnswer(newsletterResponseSchema, subscribe(client, 'Somchai@Example.com'), 201);
    const second = subscribe(client, ' somchai@example.com ');
    expect(await expectAnswer(newsletterResponseSchema, second)).toEqual({
      subscribed: true,
      alreadySubscribed: true,
    });
    const [row] = await ctx.handle.db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'somchai@example.com'));
    expect(row?.n).toBe(1);
    // Subscribing is consent to marketing mail, under the notice in force (decision 0029).
    const [kept] = await ctx.handle.db
      .select({ noticeVersion: newsletterSubscribers.noticeVersion })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'somchai@example.com'));
    expect(kept?.noticeVersion).toBe(1);
  });

  it.each([
    ['not an address', { email: 'somchai-at-example' }],
    ['missing', {}],
    ['wrong type', { email: 42 }],
    ['too long', { email: `${'a'.repeat(250)}@example.com` }],
  ])(
    'refuses a bad address (%s) with the Thai message and stores nothing',
    async (_label, body) => {
      // Sent raw through the untyped request: some of these bodies are wrong on purpose.
      const res = await ctx.client().post('/api/newsletter', body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
      expect(res.body.error.fields.email).toBe('กรุณากรอกอีเมลให้ถูกต้อง');
    },
  );
});
