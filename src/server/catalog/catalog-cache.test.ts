import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { count, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { productPageSchema, productSchema } from '../../shared/contracts/catalog.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct, setSizes } from '../../testing/factories/catalog.ts';
import { catalogChanges, products } from '../db/schema/index.ts';
import type { AppEnv } from '../http/env.ts';
import type { KeptBounds } from '../http/kept-gzip.ts';
import { createCatalogRoutes } from './catalog.routes.ts';
import { CatalogCache } from './catalog-cache.ts';

const ctx = setupTestApp();

/** A product page as the shop answers it, checked by its schema. */
const productPage = (client: TestClient, id: number) =>
  expectAnswer(productSchema, client.api.products[':id'].$get({ param: { id: String(id) } }));

/** A cache in front of a counted computation, on the test database. */
function countedCache() {
  const cache = new CatalogCache();
  let computed = 0;
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('db', ctx.handle.db);
      await next();
    })
    .get('/answer', (c) =>
      cache.answer(c, 'answer', async () => {
        computed += 1;
        const [row] = await c.var.db.select({ n: count() }).from(products);
        return { products: row?.n ?? 0, computed };
      }),
    );
  return {
    cache,
    computed: () => computed,
    get: async () => (await app.request('/answer')).json() as Promise<{ products: number }>,
    /** The same question asked by the server's own background work (a prerendered page). */
    getInBackground: async () =>
      (await app.request('/answer', {}, { background: true })).json() as Promise<{
        computed: number;
      }>,
  };
}

describe('the catalogue answer cache', () => {
  it('answers a repeated question from memory while nothing changes', async () => {
    const { get, computed, cache } = countedCache();
    const first = await get();
    const second = await get();
    expect(second).toEqual(first);
    expect(computed()).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('answers background work from memory without filling it', async () => {
    const { get, getInBackground, computed, cache } = countedCache();
    expect((await getInBackground()).computed).toBe(1);
    expect(cache.size).toBe(0);
    expect((await getInBackground()).computed).toBe(2);
    await get();
    expect(computed()).toBe(3);
    expect(cache.size).toBe(1);
    expect((await getInBackground()).computed).toBe(3);
    expect(computed()).toBe(3);
  });

  it('makes the answer again after a product changes, however it was changed', async () => {
    const { get, computed } = countedCache();
    const before = await get();
    // Straight into the database, past the shop's own code: the trigger still notes it.
    await createProduct(ctx.handle.db, { name: 'สินค้าใหม่จากสคริปต์' });
    const after = await get();
    expect(after.products).toBe(before.products + 1);
    expect(computed()).toBe(2);
  });

  it('notices a change whose row has an older id than the newest (commits out of order)', async () => {
    const { get, computed } = countedCache();
    await get();
    // What an older transaction's change looks like when it commits after a newer one.
    const [newest] = await ctx.handle.db
      .select({ id: sql<number>`max(${catalogChanges.id})` })
      .from(catalogChanges);
    await ctx.handle.db.execute(
      sql`INSERT INTO catalog_changes (id) VALUES (${Number(newest?.id) - 1_000_000})`,
    );
    await get();
    expect(computed()).toBe(2);
  });

  it('shares one computation between concurrent first requests', async () => {
    const { get, computed } = countedCache();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get()));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(computed()).toBe(1);
  });

  it('keeps the change table small', async () => {
    const { get } = countedCache();
    for (let i = 0; i < 120; i += 1) {
      await ctx.handle.db.update(products).set({ memberPoints: i }).where(eq(products.id, 1));
    }
    await get();
    await expect
      .poll(async () => (await ctx.handle.db.select({ n: count() }).from(catalogChanges))[0]?.n)
      .toBeLessThanOrEqual(1);
    // Still correct after pruning.
    const before = await get();
    await createProduct(ctx.handle.db, {});
    expect((await get()).products).toBe(before.products + 1);
  });
});

