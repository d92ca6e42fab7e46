import { z } from 'zod';
import { PAYMENT_METHODS } from '../domain/order-lifecycle.ts';
import {
  isPromptpayId,
  MAX_UNPAID_ORDERS_LIMIT,
  PAYMENT_WINDOW_MAX_HOURS,
  PAYMENT_WINDOW_MIN_HOURS,
  SLIP_REASON_MAX,
} from '../domain/payments.ts';
import { paymentMessages } from '../payment-messages.ts';
import { requiredText } from './admin-fields.ts';

// The answers (payment page, slips, queue, receipt) are in payments-answers.ts, out of the SPA's chunks.
export type {
  AdminPaymentItem,
  PaymentInfo,
  PaymentSettings,
  Receipt,
  Slip,
  WaitingSlipsAnswer,
} from './payments-answers.ts';

const text = paymentMessages.admin;

export const bankAccountSchema = z.object({
  bank: requiredText(100),
  accountName: requiredText(100),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9-]{6,20}$/, { error: text.invalidAccountNumber }),
});

/** `PUT /api/admin/settings/payments` (admin and root). Amounts in baht. */
export const paymentSettingsSchema = z
  .object({
    promptpayId: z
      .string()
      .trim()
      .transform((id) => id.replace(/[\s-]/g, ''))
      .refine((id) => id === '' || isPromptpayId(id), { error: text.invalidPromptpayId }),
    promptpayName: z.string().trim().max(100),
    bankAccounts: z.array(bankAccountSchema).max(5),
    promptpayEnabled: z.boolean().default(true),
    transferEnabled: z.boolean().default(true),
    codEnabled: z.boolean(),
    codMaxAmount: z.number().min(0).max(1_000_000),
    defaultMethod: z.enum(PAYMENT_METHODS),
    paymentWindowHours: z.number().min(PAYMENT_WINDOW_MIN_HOURS).max(PAYMENT_WINDOW_MAX_HOURS),
    /** Left out: the shop's limit stays as it is. */
    maxUnpaidOrders: z
      .number({ error: text.invalidMaxUnpaid })
      .int({ error: text.invalidMaxUnpaid })
      .min(1, { error: text.invalidMaxUnpaid })
      .max(MAX_UNPAID_ORDERS_LIMIT, { error: text.invalidMaxUnpaid })
      .optional(),
    vatRegistered: z.boolean().default(false),
    taxId: z
      .string()
      .trim()
      .regex(/^(\d{13})?$/, { error: text.invalidTaxId })
      .default(''),
  })
  .refine((s) => !s.vatRegistered || s.taxId !== '', {
    error: text.taxIdRequired,
    path: ['taxId'],
  });
export type PaymentSettingsInput = z.input<typeof paymentSettingsSchema>;
export type PaymentSettingsUpdate = z.output<typeof paymentSettingsSchema>;

/** `POST /api/admin/transactions/:id/payment`: approve, or reject with the reason the customer reads. */
export const paymentDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), reason: z.string().max(SLIP_REASON_MAX).optional() }),
  z.object({
    decision: z.literal('reject'),
    reason: z
      .string({ error: text.reasonRequired })
      .trim()
      .min(1, { error: text.reasonRequired })
      .max(SLIP_REASON_MAX),
  }),
]);
export type PaymentDecision = z.infer<typeof paymentDecisionSchema>;

/** `GET /api/admin/payments?status=in_review`. */
export const paymentQueueQuerySchema = z.object({
  status: z.literal('in_review').default('in_review'),
});
