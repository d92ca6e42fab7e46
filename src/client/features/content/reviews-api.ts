import type { ErrorBody } from '../../../shared/contracts/common.ts';
import type { ProductReview, ProductReviewPage } from '../../../shared/contracts/reviews.ts';
import { ApiError, call, client } from '../../lib/api.ts';

/** One page of a product's visible reviews, newest first, with their figures. */
export function fetchProductReviews(
  productId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ProductReviewPage> {
  return call(
    client.products[':id'].reviews.$get(
      { param: { id: String(productId) }, query: { page: String(page) } },
      { init: { signal } },
    ),
  );
}

/**
 * Sends a review of a delivered order's product, with its photo if one was chosen: a multipart
 * form (the typed client writes JSON only), answered by the published review.
 */
export async function sendReview(
  productId: number,
  review: { orderId: string; rating: number; comment: string; photo: File | null },
): Promise<ProductReview> {
  const form = new FormData();
  form.append('orderId', review.orderId);
  form.append('rating', String(review.rating));
  form.append('comment', review.comment);
  if (review.photo) form.append('photo', review.photo);
  const response = await fetch(`/api/products/${productId}/reviews`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as ErrorBody | null)?.error ?? {
      code: 'INTERNAL',
      message: `HTTP ${response.status}`,
    };
    throw new ApiError(response.status, error);
  }
  return body as ProductReview;
}
