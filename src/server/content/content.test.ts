import { describe, expect, it } from 'vitest';
import {
  articlePageSchema,
  articleSchema,
  articleSummarySchema,
  newsItemSchema,
  newsPageSchema,
  newsSummarySchema,
  reviewPageSchema,
  reviewSchema,
} from '../../shared/contracts/content.ts';
import { expectAnswer, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { createArticle, createNews } from '../../testing/factories/content.ts';
import { demoArticles, demoNews, demoReviews } from '../db/seed/content.ts';

const ctx = setupTestApp();

/** Markup that would set a flag if it ever ran. */
const SCRIPT_PROBE = '<script>window.__xss = 1</script>';

const key = (text: string) => text.toLowerCase().replace(/([เแโใไ])([ก-ฮ])/g, '$2$1');
const isSortedBy = <T>(items: T[], pick: (item: T) => string) =>
  items.every((item, i) => i === 0 || key(pick(items[i - 1] as T)) <= key(pick(item)));

type Api = TestClient['api'];
type ArticleQuery = Parameters<Api['articles']['$get']>[0]['query'];
type NewsQuery = Parameters<Api['news']['$get']>[0]['query'];
type ReviewQuery = Parameters<Api['reviews']['$get']>[0]['query'];

/** A page of articles, news or reviews as a visitor reads it, checked by its schema. */
const articles = (query: ArticleQuery = {}) =>
  expectAnswer(articlePageSchema, ctx.client().api.articles.$get({ query }));
const news = (query: NewsQuery = {}) =>
  expectAnswer(newsPageSchema, ctx.client().api.news.$get({ query }));
const reviews = (query: ReviewQuery = {}) =>
  expectAnswer(reviewPageSchema, ctx.client().api.reviews.$get({ query }));
const article = (id: number | string) =>
  ctx.client().api.articles[':id'].$get({ param: { id: String(id) } });
const newsItem = (id: number | string) =>
  ctx.client().api.news[':id'].$get({ param: { id: String(id) } });

const includes = (texts: string[], word: string) =>
  texts.some((text) => text.toLowerCase().includes(word.toLowerCase()));

describe('GET /api/articles', () => {
  it('answers 6 a page, newest first, without the full text', async () => {
    const first = await articles();
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 6 });
    expect(first.items).toHaveLength(6);
    for (const item of first.items) {
      articleSummarySchema.strict().parse(item);
    }
    const dates = first.items.map((a) => Date.parse(a.publishedDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(first.items[0]?.title).toBe(demoArticles[0]?.title);
    const second = await articles({ page: 2 });
    expect(second.items).toHaveLength(2);
    expect((await articles({ page: 3 })).items).toEqual([]);
  });

  it('searches title, excerpt and author', async () => {
    for (const word of ['ทุเรียน', 'ณัฐพล', 'เพลี้ย']) {
      const body = await articles({ pageSize: 100, q: word });
      const expected = demoArticles.filter((a) => includes([a.title, a.excerpt, a.author], word));
      expect(expected.length, word).toBeGreaterThan(0);
      expect(body.items.map((a) => a.title).sort()).toEqual(expected.map((a) => a.title).sort());
    }
    expect((await articles({ q: 'zzzz' })).total).toBe(0);
  });

  it('sorts by title and by author', async () => {
    const byTitle = await articles({ sort: 'title', pageSize: 100 });
    expect(isSortedBy(byTitle.items, (a) => a.title)).toBe(true);
    const byAuthor = await articles({ sort: 'author', pageSize: 100 });
    expect(isSortedBy(byAuthor.items, (a) => a.author)).toBe(true);
    expect(byAuthor.items.map((a) => a.title)).not.toEqual(byTitle.items.map((a) => a.title));
  });

  it('ignores case in English words', async () => {
    await createArticle(ctx.handle.db, { title: 'Drone Spraying Basics', author: 'Somchai K.' });
    for (const q of ['drone', 'DRONE', 'somchai']) {
      const body = await articles({ q });
      expect(body.items.map((a) => a.title)).toEqual(['Drone Spraying Basics']);
    }
  });

  it('answers one article with its text exactly as stored, script tags included as text', async () => {
    const content = `ย่อหน้าแรก\n\nขณะผสมสาร ${SCRIPT_PROBE} ยืนเหนือลม\n\nย่อหน้าสุดท้าย`;
    const { id } = await createArticle(ctx.handle.db, { title: 'บทความทดสอบสคริปต์', content });
    const res = await expectAnswer(articleSchema, article(id));
    expect(articleSchema.parse(res).content).toBe(content);
  });

  it('shows customers demo articles, news and reviews without markup or test strings', async () => {
    const markup = /<\/?[a-z][^>]*>|__xss/i;
    // Other tests in this file add their own articles; the demo's are the ones the seed wrote.
    const demoTitles = new Set([...demoArticles, ...demoNews].map((item) => item.title));
    const shownArticles = (await articles({ pageSize: 100 })).items.filter((item) =>
      demoTitles.has(item.title),
    );
    expect(shownArticles).toHaveLength(demoArticles.length);
    for (const { id } of shownArticles) {
      const shown = await expectAnswer(articleSchema, article(id));
      expect(`${shown.title} ${shown.excerpt} ${shown.content}`).not.toMatch(markup);
    }
    const shownNews = (await news({ pageSize: 100 })).items.filter((item) =>
      demoTitles.has(item.title),
    );
    expect(shownNews).toHaveLength(demoNews.length);
    for (const { id } of shownNews) {
      const item = await expectAnswer(newsItemSchema, newsItem(id));
      expect(`${item.title} ${item.summary} ${item.content}`).not.toMatch(markup);
    }
    for (const review of demoReviews) expect(review.comment).not.toMatch(markup);
  });

  it('answers 404 for a missing article and 400 for bad input', async () => {
    expect((await article(999999)).status).toBe(404);
    // Sent raw: these query strings and ids are wrong on purpose.
    for (const [query, field] of [
      ['/api/articles/abc', 'id'],
      ['/api/articles?sort=newest', 'sort'],
      ['/api/articles?page=-1', 'page'],
      ['/api/articles?pageSize=101', 'pageSize'],
    ] as const) {
      const res = await ctx.client().get(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields).toHaveProperty(field);
    }
  });
});

describe('GET /api/news', () => {
  it('answers 6 a page, newest first, without the full text', async () => {
    const body = await news();
    expect(body).toMatchObject({ total: 10, pageSize: 6 });
    for (const item of body.items) newsSummarySchema.strict().parse(item);
    expect(body.items[0]?.title).toBe(demoNews[0]?.title);
    expect((await news({ page: 2 })).items).toHaveLength(4);
  });

  it('filters by category', async () => {
    for (const category of ['Policy', 'Research', 'Weather', 'Market'] as const) {
      const body = await news({ category, pageSize: 100 });
      expect(body.total).toBe(demoNews.filter((n) => n.category === category).length);
      expect(body.items.every((n) => n.category === category)).toBe(true);
    }
  });

  it('puts urgent news first, newest first within each group', async () => {
    const { items } = await news({ sort: 'urgent', pageSize: 100 });
    const urgentCount = demoNews.filter((n) => n.isUrgent).length;
    expect(items.slice(0, urgentCount).every((n) => n.isUrgent)).toBe(true);
    expect(items.slice(urgentCount).some((n) => n.isUrgent)).toBe(false);
    const tail = items.slice(urgentCount).map((n) => Date.parse(n.publishedDate));
    expect(tail).toEqual([...tail].sort((a, b) => b - a));
  });

  it('sorts by title', async () => {
    const { items } = await news({ sort: 'title', pageSize: 100 });
    expect(isSortedBy(items, (n) => n.title)).toBe(true);
  });

  it('searches title and summary, combined with a category', async () => {
    const word = 'ทุเรียน';
    const body = await news({ pageSize: 100, q: word });
    const expected = demoNews.filter((n) => includes([n.title, n.summary], word));
    expect(expected.length).toBeGreaterThan(0);
    expect(body.items.map((n) => n.title).sort()).toEqual(expected.map((n) => n.title).sort());
    const market = await news({ pageSize: 100, category: 'Market', q: word });
    expect(market.items.map((n) => n.title).sort()).toEqual(
      expected
        .filter((n) => n.category === 'Market')
        .map((n) => n.title)
        .sort(),
    );
  });

  it('ignores case in English words', async () => {
    await createNews(ctx.handle.db, { title: 'Rice Export Update', summary: 'FOB prices' });
    expect((await news({ q: 'rice EXPORT' })).items[0]?.title).toBe('Rice Export Update');
    expect((await news({ q: 'fob' })).total).toBe(1);
  });

  it('answers one item with its text, 404 when missing, 400 for bad input', async () => {
    const [first] = (await news()).items;
    const res = await expectAnswer(newsItemSchema, newsItem(first?.id ?? 0));
    expect(newsItemSchema.parse(res).content.length).toBeGreaterThan(0);
    expect((await newsItem(999999)).status).toBe(404);
    // Sent raw: these query strings and ids are wrong on purpose.
    for (const [query, field] of [
      ['/api/news?category=Sports', 'category'],
      ['/api/news?category=policy', 'category'],
      ['/api/news?sort=oldest', 'sort'],
      ['/api/news?page=0', 'page'],
      ['/api/news/1x', 'id'],
    ] as const) {
      const res = await ctx.client().get(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields).toHaveProperty(field);
    }
  });
});

describe('GET /api/reviews', () => {
  it('answers the 4 featured reviews, newest first', async () => {
    const body = await reviews({ featured: 'true' });
    expect(body.total).toBe(4);
    for (const review of body.items) reviewSchema.strict().parse(review);
    const expected = demoReviews
      .filter((r) => r.isFeatured)
      .sort((a, b) => a.daysAgo - b.daysAgo)
      .map((r) => r.name);
    expect(body.items.map((r) => r.name)).toEqual(expected);
  });

  it('answers all reviews with paging and a search', async () => {
    const body = await reviews({ pageSize: 3, page: 2 });
    expect(body).toMatchObject({ total: 10, page: 2, pageSize: 3 });
    expect(body.items).toHaveLength(3);
    expect((await reviews({ featured: 'false' })).total).toBe(6);
    const tiktok = await reviews({ q: 'tiktok' });
    expect(tiktok.items.every((r) => r.tag === 'TikTok')).toBe(true);
    expect(tiktok.total).toBe(demoReviews.filter((r) => r.tag === 'TikTok').length);
  });

  it('refuses bad values', async () => {
    // Sent raw: these query strings are wrong on purpose.
    for (const [query, field] of [
      ['?featured=yes', 'featured'],
      ['?pageSize=500', 'pageSize'],
      ['?page=abc', 'page'],
    ] as const) {
      const res = await ctx.client().get(`/api/reviews${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields).toHaveProperty(field);
    }
  });
});
