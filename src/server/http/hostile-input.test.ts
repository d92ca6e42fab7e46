import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp, type TestResponse } from '../../testing/api-client.ts';
import { nextPhone } from '../../testing/factories/accounts.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { signedInClient } from '../../testing/staff-session.ts';
import { analyticsEvents, users } from '../db/schema/index.ts';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from './input-guard.ts';

/**
 * Text PostgreSQL cannot store (NUL, lone surrogates) and JSON nested beyond any shape of the shop
 * are refused by one rule for the whole API, before a route, a schema or the database sees them.
 */
const ctx = setupTestApp();

const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';

function expectRefused(res: TestResponse<any>, message = UNSTORABLE_TEXT_MESSAGE) {
  expect(res.status).toBe(400);
  expect(res.body.error.code).toBe('VALIDATION');
  expect(res.body.error.message).toBe(message);
}

/** `{"a":{"a":…}}` nested `levels` deep, as text (JSON.stringify would overflow first). */
function deepJson(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** `[[[…]]]` nested `levels` deep: 2 bytes a level. */
const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('NUL in a path or a query string', () => {
  it.each([
    '/api/products?q=%00',
    '/api/products?tags=%00,ปุ๋ย',
    '/api/products?q=ab%00cd',
    '/api/articles?q=%00',
    '/api/news?q=%00',
    '/api/reviews?q=%00',
    '/api/products/1%00',
    '/api/articles/%00',
  ])('%s is a 400 VALIDATION', async (url) => {
    expectRefused(await ctx.client().get(url));
  });

  it('is refused on admin searches too', async () => {
    const admin = await signedInClient(ctx, 'admin');
    for (const url of [
      '/api/admin/products?q=%00',
      '/api/admin/members?q=%00',
      '/api/admin/transactions?q=%00',
      '/api/admin/promotions?q=%00',
      '/api/admin/reviews?q=%00',
    ]) {
      expectRefused(await admin.get(url));
    }
  });

  it('leaves other percent-escapes alone: %2500 is the text "%00", not a NUL', async () => {
    const res = await ctx.client().get('/api/products?q=%2500');
    expect(res.status).toBe(200);
  });
});

describe('NUL and lone surrogates in a JSON body', () => {
  it('refuses a registration with a NUL in the address and creates no account', async () => {
    const phone = nextPhone();
    const res = await ctx.client().post('/api/auth/register', {
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      phone,
      password: 'rice-field-2569',
      confirmPassword: 'rice-field-2569',
      acceptPrivacyNotice: true,
      address: `12 หมู่ 3${NUL} อยุธยา`,
    });
    expectRefused(res);
    expect(res.body.error.fields).toEqual({ address: UNSTORABLE_TEXT_MESSAGE });
    expect(await ctx.handle.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
  });

  it('refuses an order whose shipping address or discount code carries a NUL or a lone surrogate', async () => {
    const customer = await signedInClient(ctx, 'customer');
    const product = await createProduct(ctx.handle.db, { stockCount: 5 });
    const items = [{ productId: product.id, quantity: 1 }];
    for (const body of [
      { items, shippingAddress: `บ้านเลขที่ 1${NUL}` },
      { items, discountCode: `FARM${NUL}10` },
      { items, shippingAddress: `บ้าน${LONE_SURROGATE}` },
    ]) {
      expectRefused(await customer.post('/api/orders', body));
    }
    expect(await customer.get('/api/orders')).toMatchObject({ body: { total: 0 } });
  });

  it('refuses a discount-code check with a NUL', async () => {
    const customer = await signedInClient(ctx, 'customer');
    expectRefused(await customer.post('/api/promotions/validate', { code: `A${NUL}`, items: [] }));
  });

  it('refuses a NUL in a key as well as in a value, without echoing the key', async () => {
    const res = await ctx.client().post('/api/newsletter', { [`e${NUL}`]: 'a@example.com' });
    expectRefused(res);
    expect(res.body.error.fields).toEqual({ _: UNSTORABLE_TEXT_MESSAGE });
  });

  it('refuses an admin create with a NUL', async () => {
    const admin = await signedInClient(ctx, 'admin');
    const res = await admin.post('/api/admin/articles', {
      title: `บทความ${NUL}`,
      excerpt: 'ย่อ',
      content: 'เนื้อหา',
      author: 'ร้าน',
    });
    expectRefused(res);
  });
});

describe('browsers events the database could not store', () => {
  it.each([
    ['a NUL in details', { type: 'page_view', pageUrl: '/nul-details', details: { q: NUL } }],
    ['a NUL in pageUrl', { type: 'page_view', pageUrl: `/nul-page${NUL}` }],
    [
      'a lone surrogate in details',
      { type: 'page_view', pageUrl: '/surrogate', details: { q: LONE_SURROGATE } },
    ],
  ])('refuses %s with 400 and stores nothing of the batch', async (_name, event) => {
    const res = await ctx
      .client()
      .post('/api/events', { events: [{ type: 'page_view', pageUrl: '/good-neighbour' }, event] });
    expectRefused(res);
    const stored = await ctx.handle.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.pageUrl, '/good-neighbour'));
    expect(stored).toEqual([]);
  });
});

describe('deep JSON', () => {
  it('refuses details nested 100,000 levels with 400, not a stack overflow', async () => {
    const res = await ctx.client().request('POST', '/api/events', {
      rawBody: `{"type":"page_view","pageUrl":"/deep","details":{"a":${deepArray(100_000)}}}`,
    });
    expectRefused(res, TOO_DEEP_MESSAGE);
  });

  it('refuses any JSON body nested deeper than the limit, and takes one at the limit', async () => {
    // The body's own object is the first level.
    const client = ctx.client();
    expectRefused(
      await client.request('POST', '/api/cart/quote', { rawBody: deepJson(100_000) }),
      TOO_DEEP_MESSAGE,
    );
    const tooDeep = await client.request('POST', '/api/cart/quote', {
      rawBody: `{"items":[],"x":${deepJson(MAX_JSON_DEPTH)}}`,
    });
    expectRefused(tooDeep, TOO_DEEP_MESSAGE);
    const atLimit = await client.request('POST', '/api/cart/quote', {
      rawBody: `{"items":[],"x":${deepJson(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(atLimit.status).toBe(200);
  });
});
