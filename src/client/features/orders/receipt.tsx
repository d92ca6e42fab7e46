import type { Ref } from 'react';
import { addressMessages } from '../../../shared/address-messages.ts';
import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { formatArea } from '../../../shared/contracts/addresses.ts';
import { formatThaiDateTime } from '../../../shared/domain/dates.ts';
import { nameWithSize } from '../../../shared/domain/pack-sizes.ts';
import { formatPhone } from '../../../shared/domain/phone.ts';
import { PaperLines, ReceiptPaper } from '../../components/ui/receipt-paper.tsx';
import { SHOP_NAME } from '../../lib/shop-identity.ts';
import { OrderTotals } from './order-totals.tsx';
import type { CustomerOrder } from './orders-api.ts';

const text = checkoutMessages.orderSummary;

/**
 * The order summary (a receipt once the shop takes payments) as it is shown and saved as a PNG:
 * shop, order id, date, customer, items, totals and the watermark. A fixed width so the image
 * looks the same from every screen.
 */
export function Receipt({ order, ref }: { order: CustomerOrder; ref?: Ref<HTMLDivElement> }) {
  return (
    <ReceiptPaper ref={ref} heading={<p className="text-sm text-stone-600">{text.title}</p>}>
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
      />
      <OrderTotals order={order} className="py-3" />
      <p className="text-center text-sm text-stone-600">{text.thanks(SHOP_NAME)}</p>
    </ReceiptPaper>
  );
}
