import type { AdminOrderDetail } from '../../shared/contracts/admin-orders.ts';
import type { Order } from '../../shared/contracts/orders.ts';

/** An order as the API answers it, for client tests (amounts in baht). */
/**
 * A COD order of ฿1,590 that ships free, with a ฿20 COD fee: the courier collects ฿1,610 (the
 * amounts every screen after checkout must show alike).
 */
export const COD_ORDER_AMOUNTS = {
  paymentMethod: 'cod',
  paymentStatus: 'cod',
  totalAmount: 1590,
  discountCode: null,
  discountValue: 0,
  netAmount: 1590,
  shippingFee: 20,
  deliveryFee: 0,
  codFee: 20,
  amountDue: 1610,
} as const satisfies Partial<Order>;

export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'TXN1795348555341',
    userId: 'u-1',
    createdAt: '2026-11-22T11:55:00.000Z',
    firstName: 'สมหญิง',
    lastName: 'ทองดี',
    phone: '0812345678',
    address: '12 หมู่ 3 ต.บ้านเกาะ อ.พระนครศรีอยุธยา',
    shippingAddress: null,
    items: [
      {
        productId: 1,
        productName: 'ไกลโฟเซต ไร่ทอง 48%',
        variantId: 101,
        variantLabel: 'ขนาดเดียว',
        quantity: 2,
        pricePerUnit: 890,
        totalPrice: 1780,
      },
      {
        productId: 2,
        productName: 'ถังพ่นยา 16 ลิตร',
        variantId: 102,
        variantLabel: 'ขนาดเดียว',
        quantity: 1,
        pricePerUnit: 1290,
        totalPrice: 1290,
      },
    ],
    totalAmount: 3070,
    discountCode: 'FARM10',
    discountValue: 178,
    netAmount: 2892,
    shippingFee: 0,
    deliveryFee: 0,
    codFee: 0,
    pointsUsed: 0,
    pointsDiscount: 0,
    pointsEarned: 0,
    amountDue: 2892,
    receiptNumber: null,
    shipment: null,
    status: 'pending',
    workflowStatus: 'orders',
    orderRejected: false,
    rejectionReason: null,
    orderReceivedAt: null,
    paymentConfirmedAt: null,
    deliveryStartedAt: null,
    courierAssignedAt: null,
    paymentMethod: null,
    paymentStatus: 'awaiting',
    paymentDueAt: null,
    cancelledBy: null,
    ...overrides,
  };
}

/** An order as staff see it (every line with its id), for admin client tests. */
export function buildAdminOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const { items: _items, ...order } = buildOrder();
  return {
    ...order,
    username: order.phone,
    channel: 'website',
    updatedAt: order.createdAt,
    items: [
      {
        id: 11,
        productId: 1,
        productName: 'ไกลโฟเซต ไร่ทอง 48%',
        variantId: 101,
        variantLabel: 'ขนาดเดียว',
        quantity: 2,
        pricePerUnit: 890,
        totalPrice: 1780,
        isEligibleForPromotion: true,
        isCancelled: false,
      },
      {
        id: 12,
        productId: 2,
        productName: 'ถังพ่นยา 16 ลิตร',
        variantId: 102,
        variantLabel: 'ขนาดเดียว',
        quantity: 1,
        pricePerUnit: 1290,
        totalPrice: 1290,
        isEligibleForPromotion: false,
        isCancelled: false,
      },
    ],
    history: [],
    refunds: [],
    refundable: 0,
    ...overrides,
  };
}
