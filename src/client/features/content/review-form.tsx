import { type FormEvent, useState } from 'react';
import { MAX_REVIEW_COMMENT } from '../../../shared/domain/reviews.ts';
import { reviewScreenMessages as text } from '../../../shared/review-messages.ts';
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
      <div role="status" className="rounded-xl bg-brand-50 p-4 text-brand-900">
        <p className="font-semibold">
          <ThaiText>{productName}</ThaiText>
        </p>
        <p>{text.published}</p>
      </div>
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

/** A delivered order's invitation: one form per product still in the shop. */
export function ReviewInvitation({
  orderId,
  items,
}: {
  orderId: string;
  items: readonly { productId: number | null; productName: string }[];
}) {
  const products = new Map<number, string>();
  for (const item of items) {
    if (item.productId !== null && !products.has(item.productId)) {
      products.set(item.productId, item.productName);
    }
  }
  if (products.size === 0) return null;
  return (
    <section aria-labelledby="review-invitation" className="mt-6 space-y-3">
      <h2 id="review-invitation" className="text-xl font-bold text-stone-900">
        {text.invite}
      </h2>
      <p className="text-stone-700">{text.inviteHint}</p>
      {[...products].map(([productId, productName]) => (
        <ReviewForm
          key={productId}
          orderId={orderId}
          productId={productId}
          productName={productName}
        />
      ))}
    </section>
  );
}
