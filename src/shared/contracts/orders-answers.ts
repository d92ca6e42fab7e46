import { z } from 'zod';
import { CARRIERS } from '../domain/carriers.ts';
import {
  CANCELLED_BY,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  WORKFLOW_STAGES,
} from '../domain/order-lifecycle.ts';
import { shippingAddressAnswerSchema } from './addresses-answers.ts';
import { baht, count, isoMoment, pageOf, rowId } from './answer-fields.ts';
import { customerRefundSchema } from './refunds.ts';

// Answers of the orders API, apart from orders.ts: the SPA imports that file's values, and these
// would only add weight to its chunks.

/** Order ids are 'TXN' and digits. */
export const orderIdSchema = z.string().regex(/^TXN\d+$/);

export const orderItemSchema = z.strictObject({
  /** Null once the product is deleted; the line keeps its name and prices. */
  productId: rowId.nullable(),
  productName: z.string(),
  /** The pack size sold, and its label as it was when ordered ("1 ลิตร"); null before sizes or once deleted. */
  variantId: rowId.nullable(),
  variantLabel: z.string().nullable(),
  quantity: z.number().int().positive(),
  pricePerUnit: baht,
  totalPrice: baht,
  /**
   * The customer's review of the line's product from this order (its stars), hidden or not: on
   * `GET /api/orders/:id` of a delivered order only; absent when not reviewed (decision 0050).
   */
  review: z.strictObject({ rating: z.number().int().min(1).max(5) }).optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** The fields of an order that the customer and staff both see; amounts in baht. */
export const orderFields = {
  id: orderIdSchema,
  userId: z.uuid().nullable(),
  createdAt: isoMoment,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.string(),
  /** The structured address the flat `address` was built from; null for free-text orders. */
  shippingAddress: shippingAddressAnswerSchema.nullable(),
  totalAmount: baht,
  discountCode: z.string().nullable(),
  discountValue: baht,
  netAmount: baht,
  /** What delivery costs the customer, the COD fee included. */
  shippingFee: baht,
  /** The shipping fee without the COD fee: shippingFee = deliveryFee + codFee. */
  deliveryFee: baht,
  /** What paying the courier adds to the shipping fee (0 unless cash on delivery). */
  codFee: baht,
  /** Member points the order spent, and the baht they took off (the "ส่วนลดแต้ม" line). */
  pointsUsed: z.number().int().nonnegative(),
  pointsDiscount: baht,
  /** Points the order earns once delivered (pending until then; none for a guest's order). */
  pointsEarned: z.number().int().nonnegative(),
  /** What the customer pays: netAmount − pointsDiscount + shippingFee. */
  amountDue: baht,
  status: z.enum(ORDER_STATUSES),
  workflowStatus: z.enum(WORKFLOW_STAGES),
  orderRejected: z.boolean(),
  /** The Thai text staff gave. */
  rejectionReason: z.string().nullable(),
  orderReceivedAt: isoMoment.nullable(),
  paymentConfirmedAt: isoMoment.nullable(),
  deliveryStartedAt: isoMoment.nullable(),
  courierAssignedAt: isoMoment.nullable(),
  /** The order's lifecycle (shared/domain/order-lifecycle.ts): null method = arranged with the shop. */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** When an unpaid PromptPay or transfer order is cancelled by the shop; null otherwise. */
  paymentDueAt: isoMoment.nullable(),
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  /** The parcel once staff handed it to a carrier; null before. */
  shipment: z
    .strictObject({
      carrier: z.enum(CARRIERS),
      trackingNumber: z.string(),
      trackingUrl: z.url().nullable(),
      shippedAt: isoMoment,
      deliveredAt: isoMoment.nullable(),
    })
    .nullable(),
  /** The receipt's running number once the order is paid (`GET /api/orders/:id/receipt`); null before. */
  receiptNumber: z.number().int().positive().nullable(),
};

/** An order as the customer's API answers it. */
export const orderSchema = z.strictObject({
  ...orderFields,
  items: z.array(orderItemSchema),
  /** Lines the shop cancelled (e.g. left unticked at confirmation): not part of the totals. */
  cancelledItems: z.array(orderItemSchema).optional(),
  /** The money the shop gave back, oldest first: on the single order's answer, once there is any. */
  refunds: z.array(customerRefundSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** `POST /api/orders` (201, or 200 for a repeated Idempotency-Key), `…/cancel`, `…/delivered`. */
export const placeOrderResponseSchema = z.strictObject({
  order: orderSchema,
  /** The structured address's sub-district/postcode pair is not in the shop's list (kept all the same). */
  warning: z.string().optional(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** `GET /api/orders`: the caller's own orders, newest first. */
export const orderPageSchema = pageOf(orderSchema);

/** Details of a 409 OUT_OF_STOCK (`error.products`): the products short. */
export const stockShortageSchema = z.strictObject({
  productId: rowId,
  /** The pack size short. */
  variantId: rowId.optional(),
  /** The product's name, with its size when it has several. */
  name: z.string(),
  requested: z.number().int().positive(),
  available: count,
});
export type StockShortage = z.infer<typeof stockShortageSchema>;
