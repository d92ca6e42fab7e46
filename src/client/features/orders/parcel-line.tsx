import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { formatThaiDateTime } from '../../../shared/domain/dates.ts';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import type { CustomerOrder } from './orders-api.ts';

const text = checkoutMessages.parcel;
const copyTexts = { copy: text.copy, copied: text.copied, failed: text.copyFailed };

/**
 * The parcel once the shop handed it to a carrier: who carries it, its number (to copy into the
 * carrier's app, or followed by its link) and when it left.
 */
export function ParcelLine({ shipment }: { shipment: CustomerOrder['shipment'] }) {
  if (!shipment) return null;
  return (
    <dl className="space-y-1 rounded-xl bg-brand-50 px-3 py-2 text-sm leading-relaxed">
      <div className="flex flex-wrap gap-x-2">
        <dt className="text-stone-600">{text.carrier}</dt>
        <dd className="font-semibold text-stone-900">{text.carriers[shipment.carrier]}</dd>
      </div>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 pt-2.5">
          <dt className="text-stone-600">{text.trackingNumber}</dt>
          <dd className="font-mono font-semibold break-all text-stone-900">
            {shipment.trackingNumber}
          </dd>
        </div>
        <CopyButton
          value={shipment.trackingNumber}
          label={text.copyNumber(shipment.trackingNumber)}
          texts={copyTexts}
        />
      </div>
      <div className="flex flex-wrap gap-x-2">
        <dt className="text-stone-600">{text.shippedAt}</dt>
        <dd>{formatThaiDateTime(shipment.shippedAt)}</dd>
      </div>
      {shipment.trackingUrl ? (
        <div>
          <dt className="sr-only">{text.track}</dt>
          <dd>
            <a
              href={shipment.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
            >
              {text.track}
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
