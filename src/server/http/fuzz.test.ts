import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/contracts/common.ts';
import { setupTestApp, TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { EventIntake } from '../analytics/event-intake.ts';
import { createApp } from '../app.ts';
import { parseConfig } from '../config.ts';

/**
 * Every public and customer endpoint, logged out and logged in as a customer, sent what a hostile
 * client sends: NUL, lone surrogates, 10,000 characters, numbers past 2^31 and 2^53, negative and
 * fractional pages, deep JSON and empty bodies, in the path, the query and the body. Every answer
 * is 2xx, or 4xx in the contract's error shape; never a 5xx. The list is fixed, not random, so a
 * failure repeats.
 */
const ctx = setupTestApp();

/** Values for a query parameter or a path segment, as they appear in the URL. */
const URL_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80', // a lone surrogate in UTF-8 (which is not valid UTF-8)
  'x'.repeat(10_000),
  '2147483648',
  '9007199254740993',
  '-1',
  '1.5',
  '1e400',
  '',
];

/** JSON nested `levels` deep without building it (JSON.stringify would overflow first). */
const deepText = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
/** `[[…]]` 100,000 levels deep: 200 KB, inside every body limit. */
const DEEP_ARRAY = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const DEEP_MARK = '"__deep__"';

function deepValue(levels: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < levels; level++) value = { a: value };
  return value;
}

/** Values for a field of a JSON body. */
const BODY_VALUES: unknown[] = [
  'a\u0000b',
  'x\uD800',
  'x'.repeat(10_000),
  '2147483648',
  2 ** 31,
  2 ** 53 + 2,
  -1,
  0.5,
  '',
  null,
  [],
  {},
  { '\u0000': '\uDC00' },
  deepValue(1_000),
];

/** Whole bodies, as sent. */
const RAW_BODIES = [
  '',
  ' ',
  'null',
  '[]',
  '"x"',
  '1',
  '{',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '\u0000',
  deepText(100_000),
  DEEP_ARRAY,
];

/** Keys a body may carry beside its own (unknown keys are ignored, unless unstorable). */
const HOSTILE_KEYS = ['\u0000', '\uD800', 'x'.repeat(10_000), '__proto__', 'constructor'];

interface BodyTarget {
  method: 'POST' | 'PATCH';
  path: string;
  body: Record<string, unknown>;
  /** Paths inside the body to replace, beside every top-level field. */
  nested?: string[][];
  idempotent?: boolean;
}

function withValue(body: Record<string, unknown>, path: string[], value: unknown) {
  const copy = structuredClone(body) as Record<string, unknown>;
  let holder: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  holder[path[path.length - 1] as string] = value;
  return copy;
}

interface Sender {
  name: string;
  cookie: string | null;
}

let keys = 0;

