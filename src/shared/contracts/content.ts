import { z } from 'zod';
import { NEWS_CATEGORIES } from '../domain/categories.ts';
import { ARTICLE_SORTS, CONTENT_PAGE_SIZE, MAX_PAGE_SIZE, NEWS_SORTS } from '../domain/listing.ts';
import { isoMoment, pageOf, rowId } from './answer-fields.ts';
import { queryEnum, queryInt, querySearch, querySort } from './catalog.ts';

/** An article in a list: everything but the full text. */
export const articleSummarySchema = z.strictObject({
  id: rowId,
  title: z.string(),
  excerpt: z.string(),
  imageUrl: z.string(),
  author: z.string(),
  publishedDate: isoMoment,
  readTime: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** One article: `content` is plain text, paragraphs separated by blank lines, never markup. */
export const articleSchema = articleSummarySchema.extend({ content: z.string() });
export type Article = z.infer<typeof articleSchema>;

/** `GET /api/articles`. */
export const articlePageSchema = pageOf(articleSummarySchema);

export const newsSummarySchema = z.strictObject({
  id: rowId,
  title: z.string(),
  summary: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  isUrgent: z.boolean(),
  publishedDate: isoMoment,
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

/** One news item: `content` is plain text like an article's. */
export const newsItemSchema = newsSummarySchema.extend({ content: z.string() });
export type NewsItem = z.infer<typeof newsItemSchema>;

/** `GET /api/news`. */
export const newsPageSchema = pageOf(newsSummarySchema);

/** A customer review as the storefront shows it (no user id). */
export const reviewSchema = z.strictObject({
  id: rowId,
  name: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  imageUrl: z.string().nullable(),
  tag: z.string(),
  date: isoMoment,
  isFeatured: z.boolean(),
  /**
   * A buyer's review (decision 0050): written from a delivered order; its product's name and page
   * (absent once the product is gone) and the pack size bought. Absent on the shop's own samples.
   */
  verifiedBuyer: z.literal(true).optional(),
  productName: z.string().optional(),
  productLink: z.string().optional(),
  variantLabel: z.string().optional(),
});
export type Review = z.infer<typeof reviewSchema>;

/** `GET /api/reviews`. */
export const reviewPageSchema = pageOf(reviewSchema);

/** `GET /api/articles`: q over title, excerpt and author. */
export const articleListQuerySchema = z.object({
  q: querySearch,
  sort: querySort(ARTICLE_SORTS, 'latest'),
  page: queryInt(1, 100_000, 'page', 1),
  pageSize: queryInt(1, MAX_PAGE_SIZE, 'pageSize', CONTENT_PAGE_SIZE),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

/** `GET /api/news`: q over title and summary, one category or all. */
export const newsListQuerySchema = z.object({
  q: querySearch,
  category: queryEnum(NEWS_CATEGORIES, 'category'),
  sort: querySort(NEWS_SORTS, 'latest'),
  page: queryInt(1, 100_000, 'page', 1),
  pageSize: queryInt(1, MAX_PAGE_SIZE, 'pageSize', CONTENT_PAGE_SIZE),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

/** `GET /api/reviews`: newest first; `featured=true` for the home page's four. */
export const reviewListQuerySchema = z.object({
  featured: queryEnum(['true', 'false'], 'featured').transform((value) =>
    value === undefined ? undefined : value === 'true',
  ),
  /**
   * The home page's pick (decision 0058): buyers' reviews only, not hidden, 4 or 5 stars with a
   * comment, newest first; with `featured`, both must hold.
   */
  best: queryEnum(['true', 'false'], 'best').transform((value) => value === 'true'),
  q: querySearch,
  page: queryInt(1, 100_000, 'page', 1),
  pageSize: queryInt(1, MAX_PAGE_SIZE, 'pageSize', 20),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;
