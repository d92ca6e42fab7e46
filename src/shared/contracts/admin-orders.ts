import { z } from 'zod';
import { adminMessages } from '../admin-messages.ts';
import { checkoutMessages } from '../checkout-messages.ts';
import { CARRIERS, fitsCarrier, normalTrackingNumber } from '../domain/carriers.ts';
import { hasAtMostTwoDecimals } from '../domain/money.ts';
import {
  FORM_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  REJECTION_REASON_MAX,
  WORKFLOW_STAGES,
} from '../domain/order-lifecycle.ts';
import { MAX_ORDER_SATANG } from '../domain/order-limits.ts';
import { adminPage, emptyAsUndefined, requiredText, searchText } from './admin-fields.ts';
import { cartLinesSchema, MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart.ts';
import { serialIdSchema } from './common.ts';

// The answers (an order, its page, its history) are in admin-orders-answers.ts, out of the
// SPA's chunks.
export type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrderItem,
  AdminOrderPage,
  OrderAnswer,
  OrderChannel,
  OrderCounters,
  OrderHistoryEntry,
  OrdersSummary,
} from './admin-orders-answers.ts';

const text = adminMessages.transactions;

/** Admin transactions table: 10 rows a page. */
export const ADMIN_TRANSACTIONS_PAGE_SIZE = 10;

export const USERNAME_MAX = 100;
export const SHIPPING_ADDRESS_MAX = 500;
/** The largest amount a manual order may carry, in baht: the one limit of every order. */
export const MAX_ORDER_AMOUNT = MAX_ORDER_SATANG / 100;

/** A baht amount typed in the form: a number, at least `min`, step 0.01. */
const amount = (min: 'positive' | 'zero') =>
  z
    .number({ error: text.amountInvalid })
    .refine((value) => (min === 'positive' ? value > 0 : value >= 0), { error: text.amountInvalid })
    .refine((value) => value <= MAX_ORDER_AMOUNT, { error: text.amountInvalid })
    .refine(hasAtMostTwoDecimals, { error: text.amountInvalid });

const statusField = z.enum(ORDER_STATUSES, { error: adminMessages.adminForm.invalidChoice });

/** True when `value` (yyyy-MM-dd) names a day of the calendar: 2026-02-30 does not. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A Bangkok calendar day, yyyy-MM-dd, as a date input writes it; empty means no bound. */
const dayField = z.preprocess(
  emptyAsUndefined,
  z
    .string({ error: adminMessages.adminForm.invalidDate })
    .refine(isCalendarDay, { error: adminMessages.adminForm.invalidDate })
    .optional(),
);

/**
 * The back office's order filters, shared by the list and the CSV export: search (order id, phone
 * or the customer's name), status, payment status, Bangkok days `from`..`to` inclusive, and
 * `toShip=1` for the orders that may go to a carrier now (the lifecycle's `readyToShip`).
 */
const orderFilters = {
  q: searchText,
  status: z.preprocess(emptyAsUndefined, statusField.optional()),
  payment: z.preprocess(
    emptyAsUndefined,
    z.enum(PAYMENT_STATUSES, { error: adminMessages.adminForm.invalidChoice }).optional(),
  ),
  from: dayField,
  to: dayField,
  toShip: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['0', '1'], { error: adminMessages.adminForm.invalidChoice })
      .optional()
      .transform((value) => value === '1'),
  ),
};

/** `from` after `to` is a mistake, not an empty list. */
const daysInOrder = (value: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (value.from && value.to && value.from > value.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: text.rangeOrder });
  }
};

/** `GET /api/admin/transactions?q=&status=&payment=&from=&to=&toShip=&page=&pageSize=`. */
export const adminOrderListQuerySchema = z
  .object({ ...orderFilters, ...adminPage(ADMIN_TRANSACTIONS_PAGE_SIZE) })
  .superRefine(daysInOrder);
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;
/** The list's filters, without its page. */
export type OrderFilters = Omit<AdminOrderListQuery, 'page' | 'pageSize'>;

/** `GET /api/admin/transactions/export.csv`: the list's filters, every order they match. */
export const orderExportQuerySchema = z.object(orderFilters).superRefine(daysInOrder);

/** The most packing slips one print asks for. */
export const MAX_PACKING_SLIPS = 50;

/** `GET /api/admin/transactions/packing-slips?ids=TXN1,TXN2`: 1 to 50 order ids, in print order. */
export const packingSlipsQuerySchema = z.object({
  ids: z
    .string({ error: text.slipIds })
    .max(MAX_PACKING_SLIPS * 40, { error: text.slipIds })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(/^TXN\d{1,29}$/, { error: text.slipIds }))
        .min(1, { error: text.slipIds })
        .max(MAX_PACKING_SLIPS, { error: text.slipIds }),
    ),
});

