import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { MAX_FAILED_ATTEMPTS } from '../src/server/accounts/auth.service.ts';
import { ADDRESS_LIMITS } from '../src/server/http/address-limits.ts';
import type { Product } from '../src/shared/contracts/catalog.ts';
import { bahtToSatang, formatBaht } from '../src/shared/domain/money.ts';
import { freshPhone, PASSWORD } from './support/accounts.ts';
import { changePrice, createProduct } from './support/catalog.ts';
import {
  call,
  logInOn,
  startTwoProcessShop,
  TWO_ROOT_PASSWORD,
  TWO_ROOT_PHONE,
  type TwoProcessShop,
  UPSTREAM_HEADER,
} from './support/two-processes.ts';

/**
 * The shop as production runs it: two app processes on one PostgreSQL database and one S3 bucket
 * behind nginx (compose.yaml). Whichever process a request reaches, the customer meets one shop:
 * a session, a picture, a price, a rate limit and a login lockout are the same on both, and the
 * timers both processes run (payment expiry, LINE notifications) act once.
 *
 * It belongs to the `two-processes` project only (playwright.config.ts): it starts its own shop,
 * so running it once per device would only start it twice.
 */

test.describe.configure({ mode: 'serial' });

let shop: TwoProcessShop;
/** Root's session, made by logging in on process A. */
let rootCookie: string;
/** A customer registered on process A, with their session. */
let customer: { id: string; phone: string; cookie: string };
let product: Product;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startTwoProcessShop();
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await shop?.stop();
});

/** The process that answered through the proxy. */
const upstreamOf = (res: Response) => res.headers.get(UPSTREAM_HEADER) ?? '';

