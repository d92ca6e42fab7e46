import type { Ref } from 'react';
import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import type { Order } from '../../../shared/contracts/orders.ts';
import { formatThaiDateTime } from '../../../shared/domain/dates.ts';
import { bahtToSatang, formatBaht } from '../../../shared/domain/money.ts';
import { formatPhone } from '../../../shared/domain/phone.ts';
import { SHOP_NAME } from '../../lib/shop-identity.ts';
import { OrderTotals } from './order-totals.tsx';

const money = (baht: number) => formatBaht(bahtToSatang(baht));

/**
 * The order summary (a receipt once the shop takes payments) as it is shown and saved as a PNG: shop, order id, date, customer, items, totals
 * and the watermark. A fixed width so the image looks the same from every screen.
 */
export function Receipt({ order, ref }: { order: Order; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      className="relative w-full max-w-[420px] overflow-hidden bg-white p-5 font-sans text-[15px] text-stone-800"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 grid place-items-center select-none"
      >
        <span className="-rotate-[28deg] text-5xl font-bold whitespace-nowrap text-brand-700/[0.08]">
          {SHOP_NAME}
        </span>
      </div>
      <div className="relative">
        <div className="flex items-center gap-3 border-b border-dashed border-stone-300 pb-3">
          <img src="/images/logo.svg" alt="" width={40} height={40} className="size-10" />
          <div>
            <p className="text-lg leading-tight font-bold text-brand-800">{SHOP_NAME}</p>
            <p className="text-sm text-stone-600">{checkoutMessages.orderSummary.title}</p>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 border-b border-dashed border-stone-300 py-3 text-sm">
          <dt className="text-stone-600">เลขที่คำสั่งซื้อ</dt>
          <dd className="font-semibold break-all">{order.id}</dd>
          <dt className="text-stone-600">วันที่</dt>
          <dd>{formatThaiDateTime(order.createdAt)}</dd>
          <dt className="text-stone-600">ลูกค้า</dt>
          <dd>
            {order.firstName} {order.lastName}
          </dd>
          <dt className="text-stone-600">โทร</dt>
          <dd>{formatPhone(order.phone)}</dd>
          <dt className="text-stone-600">ที่อยู่จัดส่ง</dt>
          <dd className="break-words">{order.address}</dd>
        </dl>
        <table className="w-full border-b border-dashed border-stone-300 text-sm">
          <caption className="sr-only">รายการสินค้า</caption>
          <thead>
            <tr className="text-stone-600">
              <th scope="col" className="py-2 text-left font-semibold">
                สินค้า
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                จำนวน
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                รวม
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={`${item.productId}-${item.productName}`} className="align-top">
                <td className="py-1 pr-2">
                  <span className="block">{item.productName}</span>
                  <span className="text-xs text-stone-500">@ {money(item.pricePerUnit)}</span>
                </td>
                <td className="py-1 text-right tabular-nums">{item.quantity}</td>
                <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">
                  {money(item.totalPrice)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <OrderTotals order={order} className="py-3" />
        <p className="text-center text-sm text-stone-600">ขอบคุณที่อุดหนุน {SHOP_NAME}</p>
      </div>
    </div>
  );
}