describe('hostile input on every public and customer endpoint', () => {
  let client: TestClient;
  let senders: Sender[];
  let bodyTargets: BodyTarget[];
  const failures: string[] = [];

  async function send(
    sender: Sender,
    method: string,
    path: string,
    options: {
      body?: unknown;
      rawBody?: string;
      idempotent?: boolean;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.idempotent) headers['Idempotency-Key'] ??= `fuzz-${++keys}`;
    const res = await client.request(method, path, {
      body: options.body,
      rawBody: options.rawBody,
      headers,
      cookie: sender.cookie,
    });
    const what = `${sender.name} ${method} ${path.slice(0, 120)} ${
      options.rawBody !== undefined
        ? `raw ${JSON.stringify(options.rawBody.slice(0, 40))}`
        : JSON.stringify(options.body ?? null)?.slice(0, 120)
    }`;
    if (res.status >= 500) failures.push(`${res.status} ${what}`);
    else if (res.status >= 400 && !errorBodySchema.safeParse(res.body).success) {
      failures.push(`${res.status} not in the error shape: ${what} → ${res.text.slice(0, 200)}`);
    }
  }

  beforeEach(() => {
    failures.length = 0;
  });

  beforeAll(async () => {
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    // The event limits would answer 429 before the body is read: lifted so the checks run.
    const events = new EventIntake({
      db: ctx.handle.db,
      kind: ctx.handle.kind,
      flushMs: 0,
      requestsPerSecond: 1_000_000,
      eventsPerMinute: 1_000_000,
    });
    const app = createApp({ db: ctx.handle.db, dbKind: ctx.handle.kind, config, events });
    client = new TestClient(app);
    const product = await createProduct(ctx.handle.db, { price: 100, stockCount: 1_000_000 });
    const customer = await signedInCustomer(ctx);
    senders = [
      { name: 'visitor', cookie: null },
      { name: 'customer', cookie: customer.client.cookie },
    ];
    const items = [{ productId: product.id, quantity: 1 }];
    const event = {
      type: 'page_view',
      productId: product.id,
      pageUrl: '/fuzz',
      details: { source: 'fuzz' },
      channel: 'website',
    };
    bodyTargets = [
      {
        method: 'POST',
        path: '/api/auth/register',
        body: {
          firstName: 'ทดสอบ',
          lastName: 'ระบบ',
          phone: '0899999999',
          password: 'rice-field-2569',
          confirmPassword: 'rice-field-2569',
          acceptPrivacyNotice: true,
          address: '1 หมู่ 1 อยุธยา',
        },
      },
      { method: 'POST', path: '/api/auth/login', body: { phone: '0899999998', password: 'x' } },
      { method: 'POST', path: '/api/newsletter', body: { email: 'fuzz@example.com' } },
      {
        method: 'POST',
        path: '/api/cart/quote',
        body: { items, discountCode: 'FARM10', knownPrices: { [product.id]: 100 } },
        nested: [
          ['items', '0'],
          ['items', '0', 'productId'],
          ['items', '0', 'quantity'],
          ['knownPrices', String(product.id)],
        ],
      },
      {
        method: 'POST',
        path: '/api/promotions/validate',
        body: { code: 'FARM10', items },
        nested: [
          ['items', '0', 'productId'],
          ['items', '0', 'quantity'],
        ],
      },
      {
        method: 'POST',
        path: '/api/orders',
        body: { items, discountCode: 'FARM10', shippingAddress: '1 หมู่ 1 อยุธยา' },
        nested: [
          ['items', '0', 'productId'],
          ['items', '0', 'quantity'],
        ],
        idempotent: true,
      },
      { method: 'POST', path: '/api/events', body: event, nested: [['details', 'source']] },
      {
        method: 'POST',
        path: '/api/events',
        body: { events: [event], channel: 'mobile' },
        nested: [
          ['events', '0'],
          ['events', '0', 'details'],
          ['events', '0', 'pageUrl'],
          ['events', '0', 'productId'],
        ],
      },
      {
        method: 'PATCH',
        path: '/api/me',
        body: { firstName: 'ทดสอบ', lastName: 'ระบบ', address: '2 หมู่ 2 อยุธยา' },
      },
    ];
  });

  it('query strings: 2xx or 4xx in the contract shape', async () => {
    const lists: [string, string[]][] = [
      [
        '/api/products',
        ['q', 'category', 'tags', 'minPrice', 'maxPrice', 'sort', 'onSale', 'page', 'pageSize'],
      ],
      ['/api/bestsellers', ['limit']],
      ['/api/articles', ['q', 'sort', 'page', 'pageSize']],
      ['/api/news', ['q', 'category', 'sort', 'page', 'pageSize']],
      ['/api/reviews', ['featured', 'q', 'page', 'pageSize']],
      ['/api/orders', ['page', 'pageSize']],
      ['/api/categories', ['x']],
      ['/api/promotions/active', ['x']],
      ['/api/settings/shop', ['x']],
      ['/api/auth/me', ['x']],
      ['/api/auth/session', ['x']],
      ['/api/health', ['x']],
    ];
    for (const sender of senders) {
      for (const [path, params] of lists) {
        for (const param of params) {
          for (const value of URL_VALUES) {
            await send(sender, 'GET', `${path}?${param}=${value}`);
          }
          // The same parameter twice.
          await send(sender, 'GET', `${path}?${param}=1&${param}=2`);
        }
        await send(sender, 'GET', `${path}?${'%00'}=1`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('path segments: 2xx or 4xx in the contract shape', async () => {
    const paths: [string, string][] = [
      ['GET', '/api/products/:id'],
      ['GET', '/api/articles/:id'],
      ['GET', '/api/news/:id'],
      ['GET', '/api/orders/:id'],
      ['GET', '/uploads/:id'],
      ['POST', '/api/promotions/:id/redeem'],
    ];
    for (const sender of senders) {
      for (const [method, path] of paths) {
        for (const value of URL_VALUES.filter((v) => v !== '')) {
          await send(sender, method, path.replace(':id', value));
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('JSON bodies, field by field: 2xx or 4xx in the contract shape', async () => {
    for (const sender of senders) {
      for (const target of bodyTargets) {
        const fields = [...Object.keys(target.body).map((key) => [key]), ...(target.nested ?? [])];
        for (const field of fields) {
          for (const value of BODY_VALUES) {
            await send(sender, target.method, target.path, {
              body: withValue(target.body, field, value),
              idempotent: target.idempotent,
            });
          }
          // The field 100,000 levels deep, as text: no schema or size check may recurse into it.
          const deep = JSON.stringify(withValue(target.body, field, '__deep__'));
          await send(sender, target.method, target.path, {
            rawBody: deep.replace(DEEP_MARK, DEEP_ARRAY),
            idempotent: target.idempotent,
          });
        }
        for (const key of HOSTILE_KEYS) {
          await send(sender, target.method, target.path, {
            body: { ...target.body, [key]: 'x' },
            idempotent: target.idempotent,
          });
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('headers a client chooses: Idempotency-Key and Content-Type', async () => {
    const order = bodyTargets.find((target) => target.path === '/api/orders') as BodyTarget;
    for (const sender of senders) {
      for (const key of ['x'.repeat(10_000), ' ', '%00', '2147483648', '\t']) {
        await send(sender, 'POST', order.path, {
          body: order.body,
          idempotent: true,
          headers: { 'Idempotency-Key': key },
        });
      }
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'x'.repeat(10_000)]) {
        for (const target of bodyTargets) {
          await send(sender, target.method, target.path, {
            rawBody: JSON.stringify(target.body),
            idempotent: target.idempotent,
            headers: { 'Content-Type': type },
          });
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('whole bodies (empty, not an object, malformed, unstorable, 100,000 levels deep)', async () => {
    const writes = [
      ...bodyTargets.map((target) => [target.method, target.path, target.idempotent] as const),
      ['POST', '/api/promotions/1/redeem', false] as const,
      ['POST', '/api/auth/logout', false] as const,
    ];
    for (const sender of senders) {
      // Logging out ends the customer's session: last.
      for (const [method, path, idempotent] of writes) {
        for (const rawBody of RAW_BODIES) await send(sender, method, path, { rawBody, idempotent });
        await send(sender, method, path, { idempotent });
      }
    }
    expect(failures).toEqual([]);
  });
});
