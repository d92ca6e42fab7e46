import { z } from 'zod';
import { checkoutMessages } from '../checkout-messages.ts';
import { type OrderState, PAYMENT_METHODS } from '../domain/order-lifecycle.ts';
import { shippingAddressSchema } from './addresses.ts';
import { cartLinesSchema, discountCodeInputSchema } from './cart.ts';
import type { Order } from './orders-answers.ts';
import { pointsToUseSchema } from './points.ts';

// The answers (an order, its lines) are in orders-answers.ts, out of the SPA's chunks.
export type {
  Order,
  OrderItem,
  PlaceOrderResponse,
  StockShortage,
} from './orders-answers.ts';

/** `POST /api/orders`: product ids and quantities only; prices, stock and discounts are the server's. */
export const placeOrderRequestSchema = z.object({
  items: cartLinesSchema.refine((lines) => lines.length > 0, checkoutMessages.cart.empty),
  discountCode: discountCodeInputSchema.optional(),
  /**
   * Where this order goes: a structured address (kept with the order, and its flat text built
   * from it) or free text as before. Left out: the book's default address, else the profile's.
   */
  shippingAddress: z
    .union([
      z.string().trim().min(1, checkoutMessages.checkout.addressRequired).max(500),
      shippingAddressSchema,
    ])
    .optional(),
  /** Also keep the structured address in the customer's book (not when the book is full). */
  saveAddress: z.boolean().optional(),
  /** How the customer pays; the shop's default when left out. */
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  /** The member's points to spend: capped at the share the shop allows (decision 0055). */
  pointsToUse: pointsToUseSchema.optional(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A client-chosen key (a UUID from the SPA): printable ASCII, at most 100 characters. */
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII');

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
