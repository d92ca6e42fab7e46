import type { OrderItem } from '../../../shared/contracts/orders.ts';
import { type InSatang, inSatang } from '../../lib/money.ts';

const ORDER_AMOUNTS = [
  'totalAmount',
  'discountValue',
  'netAmount',
  'shippingFee',
  'deliveryFee',
  'codFee',
  'pointsDiscount',
  'amountDue',
] as const;
const LINE_AMOUNTS = ['pricePerUnit', 'totalPrice'] as const;

type OrderAmount = (typeof ORDER_AMOUNTS)[number];
type LineAmount = (typeof LINE_AMOUNTS)[number];

/** What an order answer carries that is money: its totals and its lines' prices. */
interface PricedOrder {
  totalAmount: number;
  discountValue: number;
  netAmount: number;
  shippingFee: number;
  deliveryFee: number;
  codFee: number;
  pointsDiscount: number;
  amountDue: number;
  items: OrderItem[];
  cancelledItems?: OrderItem[];
}

/** An order line with its price and total in satang. */
export type LineInSatang<L extends OrderItem = OrderItem> = InSatang<L, LineAmount>;

/** An order (the customer's or the back office's) with every amount in satang. */
export type OrderInSatang<O extends PricedOrder> = Omit<
  InSatang<O, OrderAmount>,
  'items' | 'cancelledItems'
> & {
  items: LineInSatang<O['items'][number]>[];
  cancelledItems?: LineInSatang[];
};

const lineInSatang = <L extends OrderItem>(line: L): LineInSatang<L> =>
  inSatang(line, LINE_AMOUNTS);

/** An order as the API answers it (baht), in satang from here on: totals, lines, cancelled lines. */
export function orderInSatang<O extends PricedOrder>(order: O): OrderInSatang<O> {
  return {
    ...inSatang(order, ORDER_AMOUNTS),
    items: order.items.map(lineInSatang),
    ...(order.cancelledItems ? { cancelledItems: order.cancelledItems.map(lineInSatang) } : {}),
  } as OrderInSatang<O>;
}
