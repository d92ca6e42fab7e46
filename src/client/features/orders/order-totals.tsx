import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { formatBaht, type Satang } from '../../../shared/domain/money.ts';

interface Totals {
  totalAmount: Satang;
  discountCode: string | null;
  discountValue: Satang;
  netAmount: Satang;
}

interface TotalsLabels {
  subtotal: string;
  discount: (code: string | null) => string;
  net: string;
}

const customerLabels: TotalsLabels = {
  subtotal: checkoutMessages.orders.totals.subtotal,
  discount: (code) => `${checkoutMessages.orders.totals.discount}${code ? ` (${code})` : ''}`,
  net: checkoutMessages.orders.totals.net,
};

/** Subtotal, the discount (with its code) and the net amount of an order. */
export function OrderTotals({
  order,
  className,
  labels = customerLabels,
}: {
  order: Totals;
  className: string;
  /** The customer's Thai words unless given (the back office's are English). */
  labels?: TotalsLabels;
}) {
  return (
    <dl className={`space-y-0.5 text-sm ${className}`}>
      <div className="flex justify-between gap-4">
        <dt>{labels.subtotal}</dt>
        <dd className="tabular-nums">{formatBaht(order.totalAmount)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{labels.discount(order.discountCode)}</dt>
        <dd className="tabular-nums">{formatBaht(-order.discountValue)}</dd>
      </div>
      <div className="flex justify-between gap-4 text-base font-bold text-stone-900">
        <dt>{labels.net}</dt>
        <dd className="tabular-nums">{formatBaht(order.netAmount)}</dd>
      </div>
    </dl>
  );
}
