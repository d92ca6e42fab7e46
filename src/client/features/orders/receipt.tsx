import type { Ref } from 'react';
import { addressMessages } from '../../../shared/address-messages.ts';
import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { formatArea } from '../../../shared/contracts/addresses.ts';
import { formatThaiDateTime } from '../../../shared/domain/dates.ts';
import { formatBaht } from '../../../shared/domain/money.ts';
import { nameWithSize } from '../../../shared/domain/pack-sizes.ts';
import { formatPhone } from '../../../shared/domain/phone.ts';
import { paymentMessages } from '../../../shared/payment-messages.ts';
import { PaperLines, type PaperShop, ReceiptPaper } from '../../components/ui/receipt-paper.tsx';
import { SHOP_NAME } from '../../lib/shop-identity.ts';
import { orderTotalRows } from './order-totals.tsx';
import type { CustomerOrder } from './orders-api.ts';

const text = checkoutMessages.orderSummary;

/**
 * How the customer pays, and what to do: the QR or the transfer with its deadline and the slip, or
 * the cash for the courier. Once a slip is sent or the money is in, where the payment stands.
 * Nothing for an order arranged with the shop.
 */
export function howToPay(order: CustomerOrder): string | null {
  const method = order.paymentMethod;
  if (!method) return null;
  const amount = formatBaht(order.amountDue);
  if (method === 'cod') return text.payBy.cod(amount);
  if (order.paymentStatus !== 'awaiting' && order.paymentStatus !== 'rejected') {
    return paymentMessages.statuses[order.paymentStatus];
  }
  const due = order.paymentDueAt ? formatThaiDateTime(order.paymentDueAt) : null;
  return text.payBy[method](amount, due);
}

/**
 * The order summary as it is shown and saved as a PNG: the shop with its address, order id,
 * date, customer, items, totals with the amount due, how to pay, and the watermark. A fixed width
 * so the image looks the same from every screen.
 */
export function Receipt({
  order,
  shop,
  ref,
}: {
  order: CustomerOrder;
  /** The shop's details from its settings; null while unknown. */
  shop: PaperShop | null;
  ref?: Ref<HTMLDivElement>;
}) {
  const paying = howToPay(order);
  return (
    <ReceiptPaper
      ref={ref}
      shop={shop}
      heading={<p className="text-sm text-stone-600">{text.title}</p>}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 border-b border-dashed border-stone-300 py-3 text-sm">
        <dt className="text-stone-600">{text.orderId}</dt>
        <dd className="font-semibold break-all">{order.id}</dd>
        <dt className="text-stone-600">{text.date}</dt>
        <dd>{formatThaiDateTime(order.createdAt)}</dd>
        <dt className="text-stone-600">{text.customer}</dt>
        <dd>
          {order.firstName} {order.lastName}
        </dd>
        <dt className="text-stone-600">{text.phone}</dt>
        <dd>{formatPhone(order.phone)}</dd>
        {order.shippingAddress ? (
          <>
            <dt className="text-stone-600">{addressMessages.order.recipient}</dt>
            <dd>
              {order.shippingAddress.recipient} {formatPhone(order.shippingAddress.phone)}
            </dd>
            <dt className="text-stone-600">{text.address}</dt>
            <dd className="break-words">
              {order.shippingAddress.line1}
              <br />
              {formatArea(order.shippingAddress)}
            </dd>
          </>
        ) : (
          <>
            <dt className="text-stone-600">{text.address}</dt>
            <dd className="break-words">{order.address}</dd>
          </>
        )}
      </dl>
      <PaperLines
        caption={checkoutMessages.orders.items}
        headings={{ product: text.product, quantity: text.quantity, amount: text.lineTotal }}
        lines={order.items.map((item) => ({
          name: nameWithSize(item.productName, item.variantLabel),
          quantity: item.quantity,
          unitPrice: item.pricePerUnit,
          totalPrice: item.totalPrice,
        }))}
        totals={[{ rows: orderTotalRows(order) }]}
      />
      {paying && order.paymentMethod ? (
        <dl className="border-b border-dashed border-stone-300 py-3 text-sm">
          <dt className="font-semibold text-stone-900">
            {text.payment}: {paymentMessages.methods[order.paymentMethod]}
          </dt>
          <dd className="text-stone-700">{paying}</dd>
        </dl>
      ) : null}
      <p className="pt-3 text-center text-sm text-stone-600">
        {text.thanks(shop?.name || SHOP_NAME)}
      </p>
    </ReceiptPaper>
  );
}