/** `POST /api/admin/transactions/:id/workflow`. */
export const workflowRequestSchema = z.object({
  stage: z.enum(WORKFLOW_STAGES, { error: adminMessages.adminForm.invalidChoice }),
});
export type WorkflowRequest = z.infer<typeof workflowRequestSchema>;

/** `POST /api/admin/transactions/:id/shipment`: the carrier and its tracking number. */
export const shipmentRequestSchema = z
  .object({
    carrier: z.enum(CARRIERS, { error: text.invalidCarrier }),
    trackingNumber: z.string().max(60).transform(normalTrackingNumber),
  })
  .refine((shipment) => fitsCarrier(shipment.carrier, shipment.trackingNumber), {
    error: text.trackingFormat,
    path: ['trackingNumber'],
  });
export type ShipmentRequest = z.input<typeof shipmentRequestSchema>;

const itemIdsSchema = z
  .array(serialIdSchema, { error: text.selectItems })
  .min(1, { error: text.selectItems })
  .max(MAX_CART_LINES)
  .transform((ids) => [...new Set(ids)]);

/**
 * `POST …/confirm` and `…/reject`: the items the staff member ticked (at least one). Confirm keeps
 * the ticked lines and cancels the others; reject needs the reason the customer will see.
 */
export const decisionRequestSchema = z.object({ itemIds: itemIdsSchema });
export type DecisionRequest = z.input<typeof decisionRequestSchema> & { reason?: string };

/** `POST …/reject`: the ticked items and the reason (Thai, shown to the customer). */
export const rejectRequestSchema = decisionRequestSchema.extend({
  reason: z
    .string({ error: text.reasonRequired })
    .trim()
    .min(1, { error: text.reasonRequired })
    .max(REJECTION_REASON_MAX, { error: adminMessages.adminForm.tooLong(REJECTION_REASON_MAX) }),
});
export type RejectRequest = z.input<typeof rejectRequestSchema>;

const quantityField = z
  .number({ error: checkoutMessages.cart.quantityRange })
  .int({ error: checkoutMessages.cart.quantityRange })
  .min(1, { error: checkoutMessages.cart.quantityRange })
  .max(MAX_LINE_QUANTITY, { error: checkoutMessages.cart.quantityRange });

/** `PATCH …/items`: new quantities and cancellations; lines left out stay as they are. */
export const itemEditsRequestSchema = z.object({
  items: z
    .array(
      z.object({
        id: serialIdSchema,
        quantity: quantityField,
        cancelled: z.boolean({ error: adminMessages.adminForm.invalidValue }),
      }),
    )
    .min(1)
    .max(MAX_CART_LINES)
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      items.forEach((item, index) => {
        if (seen.has(item.id)) {
          ctx.addIssue({ code: 'custom', message: text.duplicateItems, path: [index, 'id'] });
        }
        seen.add(item.id);
      });
    }),
});
export type ItemEditsRequest = z.infer<typeof itemEditsRequestSchema>;

const usernameField = requiredText(USERNAME_MAX);
const shippingAddressField = requiredText(SHIPPING_ADDRESS_MAX);

/**
 * `POST /api/admin/transactions`: a manual order (taken by phone). The username is an existing
 * customer's phone or a walk-in name; items are priced by the server, or a total is given.
 */
export const manualOrderRequestSchema = z
  .object({
    username: usernameField,
    items: cartLinesSchema.default([]),
    totalAmount: amount('positive').optional(),
    shippingAddress: shippingAddressField,
    /** The form's statuses: shipped and delivered come from a shipment, never from a form. */
    status: z
      .enum(FORM_STATUSES, { error: adminMessages.adminForm.invalidChoice })
      .default('pending'),
  })
  .superRefine((order, ctx) => {
    if (order.items.length === 0 && order.totalAmount === undefined) {
      ctx.addIssue({ code: 'custom', message: text.itemsOrTotal, path: ['totalAmount'] });
    }
  });
export type ManualOrderRequest = z.input<typeof manualOrderRequestSchema>;
export type ManualOrderInput = z.infer<typeof manualOrderRequestSchema>;

/** `PUT /api/admin/transactions/:id`: the add/edit form's fields. */
export const orderUpdateRequestSchema = z.object({
  username: usernameField,
  totalAmount: amount('zero'),
  shippingAddress: shippingAddressField,
  status: statusField,
});
export type OrderUpdateRequest = z.infer<typeof orderUpdateRequestSchema>;

export const TRANSACTION_ACTIONS = [
  'create',
  'update',
  'workflow',
  'confirm',
  'reject',
  'items',
  'delete',
  'cancel',
  'expire',
  'payment',
  'ship',
  'deliver',
  'refund',
] as const;
export type OrderAction = (typeof TRANSACTION_ACTIONS)[number];
