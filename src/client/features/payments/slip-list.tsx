import type { PaymentInfo } from '../../../shared/contracts/payments.ts';
import { formatThaiDateTime } from '../../../shared/domain/dates.ts';
import { paymentMessages } from '../../../shared/payment-messages.ts';

const text = paymentMessages.page;

const TONES = {
  in_review: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
} as const;

type Slips = PaymentInfo['slips'];

/** Newest first. */
export function newestFirst(slips: Slips): Slips {
  return [...slips].sort((a, b) => Date.parse(b.submittedAt) - Date.parse(a.submittedAt));
}

/** The slips sent for this order, newest first, each with its state and a refusal's reason. */
export function SlipList({ slips }: { slips: Slips }) {
  if (slips.length === 0) return null;
  return (
    <section aria-labelledby="sent-slips" className="space-y-2">
      <h2 id="sent-slips" className="font-bold text-stone-900">
        {text.slips}
      </h2>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
        {newestFirst(slips).map((slip) => (
          <li key={slip.id} className="space-y-1 px-4 py-3 text-sm leading-relaxed">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-stone-700">
                {text.slipAt(formatThaiDateTime(slip.submittedAt))}
              </span>
              <span className={`rounded-full px-3 py-0.5 font-semibold ${TONES[slip.status]}`}>
                {paymentMessages.slipStatuses[slip.status]}
              </span>
            </div>
            {slip.status === 'rejected' && slip.reason ? (
              <p className="text-red-800">{text.slipRejected(slip.reason)}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
