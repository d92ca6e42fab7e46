import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type {
  AdminArticle,
  AdminArticleListQuery,
  AdminArticlePage,
  AdminNews,
  AdminNewsListQuery,
  AdminNewsPage,
  AdminReview,
  AdminReviewListQuery,
  AdminReviewPage,
  ArticleInput,
  NewsInput,
} from '../../shared/contracts/admin-content.ts';
import type { Executor } from '../db/client.ts';
import { articles, news, reviews } from '../db/schema/content.ts';
import { containsPattern } from '../db/search.ts';
import { AppError } from '../http/errors.ts';

type ArticleRow = typeof articles.$inferSelect;
type NewsRow = typeof news.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;

function toAdminArticle(row: ArticleRow): AdminArticle {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    imageUrl: row.imageUrl,
    author: row.author,
    publishedDate: row.publishedDate.toISOString(),
    readTime: row.readTime,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminNews(row: NewsRow): AdminNews {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    category: row.category,
    isUrgent: row.isUrgent,
    publishedDate: row.publishedDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminReview(row: ReviewRow): AdminReview {
  return {
    id: row.id,
    name: row.name,
    rating: row.rating,
    comment: row.comment,
    imageUrl: row.imageUrl,
    tag: row.tag,
    date: row.date.toISOString(),
    isFeatured: row.isFeatured,
    productId: row.productId,
    verifiedBuyer: row.verifiedBuyer,
    hiddenReason: row.hiddenReason,
  };
}

const whereAll = (conditions: (SQL | undefined)[]) => {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length > 0 ? and(...present) : undefined;
};

const offset = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;

/** Admin article search matches title or author; newest publication first. */
export async function listAdminArticles(
  db: Executor,
  query: AdminArticleListQuery,
): Promise<AdminArticlePage> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = whereAll([
    pattern ? or(ilike(articles.title, pattern), ilike(articles.author, pattern)) : undefined,
  ]);
  const [totalRow] = await db.select({ n: count() }).from(articles).where(where);
  const rows = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(desc(articles.publishedDate), desc(articles.id))
    .limit(query.pageSize)
    .offset(offset(query));
  return {
    items: rows.map(toAdminArticle),
    total: totalRow?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Stores an article as written (markup included); the storefront renders it as text. */
export async function createAdminArticle(db: Executor, input: ArticleInput): Promise<AdminArticle> {
  const [row] = await db
    .insert(articles)
    .values({ ...input, publishedDate: new Date(input.publishedDate) })
    .returning();
  if (!row) throw new Error('article not inserted');
  return toAdminArticle(row);
}

/** One article as the back office edits it; null when there is none. */
export async function adminArticleById(db: Executor, id: number): Promise<AdminArticle | null> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  return row ? toAdminArticle(row) : null;
}

export async function updateAdminArticle(
  db: Executor,
  id: number,
  input: ArticleInput,
): Promise<AdminArticle> {
  const [row] = await db
    .update(articles)
    .set({ ...input, publishedDate: new Date(input.publishedDate) })
    .where(eq(articles.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Article not found');
  return toAdminArticle(row);
}

export async function deleteAdminArticle(db: Executor, id: number): Promise<void> {
  const deleted = await db
    .delete(articles)
    .where(eq(articles.id, id))
    .returning({ id: articles.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Article not found');
}

/** Admin news search matches title or summary, within a category if one is chosen. */
export async function listAdminNews(
  db: Executor,
  query: AdminNewsListQuery,
): Promise<AdminNewsPage> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = whereAll([
    pattern ? or(ilike(news.title, pattern), ilike(news.summary, pattern)) : undefined,
    query.category ? eq(news.category, query.category) : undefined,
  ]);
  const [totalRow] = await db.select({ n: count() }).from(news).where(where);
  const rows = await db
    .select()
    .from(news)
    .where(where)
    .orderBy(desc(news.publishedDate), desc(news.id))
    .limit(query.pageSize)
    .offset(offset(query));
  return {
    items: rows.map(toAdminNews),
    total: totalRow?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Stores a news item as written (markup included); the storefront renders it as text. */
export async function createAdminNews(db: Executor, input: NewsInput): Promise<AdminNews> {
  const [row] = await db
    .insert(news)
    .values({ ...input, publishedDate: new Date(input.publishedDate) })
    .returning();
  if (!row) throw new Error('news not inserted');
  return toAdminNews(row);
}

/** One news item as the back office edits it; null when there is none. */
export async function adminNewsById(db: Executor, id: number): Promise<AdminNews | null> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  return row ? toAdminNews(row) : null;
}

export async function updateAdminNews(
  db: Executor,
  id: number,
  input: NewsInput,
): Promise<AdminNews> {
  const [row] = await db
    .update(news)
    .set({ ...input, publishedDate: new Date(input.publishedDate) })
    .where(eq(news.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'News item not found');
  return toAdminNews(row);
}

export async function deleteAdminNews(db: Executor, id: number): Promise<void> {
  const deleted = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'News item not found');
}

/** Reviews are read-only in the admin: search by name, comment or source tag, newest first. */
export async function listAdminReviews(
  db: Executor,
  query: AdminReviewListQuery,
): Promise<AdminReviewPage> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = whereAll([
    pattern
      ? or(
          ilike(reviews.name, pattern),
          ilike(reviews.comment, pattern),
          ilike(reviews.tag, pattern),
        )
      : undefined,
  ]);
  const [totalRow] = await db.select({ n: count() }).from(reviews).where(where);
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.date), desc(reviews.id))
    .limit(query.pageSize)
    .offset(offset(query));
  return {
    items: rows.map(toAdminReview),
    total: totalRow?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
