import { useState } from 'react';
import type { ProductReviewPage } from '../../../shared/contracts/reviews.ts';
import { formatThaiDate } from '../../../shared/domain/dates.ts';
import { ONE_SIZE_LABEL } from '../../../shared/domain/pack-sizes.ts';
import { PRODUCT_REVIEWS_PAGE_SIZE } from '../../../shared/domain/reviews.ts';
import { reviewMessages, reviewScreenMessages as text } from '../../../shared/review-messages.ts';
import { Stars } from '../../components/ui/stars.tsx';
import { ThaiText } from '../../components/ui/thai-text.tsx';
import { useCall } from '../../lib/use-call.ts';
import { fetchProductReviews } from './reviews-api.ts';

const STARS = [5, 4, 3, 2, 1] as const;

/** The average and one bar per star, five at the top. */
function Figures({ page }: { page: ProductReviewPage }) {
  const most = Math.max(1, ...Object.values(page.ratingCounts));
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
      <div className="text-center sm:w-40">
        <p className="text-4xl font-bold text-stone-900">{page.ratingAverage.toFixed(1)}</p>
        <Stars rating={page.ratingAverage} size={5} />
        <p className="text-sm text-stone-600">{text.countOf(page.total)}</p>
      </div>
      <ul className="flex-1 space-y-1" aria-label={text.heading}>
        {STARS.map((stars) => (
          <li key={stars} className="flex items-center gap-2 text-sm text-stone-700">
            <span className="w-12 shrink-0">{text.starRow(stars)}</span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200">
              <span
                className="block h-full rounded-full bg-amber-500"
                style={{ width: `${(page.ratingCounts[stars] / most) * 100}%` }}
              />
            </span>
            <span className="w-10 shrink-0 text-right">{page.ratingCounts[stars]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A product's reviews by buyers, newest first, ten at a time: the figures, each review with its
 * stars, "ผู้ซื้อจริง", the pack size bought and its photo. Comments are text, never markup.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const reviews = useCall(
    (signal) => fetchProductReviews(productId, page, signal),
    [productId, page],
  );
  const data = reviews.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PRODUCT_REVIEWS_PAGE_SIZE)) : 1;
  return (
    <section
      aria-labelledby="product-reviews"
      className="rounded-2xl border border-stone-200 bg-white p-5 lg:col-span-2"
    >
      <h2 id="product-reviews" className="mb-4 text-xl font-bold text-stone-900">
        {text.heading}
      </h2>
      {reviews.error ? (
        <p role="alert" className="text-red-700">
          {text.loadFailed}
        </p>
      ) : !data ? (
        <p role="status" className="text-stone-500">
          {text.loading}
        </p>
      ) : data.total === 0 ? (
        <p className="text-stone-600">{text.none}</p>
      ) : (
        <>
          <Figures page={data} />
          <ol className="mt-6 divide-y divide-stone-200">
            {data.items.map((review) => (
              <li key={review.id} className="py-4">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Stars rating={review.rating} />
                  <span className="min-w-0 font-semibold wrap-anywhere text-stone-900">
                    <ThaiText>{review.name}</ThaiText>
                  </span>
                  {review.verifiedBuyer ? (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                      ✓ {reviewMessages.verifiedBuyer}
                    </span>
                  ) : null}
                  <time dateTime={review.createdAt} className="text-sm text-stone-500">
                    {formatThaiDate(review.createdAt)}
                  </time>
                </div>
                {review.variantLabel && review.variantLabel !== ONE_SIZE_LABEL ? (
                  <p className="mt-1 text-sm text-stone-500">{text.size(review.variantLabel)}</p>
                ) : null}
                {review.comment ? (
                  <p className="mt-2 leading-relaxed whitespace-pre-line wrap-anywhere text-stone-800">
                    {review.comment}
                  </p>
                ) : null}
                {review.photoUrl ? (
                  <img
                    src={review.photoUrl}
                    alt={text.photoOf(review.name)}
                    loading="lazy"
                    width={160}
                    height={160}
                    className="mt-3 h-40 w-40 rounded-xl object-cover"
                  />
                ) : null}
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav className="mt-4 flex items-center justify-center gap-3" aria-label={text.heading}>
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
                aria-label={text.previous}
                className="min-h-11 rounded-xl border border-stone-300 px-4 disabled:opacity-40"
              >
                ‹
              </button>
              <span className="text-sm text-stone-600">
                {page} / {pages}
              </span>
              <button
                type="button"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
                aria-label={text.next}
                className="min-h-11 rounded-xl border border-stone-300 px-4 disabled:opacity-40"
              >
                ›
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
