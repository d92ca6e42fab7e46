import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import type { OrderStatus } from '../../../shared/domain/order-lifecycle.ts';

const TONES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-blue-100 text-blue-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-red-100 text-red-900',
};

/** An order's status: in the spec's English for staff, in Thai for the customer. */
export function OrderStatusBadge({
  status,
  words = 'staff',
}: {
  status: OrderStatus;
  words?: 'staff' | 'customer';
}) {
  const customer = words === 'customer';
  return (
    <span
      lang={customer ? undefined : 'en'}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs leading-relaxed font-semibold whitespace-nowrap ${TONES[status]}`}
    >
      {customer
        ? checkoutMessages.orders.customerStatuses[status]
        : checkoutMessages.orders.statuses[status]}
    </span>
  );
}
