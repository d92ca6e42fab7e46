import { describe, expect, it } from 'vitest';
import {
  bestsellersSchema,
  categoriesSchema,
  type Product,
  productPageSchema,
  productSchema,
} from '../../shared/contracts/catalog.ts';
import { CATEGORIES } from '../../shared/domain/categories.ts';
import {
  type ApiClient,
  answer,
  expectAnswer,
  refusal,
  setupTestApp,
} from '../../testing/api-client.ts';
import { CROPS, INGREDIENTS, TARGETS } from '../agronomy/reference-data.ts';
import { demoLabels } from '../db/seed/agronomy.ts';
import { demoProducts } from '../db/seed/catalog.ts';

const ctx = setupTestApp();

/** The same order the API promises: a Thai dictionary-like key compared code point by code point. */
const nameKey = (name: string) => name.toLowerCase().replace(/([เแโใไ])([ก-ฮ])/g, '$2$1');
const byNameKey = (a: { name: string }, b: { name: string }) => {
  const [x, y] = [nameKey(a.name), nameKey(b.name)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The words of a demo product's label the search reads too: ingredients, crops and pests. */
function labelTexts(product: (typeof demoProducts)[number]): string[] {
  const label = demoLabels.find((entry) => product.name.includes(entry.namePart))?.label;
  if (!label) return [];
  const named = (id: string, list: readonly { id: string; name: string; nameTh: string }[]) => {
    const row = list.find((item) => item.id === id);
    return row ? [row.name, row.nameTh] : [];
  };
  return [
    label.registrationNumber ?? '',
    ...label.activeIngredients.flatMap((item) => {
      const known = INGREDIENTS.find((row) =>
        [row.name, ...(row.aliases ?? [])].some((name) => item.name.toLowerCase().includes(name)),
      );
      return [
        item.name,
        item.nameTh,
        ...(known ? [known.name, known.nameTh, ...(known.aliases ?? [])] : []),
      ];
    }),
    ...label.uses.flatMap((use) => [...named(use.crop, CROPS), ...named(use.target, TARGETS)]),
  ];
}

const matchesWord = (product: (typeof demoProducts)[number], word: string) =>
  [product.name, product.description, ...product.features, ...labelTexts(product)].some((text) =>
    text.toLowerCase().includes(word.toLowerCase()),
  );

type ListingQuery = NonNullable<Parameters<ApiClient['products']['$get']>[0]>['query'];

/** One page of the listing, its answer checked against the contract's schema. */
function list(query: ListingQuery = {}) {
  return expectAnswer(productPageSchema, ctx.client().api.products.$get({ query }));
}

/** The whole listing for a query (the catalogue has fewer than 100 products). */
function all(query: ListingQuery = {}) {
  return list({ ...query, pageSize: 100 });
}

describe('GET /api/categories', () => {
  it('lists the six categories in the spec order with their Thai names and counts', async () => {
    const categories = await expectAnswer(categoriesSchema, ctx.client().api.categories.$get());
    expect(categories).toEqual(
      CATEGORIES.map((category) => ({
        id: category.id,
        name: category.name,
        count: demoProducts.filter((product) => product.category === category.id).length,
      })),
    );
    expect(categories.map((row) => row.count)).toEqual([5, 8, 4, 4, 4, 4]);
  });
});

describe('GET /api/products: paging', () => {
  it('answers 24 a page by default, sorted by name, with the total', async () => {
    const body = await list();
    expect(body.total).toBe(29);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(24);
    expect(body.items).toHaveLength(24);
  });

  it('page 2 holds the last 5, and a page past the end is empty but keeps the total', async () => {
    const everything = await all();
    const second = await list({ page: 2 });
    expect(second.items.map((p) => p.id)).toEqual(everything.items.slice(24).map((p) => p.id));
    const past = await list({ page: 9 });
    expect(past).toMatchObject({ items: [], total: 29, page: 9, pageSize: 24 });
  });

  it('accepts pageSize 1 and 100', async () => {
    expect((await list({ pageSize: 1 })).items).toHaveLength(1);
    expect((await list({ pageSize: 100 })).items).toHaveLength(29);
  });

  it('converts money to baht and computes the discount percentage like the badge', async () => {
    const { items } = await all({ q: 'ไกลโฟเซต' });
    const glyphosate = items.find((p) => p.name.startsWith('ไร่ทอง ไกลโฟเซต'));
    expect(glyphosate).toMatchObject({
      price: 890,
      originalPrice: 1090,
      discountPercent: 18,
      isOnSale: true,
      memberPoints: 1780,
    });
  });
});

describe('GET /api/products: filters', () => {
  it('filters by category', async () => {
    const body = await all({ category: 'fungicides' });
    expect(body.total).toBe(4);
    expect(body.items.every((p) => p.category === 'fungicides')).toBe(true);
  });

  it('filters by price range in baht, bounds included', async () => {
    const body = await all({ minPrice: 299, maxPrice: 420 });
    const expected = demoProducts.filter((p) => p.price >= 299 && p.price <= 420);
    expect(body.total).toBe(expected.length);
    expect(body.items.map((p) => p.price).sort()).toEqual(expected.map((p) => p.price).sort());
    expect((await all({ minPrice: 1529 })).items.map((p) => p.price)).toEqual([1529]);
    expect((await all({ maxPrice: 299 })).items.map((p) => p.price)).toEqual([299]);
    expect((await all({ minPrice: 1529.01 })).total).toBe(0);
  });

  it('filters on sale and not on sale', async () => {
    const onSale = await all({ onSale: true });
    expect(onSale.total).toBe(7);
    expect(onSale.items.every((p) => p.isOnSale)).toBe(true);
    expect((await all({ onSale: false })).total).toBe(22);
  });

  it('combines category, price and search', async () => {
    const body = await all({ category: 'insecticides', q: 'หนอน', maxPrice: 600 });
    const expected = demoProducts.filter(
      (p) => p.category === 'insecticides' && matchesWord(p, 'หนอน') && p.price <= 600,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(body.items.map((p) => p.name).sort()).toEqual(expected.map((p) => p.name).sort());
  });

  it('treats empty values as not given', async () => {
    const empty = {
      category: '',
      q: '',
      minPrice: '',
      maxPrice: '',
      sort: '',
      page: '',
      pageSize: '',
      tags: '',
    };
    const body = await list(empty);
    expect(body.total).toBe(29);
    expect(body.pageSize).toBe(24);
  });
});

describe('GET /api/products: search', () => {
  it.each([
    ['a Thai word in names', 'ไกลโฟเซต'],
    ['a Thai word in descriptions and tags', 'ทุเรียน'],
    ['a tag', 'ไรแดง'],
    ['an English word in any case', 'pro'],
    ['an English word in capitals', 'SC'],
  ])('matches %s (%s) in name, description or tags', async (_label, word) => {
    const body = await all({ q: word });
    const expected = demoProducts.filter((p) => matchesWord(p, word));
    expect(expected.length).toBeGreaterThan(0);
    expect(body.total).toBe(expected.length);
    expect(body.items.map((p) => p.name).sort()).toEqual(expected.map((p) => p.name).sort());
  });

  it('finds the one product with Pro in its name whatever the case', async () => {
    for (const q of ['Pro', 'pro', 'PRO']) {
      const names = (await all({ q })).items.map((p) => p.name);
      expect(names.some((name) => name.includes('ไพมีโทรซีน Pro'))).toBe(true);
    }
  });

  it('needs every word of a several-word search', async () => {
    const body = await all({ q: 'ดูดซึม ข้าว' });
    const expected = demoProducts.filter((p) => matchesWord(p, 'ดูดซึม') && matchesWord(p, 'ข้าว'));
    expect(body.items.map((p) => p.name).sort()).toEqual(expected.map((p) => p.name).sort());
    expect(body.total).toBeLessThan((await all({ q: 'ข้าว' })).total);
  });

  it('takes % and _ literally', async () => {
    const percent = await all({ q: '%' });
    expect(percent.total).toBe(demoProducts.filter((p) => matchesWord(p, '%')).length);
    expect(percent.total).toBeLessThan(29);
    expect((await all({ q: '_' })).total).toBe(0);
    expect((await all({ q: '48%' })).items.map((p) => p.name)).toEqual([
      expect.stringContaining('ไกลโฟเซต 48%'),
    ]);
  });

  it('finds nothing for a word no product has', async () => {
    expect(await list({ q: 'zzzz' })).toMatchObject({ items: [], total: 0 });
  });
});

describe('GET /api/products: tags', () => {
  it('filters by one tag: the 5 rice products', async () => {
    const body = await all({ tags: 'ข้าว' });
    expect(body.total).toBe(5);
    expect(body.items.every((p) => p.features.includes('ข้าว'))).toBe(true);
  });

  it('needs every tag of a comma list', async () => {
    const body = await all({ tags: 'ข้าว, ดูดซึม' });
    const expected = demoProducts.filter(
      (p) => p.features.includes('ข้าว') && p.features.includes('ดูดซึม'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(5);
    expect(body.items.map((p) => p.name).sort()).toEqual(expected.map((p) => p.name).sort());
  });

  it('matches whole tags exactly, as a tag click sends them', async () => {
    expect((await all({ tags: 'Pro' })).total).toBe(1);
    expect((await all({ tags: 'ข้' })).total).toBe(0);
  });
});

describe('GET /api/products: sorts', () => {
  it('name (default) reads like a Thai dictionary', async () => {
    const { items } = await all();
    expect(items.map((p) => p.name)).toEqual([...items].sort(byNameKey).map((p) => p.name));
    expect(items[0]?.name).toMatch(/^เกษตรอยุธยา/);
    expect(items.at(-1)?.name).toMatch(/^หน้ากาก/);
    expect((await all({ sort: 'name' })).items.map((p) => p.id)).toEqual(items.map((p) => p.id));
  });

  it('price low to high and high to low', async () => {
    const low = (await all({ sort: 'price-low' })).items.map((p) => p.price);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    expect(low[0]).toBe(299);
    const high = (await all({ sort: 'price-high' })).items.map((p) => p.price);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    expect(high[0]).toBe(1529);
  });

  it('rating highest first, more reviews first on a tie', async () => {
    const { items } = await all({ sort: 'rating' });
    for (let i = 1; i < items.length; i += 1) {
      const [a, b] = [items[i - 1] as Product, items[i] as Product];
      expect(a.rating > b.rating || (a.rating === b.rating && a.reviewCount >= b.reviewCount)).toBe(
        true,
      );
    }
    expect(items[0]?.rating).toBe(4.9);
  });

  it('discount highest first, within on-sale products', async () => {
    const { items } = await all({ onSale: true, sort: 'discount' });
    const percents = items.map((p) => p.discountPercent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(percents[0]).toBeGreaterThanOrEqual(20);
  });

  it('newest first', async () => {
    const { items } = await all({ sort: 'newest' });
    const times = items.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('sorts within a page the same as the whole list', async () => {
    const whole = (await all({ sort: 'price-high' })).items.map((p) => p.id);
    const pages = [
      ...(await list({ sort: 'price-high', pageSize: 10, page: 1 })).items,
      ...(await list({ sort: 'price-high', pageSize: 10, page: 2 })).items,
      ...(await list({ sort: 'price-high', pageSize: 10, page: 3 })).items,
    ].map((p) => p.id);
    expect(pages).toEqual(whole);
  });
});

describe('GET /api/products: bad input is a 400, never a 500', () => {
  // Sent raw through the untyped request: these queries are wrong on purpose.
  it.each([
    ['negative page', '?page=-1', 'page'],
    ['page 0', '?page=0', 'page'],
    ['page not a number', '?page=two', 'page'],
    ['fractional page', '?page=1.5', 'page'],
    ['pageSize over 100', '?pageSize=101', 'pageSize'],
    ['pageSize 0', '?pageSize=0', 'pageSize'],
    ['unknown sort', '?sort=cheapest', 'sort'],
    ['unknown category', '?category=seeds', 'category'],
    ['minPrice over maxPrice', '?minPrice=900&maxPrice=100', 'minPrice'],
    ['non-numeric minPrice', '?minPrice=abc', 'minPrice'],
    ['negative maxPrice', '?maxPrice=-5', 'maxPrice'],
    ['onSale not a boolean', '?onSale=yes', 'onSale'],
    ['too long a search', `?q=${'ก'.repeat(101)}`, 'q'],
    ['too many tags', `?tags=${Array.from({ length: 11 }, (_, i) => `t${i}`).join(',')}`, 'tags'],
  ])('%s', async (_label, query, field) => {
    const res = await ctx.client().get(`/api/products${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.fields).toHaveProperty(field);
  });
});

describe('GET /api/products/:id', () => {
  it('answers one product as the list shows it', async () => {
    const [first] = (await list({ pageSize: 1 })).items;
    const param = { id: String(first?.id) };
    const product = await expectAnswer(
      productSchema,
      ctx.client().api.products[':id'].$get({ param }),
    );
    expect(product).toEqual(first);
  });

  it('answers 404 for a missing product and 400 for a malformed id', async () => {
    const missing = ctx.client().api.products[':id'].$get({ param: { id: '999999' } });
    await refusal(missing, 404, 'NOT_FOUND');
    // Malformed ids: sent raw, as a hand-typed address would.
    for (const id of ['abc', '0', '-3', '1.5']) {
      const bad = await ctx.client().get(`/api/products/${id}`);
      expect(bad.status, id).toBe(400);
      expect(bad.body.error.fields).toHaveProperty('id');
    }
  });
});

describe('GET /api/bestsellers', () => {
  const popularity = (p: { rating: number; reviewCount: number }) => p.rating * p.reviewCount;

  it('answers 4 by default, ranked by rating × review count', async () => {
    const best = await expectAnswer(
      bestsellersSchema,
      ctx.client().api.bestsellers.$get({ query: {} }),
    );
    const expected = [...demoProducts].sort((a, b) => popularity(b) - popularity(a)).slice(0, 4);
    expect(best.map((p) => p.name)).toEqual(expected.map((p) => p.name));
  });

  it('takes a limit up to 50 and refuses others', async () => {
    const best = await answer(ctx.client().api.bestsellers.$get({ query: { limit: 12 } }));
    expect(best).toHaveLength(12);
    const scores = best.map(popularity);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Limits out of range or not a number: sent raw, as a hand-typed address would.
    for (const limit of ['0', '51', 'x']) {
      const bad = await ctx.client().get(`/api/bestsellers?limit=${limit}`);
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toHaveProperty('limit');
    }
  });
});
