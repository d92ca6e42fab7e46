import { useState } from 'react';
import { Link } from 'react-router';
import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import type { Order } from '../../../shared/contracts/orders.ts';
import { formatThaiDateTime } from '../../../shared/domain/dates.ts';
import { bahtToSatang, formatBaht } from '../../../shared/domain/money.ts';
import { paths } from '../../../shared/routes.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTotals } from './order-totals.tsx';
import { ReceiptDownloadButton } from './receipt-download-button.tsx';
import { WorkflowTracker } from './workflow-tracker.tsx';

const money = (baht: number) => formatBaht(bahtToSatang(baht));

interface OrderSummaryProps {
  order: Order;
  /** In the list the id links to the order's own page. */
  linkToDetail?: boolean;
  headingLevel?: 'h2' | 'h1';
}

/** One order: id, date, status, the workflow tracker, items, totals and the receipt download. */
export function OrderSummary({
  order: given,
  linkToDetail = false,
  headingLevel = 'h2',
}: OrderSummaryProps) {
  const Heading = headingLevel;
  // The order as the customer's last move left it (cancelled, received), else as loaded.
  const [moved, setMoved] = useState<Order | null>(null);
  const order = moved?.id === given.id ? moved : given;
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading id={`order-${order.id}`} className="text-lg font-bold break-all text-stone-900">
            {linkToDetail ? (
              <Link
                to={paths.order(order.id)}
                className="rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                คำสั่งซื้อ {order.id}
              </Link>
            ) : (
              `คำสั่งซื้อ ${order.id}`
            )}
          </Heading>
          <p className="text-sm text-stone-600">{formatThaiDateTime(order.createdAt)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <WorkflowTracker
        stage={order.workflowStatus}
        rejected={order.orderRejected}
        rejectionReason={order.rejectionReason}
      />
      {order.status === 'cancelled' && !order.orderRejected && order.cancelledBy ? (
        <p className="rounded-xl bg-stone-100 px-3 py-2 text-sm leading-relaxed text-stone-700">
          {checkoutMessages.orders.cancelled[order.cancelledBy]}
        </p>
      ) : null}
      <ul aria-label="รายการสินค้า" className="divide-y divide-stone-100 text-sm">
        {order.items.map((item) => (
          <li
            key={`${item.productId}-${item.productName}`}
            className="flex justify-between gap-3 py-2"
          >
            <span className="min-w-0">
              <span className="block text-stone-900">{item.productName}</span>
              <span className="text-stone-500">
                {item.quantity} × {money(item.pricePerUnit)}
              </span>
            </span>
            <span className="shrink-0 font-semibold tabular-nums">{money(item.totalPrice)}</span>
          </li>
        ))}
      </ul>
      {order.cancelledItems && order.cancelledItems.length > 0 ? (
        <section aria-labelledby={`order-${order.id}-cancelled`} className="space-y-1">
          <h3 id={`order-${order.id}-cancelled`} className="text-sm font-semibold text-stone-700">
            รายการที่ร้านยกเลิก (ไม่คิดเงิน)
          </h3>
          <ul aria-label="รายการที่ร้านยกเลิก" className="text-sm text-stone-500">
            {order.cancelledItems.map((item) => (
              <li
                key={`${item.productId}-${item.productName}`}
                className="flex justify-between gap-3 py-1 leading-relaxed"
              >
                <span className="min-w-0 line-through">
                  {item.productName} × {item.quantity}
                </span>
                <span className="shrink-0 tabular-nums line-through">{money(item.totalPrice)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <OrderTotals order={order} className="border-t border-stone-200 pt-3" />
      <OrderActions order={order} onMoved={setMoved} />
      <div className="flex flex-wrap items-center gap-3">
        {/* A rejected or cancelled order was never a sale: nothing to keep a summary of. */}
        {order.orderRejected || order.status === 'cancelled' ? null : (
          <ReceiptDownloadButton order={order} />
        )}
        {linkToDetail ? (
          <Link
            to={paths.order(order.id)}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            ดูรายละเอียด
          </Link>
        ) : null}
      </div>
    </article>
  );
}
