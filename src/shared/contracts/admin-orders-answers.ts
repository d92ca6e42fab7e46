import { z } from 'zod';
import { EVENT_CHANNELS } from '../domain/analytics.ts';
import { ORDER_STATUSES } from '../domain/order-lifecycle.ts';
import { TRANSACTION_ACTIONS } from './admin-orders.ts';
import { baht, count, isoMoment, pageOf, rowId } from './answer-fields.ts';
import { orderFields, orderItemSchema } from './orders-answers.ts';
import { refundSchema } from './refunds.ts';

// Answers of the back office's transactions API, apart from admin-orders.ts: the SPA's forms
// import that file's schemas, and these would only add weight to their chunks.

/** Where an order came from: the website, a phone, or staff entering a phone or email order. */
export const orderChannelSchema = z.enum(EVENT_CHANNELS);
export type OrderChannel = z.infer<typeof orderChannelSchema>;

export const adminOrderItemSchema = z.strictObject({
  ...orderItemSchema.shape,
  id: rowId,
  isEligibleForPromotion: z.boolean(),
  isCancelled: z.boolean(),
});
export type AdminOrderItem = z.infer<typeof adminOrderItemSchema>;

/** An order as staff see it: the customer's order plus username, channel and every line. */
export const adminOrderSchema = z.strictObject({
  ...orderFields,
  username: z.string(),
  channel: orderChannelSchema,
  updatedAt: isoMoment,
  items: z.array(adminOrderItemSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** One line of an order's history: who did what, when. */
export const orderHistoryEntrySchema = z.strictObject({
  id: rowId,
  actorId: z.uuid().nullable(),
  actorName: z.string(),
  action: z.enum(TRANSACTION_ACTIONS),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoMoment,
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** `GET /api/admin/transactions/:id`: the order with its history, newest first. */
export const adminOrderDetailSchema = z.strictObject({
  ...adminOrderSchema.shape,
  history: z.array(orderHistoryEntrySchema),
  /** The money given back, oldest first, and what may still be (baht). */
  refunds: z.array(refundSchema),
  refundable: baht,
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** Orders per status over the whole shop (the page's counters): every status, 0 included. */
export const orderCountersSchema = z.record(z.enum(ORDER_STATUSES), count);
export type OrderCounters = z.infer<typeof orderCountersSchema>;

/** `GET /api/admin/transactions`: a page of orders and the counters. */
export const adminOrderPageSchema = z.strictObject({
  ...pageOf(adminOrderSchema).shape,
  counters: orderCountersSchema,
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

/** Every write answers the order as it now stands, with its history. */
export const orderAnswerSchema = z.strictObject({
  transaction: adminOrderDetailSchema,
});
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

/** `GET /api/admin/transactions/summary`: what the back office polls while it is open. */
export const ordersSummarySchema = z.strictObject({
  /** Orders not yet confirmed (pending): the sidebar's count. */
  newOrders: count,
  /** When the newest order was placed, or null: a change means the list is out of date. */
  latestOrderAt: isoMoment.nullable(),
});
export type OrdersSummary = z.infer<typeof ordersSummarySchema>;
