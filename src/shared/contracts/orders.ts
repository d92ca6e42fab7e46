import { z } from 'zod';
import { checkoutMessages } from '../checkout-messages.ts';
import type {
  CancelledBy,
  OrderState,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  WorkflowStage,
} from '../domain/order-lifecycle.ts';
import { cartLinesSchema, discountCodeInputSchema } from './cart.ts';

/** `POST /api/orders`: product ids and quantities only; prices, stock and discounts are the server's. */
export const placeOrderRequestSchema = z.object({
  items: cartLinesSchema.refine((lines) => lines.length > 0, checkoutMessages.cart.empty),
  discountCode: discountCodeInputSchema.optional(),
  /** Replaces the member's address for this order. */
  shippingAddress: z
    .string()
    .trim()
    .min(1, checkoutMessages.checkout.addressRequired)
    .max(500)
    .optional(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A client-chosen key (a UUID from the SPA): printable ASCII, at most 100 characters. */
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII');

export interface OrderItem {
  productId: number | null;
  productName: string;
  quantity: number;
  /** Baht. */
  pricePerUnit: number;
  totalPrice: number;
}

/** An order as the API answers it; amounts in baht. */
export interface Order {
  id: string;
  userId: string | null;
  createdAt: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  items: OrderItem[];
  totalAmount: number;
  discountCode: string | null;
  discountValue: number;
  netAmount: number;
  status: OrderStatus;
  workflowStatus: WorkflowStage;
  orderRejected: boolean;
  rejectionReason: string | null;
  orderReceivedAt: string | null;
  paymentConfirmedAt: string | null;
  deliveryStartedAt: string | null;
  courierAssignedAt: string | null;
  /** Lines the shop cancelled (e.g. left unticked at confirmation): not part of the totals. */
  cancelledItems?: OrderItem[];
  /** The order's lifecycle (shared/domain/order-lifecycle.ts): null method = arranged with the shop. */
  paymentMethod: PaymentMethod | null;
  paymentStatus: PaymentStatus;
  /** ISO; when an unpaid PromptPay or transfer order is cancelled by the shop; null otherwise. */
  paymentDueAt: string | null;
  cancelledBy: CancelledBy | null;
}

/** The lifecycle state of an order as the API answers it: what the screens ask the table with. */
export function orderStateOf(
  order: Pick<
    Order,
    | 'status'
    | 'workflowStatus'
    | 'orderRejected'
    | 'paymentMethod'
    | 'paymentStatus'
    | 'cancelledBy'
    | 'paymentDueAt'
  >,
): OrderState {
  return {
    status: order.status,
    workflowStatus: order.workflowStatus,
    orderRejected: order.orderRejected,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    cancelledBy: order.cancelledBy,
    paymentDueAt: order.paymentDueAt ? new Date(order.paymentDueAt) : null,
  };
}

export interface PlaceOrderResponse {
  order: Order;
}

/** Details of a 409 OUT_OF_STOCK: the products short. */
export interface StockShortage {
  productId: number;
  name: string;
  requested: number;
  available: number;
}
