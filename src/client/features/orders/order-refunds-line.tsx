import type { CustomerRefund } from '../../../shared/contracts/refunds.ts';
import { formatThaiDateTime } from '../../../shared/domain/dates.ts';
import { bahtToSatang, formatBaht } from '../../../shared/domain/money.ts';
import type { OrderStatus, PaymentStatus } from '../../../shared/domain/order-lifecycle.ts';
import { refundMessages } from '../../../shared/refund-messages.ts';

const text = refundMessages.customer;

/**
 * The money the shop gave back on the customer's order (amount, how, when in Bangkok time); a
 * paid order cancelled and not yet refunded says the refund is coming.
 */
export function OrderRefundsLine({
  order,
}: {
  order: { status: OrderStatus; paymentStatus: PaymentStatus; refunds?: CustomerRefund[] };
}) {
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) {
    return order.status === 'cancelled' && order.paymentStatus === 'paid' ? (
      <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm leading-relaxed text-amber-900">
        {text.pending}
      </p>
    ) : null;
  }
  return (
    <section aria-label={text.title} className="space-y-1 rounded-xl bg-violet-50 px-3 py-2">
      <h3 className="text-sm font-semibold text-violet-900">{text.title}</h3>
      <ul className="space-y-1 text-sm leading-relaxed text-stone-800">
        {refunds.map((refund) => (
          <li key={`${refund.createdAt}-${refund.amount}`}>
            {text.line(
              formatBaht(bahtToSatang(refund.amount)),
              refundMessages.methods[refund.method],
              formatThaiDateTime(refund.createdAt),
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
