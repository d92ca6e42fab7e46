import { z } from 'zod';
import { EVENT_CHANNELS } from '../domain/analytics.ts';
import { ORDER_STATUSES } from '../domain/order-lifecycle.ts';
import { TRANSACTION_ACTIONS } from './admin-orders.ts';
import { count, isoMoment, pageOf, rowId } from './answer-fields.ts';
import { orderFields, orderItemSchema } from './orders-answers.ts';

// Answers of the back office's transactions API, apart from admin-orders.ts: the SPA's forms
// import that file's schemas, and these would only add weight to their chunks.

/** Where an order came from: the website, a phone, or staff entering a phone or email order. */
export const orderChannelSchema = z.enum(EVENT_CHANNELS);
export type OrderChannel = z.infer<typeof orderChannelSchema>;

export const adminTransactionItemSchema = z.strictObject({
  ...orderItemSchema.shape,
  id: rowId,
  isEligibleForPromotion: z.boolean(),
  isCancelled: z.boolean(),
});
export type AdminTransactionItem = z.infer<typeof adminTransactionItemSchema>;

/** An order as staff see it: the customer's order plus username, channel and every line. */
export const adminTransactionSchema = z.strictObject({
  ...orderFields,
  username: z.string(),
  channel: orderChannelSchema,
  updatedAt: isoMoment,
  items: z.array(adminTransactionItemSchema),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

/** One line of an order's history: who did what, when. */
export const transactionHistoryEntrySchema = z.strictObject({
  id: rowId,
  actorId: z.uuid().nullable(),
  actorName: z.string(),
  action: z.enum(TRANSACTION_ACTIONS),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoMoment,
});
export type TransactionHistoryEntry = z.infer<typeof transactionHistoryEntrySchema>;

/** `GET /api/admin/transactions/:id`: the order with its history, newest first. */
export const adminTransactionDetailSchema = z.strictObject({
  ...adminTransactionSchema.shape,
  history: z.array(transactionHistoryEntrySchema),
});
export type AdminTransactionDetail = z.infer<typeof adminTransactionDetailSchema>;

/** Orders per status over the whole shop (the page's counters): every status, 0 included. */
export const transactionCountersSchema = z.record(z.enum(ORDER_STATUSES), count);
export type TransactionCounters = z.infer<typeof transactionCountersSchema>;

/** `GET /api/admin/transactions`: a page of orders and the counters. */
export const adminTransactionPageSchema = z.strictObject({
  ...pageOf(adminTransactionSchema).shape,
  counters: transactionCountersSchema,
});
export type AdminTransactionPage = z.infer<typeof adminTransactionPageSchema>;

/** Every write answers the order as it now stands, with its history. */
export const transactionAnswerSchema = z.strictObject({
  transaction: adminTransactionDetailSchema,
});
export type TransactionAnswer = z.infer<typeof transactionAnswerSchema>;

/** `GET /api/admin/transactions/summary`: what the back office polls while it is open. */
export const transactionsSummarySchema = z.strictObject({
  /** Orders not yet confirmed (pending): the sidebar's count. */
  newOrders: count,
  /** When the newest order was placed, or null: a change means the list is out of date. */
  latestOrderAt: isoMoment.nullable(),
});
export type TransactionsSummary = z.infer<typeof transactionsSummarySchema>;
