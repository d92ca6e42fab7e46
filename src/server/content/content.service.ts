import { and, asc, count, desc, eq, gte, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Page } from '../../shared/contracts/common.ts';
import type {
  Article,
  ArticleListQuery,
  ArticleSummary,
  NewsItem,
  NewsListQuery,
  NewsSummary,
  Review,
  ReviewListQuery,
} from '../../shared/contracts/content.ts';
import type { ArticleSort, NewsSort } from '../../shared/domain/listing.ts';
import { type ProductRef, productRefsOf } from '../catalog/review-figures.ts';
import type { Executor } from '../db/client.ts';
import { articles, news, reviews } from '../db/schema/content.ts';
import { containsPattern, searchWords, thaiSortKey } from '../db/sql-text.ts';
import { AppError } from '../http/errors.ts';

type ArticleRow = typeof articles.$inferSelect;
type NewsRow = typeof news.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;

const articleSummaryColumns = {
  id: articles.id,
  title: articles.title,
  excerpt: articles.excerpt,
  imageUrl: articles.imageUrl,
  author: articles.author,
  publishedDate: articles.publishedDate,
  readTime: articles.readTime,
};

const newsSummaryColumns = {
  id: news.id,
  title: news.title,
  summary: news.summary,
  category: news.category,
  isUrgent: news.isUrgent,
  publishedDate: news.publishedDate,
};

function toArticleSummary(
  row: Omit<ArticleRow, 'content' | 'createdAt' | 'updatedAt'>,
): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    imageUrl: row.imageUrl,
    author: row.author,
    publishedDate: row.publishedDate.toISOString(),
    readTime: row.readTime,
  };
}

function toNewsSummary(row: Omit<NewsRow, 'content' | 'createdAt' | 'updatedAt'>): NewsSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    category: row.category,
    isUrgent: row.isUrgent,
    publishedDate: row.publishedDate.toISOString(),
  };
}

function toReview(row: ReviewRow, products: ReadonlyMap<number, ProductRef>): Review {
  const product = row.productId === null ? undefined : products.get(row.productId);
  return {
    id: row.id,
    name: row.name,
    rating: row.rating,
    comment: row.comment,
    imageUrl: row.imageUrl,
    tag: row.tag,
    date: row.date.toISOString(),
    isFeatured: row.isFeatured,
    ...(row.verifiedBuyer ? { verifiedBuyer: true as const } : {}),
    ...(product ? { productName: product.name, productLink: product.link } : {}),
    ...(row.variantLabel ? { variantLabel: row.variantLabel } : {}),
  };
}

/** What the home page shows of buyers' reviews (decision 0058): the good ones that say something. */
const BEST_LEAST_RATING = 4;
const bestReviews = and(
  eq(reviews.verifiedBuyer, true),
  gte(reviews.rating, BEST_LEAST_RATING),
  sql`btrim(${reviews.comment}) <> ''`,
);

type TextColumn = Parameters<typeof ilike>[0];

/** Every search word must appear in one of the columns, case-insensitively. */
function searchCondition(q: string | undefined, columns: TextColumn[]): SQL | undefined {
  const words = searchWords(q).map(
    (word) => or(...columns.map((column) => ilike(column, containsPattern(word)))) as SQL,
  );
  return words.length > 0 ? and(...words) : undefined;
}

function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

const offset = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;

const ARTICLE_ORDER: Record<ArticleSort, SQL[]> = {
  latest: [desc(articles.publishedDate), desc(articles.id)],
  title: [asc(thaiSortKey(articles.title)), asc(articles.id)],
  author: [asc(thaiSortKey(articles.author)), desc(articles.publishedDate), desc(articles.id)],
};

/** Public articles: search over title, excerpt and author; newest first by default. */
export async function listArticles(
  db: Executor,
  query: ArticleListQuery,
): Promise<Page<ArticleSummary>> {
  const where = searchCondition(query.q, [articles.title, articles.excerpt, articles.author]);
  const [rows, totals] = await Promise.all([
    db
      .select(articleSummaryColumns)
      .from(articles)
      .where(where)
      .orderBy(...ARTICLE_ORDER[query.sort])
      .limit(query.pageSize)
      .offset(offset(query)),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return {
    items: rows.map(toArticleSummary),
    total: totals[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One article with its full text, which the storefront shows as plain text only. */
export async function getArticle(db: Executor, id: number): Promise<Article> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'ไม่พบบทความนี้');
  return { ...toArticleSummary(row), content: row.content };
}

const NEWS_ORDER: Record<NewsSort, SQL[]> = {
  latest: [desc(news.publishedDate), desc(news.id)],
  urgent: [desc(news.isUrgent), desc(news.publishedDate), desc(news.id)],
  title: [asc(thaiSortKey(news.title)), asc(news.id)],
};

/** Public news: search over title and summary, one category or all, three sorts. */
export async function listNews(db: Executor, query: NewsListQuery): Promise<Page<NewsSummary>> {
  const where = allOf([
    searchCondition(query.q, [news.title, news.summary]),
    query.category ? eq(news.category, query.category) : undefined,
  ]);
  const [rows, totals] = await Promise.all([
    db
      .select(newsSummaryColumns)
      .from(news)
      .where(where)
      .orderBy(...NEWS_ORDER[query.sort])
      .limit(query.pageSize)
      .offset(offset(query)),
    db.select({ n: count() }).from(news).where(where),
  ]);
  return {
    items: rows.map(toNewsSummary),
    total: totals[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One news item with its full text, shown as plain text only. */
export async function getNewsItem(db: Executor, id: number): Promise<NewsItem> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'ไม่พบข่าวนี้');
  return { ...toNewsSummary(row), content: row.content };
}

/** Customer reviews, newest first; the home page asks for the featured ones. */
export async function listReviews(db: Executor, query: ReviewListQuery): Promise<Page<Review>> {
  const where = allOf([
    searchCondition(query.q, [reviews.name, reviews.comment, reviews.tag]),
    query.featured !== undefined ? eq(reviews.isFeatured, query.featured) : undefined,
    query.best ? bestReviews : undefined,
    // A review staff hid is off the storefront everywhere (decision 0050).
    isNull(reviews.hiddenAt),
  ]);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.date), desc(reviews.id))
      .limit(query.pageSize)
      .offset(offset(query)),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  const products = await productRefsOf(
    db,
    rows.flatMap((row) => (row.productId === null ? [] : [row.productId])),
  );
  return {
    items: rows.map((row) => toReview(row, products)),
    total: totals[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** An article or news page as the sitemap names it: its id and when it last changed. */
export interface ContentPageRef {
  id: number;
  updatedAt: Date;
}

/** Every article (all are public once saved), newest first, at most `limit`: for the sitemap. */
export async function listArticlePages(db: Executor, limit: number): Promise<ContentPageRef[]> {
  if (limit <= 0) return [];
  return db
    .select({ id: articles.id, updatedAt: articles.updatedAt })
    .from(articles)
    .orderBy(...ARTICLE_ORDER.latest)
    .limit(limit);
}

/** Every news item, newest first, at most `limit`: for the sitemap. */
export async function listNewsPages(db: Executor, limit: number): Promise<ContentPageRef[]> {
  if (limit <= 0) return [];
  return db
    .select({ id: news.id, updatedAt: news.updatedAt })
    .from(news)
    .orderBy(...NEWS_ORDER.latest)
    .limit(limit);
}
