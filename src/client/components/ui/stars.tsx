import { uiMessages } from '../../../shared/ui-messages.ts';

/** A star's outline from its top point, in a 24 × 24 box: relative moves only. */
const STAR_OUTLINE = 'l2.9 6 6.6.8-4.9 4.6 1.3 6.5-5.9-3.2-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z';

/** Five stars side by side as one path of a 120 × 24 box (each star moved 24 along). */
const FIVE_STARS = [0, 1, 2, 3, 4].map((i) => `M${12 + 24 * i} 2.5${STAR_OUTLINE}`).join('');

/** The row's height and width (five stars) for each star size the shop draws. */
const SIZES = { 4: 'h-4 w-20', 5: 'h-5 w-25' } as const;

interface StarsProps {
  rating: number;
  /** The height of one star, in Tailwind's spacing steps. */
  size?: keyof typeof SIZES;
  /** What a screen reader hears; the storefront's Thai by default (the back office says it in English). */
  label?: (rating: number) => string;
}

function Row({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 120 24" aria-hidden="true" className={className}>
      <path d={FIVE_STARS} fill="currentColor" />
    </svg>
  );
}

/**
 * Five stars filled to the rating (to the nearest half), read out as 'คะแนน 4.5 จาก 5': a grey
 * row with an amber row over it, cut at the rating. Two small pictures a rating, not ten: a
 * listing of 24 products draws 48 instead of 240.
 */
export function Stars({ rating, size = 4, label = uiMessages.rating }: StarsProps) {
  const rounded = Math.round(rating * 2) / 2;
  const box = SIZES[size];
  return (
    <span role="img" aria-label={label(rating)} className={`relative inline-block ${box}`}>
      <Row className={`absolute inset-0 text-stone-300 ${box}`} />
      <span
        className="absolute inset-y-0 left-0 overflow-hidden"
        style={{ width: `${(Math.max(0, Math.min(5, rounded)) / 5) * 100}%` }}
      >
        <Row className={`max-w-none text-amber-500 ${box}`} />
      </span>
    </span>
  );
}
