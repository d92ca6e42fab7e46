import { formatBaht } from '../../../../shared/domain/money.ts';
import { pointsMessages } from '../../../../shared/points-messages.ts';
import type { CheckoutPayment } from './use-checkout.ts';

const text = pointsMessages;

interface PointsControlProps {
  points: CheckoutPayment['points'];
  /** Whether the customer chose to spend points. */
  using: boolean;
  onUse(use: boolean): void;
}

/**
 * "ใช้แต้ม": the member's balance, the most this cart may use, and, when chosen, the discount the
 * server's quote gives for them. Shown only to a member holding points; every figure is the
 * server's (the order spends what the quote said, capped again by the server).
 */
export function PointsControl({ points, using, onUse }: PointsControlProps) {
  if (points.balance === null || points.balance <= 0) return null;
  const usable = points.usable;
  return (
    <fieldset className="space-y-1 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2">
      <legend className="sr-only">{text.use}</legend>
      <label className="flex min-h-11 items-center gap-3 text-stone-900">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={using}
          disabled={usable <= 0}
          onChange={(event) => onUse(event.target.checked)}
        />
        <span className="font-semibold">{text.use}</span>
        <span className="ml-auto text-sm leading-relaxed text-stone-700">
          {text.balance(points.balance)}
        </span>
      </label>
      <p className="text-sm leading-relaxed text-stone-700">{text.usable(usable)}</p>
      {using && points.used > 0 ? (
        <p className="flex justify-between gap-3 text-sm font-semibold text-brand-800">
          <span>
            {text.discountLine} ({text.pointsUsed(points.used)})
          </span>
          <span className="tabular-nums" data-testid="points-discount">
            {formatBaht(-points.discountSatang)}
          </span>
        </p>
      ) : null}
    </fieldset>
  );
}
