import { addressMessages } from '../../../shared/address-messages.ts';
import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { formatArea } from '../../../shared/contracts/addresses.ts';
import { formatPhone } from '../../../shared/domain/phone.ts';
import type { CustomerOrder } from './orders-api.ts';

/** Where the order goes: the structured address (recipient, house line, area), else the text. */
export function ShipTo({ order }: { order: CustomerOrder }) {
  const address = order.shippingAddress;
  return (
    <section
      aria-labelledby={`order-${order.id}-ship-to`}
      className="rounded-xl bg-stone-50 px-3 py-2 text-sm leading-relaxed text-stone-800"
    >
      <h3 id={`order-${order.id}-ship-to`} className="font-semibold text-stone-700">
        {checkoutMessages.orderSummary.address}
      </h3>
      {address ? (
        <p className="break-words">
          {addressMessages.order.recipient} {address.recipient} {formatPhone(address.phone)}
          <br />
          {address.line1}
          <br />
          {formatArea(address)}
        </p>
      ) : (
        <p className="break-words">{order.address}</p>
      )}
    </section>
  );
}
