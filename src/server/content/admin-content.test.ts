import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticleInput, NewsInputBody } from '../../shared/contracts/admin-content.ts';
import {
  adminArticlePageSchema,
  adminNewsPageSchema,
  adminReviewPageSchema,
  articleAnswerSchema,
  newsAnswerSchema,
} from '../../shared/contracts/admin-content-answers.ts';
import {
  answer,
  expectAnswer,
  refusal,
  setupTestApp,
  type TestClient,
} from '../../testing/api-client.ts';
import { createArticle, createNews, createReview } from '../../testing/factories/content.ts';
import { clientAs, REFUSED_ROLES, signedInClient } from '../../testing/staff-session.ts';
import { articles, news } from '../db/schema/index.ts';

const ctx = setupTestApp();

const REQUIRED = 'กรุณากรอกข้อมูลนี้';
const XSS = '<script>window.__xss=1</script><img src=x onerror="alert(1)">';

const validArticle = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  title: 'ปลูกข้าวให้ได้ผลผลิตสูงในฤดูแล้ง',
  author: 'ทีมงานร้าน',
  publishedDate: '2026-03-01T03:00:00.000Z',
  readTime: '5 min read',
  imageUrl: '/images/articles/rice-weed-control.svg',
  excerpt: 'เทคนิคจัดการน้ำและปุ๋ยสำหรับนาปรัง',
  content: 'ย่อหน้าแรก\n\nย่อหน้าที่สอง',
  ...overrides,
});

const validNews = (overrides: Partial<NewsInputBody> = {}): NewsInputBody => ({
  title: 'ราคาข้าวเปลือกขยับขึ้นต้นเดือน',
  category: 'Market',
  publishedDate: '2026-03-02T01:30:00+07:00',
  summary: 'โรงสีรับซื้อข้าวเปลือกเจ้าในราคาสูงขึ้น',
  content: 'รายละเอียดข่าว',
  isUrgent: true,
  ...overrides,
});

