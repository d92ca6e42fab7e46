import { useState } from 'react';
import type { PaymentInfo } from '../../../shared/contracts/payments.ts';
import { formatThaiDateTime } from '../../../shared/domain/dates.ts';
import { paymentMessages } from '../../../shared/payment-messages.ts';
import { slipImageUrl } from './payments-api.ts';

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

/**
 * The picture the customer sent, small, opening whole in a new tab. The server serves it to the
 * order's customer and staff only; once the shop's retention has deleted it, nothing is shown.
 */
function SlipThumbnail({ id, sentAt }: { id: string; sentAt: string }) {
  const [gone, setGone] = useState(false);
  if (gone) return null;
  const url = slipImageUrl(id);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      className="block w-20 shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <img
        src={url}
        alt={text.slipPicture(sentAt)}
        width={80}
        height={120}
        loading="lazy"
        onError={() => setGone(true)}
        className="aspect-[2/3] w-full object-cover object-top"
      />
    </a>
  );
}

/** The slips sent for this order, newest first, each with its picture, its state and a refusal's reason. */
export function SlipList({ slips }: { slips: Slips }) {
  if (slips.length === 0) return null;
  return (
    <section aria-labelledby="sent-slips" className="space-y-2">
      <h2 id="sent-slips" className="font-bold text-stone-900">
        {text.slips}
      </h2>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
        {newestFirst(slips).map((slip) => {
          const sentAt = formatThaiDateTime(slip.submittedAt);
          return (
            <li key={slip.id} className="flex gap-3 px-4 py-3 text-sm leading-relaxed">
              <SlipThumbnail id={slip.id} sentAt={sentAt} />
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-stone-700">{text.slipAt(sentAt)}</span>
                  <span className={`rounded-full px-3 py-0.5 font-semibold ${TONES[slip.status]}`}>
                    {paymentMessages.slipStatuses[slip.status]}
                  </span>
                </div>
                {slip.status === 'rejected' && slip.reason ? (
                  <p className="text-red-800">{text.slipRejected(slip.reason)}</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
