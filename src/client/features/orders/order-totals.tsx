import type { Order } from '../../../shared/contracts/orders.ts';
import { bahtToSatang, formatBaht } from '../../../shared/domain/money.ts';

const money = (baht: number) => formatBaht(bahtToSatang(baht));

/** Subtotal, the discount (with its code) and the net amount of an order. */
export function OrderTotals({ order, className }: { order: Order; className: string }) {
  return (
    <dl className={`space-y-0.5 text-sm ${className}`}>
      <div className="flex justify-between">
        <dt>ยอดรวม</dt>
        <dd className="tabular-nums">{money(order.totalAmount)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>ส่วนลด{order.discountCode ? ` (${order.discountCode})` : ''}</dt>
        <dd className="tabular-nums">{formatBaht(-bahtToSatang(order.discountValue))}</dd>
      </div>
      <div className="flex justify-between text-base font-bold text-stone-900">
        <dt>ยอดสุทธิ</dt>
        <dd className="tabular-nums">{money(order.netAmount)}</dd>
      </div>
    </dl>
  );
}
