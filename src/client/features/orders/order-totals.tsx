import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { formatBaht, type Satang } from '../../../shared/domain/money.ts';
import { pointsMessages } from '../../../shared/points-messages.ts';
import type { PaperTotal } from '../../components/ui/receipt-paper.tsx';

const text = checkoutMessages.orders.totals;

/** An order's money as the server answered it, in satang. */
export interface OrderAmounts {
  totalAmount: Satang;
  discountCode: string | null;
  discountValue: Satang;
  netAmount: Satang;
  /** The parcel's fee; with the COD fee it is the order's shipping fee. */
  deliveryFee: Satang;
  codFee: Satang;
  /** What member points took off, and how many (the "ส่วนลดแต้ม" line; none when 0). */
  pointsDiscount: Satang;
  pointsUsed: number;
  amountDue: Satang;
}

/**
 * The rows every screen after checkout shows, as the packing slip's courier collects it: the
 * goods, the discount, the net, the parcel's fee (or free), the COD fee when paid to the courier,
 * and what the customer pays. Every figure is the server's.
 */
export function orderTotalRows(order: OrderAmounts): PaperTotal[] {
  return [
    { label: text.subtotal, value: formatBaht(order.totalAmount) },
    {
      label: `${text.discount}${order.discountCode ? ` (${order.discountCode})` : ''}`,
      value: formatBaht(-order.discountValue),
    },
    { label: text.net, value: formatBaht(order.netAmount) },
    ...(order.pointsDiscount > 0
      ? [
          {
            label: `${pointsMessages.discountLine} (${pointsMessages.pointsUsed(order.pointsUsed)})`,
            value: formatBaht(-order.pointsDiscount),
          },
        ]
      : []),
    {
      label: text.delivery,
      value: order.deliveryFee > 0 ? formatBaht(order.deliveryFee) : text.free,
    },
    ...(order.codFee > 0 ? [{ label: text.codFee, value: formatBaht(order.codFee) }] : []),
    { label: text.amountDue, value: formatBaht(order.amountDue), strong: true },
  ];
}

/** An order's totals on a page: its rows, the amount due last and in bold. */
export function OrderTotals({ order, className }: { order: OrderAmounts; className: string }) {
  return (
    <dl className={`space-y-0.5 text-sm ${className}`}>
      {orderTotalRows(order).map((row) => (
        <div
          key={row.label}
          className={`flex justify-between gap-4 ${row.strong ? 'text-base font-bold text-stone-900' : ''}`}
        >
          <dt>{row.label}</dt>
          <dd className="text-right whitespace-nowrap tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
