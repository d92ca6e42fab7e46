import { type FormEvent, type ReactNode, useState } from 'react';
import { MAX_REVIEW_COMMENT } from '../../../shared/domain/reviews.ts';
import { reviewScreenMessages as text } from '../../../shared/review-messages.ts';
import { Stars } from '../../components/ui/stars.tsx';
import { ThaiText } from '../../components/ui/thai-text.tsx';
import { ApiError } from '../../lib/api.ts';
import { sendReview } from './reviews-api.ts';

interface ReviewFormProps {
  orderId: string;
  productId: number;
  productName: string;
}

/** One product of a delivered order: stars, a comment, one photo; published at once. */
export function ReviewForm({ orderId, productId, productName }: ReviewFormProps) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [state, setState] = useState<'editing' | 'sending' | 'published'>('editing');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) {
      setError(text.chooseRating);
      return;
    }
    setState('sending');
    setError(null);
    try {
      await sendReview(productId, { orderId, rating, comment, photo });
      setState('published');
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : text.failed);
      setState('editing');
    }
  }

  const headingId = `review-${orderId}-${productId}`;
  if (state === 'published') {
    return (
      <ReviewedProduct productName={productName} rating={rating}>
        <p role="status">{text.published}</p>
      </ReviewedProduct>
    );
  }
  return (
    <form
      aria-labelledby={headingId}
      onSubmit={submit}
      className="space-y-3 rounded-xl border border-stone-200 p-4"
    >
      <h3 id={headingId} className="font-semibold text-stone-900">
        <ThaiText>{productName}</ThaiText>
      </h3>
      <fieldset>
        <legend className="text-sm text-stone-700">{text.ratingLabel}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((stars) => (
            <button
              key={stars}
              type="button"
              aria-label={text.starButton(stars)}
              aria-pressed={rating === stars}
              onClick={() => setRating(stars)}
              className={`min-h-11 min-w-11 text-3xl ${stars <= rating ? 'text-amber-500' : 'text-stone-300'}`}
            >
              ★
            </button>
          ))}
        </div>
      </fieldset>
      <label className="block">
        <span className="text-sm text-stone-700">{text.commentLabel}</span>
        <textarea
          value={comment}
          maxLength={MAX_REVIEW_COMMENT}
          onChange={(event) => setComment(event.target.value)}
          placeholder={text.commentPlaceholder}
          rows={3}
          className="mt-1 w-full rounded-xl border border-stone-300 p-3"
        />
      </label>
      <label className="block">
        <span className="text-sm text-stone-700">{text.photoLabel}</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm"
        />
      </label>
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={state === 'sending'}
        className="min-h-11 rounded-xl bg-brand-700 px-5 font-semibold text-white disabled:opacity-60"
      >
        {state === 'sending' ? text.sending : text.send}
      </button>
    </form>
  );
}

/** A product of the order reviewed already: its name, "รีวิวแล้ว" and the stars given. */
function ReviewedProduct({
  productName,
  rating,
  children,
}: {
  productName: string;
  rating: number;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-1 rounded-xl border border-brand-100 bg-brand-50 p-4 text-brand-900">
      <h3 className="font-semibold text-stone-900">
        <ThaiText>{productName}</ThaiText>
      </h3>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-semibold text-white">
          {text.reviewed}
        </span>
        <Stars rating={rating} size={5} label={text.givenStars} />
      </p>
      {children}
    </div>
  );
}

/**
 * A delivered order's invitation: one form per product still in the shop, or, for a product the
 * customer reviewed from this order already (`review` on the line), "รีวิวแล้ว" with the stars.
 */
export function ReviewInvitation({
  orderId,
  items,
}: {
  orderId: string;
  items: readonly {
    productId: number | null;
    productName: string;
    review?: { rating: number } | undefined;
  }[];
}) {
  const products = new Map<number, { productName: string; rating: number | undefined }>();
  for (const item of items) {
    if (item.productId === null) continue;
    const seen = products.get(item.productId);
    products.set(item.productId, {
      productName: seen?.productName ?? item.productName,
      rating: seen?.rating ?? item.review?.rating,
    });
  }
  if (products.size === 0) return null;
  const anyLeft = [...products.values()].some((product) => product.rating === undefined);
  return (
    <section aria-labelledby="review-invitation" className="mt-6 space-y-3">
      <h2 id="review-invitation" className="text-xl font-bold text-stone-900">
        {text.invite}
      </h2>
      {anyLeft ? <p className="text-stone-700">{text.inviteHint}</p> : null}
      {[...products].map(([productId, { productName, rating }]) =>
        rating === undefined ? (
          <ReviewForm
            key={productId}
            orderId={orderId}
            productId={productId}
            productName={productName}
          />
        ) : (
          <ReviewedProduct key={productId} productName={productName} rating={rating} />
        ),
      )}
    </section>
  );
}
