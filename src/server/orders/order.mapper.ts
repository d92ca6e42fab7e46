import type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrderItem,
  OrderAction,
  OrderHistoryEntry,
} from '../../shared/contracts/admin-orders.ts';
import type { Order, OrderItem } from '../../shared/contracts/orders.ts';
import type { Refund } from '../../shared/contracts/refunds.ts';
import { CARRIERS, type Carrier, trackingUrl } from '../../shared/domain/carriers.ts';
import { bahtToSatang, satangToBaht } from '../../shared/domain/money.ts';
import { refundableSatang } from '../../shared/domain/refunds.ts';
import type { orderHistory, orderItems, orders } from '../db/schema/orders.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type HistoryRow = typeof orderHistory.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

type ItemFields = Pick<
  OrderItemRow,
  'productId' | 'productName' | 'quantity' | 'pricePerUnitSatang' | 'totalPriceSatang'
> & {
  variantId?: number | null;
  variantLabel?: string | null;
  isCancelled?: boolean;
  /** The points one unit earns once delivered (the stored line's). */
  memberPoints?: number;
};

/**
 * The one place a stored order becomes the customer's order (satang → baht). Lines the shop
 * cancelled are no longer part of it, so its items add up to its total; they are listed apart,
 * so the customer sees what will not come.
 */
export function toOrder(row: OrderRow, items: readonly ItemFields[]): Order {
  const customerItem = (item: ItemFields): OrderItem => ({
    productId: item.productId,
    productName: item.productName,
    variantId: item.variantId ?? null,
    variantLabel: item.variantLabel ?? null,
    quantity: item.quantity,
    pricePerUnit: satangToBaht(item.pricePerUnitSatang),
    totalPrice: satangToBaht(item.totalPriceSatang),
  });
  return {
    id: row.id,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    address: row.address,
    shippingAddress: row.shippingAddress ?? null,
    items: items.filter((item) => !item.isCancelled).map(customerItem),
    totalAmount: satangToBaht(row.totalAmountSatang),
    discountCode: row.discountCode,
    discountValue: satangToBaht(row.discountValueSatang),
    netAmount: satangToBaht(row.netAmountSatang),
    shippingFee: satangToBaht(row.shippingFeeSatang),
    deliveryFee: satangToBaht(row.shippingFeeSatang - row.codFeeSatang),
    codFee: satangToBaht(row.codFeeSatang),
    pointsUsed: row.pointsUsed,
    pointsDiscount: satangToBaht(row.pointsDiscountSatang),
    // A guest's order earns none; a member's, its live lines' points once delivered.
    pointsEarned:
      row.userId === null
        ? 0
        : items
            .filter((item) => !item.isCancelled)
            .reduce((sum, item) => sum + (item.memberPoints ?? 0) * item.quantity, 0),
    amountDue: satangToBaht(amountDueSatang(row)),
    status: row.status,
    workflowStatus: row.workflowStatus,
    orderRejected: row.orderRejected,
    rejectionReason: row.rejectionReason,
    orderReceivedAt: iso(row.orderReceivedAt),
    paymentConfirmedAt: iso(row.paymentConfirmedAt),
    deliveryStartedAt: iso(row.deliveryStartedAt),
    courierAssignedAt: iso(row.courierAssignedAt),
    cancelledItems: items.filter((item) => item.isCancelled).map(customerItem),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    paymentDueAt: iso(row.paymentDueAt),
    cancelledBy: row.cancelledBy,
    receiptNumber: row.receiptNumber,
    shipment: shipmentOf(row),
  };
}

/** The parcel, once a carrier has it (a carrier the shop no longer lists reads as 'other'). */
function shipmentOf(row: OrderRow): Order['shipment'] {
  if (!row.carrier || !row.trackingNumber || !row.shippedAt) return null;
  const carrier = (CARRIERS as readonly string[]).includes(row.carrier)
    ? (row.carrier as Carrier)
    : 'other';
  return {
    carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: trackingUrl(carrier, row.trackingNumber),
    shippedAt: row.shippedAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
  };
}

/**
 * What the customer pays for an order: its net amount less what member points took off (never
 * below 0: points never pay the delivery), and the delivery.
 */
export function amountDueSatang(
  row: Pick<OrderRow, 'netAmountSatang' | 'shippingFeeSatang' | 'pointsDiscountSatang'>,
) {
  return Math.max(0, row.netAmountSatang - row.pointsDiscountSatang) + row.shippingFeeSatang;
}

/** A stored order as staff see it: every line (cancelled ones too), username and channel. */
export function toAdminOrder(row: OrderRow, items: readonly OrderItemRow[]): AdminOrder {
  const { items: _customerItems, cancelledItems: _cancelled, ...order } = toOrder(row, []);
  return {
    ...order,
    username: row.username,
    channel: row.channel,
    updatedAt: row.updatedAt.toISOString(),
    items: items.map(
      (item): AdminOrderItem => ({
        id: item.id,
        productId: item.productId,
        productName: item.productName,
        variantId: item.variantId,
        variantLabel: item.variantLabel,
        quantity: item.quantity,
        pricePerUnit: satangToBaht(item.pricePerUnitSatang),
        totalPrice: satangToBaht(item.totalPriceSatang),
        isEligibleForPromotion: item.isEligibleForPromotion,
        isCancelled: item.isCancelled,
      }),
    ),
  };
}

export function toHistoryEntry(row: HistoryRow): OrderHistoryEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action as OrderAction,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What may still be given back on an order: its amount due once the shop received it (paid, or
 * partly given back already), less what went back before; 0 while nothing was received.
 */
export function refundableOf(
  row: Pick<
    OrderRow,
    'paymentStatus' | 'netAmountSatang' | 'pointsDiscountSatang' | 'shippingFeeSatang'
  >,
  refunds: readonly Pick<Refund, 'amount'>[],
): number {
  if (row.paymentStatus !== 'paid' && row.paymentStatus !== 'partially_refunded') return 0;
  const refunded = refunds.reduce((total, refund) => total + bahtToSatang(refund.amount), 0);
  return refundableSatang(amountDueSatang(row), refunded);
}

export function toAdminOrderDetail(
  row: OrderRow,
  items: readonly OrderItemRow[],
  history: readonly HistoryRow[],
  refunds: readonly Refund[],
): AdminOrderDetail {
  return {
    ...toAdminOrder(row, items),
    history: history.map(toHistoryEntry),
    refunds: [...refunds],
    refundable: satangToBaht(refundableOf(row, refunds)),
  };
}
