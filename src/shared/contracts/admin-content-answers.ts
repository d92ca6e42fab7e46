import { z } from 'zod';
import { NEWS_CATEGORIES } from '../domain/categories.ts';
import { isoMoment, pageOf, rowId } from './answer-fields.ts';
import { reviewSchema } from './content.ts';

// Answers of the back office's articles, news and reviews API, apart from admin-content.ts: the
// SPA's forms import that file's schemas, and these would only add weight to their chunks.

/** An article as staff edit it: every field, with its creation and last change. */
export const adminArticleSchema = z.strictObject({
  id: rowId,
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  author: z.string(),
  publishedDate: isoMoment,
  readTime: z.string(),
  createdAt: isoMoment,
  updatedAt: isoMoment,
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const adminNewsSchema = z.strictObject({
  id: rowId,
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  isUrgent: z.boolean(),
  publishedDate: isoMoment,
  createdAt: isoMoment,
  updatedAt: isoMoment,
});
export type AdminNews = z.infer<typeof adminNewsSchema>;

/** Staff read reviews as the storefront shows them. */
export const adminReviewSchema = reviewSchema.extend({
  /** The product a buyer reviewed; null for the shop's featured social-media reviews. */
  productId: z.number().int().nullable(),
  verifiedBuyer: z.boolean(),
  /** Why staff hid it from the storefront; null while it is shown. */
  hiddenReason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminArticlePageSchema = pageOf(adminArticleSchema);
export type AdminArticlePage = z.infer<typeof adminArticlePageSchema>;
export const adminNewsPageSchema = pageOf(adminNewsSchema);
export type AdminNewsPage = z.infer<typeof adminNewsPageSchema>;
export const adminReviewPageSchema = pageOf(adminReviewSchema);
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;

/** `POST /api/admin/articles` (201) and `PUT /api/admin/articles/:id`. */
export const articleAnswerSchema = z.strictObject({ article: adminArticleSchema });
export type ArticleAnswer = z.infer<typeof articleAnswerSchema>;

/** `POST /api/admin/news` (201) and `PUT /api/admin/news/:id`. */
export const newsAnswerSchema = z.strictObject({ news: adminNewsSchema });
export type NewsAnswer = z.infer<typeof newsAnswerSchema>;