const register = async (base: string) => {
  const phone = freshPhone();
  const res = await call(base, '/api/auth/register', {
    method: 'POST',
    json: {
      phone,
      firstName: 'สมชาย',
      lastName: 'สองเครื่อง',
      address: '12 หมู่ 3 ต.บ้านรุน อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptPrivacyNotice: true,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('sid='));
  if (!cookie) throw new Error('registering set no session cookie');
  return { id: user.id, phone, cookie };
};

test('a login on one process is valid on the other, and a logout on the other ends it', async () => {
  rootCookie = await logInOn(shop.a.url, TWO_ROOT_PHONE, TWO_ROOT_PASSWORD);
  const onB = await call(shop.b.url, '/api/auth/me', { cookie: rootCookie });
  expect(onB.status).toBe(200);
  expect(((await onB.json()) as { user: { phone: string } }).user.phone).toBe(TWO_ROOT_PHONE);

  customer = await register(shop.a.url);
  const customerOnB = await call(shop.b.url, '/api/auth/me', { cookie: customer.cookie });
  expect(((await customerOnB.json()) as { user: { id: string } }).user.id).toBe(customer.id);

  const session = await logInOn(shop.b.url, TWO_ROOT_PHONE, TWO_ROOT_PASSWORD);
  expect((await call(shop.a.url, '/api/auth/me', { cookie: session })).status).toBe(200);
  const out = await call(shop.b.url, '/api/auth/logout', { method: 'POST', cookie: session });
  expect(out.status).toBe(204);
  expect((await call(shop.a.url, '/api/auth/me', { cookie: session })).status).toBe(401);
});

test('a picture uploaded through one process is served by the other, from the bucket', async () => {
  const picture = await sharp({
    create: { width: 96, height: 64, channels: 3, background: { r: 40, g: 140, b: 60 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'rice.png');
  const uploaded = await call(shop.a.url, '/api/admin/uploads', {
    method: 'POST',
    body: form,
    cookie: rootCookie,
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  expect(url).toMatch(/^\/uploads\/[^/]+\.webp$/);

  const fromB = await call(shop.b.url, url);
  expect(fromB.status).toBe(200);
  expect(fromB.headers.get('content-type')).toBe('image/webp');
  const bytesB = Buffer.from(await fromB.arrayBuffer());
  const bytesA = Buffer.from(await (await call(shop.a.url, url)).arrayBuffer());
  expect(bytesB.length).toBeGreaterThan(0);
  expect(bytesB.equals(bytesA)).toBe(true);
  expect((await sharp(bytesB).metadata()).format).toBe('webp');
  expect(await shop.bucketKeys()).toContain(`pictures/${url.slice('/uploads/'.length)}`);
});

test('a price changed through one process shows at once on the other’s listing and product page', async ({
  page,
  playwright,
}) => {
  const rootOnA = await playwright.request.newContext({
    baseURL: shop.a.url,
    extraHTTPHeaders: { cookie: rootCookie },
  });
  product = await createProduct(rootOnA, {
    name: `ปุ๋ยสองเครื่อง ${randomBytes(4).toString('hex')}`,
    category: 'others',
    price: 450,
    stockCount: 100,
  });
  const productPath = `/api/products/${product.id}`;
  const listingPath = `/api/products?category=others&pageSize=100`;
  const priceOnB = async () => {
    const one = (await (await call(shop.b.url, productPath)).json()) as Product;
    const listing = (await (await call(shop.b.url, listingPath)).json()) as { items: Product[] };
    return [one.price, listing.items.find((item) => item.id === product.id)?.price];
  };

  // B has answered the old price, and its catalogue cache holds it.
  expect(await priceOnB()).toEqual([450, 450]);
  const main = page.getByRole('main');
  await page.goto(`${shop.b.url}/products/others/${product.id}`);
  await expect(main.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(main.getByText(formatBaht(bahtToSatang(450))).first()).toBeVisible();

  await changePrice(rootOnA, product, 777);
  await rootOnA.dispose();

  // The very next answers of B, with no wait.
  expect(await priceOnB()).toEqual([777, 777]);
  await page.goto(`${shop.b.url}/products/others/${product.id}`);
  await expect(main.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(main.getByText(formatBaht(bahtToSatang(777))).first()).toBeVisible();
  await expect(main.getByText(formatBaht(bahtToSatang(450)))).toHaveCount(0);
});

test('the login lockout holds across both processes behind the proxy', async () => {
  const { phone } = await register(shop.b.url);
  const answeredBy = new Set<string>();
  // The shop's limit: five wrong passwords in a row block the phone.
  for (let attempt = 1; attempt <= MAX_FAILED_ATTEMPTS; attempt++) {
    const res = await call(shop.proxyUrl, '/api/auth/login', {
      method: 'POST',
      json: { phone, password: `wrong-password-${attempt}` },
    });
    expect(res.status).toBe(401);
    answeredBy.add(upstreamOf(res));
  }
  expect([...answeredBy].sort()).toEqual([shop.a.address, shop.b.address].sort());

  // Now even the right password is refused, by whichever process is asked.
  for (const base of [shop.proxyUrl, shop.a.url, shop.b.url]) {
    const res = await call(base, '/api/auth/login', {
      method: 'POST',
      json: { phone, password: PASSWORD },
    });
    expect(res.status).toBe(429);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(body.error.message).toMatch(/^โปรดลองอีกครั้งใน \d+ วินาที$/);
  }
});

test('a per-address rate limit counts the requests both processes answered', async () => {
  const check = () =>
    call(shop.proxyUrl, '/api/promotions/validate', {
      method: 'POST',
      cookie: customer.cookie,
      json: { code: 'FARM10', items: [{ productId: product.id, quantity: 1 }] },
    });
  const answeredBy = new Map<string, number>();
  // The shop's limit: 60 discount-code checks a minute from one address.
  const limit = ADDRESS_LIMITS.codeCheck.max;
  for (let i = 0; i < limit; i++) {
    const res = await check();
    expect(res.status, await res.clone().text()).toBe(200);
    const upstream = upstreamOf(res);
    answeredBy.set(upstream, (answeredBy.get(upstream) ?? 0) + 1);
  }
  // Round-robin: each process answered about half, well under the limit on its own.
  expect(answeredBy.get(shop.a.address)).toBeGreaterThanOrEqual(limit / 3);
  expect(answeredBy.get(shop.b.address)).toBeGreaterThanOrEqual(limit / 3);

  for (let i = 0; i < 2; i++) {
    const refused = await check();
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as {
      error: { code: string; retryAfterSeconds: number };
    };
    expect(body.error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(body.error.retryAfterSeconds).toBeGreaterThan(0);
  }
});

test('payment expiry and LINE notifications run once, with both processes running them', async () => {
  const shopRecipient = `U${randomBytes(16).toString('hex')}`;
  const settings = await call(shop.a.url, '/api/admin/settings/line', {
    method: 'PUT',
    cookie: rootCookie,
    json: { channelAccessToken: shop.line.token, shopRecipients: [shopRecipient] },
  });
  expect(settings.status, await settings.clone().text()).toBe(200);

  const orderIds: string[] = [];
  for (const base of [shop.a.url, shop.b.url, shop.proxyUrl]) {
    const res = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: {
        cookie: customer.cookie,
        'content-type': 'application/json',
        'Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify({
        items: [{ productId: product.id, quantity: 1 }],
        paymentMethod: 'promptpay',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    orderIds.push(((await res.json()) as { order: { id: string } }).order.id);
  }

  // Their payment window ends now; both processes sweep five times a second.
  await shop.sql(
    `update transactions set payment_due_at = now() - interval '1 second' where id = any($1)`,
    [orderIds],
  );
  await expect
    .poll(
      async () =>
        (
          await shop.sql<{ n: number }>(
            `select count(*)::int as n from transactions
              where id = any($1) and status = 'cancelled' and cancelled_by = 'timeout'`,
            [orderIds],
          )
        )[0]?.n,
      { timeout: 30_000 },
    )
    .toBe(orderIds.length);

  // Each order's placed and expired messages to the shop, all sent.
  const lineRows = () =>
    shop.sql<{ template: string; status: string; attempts: number; retry_key: string }>(
      `select template, status, attempts, retry_key from notification_outbox
        where channel = 'line' and recipient = $1 and payload->>'orderId' = any($2)
        order by id`,
      [shopRecipient, orderIds],
    );
  await expect
    .poll(async () => (await lineRows()).filter((row) => row.status === 'sent').length, {
      timeout: 30_000,
    })
    .toBe(orderIds.length * 2);

  const rows = await lineRows();
  expect(rows.map((row) => row.template).sort()).toEqual([
    ...orderIds.map(() => 'shop.order_expired'),
    ...orderIds.map(() => 'shop.order_placed'),
  ]);
  expect(rows.map((row) => row.attempts)).toEqual(rows.map(() => 1));
  // LINE heard each message once: no second push, not even one its retry key would refuse.
  const pushes = shop.line.received.filter((push) => push.body.to === shopRecipient);
  expect(pushes.map((push) => push.retryKey).sort()).toEqual(
    rows.map((row) => row.retry_key).sort(),
  );
  expect(pushes.every((push) => push.status === 200)).toBe(true);

  // One cancel per order in its history, by the shop's timer, and its stock back once.
  const history = await shop.sql<{ transaction_id: string; n: number }>(
    `select transaction_id, count(*)::int as n from transaction_history
      where transaction_id = any($1) and actor_id is null
      group by transaction_id order by transaction_id`,
    [orderIds],
  );
  expect(history).toEqual([...orderIds].sort().map((id) => ({ transaction_id: id, n: 1 })));
  const stock = (await (await call(shop.b.url, `/api/products/${product.id}`)).json()) as Product;
  expect(stock.stockCount).toBe(product.stockCount);

  // Both processes are still up and serving.
  for (const base of [shop.a.url, shop.b.url]) {
    expect((await call(base, '/api/health')).status).toBe(200);
  }
});
