import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../domain/order-lifecycle.ts';
import { SLIP_CHECK_REASONS, SLIP_STATUSES } from '../domain/payments.ts';
import { adminOrderSchema } from './admin-orders-answers.ts';
import { baht, isoMoment } from './answer-fields.ts';
import { orderSchema } from './orders-answers.ts';

// Answers of the payments API, apart from payments.ts (which the SPA's forms import).

/** A slip a customer sent, as the customer and staff see it (the picture at `/api/slips/:id/image`). */
export const slipSchema = z.strictObject({
  id: z.uuid(),
  status: z.enum(SLIP_STATUSES),
  submittedAt: isoMoment,
  /** The Thai reason staff gave when they refused it. */
  reason: z.string().nullable(),
  /** Read from the slip's verification QR; null when it had none. */
  sendingBank: z.string().nullable(),
  transferRef: z.string().nullable(),
  /** Staff must check it by eye before deciding, for `checkReason` (null when it need not). */
  needsCheck: z.boolean(),
  checkReason: z.enum(SLIP_CHECK_REASONS).nullable(),
});
export type Slip = z.infer<typeof slipSchema>;

/** `POST /api/orders/:id/slips` (201). */
export const slipAnswerSchema = z.strictObject({ slip: slipSchema, order: orderSchema });

export const bankAccountAnswerSchema = z.strictObject({
  bank: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});

/** `GET /api/orders/:id/payment`: how to pay this order, for exactly its amount due. */
export const paymentInfoSchema = z.strictObject({
  method: z.enum(PAYMENT_METHODS).nullable(),
  status: z.enum(PAYMENT_STATUSES),
  amountDue: baht,
  dueAt: isoMoment.nullable(),
  promptpay: z
    .strictObject({
      /** The EMVCo PromptPay string for exactly `amountDue`. */
      payload: z.string(),
      /** Its QR code, an SVG document. */
      svg: z.string(),
      accountName: z.string(),
      /** The shop's PromptPay id (a mobile number or a 13-digit id), to type in by hand. */
      id: z.string(),
    })
    .optional(),
  bankAccounts: z.array(bankAccountAnswerSchema).optional(),
  slips: z.array(slipSchema),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

/** `GET /api/admin/payments`: a slip waiting for staff, with its order; those to check first. */
export const adminPaymentItemSchema = z.strictObject({
  order: adminOrderSchema,
  slip: slipSchema,
});
export type AdminPaymentItem = z.infer<typeof adminPaymentItemSchema>;
export const adminPaymentQueueSchema = z.strictObject({
  items: z.array(adminPaymentItemSchema),
  total: z.number().int().nonnegative(),
});

/** `GET /api/admin/payments/count`: how many slips wait for staff (the sidebar's badge). */
export const waitingSlipsSchema = z.strictObject({ waiting: z.number().int().nonnegative() });
export type WaitingSlipsAnswer = z.infer<typeof waitingSlipsSchema>;

/** `GET/PUT /api/admin/settings/payments`: the settings as saved (amounts in baht). */
export const paymentSettingsAnswerSchema = z.strictObject({
  promptpayId: z.string(),
  promptpayName: z.string(),
  bankAccounts: z.array(bankAccountAnswerSchema),
  promptpayEnabled: z.boolean(),
  transferEnabled: z.boolean(),
  codEnabled: z.boolean(),
  codMaxAmount: baht,
  defaultMethod: z.enum(PAYMENT_METHODS),
  paymentWindowHours: z.number().positive(),
  /** How many unpaid PromptPay or transfer orders one customer may have open. */
  maxUnpaidOrders: z.number().int().positive(),
  vatRegistered: z.boolean(),
  taxId: z.string(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsAnswerSchema>;

/** `GET /api/payment-methods`: what the checkout may offer (no ids or accounts). */
export const paymentMethodsAnswerSchema = z.strictObject({
  methods: z.array(z.enum(PAYMENT_METHODS)),
  defaultMethod: z.enum(PAYMENT_METHODS),
  codEnabled: z.boolean(),
  codMaxAmount: baht,
});
export type PaymentMethodsAnswer = z.infer<typeof paymentMethodsAnswerSchema>;

export const receiptLineSchema = z.strictObject({
  name: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: baht,
  totalPrice: baht,
  vatExempt: z.boolean(),
});

/** `GET /api/orders/:id/receipt` and `GET /api/admin/transactions/:id/receipt`: as issued, never edited. */
export const receiptSchema = z.strictObject({
  number: z.number().int().positive(),
  /** The number as printed: RC-000001. */
  label: z.string(),
  orderId: z.string(),
  customerName: z.string(),
  customerAddress: z.string(),
  /** The shop as its settings named it when the receipt was issued (empty on none then). */
  shopName: z.string(),
  shopAddress: z.string(),
  issuedAt: isoMoment,
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  transferRef: z.string().nullable(),
  lines: z.array(receiptLineSchema),
  discount: baht,
  shippingFee: baht,
  /** The shipping fee without the COD fee: shippingFee = deliveryFee + codFee. */
  deliveryFee: baht,
  /** What paying the courier added to the shipping fee. */
  codFee: baht,
  amount: baht,
  vatRegistered: z.boolean(),
  taxId: z.string(),
  vatRate: z.number(),
  exemptAmount: baht,
  taxableAmount: baht,
  vat: baht,
});
export type Receipt = z.infer<typeof receiptSchema>;
