import { uiMessages } from '../../../shared/ui-messages.ts';

interface StarsProps {
  rating: number;
  /** Tailwind size of one star. */
  size?: string;
  /** What a screen reader hears; the storefront's Thai by default (the back office says it in English). */
  label?: (rating: number) => string;
}

const STAR_PATH = 'M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z';

function Star({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  );
}

/** Five stars filled to the rating (to the nearest half), read out as 'คะแนน 4.5 จาก 5'. */
export function Stars({ rating, size = 'size-4', label = uiMessages.rating }: StarsProps) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span role="img" aria-label={label(rating)} className="inline-flex items-center">
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, rounded - i));
        return (
          <span key={i} className={`relative inline-block ${size}`}>
            <Star className={`absolute inset-0 text-stone-300 ${size}`} />
            {fill > 0 ? (
              <span
                className="absolute inset-y-0 left-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <Star className={`text-amber-500 ${size}`} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
