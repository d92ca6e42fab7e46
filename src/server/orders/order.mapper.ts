import type { Order, OrderItem } from '../../shared/contracts/orders.ts';
import { satangToBaht } from '../../shared/domain/money.ts';
import type { transactionItems, transactions } from '../db/schema/index.ts';

export type OrderRow = typeof transactions.$inferSelect;
export type OrderItemRow = typeof transactionItems.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The one place a stored order becomes the API's order (satang → baht). */
export function toOrder(
  row: OrderRow,
  items: readonly Pick<
    OrderItemRow,
    'productId' | 'productName' | 'quantity' | 'pricePerUnitSatang' | 'totalPriceSatang'
  >[],
): Order {
  return {
    id: row.id,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    address: row.address,
    items: items.map(
      (item): OrderItem => ({
        productId: item.productId,
        productName: item.productName,
        quantity: item.quantity,
        pricePerUnit: satangToBaht(item.pricePerUnitSatang),
        totalPrice: satangToBaht(item.totalPriceSatang),
      }),
    ),
    totalAmount: satangToBaht(row.totalAmountSatang),
    discountCode: row.discountCode,
    discountValue: satangToBaht(row.discountValueSatang),
    netAmount: satangToBaht(row.netAmountSatang),
    status: row.status,
    workflowStatus: row.workflowStatus,
    orderRejected: row.orderRejected,
    rejectionReason: row.rejectionReason,
    orderReceivedAt: iso(row.orderReceivedAt),
    paymentConfirmedAt: iso(row.paymentConfirmedAt),
    deliveryStartedAt: iso(row.deliveryStartedAt),
    courierAssignedAt: iso(row.courierAssignedAt),
  };
}
