import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authResponseSchema } from '../../shared/contracts/accounts-answers.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import { channelOf } from '../../shared/domain/analytics.ts';
import { expectAnswer, setupTestApp } from '../../testing/api-client.ts';
import { createUser } from '../../testing/factories/accounts.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { analyticsEvents, orders } from '../db/schema/index.ts';

const ctx = setupTestApp();

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

let address = 0;

/** One browser: its User-Agent on every request, its own address for the event limits. */
function browser(userAgent: string, extra: Record<string, string> = {}) {
  const client = ctx.client();
  address += 1;
  const headers = { 'User-Agent': userAgent, 'X-Forwarded-For': `203.0.113.${address}`, ...extra };
  return { client, headers };
}

/**
 * What one browser leaves in the analytics: a page view, a login and an order; answers the
 * channels recorded for each.
 */
async function visit(userAgent: string, extra: Record<string, string> = {}) {
  const { client, headers } = browser(userAgent, extra);
  const pageUrl = `/channel-check-${address}`;
  const viewed = client.api.events.$post({ json: { type: 'page_view', pageUrl } }, { headers });
  expect((await viewed).status).toBe(202);
  const user = await createUser(ctx.handle.db, { password: 'rice-field-9' });
  const login = client.api.auth.login.$post(
    { json: { phone: user.phone, password: 'rice-field-9' } },
    { headers },
  );
  await expectAnswer(authResponseSchema, login);
  const product = await createProduct(ctx.handle.db, { stockCount: 5 });
  const placed = client.api.orders.$post(
    { json: { items: [{ productId: product.id, quantity: 1 }] } },
    { headers: { ...headers, 'Idempotency-Key': `channel-${address}-${Date.now()}` } },
  );
  const orderId = (await expectAnswer(placeOrderResponseSchema, placed, 201)).order.id;
  // The test app writes events before it answers, so they can be read at once.
  const [pageView] = await ctx.handle.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.pageUrl, pageUrl));
  const [loginEvent] = await ctx.handle.db
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.eventType, 'user_login'), eq(analyticsEvents.userId, user.id)));
  const orderEvents = await ctx.handle.db
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.eventType, 'transaction'), eq(analyticsEvents.userId, user.id)));
  const [order] = await ctx.handle.db
    .select({ channel: orders.channel })
    .from(orders)
    .where(eq(orders.id, orderId));
  return {
    pageView: pageView?.channel,
    login: loginEvent?.channel,
    orderEvent: orderEvents.find((event) => event.details.transaction_id === orderId)?.channel,
    order: order?.channel,
  };
}

describe('one rule for the channel', () => {
  it('records a phone as mobile for its page views, its login and its order alike', async () => {
    expect(await visit(PHONE_UA)).toEqual({
      pageView: 'mobile',
      login: 'mobile',
      orderEvent: 'mobile',
      order: 'mobile',
    });
  });

  it('records a desktop browser as website everywhere, whatever its page views claimed', async () => {
    expect(await visit(DESKTOP_UA)).toEqual({
      pageView: 'website',
      login: 'website',
      orderEvent: 'website',
      order: 'website',
    });
  });

  it('believes the mobile client hint over the User-Agent', async () => {
    expect(await visit(DESKTOP_UA, { 'Sec-CH-UA-Mobile': '?1' })).toEqual({
      pageView: 'mobile',
      login: 'mobile',
      orderEvent: 'mobile',
      order: 'mobile',
    });
  });

  it('decides from the request headers only', () => {
    expect(channelOf({ userAgent: PHONE_UA })).toBe('mobile');
    expect(channelOf({ userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-X710) Safari' })).toBe(
      'mobile',
    );
    expect(channelOf({ userAgent: DESKTOP_UA })).toBe('website');
    expect(channelOf({ userAgent: PHONE_UA, mobileHint: '?0' })).toBe('website');
    expect(channelOf({})).toBe('website');
  });
});
