import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { formatThaiDateTime } from '../../../shared/domain/dates.ts';
import type { CustomerOrder } from './orders-api.ts';

const text = checkoutMessages.parcel;

/** The parcel once the shop handed it to a carrier: who carries it, its number, where to follow it. */
export function ParcelLine({ shipment }: { shipment: CustomerOrder['shipment'] }) {
  if (!shipment) return null;
  return (
    <dl className="space-y-1 rounded-xl bg-brand-50 px-3 py-2 text-sm leading-relaxed">
      <div className="flex flex-wrap gap-x-2">
        <dt className="text-stone-600">{text.carrier}</dt>
        <dd className="font-semibold text-stone-900">{text.carriers[shipment.carrier]}</dd>
      </div>
      <div className="flex flex-wrap items-center gap-x-2">
        <dt className="text-stone-600">{text.trackingNumber}</dt>
        <dd className="font-mono font-semibold break-all text-stone-900">
          {shipment.trackingUrl ? (
            <a
              href={shipment.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 underline underline-offset-2"
            >
              {shipment.trackingNumber}
            </a>
          ) : (
            shipment.trackingNumber
          )}
        </dd>
      </div>
      <div className="flex flex-wrap gap-x-2">
        <dt className="text-stone-600">{text.shippedAt}</dt>
        <dd>{formatThaiDateTime(shipment.shippedAt)}</dd>
      </div>
    </dl>
  );
}
