import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { orderStateOf } from '../../../shared/contracts/orders.ts';
import { formatThaiDateTime } from '../../../shared/domain/dates.ts';
import { formatBaht } from '../../../shared/domain/money.ts';
import { canMove } from '../../../shared/domain/order-lifecycle.ts';
import { nameWithSize } from '../../../shared/domain/pack-sizes.ts';
import { paymentMessages } from '../../../shared/payment-messages.ts';
import { pointsMessages } from '../../../shared/points-messages.ts';
import { paths } from '../../../shared/routes.ts';
import { Link } from '../../components/ui/link.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderRefundsLine } from './order-refunds-line.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTotals } from './order-totals.tsx';
import { OrderTracker } from './order-tracker.tsx';
import type { CustomerOrder } from './orders-api.ts';
import { ParcelLine } from './parcel-line.tsx';
import { ReceiptDownloadButton } from './receipt-download-button.tsx';
import { ShipTo } from './ship-to.tsx';
import { TaxDocumentsPanel } from './tax-documents/tax-documents-panel.tsx';

const text = checkoutMessages.orders;

interface OrderSummaryProps {
  order: CustomerOrder;
  /** In the list the id links to the order's own page. */
  linkToDetail?: boolean;
  headingLevel?: 'h2' | 'h1';
}

/** The member points the order earns: to come until delivered, earned after; none once cancelled. */
function PointsToCome({ order }: { order: CustomerOrder }) {
  if (order.pointsEarned <= 0 || order.status === 'cancelled') return null;
  const delivered = order.status === 'delivered';
  return (
    <p
      className={`rounded-lg px-3 py-2 text-sm leading-relaxed ${delivered ? 'bg-brand-50 text-brand-900' : 'bg-amber-50 text-amber-900'}`}
    >
      {delivered
        ? pointsMessages.earned(order.pointsEarned)
        : pointsMessages.willEarn(order.pointsEarned)}
    </p>
  );
}

/** How the order is paid and where the money is; nothing for an order arranged with the shop. */
function PaymentLine({ order }: { order: CustomerOrder }) {
  if (!order.paymentMethod) return null;
  const text = paymentMessages.order;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm leading-relaxed">
      <div className="flex gap-2">
        <dt className="text-stone-600">{text.method}</dt>
        <dd className="font-semibold text-stone-900">
          {paymentMessages.methods[order.paymentMethod]}
        </dd>
      </div>
      {order.status === 'cancelled' ? null : (
        <div className="flex gap-2">
          <dt className="text-stone-600">{text.status}</dt>
          <dd className="font-semibold text-stone-900">
            {paymentMessages.statuses[order.paymentStatus]}
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * One order: id, date, status, the workflow tracker, how it is paid (with the way to the payment
 * page while a slip may be sent), items, totals and the summary or receipt download.
 */
export function OrderSummary({
  order,
  linkToDetail = false,
  headingLevel = 'h2',
}: OrderSummaryProps) {
  const Heading = headingLevel;
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
                {text.heading(order.id)}
              </Link>
            ) : (
              text.heading(order.id)
            )}
          </Heading>
          <p className="text-sm text-stone-600">{formatThaiDateTime(order.createdAt)}</p>
        </div>
        <OrderStatusBadge status={order.status} words="customer" />
      </header>
      <OrderTracker order={order} />
      {order.status === 'cancelled' && !order.orderRejected && order.cancelledBy ? (
        <p className="rounded-xl bg-stone-100 px-3 py-2 text-sm leading-relaxed text-stone-700">
          {text.cancelled[order.cancelledBy]}
        </p>
      ) : null}
      <PaymentLine order={order} />
      <OrderRefundsLine order={order} />
      <ParcelLine shipment={order.shipment} />
      {canMove(orderStateOf(order), 'submitSlip', 'customer') ? (
        <LinkButton to={paths.orderPayment(order.id)}>{paymentMessages.page.goPay}</LinkButton>
      ) : null}
      <ul aria-label={text.items} className="divide-y divide-stone-100 text-sm">
        {order.items.map((item) => (
          <li
            key={`${item.productId}-${item.variantId}-${item.productName}`}
            className="flex justify-between gap-3 py-2"
          >
            <span className="min-w-0">
              <span className="block text-stone-900">
                {nameWithSize(item.productName, item.variantLabel)}
              </span>
              <span className="text-stone-500">
                {item.quantity} × {formatBaht(item.pricePerUnit)}
              </span>
            </span>
            <span className="shrink-0 font-semibold tabular-nums">
              {formatBaht(item.totalPrice)}
            </span>
          </li>
        ))}
      </ul>
      {order.cancelledItems && order.cancelledItems.length > 0 ? (
        <section aria-labelledby={`order-${order.id}-cancelled`} className="space-y-1">
          <h3 id={`order-${order.id}-cancelled`} className="text-sm font-semibold text-stone-700">
            {text.cancelledItemsHeading}
          </h3>
          <ul aria-label={text.cancelledItems} className="text-sm text-stone-500">
            {order.cancelledItems.map((item) => (
              <li
                key={`${item.productId}-${item.variantId}-${item.productName}`}
                className="flex justify-between gap-3 py-1 leading-relaxed"
              >
                <span className="min-w-0 line-through">
                  {nameWithSize(item.productName, item.variantLabel)} × {item.quantity}
                </span>
                <span className="shrink-0 tabular-nums line-through">
                  {formatBaht(item.totalPrice)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {linkToDetail ? null : <ShipTo order={order} />}
      <OrderTotals order={order} className="border-t border-stone-200 pt-3" />
      <PointsToCome order={order} />
      <OrderActions order={order} />
      {linkToDetail ? null : (
        <TaxDocumentsPanel orderId={order.id} paid={order.paymentStatus === 'paid'} />
      )}
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
            {text.viewDetail}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