describe('the catalogue answer cache within its bounds', () => {
  /** A cache answering `/answer/:key` with `size` characters that gzip cannot shrink much. */
  function boundedCache(bounds: KeptBounds, size = 2000) {
    const cache = new CatalogCache(bounds);
    const computed: string[] = [];
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('db', ctx.handle.db);
        await next();
      })
      .get('/answer/:key', (c) =>
        cache.answer(c, c.req.param('key'), async () => {
          computed.push(c.req.param('key'));
          return { filler: randomBytes(size / 2).toString('hex') };
        }),
      );
    const ask = async (...keys: string[]) => {
      for (const key of keys) expect((await app.request(`/answer/${key}`)).status).toBe(200);
    };
    return { cache, computed, ask };
  }

  it('keeps at most its number of answers, the least recently asked going first', async () => {
    const { cache, computed, ask } = boundedCache({ entries: 2, bytes: 1024 * 1024 });
    await ask('a', 'b', 'a', 'c');
    expect(cache.size).toBe(2);
    computed.length = 0;
    await ask('a', 'c', 'b');
    expect(computed).toEqual(['b']);
  });

  it('keeps at most its bytes, however many answers that is', async () => {
    const { cache, computed, ask } = boundedCache({ entries: 100, bytes: 5000 });
    await ask('a', 'b', 'c', 'd', 'e');
    expect(cache.bytes).toBeGreaterThan(2000);
    expect(cache.bytes).toBeLessThanOrEqual(5000);
    expect(cache.size).toBeLessThan(5);
    computed.length = 0;
    await ask('e', 'a');
    expect(computed).toEqual(['a']);
  });

  it('lets go of every answer, and its memory, once the catalogue changes', async () => {
    const { cache, ask } = boundedCache({ entries: 10, bytes: 1024 * 1024 });
    await ask('a', 'b', 'c');
    const three = cache.bytes;
    await createProduct(ctx.handle.db, {});
    await ask('a');
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBeGreaterThan(three / 6);
    expect(cache.bytes).toBeLessThan(three / 2);
  });
});

describe('catalogue routes through the cache', () => {
  it("keeps one product's answers apart from the listings, which they cannot push out", async () => {
    const answers = new CatalogCache();
    const productAnswers = new CatalogCache({ entries: 1, bytes: 1024 * 1024 });
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('db', ctx.handle.db);
        await next();
      })
      .route('/', createCatalogRoutes(answers, productAnswers));
    const [first, second] = [
      await createProduct(ctx.handle.db, {}),
      await createProduct(ctx.handle.db, {}),
    ];
    expect((await app.request('/products')).status).toBe(200);
    expect((await app.request(`/products/${first?.id}`)).status).toBe(200);
    expect((await app.request(`/products/${second?.id}`)).status).toBe(200);
    expect(answers.size).toBe(1);
    expect(productAnswers.size).toBe(1);
  });

  it('sends gzip to clients that take it, the same JSON to those that do not', async () => {
    const client = ctx.client();
    const plain = await client.api.products.$get({
      query: { category: 'herbicides', sort: 'price-low' },
    });
    // Sent raw: the typed client has no say in Accept-Encoding, which is what this checks.
    const zipped = await ctx.app.request(
      'http://shop.test/api/products?category=herbicides&sort=price-low',
      {
        headers: { 'Accept-Encoding': 'gzip, deflate, br' },
      },
    );
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const unzipped = JSON.parse(
      gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8'),
    );
    const plainBody = await expectAnswer(productPageSchema, plain);
    expect(unzipped).toEqual(plainBody);
    expect(plainBody.items.length).toBeGreaterThan(0);
  });

  it('refuses gzip the client ruled out with q=0', async () => {
    // Sent raw: the Accept-Encoding header is what this checks.
    const res = await ctx.app.request('http://shop.test/api/categories', {
      headers: { 'Accept-Encoding': 'gzip;q=0, identity' },
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Array.isArray(await res.json())).toBe(true);
  });

  it('shows a price changed in the database on the next listing and product page', async () => {
    const client = ctx.client();
    const product = await createProduct(ctx.handle.db, {
      name: 'ราคาเปลี่ยนแน่นอน',
      priceSatang: 10_000,
    });
    const listing = () =>
      expectAnswer(productPageSchema, client.api.products.$get({ query: { q: 'ราคาเปลี่ยนแน่นอน' } }));
    expect((await listing()).items[0]?.price).toBe(100);
    expect((await productPage(client, product.id)).price).toBe(100);
    await setSizes(ctx.handle.db, product.id, { priceSatang: 12_500 });
    expect((await listing()).items[0]?.price).toBe(125);
    expect((await productPage(client, product.id)).price).toBe(125);
  });

  it('shows the stock an order took on the next product page', async () => {
    const product = await createProduct(ctx.handle.db, { stockCount: 7 });
    const { client } = await signedInCustomer(ctx);
    const before = await productPage(client, product.id);
    expect(before.stockCount).toBe(7);
    const order = client.api.orders.$post({
      json: { items: [{ productId: product.id, quantity: 3 }] },
    });
    await expectAnswer(placeOrderResponseSchema, order, 201);
    const after = await productPage(client, product.id);
    expect(after.stockCount).toBe(4);
  });

  it('answers a missing product with 404 every time, and bad input with 400', async () => {
    const client = ctx.client();
    for (let i = 0; i < 2; i += 1) {
      const missing = client.api.products[':id'].$get({ param: { id: '999999' } });
      await refusal(missing, 404);
    }
    await refusal(client.api.products.$get({ query: { page: 0 } }), 400);
  });
});
