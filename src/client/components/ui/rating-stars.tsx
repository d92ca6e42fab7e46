import { StarIcon } from './icons.tsx';

/** 1–5 filled stars, read out as "4 out of 5". */
export function RatingStars({ rating, max = 5 }: { rating: number; max?: number }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={`${rating} out of ${max}`} className="inline-flex gap-0.5">
      {Array.from({ length: max }, (_, index) => (
        <StarIcon
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are fixed positions
          key={index}
          className={`size-4 ${index < filled ? 'fill-harvest-400 text-harvest-500' : 'text-stone-300'}`}
        />
      ))}
    </span>
  );
}
