import { z } from 'zod';
import { adminMessages } from '../admin-messages.ts';
import { NEWS_CATEGORIES } from '../domain/categories.ts';
import {
  adminPage,
  booleanField,
  emptyAsUndefined,
  imageUrl,
  isoDateTime,
  requiredText,
  searchText,
} from './admin-fields.ts';

// The answers (articles, news and reviews as staff see them) are in admin-content-answers.ts, out
// of the SPA's chunks.
export type {
  AdminArticle,
  AdminArticlePage,
  AdminNews,
  AdminNewsPage,
  AdminReview,
  AdminReviewPage,
  ArticleAnswer,
  NewsAnswer,
} from './admin-content-answers.ts';

/** Admin articles and news tables: 5 rows a page. */
export const ADMIN_ARTICLES_PAGE_SIZE = 5;
export const ADMIN_NEWS_PAGE_SIZE = 5;
export const ADMIN_REVIEWS_PAGE_SIZE = 10;

export const CONTENT_LIMITS = {
  title: 200,
  author: 100,
  readTime: 50,
  excerpt: 1000,
  summary: 1000,
  content: 50_000,
} as const;

/** Article form: every field required; HTML in the text is stored as written. */
export const articleInputSchema = z.object({
  title: requiredText(CONTENT_LIMITS.title),
  author: requiredText(CONTENT_LIMITS.author),
  publishedDate: isoDateTime(),
  readTime: requiredText(CONTENT_LIMITS.readTime),
  imageUrl: imageUrl(),
  excerpt: requiredText(CONTENT_LIMITS.excerpt),
  content: requiredText(CONTENT_LIMITS.content),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;

/** News form: title, category, date, summary and content required; urgent is a checkbox. */
export const newsInputSchema = z.object({
  title: requiredText(CONTENT_LIMITS.title),
  category: z.enum(NEWS_CATEGORIES, { error: adminMessages.adminForm.invalidChoice }),
  publishedDate: isoDateTime(),
  summary: requiredText(CONTENT_LIMITS.summary),
  content: requiredText(CONTENT_LIMITS.content),
  isUrgent: booleanField(false),
});
export type NewsInput = z.infer<typeof newsInputSchema>;
export type NewsInputBody = z.input<typeof newsInputSchema>;

export const adminArticleListQuerySchema = z.object({
  q: searchText,
  ...adminPage(ADMIN_ARTICLES_PAGE_SIZE),
});

export const adminNewsListQuerySchema = z.object({
  q: searchText,
  category: z.preprocess(emptyAsUndefined, z.enum(NEWS_CATEGORIES).optional()),
  ...adminPage(ADMIN_NEWS_PAGE_SIZE),
});

export const adminReviewListQuerySchema = z.object({
  q: searchText,
  ...adminPage(ADMIN_REVIEWS_PAGE_SIZE),
});

export type AdminArticleListQuery = z.infer<typeof adminArticleListQuerySchema>;
export type AdminNewsListQuery = z.infer<typeof adminNewsListQuerySchema>;
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;