async function rows(table: typeof articles | typeof news): Promise<number> {
  const [row] = await ctx.handle.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

type AdminApi = TestClient['api']['admin'];
type ArticleQuery = Parameters<AdminApi['articles']['$get']>[0]['query'];
type NewsQuery = Parameters<AdminApi['news']['$get']>[0]['query'];
type ReviewQuery = Parameters<AdminApi['reviews']['$get']>[0]['query'];

const listArticles = (client: TestClient, query: ArticleQuery = {}) =>
  client.api.admin.articles.$get({ query });
const addArticle = (client: TestClient, json: ArticleInput) =>
  client.api.admin.articles.$post({ json });
const editArticle = (client: TestClient, id: number | string, json: ArticleInput) =>
  client.api.admin.articles[':id'].$put({ param: { id: String(id) }, json });
const deleteArticle = (client: TestClient, id: number | string) =>
  client.api.admin.articles[':id'].$delete({ param: { id: String(id) } });
const listNews = (client: TestClient, query: NewsQuery = {}) =>
  client.api.admin.news.$get({ query });
const addNews = (client: TestClient, json: NewsInputBody) => client.api.admin.news.$post({ json });
const editNews = (client: TestClient, id: number | string, json: NewsInputBody) =>
  client.api.admin.news[':id'].$put({ param: { id: String(id) }, json });
const deleteNews = (client: TestClient, id: number | string) =>
  client.api.admin.news[':id'].$delete({ param: { id: String(id) } });
const listReviews = (client: TestClient, query: ReviewQuery = {}) =>
  client.api.admin.reviews.$get({ query });

let admin: TestClient;
beforeAll(async () => {
  admin = await signedInClient(ctx, 'admin');
});

describe('who may manage articles, news and reviews', () => {
  it.each(REFUSED_ROLES)('refuses a %s on every call', async (_label, role, status) => {
    const client = await clientAs(ctx, role);
    const article = await createArticle(ctx.handle.db);
    const item = await createNews(ctx.handle.db);
    const calls = [
      await listArticles(client),
      await addArticle(client, validArticle()),
      await editArticle(client, article.id, validArticle()),
      await deleteArticle(client, article.id),
      await listNews(client),
      await addNews(client, validNews()),
      await editNews(client, item.id, validNews()),
      await deleteNews(client, item.id),
      await listReviews(client),
    ];
    for (const res of calls) {
      const error = await refusal(res, status);
      if (status === 403) expect(error.message).toBe('คุณไม่มีสิทธิ์เข้าถึงหน้านี้');
    }
    const [stillArticle] = await ctx.handle.db
      .select()
      .from(articles)
      .where(eq(articles.id, article.id));
    expect(stillArticle).toEqual(article);
    const [stillNews] = await ctx.handle.db.select().from(news).where(eq(news.id, item.id));
    expect(stillNews).toEqual(item);
  });
});

describe('admin articles', () => {
  it('lists 5 a page, newest publication first', async () => {
    const res = await expectAnswer(adminArticlePageSchema, listArticles(admin));
    expect(res).toMatchObject({ page: 1, pageSize: 5, total: await rows(articles) });
    expect(res.items).toHaveLength(5);
    const dates = res.items.map((a) => a.publishedDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('searches title or author, not the body', async () => {
    const made = await createArticle(ctx.handle.db, {
      title: 'Durian ROOT rot guide',
      author: 'อาจารย์สมพงษ์ ผู้เขียนพิเศษ',
      content: 'เนื้อหามีคำว่า คำลับเฉพาะ',
    });
    for (const q of ['durian root', 'สมพงษ์ ผู้เขียนพิเศษ']) {
      const res = await expectAnswer(adminArticlePageSchema, listArticles(admin, { q }));
      expect(res.items.map((a) => a.id)).toEqual([made.id]);
    }
    const body = await answer(listArticles(admin, { q: 'คำลับเฉพาะ' }));
    expect(body.total).toBe(0);
  });

  it('adds, edits and deletes an article (201, 200, 204)', async () => {
    const created = await expectAnswer(articleAnswerSchema, addArticle(admin, validArticle()), 201);
    expect(created.article).toMatchObject({
      ...validArticle(),
      id: expect.any(Number),
    });
    const id = created.article.id;

    const update = validArticle({ title: 'ชื่อบทความใหม่', readTime: '7 นาที' });
    const updated = await expectAnswer(articleAnswerSchema, editArticle(admin, id, update));
    expect(updated.article).toMatchObject({ id, title: 'ชื่อบทความใหม่', readTime: '7 นาที' });

    const removed = await deleteArticle(admin, id);
    expect(removed.status).toBe(204);
    expect(await ctx.handle.db.select().from(articles).where(eq(articles.id, id))).toEqual([]);
    expect((await deleteArticle(admin, id)).status).toBe(404);
    expect((await editArticle(admin, id, validArticle())).status).toBe(404);
  });

  it('answers 404 for an id that names nothing before it reads the body', async () => {
    // Sent raw: the bodies are wrong on purpose, to show they are never read.
    for (const path of ['/api/admin/articles/abc', '/api/admin/articles/0']) {
      const res = await admin.put(path, { title: 42 });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Article not found' });
    }
    const news = await admin.put('/api/admin/news/1x', { title: 42 });
    expect(news.status).toBe(404);
    expect(news.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'News item not found' });
    expect((await deleteNews(admin, '-1')).status).toBe(404);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['title missing', { title: undefined }, 'title', REQUIRED],
    ['title blank', { title: '  ' }, 'title', REQUIRED],
    ['title too long', { title: 'ก'.repeat(201) }, 'title', 'ยาวได้ไม่เกิน 200 ตัวอักษร'],
    ['author missing', { author: '' }, 'author', REQUIRED],
    ['date missing', { publishedDate: undefined }, 'publishedDate', REQUIRED],
    ['date not a date', { publishedDate: 'เมื่อวาน' }, 'publishedDate', 'กรุณาระบุวันที่ให้ถูกต้อง'],
    [
      'date without a zone',
      { publishedDate: '2026-03-01T10:00' },
      'publishedDate',
      'กรุณาระบุวันที่ให้ถูกต้อง',
    ],
    ['read time missing', { readTime: '' }, 'readTime', REQUIRED],
    ['image missing', { imageUrl: '' }, 'imageUrl', REQUIRED],
    [
      'image not a URL',
      { imageUrl: 'javascript:alert(1)' },
      'imageUrl',
      'กรุณากรอก URL ให้ถูกต้อง (http(s)://… หรือ /images/… หรือ /uploads/…)',
    ],
    ['excerpt missing', { excerpt: undefined }, 'excerpt', REQUIRED],
    ['excerpt too long', { excerpt: 'ก'.repeat(1001) }, 'excerpt', 'ยาวได้ไม่เกิน 1000 ตัวอักษร'],
    ['content missing', { content: '' }, 'content', REQUIRED],
    ['content too long', { content: 'ก'.repeat(50_001) }, 'content', 'ยาวได้ไม่เกิน 50000 ตัวอักษร'],
    ['content not text', { content: 42 }, 'content', REQUIRED],
  ])('refuses an article with %s and stores nothing', async (_label, change, field, message) => {
    const before = await rows(articles);
    // Sent raw through the untyped request: some of these bodies have wrong types on purpose.
    const res = await admin.post('/api/admin/articles', { ...validArticle(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.fields[field]).toBe(message);
    expect(await rows(articles)).toBe(before);
  });

  it('keeps 50,000 characters of content and HTML/script in every text field verbatim', async () => {
    const long = `${XSS}${'ข'.repeat(50_000 - XSS.length)}`;
    const res = addArticle(
      admin,
      validArticle({
        title: `หัวข้อ ${XSS}`.slice(0, 200),
        author: `<b>ผู้เขียน</b>`,
        readTime: '<i>5</i> min',
        excerpt: `สรุป ${XSS}`,
        content: long,
      }),
    );
    const { article } = await expectAnswer(articleAnswerSchema, res, 201);
    const [row] = await ctx.handle.db.select().from(articles).where(eq(articles.id, article.id));
    expect(row).toMatchObject({
      title: `หัวข้อ ${XSS}`.slice(0, 200),
      author: '<b>ผู้เขียน</b>',
      readTime: '<i>5</i> min',
      excerpt: `สรุป ${XSS}`,
      content: long,
    });
    expect(row?.content).toHaveLength(50_000);
  });
});

describe('admin news', () => {
  it('lists 5 a page and filters by category and search (title or summary)', async () => {
    const first = await expectAnswer(adminNewsPageSchema, listNews(admin));
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: await rows(news) });
    expect(first.items).toHaveLength(5);

    const weatherNews = listNews(admin, { category: 'Weather', pageSize: 100 });
    const weather = await expectAnswer(adminNewsPageSchema, weatherNews);
    expect(weather.total).toBeGreaterThan(0);
    for (const item of weather.items) expect(item.category).toBe('Weather');

    const made = await createNews(ctx.handle.db, {
      title: 'ข่าวพิเศษ',
      summary: 'สรุปมีคำว่า ฝนหลวงเฉพาะกิจ',
      category: 'Policy',
    });
    const bySummary = await answer(listNews(admin, { q: 'ฝนหลวงเฉพาะกิจ' }));
    expect(bySummary.items.map((n) => n.id)).toEqual([made.id]);
    const wrongCategory = await answer(listNews(admin, { q: 'ฝนหลวงเฉพาะกิจ', category: 'Market' }));
    expect(wrongCategory.total).toBe(0);
    await refusal(listNews(admin, { category: 'Gossip' }), 400);
  });

  it('adds, edits and deletes a news item (201, 200, 204)', async () => {
    const created = await expectAnswer(newsAnswerSchema, addNews(admin, validNews()), 201);
    expect(created.news).toMatchObject({
      title: 'ราคาข้าวเปลือกขยับขึ้นต้นเดือน',
      category: 'Market',
      isUrgent: true,
      publishedDate: '2026-03-01T18:30:00.000Z',
    });
    const id = created.news.id;
    const update = validNews({ isUrgent: false, category: 'Weather' });
    const updated = await expectAnswer(newsAnswerSchema, editNews(admin, id, update));
    expect(updated.news).toMatchObject({ id, isUrgent: false, category: 'Weather' });
    expect((await deleteNews(admin, id)).status).toBe(204);
    expect(await ctx.handle.db.select().from(news).where(eq(news.id, id))).toEqual([]);
    expect((await deleteNews(admin, id)).status).toBe(404);
  });

  it('treats a missing urgent flag as not urgent', async () => {
    const body = validNews();
    delete body.isUrgent;
    const res = await expectAnswer(newsAnswerSchema, addNews(admin, body), 201);
    expect(res.news.isUrgent).toBe(false);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['title missing', { title: '' }, 'title', REQUIRED],
    ['unknown category', { category: 'Gossip' }, 'category', 'กรุณาเลือกจากรายการ'],
    ['category missing', { category: undefined }, 'category', 'กรุณาเลือกจากรายการ'],
    ['date missing', { publishedDate: '' }, 'publishedDate', REQUIRED],
    ['summary missing', { summary: undefined }, 'summary', REQUIRED],
    ['summary too long', { summary: 'ก'.repeat(1001) }, 'summary', 'ยาวได้ไม่เกิน 1000 ตัวอักษร'],
    ['content missing', { content: ' ' }, 'content', REQUIRED],
    ['content too long', { content: 'ก'.repeat(50_001) }, 'content', 'ยาวได้ไม่เกิน 50000 ตัวอักษร'],
    ['urgent not a boolean', { isUrgent: 'true' }, 'isUrgent', 'ข้อมูลไม่ถูกต้อง'],
  ])('refuses a news item with %s and stores nothing', async (_label, change, field, message) => {
    const before = await rows(news);
    // Sent raw through the untyped request: some of these bodies have wrong types on purpose.
    const res = await admin.post('/api/admin/news', { ...validNews(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
    expect(await rows(news)).toBe(before);
  });

  it('stores HTML and script in every text field verbatim', async () => {
    const res = addNews(
      admin,
      validNews({ title: `ข่าว ${XSS}`, summary: `สรุป ${XSS}`, content: `เนื้อหา ${XSS}` }),
    );
    const created = await expectAnswer(newsAnswerSchema, res, 201);
    const [row] = await ctx.handle.db.select().from(news).where(eq(news.id, created.news.id));
    expect(row).toMatchObject({
      title: `ข่าว ${XSS}`,
      summary: `สรุป ${XSS}`,
      content: `เนื้อหา ${XSS}`,
    });
  });
});

describe('admin reviews (read-only)', () => {
  it('lists the reviews newest first with their source and featured mark', async () => {
    const res = await expectAnswer(adminReviewPageSchema, listReviews(admin));
    expect(res.total).toBeGreaterThanOrEqual(10);
    expect(res.items[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      rating: expect.any(Number),
      comment: expect.any(String),
      imageUrl: expect.toBeOneOf([expect.any(String), null]),
      tag: expect.any(String),
      date: expect.any(String),
      isFeatured: expect.any(Boolean),
      productId: null,
      verifiedBuyer: false,
      hiddenReason: null,
    });
    const dates = res.items.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('searches name, comment and source tag', async () => {
    const made = await createReview(ctx.handle.db, {
      name: 'ป้าบุญมี ทดสอบรีวิว',
      comment: 'ส่งไวมาก ปุ๋ยคุณภาพเยี่ยมยอด',
      tag: 'Lazada',
    });
    for (const q of ['บุญมี ทดสอบ', 'คุณภาพเยี่ยมยอด', 'lazada']) {
      const res = await expectAnswer(adminReviewPageSchema, listReviews(admin, { q }));
      expect(res.items.map((r) => r.id)).toEqual([made.id]);
    }
    const none = await answer(listReviews(admin, { q: 'ไม่มีใครเขียนแบบนี้' }));
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('offers no way to write a review', async () => {
    // Sent raw: the typed client has no such route, which is the point.
    expect((await admin.post('/api/admin/reviews', { name: 'x' })).status).toBe(404);
  });
});
