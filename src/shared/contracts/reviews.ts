import { z } from 'zod';
import { MAX_REVIEW_COMMENT } from '../domain/reviews.ts';
import { reviewMessages } from '../review-messages.ts';
import { queryInt } from './catalog.ts';

/** A hidden review's reason, at most. */
export const MAX_HIDE_REASON = 500;

/** `GET /api/products/:id/reviews?page=`. */
export const productReviewQuerySchema = z.object({
  page: queryInt(1, 100_000, 'page', 1),
});
export type ProductReviewQuery = z.infer<typeof productReviewQuerySchema>;

/**
 * `POST /api/products/:id/reviews`, as JSON or as the fields of a multipart form (whose rating
 * comes as text, hence the coercion); the photo is the form's `photo` file.
 */
export const reviewInputSchema = z.object({
  orderId: z
    .string(reviewMessages.orderRequired)
    .trim()
    .regex(/^TXN\d{1,29}$/, reviewMessages.orderRequired),
  rating: z.coerce
    .number(reviewMessages.ratingRange)
    .int(reviewMessages.ratingRange)
    .min(1, reviewMessages.ratingRange)
    .max(5, reviewMessages.ratingRange),
  comment: z
    .string(reviewMessages.commentTooLong)
    .max(MAX_REVIEW_COMMENT, reviewMessages.commentTooLong)
    .default(''),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** One published review as anyone reads it. */
export const productReviewSchema = z.strictObject({
  id: z.number().int(),
  /** The buyer's first name and the first letter of their last name ("สมชาย ใ."). */
  name: z.string(),
  rating: z.number().int().min(1).max(5),
  /** Plain text, shown as text. */
  comment: z.string(),
  photoUrl: z.string().optional(),
  verifiedBuyer: z.boolean(),
  variantLabel: z.string().optional(),
  createdAt: z.string(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

export const productReviewPageSchema = z.strictObject({
  items: z.array(productReviewSchema),
  total: z.number().int(),
  /** Of the visible reviews, to one decimal; 0 without any. */
  ratingAverage: z.number(),
  ratingCounts: z.strictObject({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type ProductReviewPage = z.infer<typeof productReviewPageSchema>;

/** `POST /api/admin/reviews/:id/hide`. */
export const hideReviewSchema = z.object({
  reason: z
    .string(reviewMessages.reasonRequired)
    .trim()
    .min(1, reviewMessages.reasonRequired)
    .max(MAX_HIDE_REASON, reviewMessages.reasonTooLong),
});

/** What hide and show answer: the review as the back office sees it now. */
export const reviewVisibilitySchema = z.strictObject({
  id: z.number().int(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  product: z.strictObject({ id: z.number().int(), rating: z.number(), reviewCount: z.number() }),
});
export type ReviewVisibility = z.infer<typeof reviewVisibilitySchema>;
