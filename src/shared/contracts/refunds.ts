import { z } from 'zod';
import { bahtToSatang, hasAtMostTwoDecimals, SATANG_PER_BAHT } from '../domain/money.ts';
import { MAX_ORDER_SATANG } from '../domain/order-limits.ts';
import { REFUND_METHODS, REFUND_NOTE_MAX, REFUND_REFERENCE_MAX } from '../domain/refunds.ts';
import { refundMessages as text } from '../refund-messages.ts';
import { baht, isoMoment, rowId } from './answer-fields.ts';
import { MAX_CART_LINES } from './cart.ts';
import { serialIdSchema } from './common.ts';

/**
 * `POST /api/admin/transactions/:id/refund`: the amount in baht (as every amount of the contract,
 * at most 2 decimals; satang once read), how the money went back and its reference; the lines it
 * is for, if not the whole order; a note for the shop.
 */
export const refundRequestSchema = z.object({
  amount: z
    .number({ error: text.amountInvalid })
    .positive({ error: text.amountInvalid })
    .max(MAX_ORDER_SATANG / SATANG_PER_BAHT, { error: text.amountInvalid })
    .refine(hasAtMostTwoDecimals, { error: text.amountInvalid })
    .transform(bahtToSatang),
  method: z.enum(REFUND_METHODS, { error: text.methodInvalid }),
  reference: z
    .string({ error: text.referenceRequired })
    .trim()
    .min(1, { error: text.referenceRequired })
    .max(REFUND_REFERENCE_MAX, { error: text.referenceTooLong }),
  lineIds: z
    .array(serialIdSchema, { error: text.linesInvalid })
    .max(MAX_CART_LINES, { error: text.linesInvalid })
    .transform((ids) => [...new Set(ids)])
    .optional(),
  note: z.string().trim().max(REFUND_NOTE_MAX, { error: text.noteTooLong }).optional(),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;
/** A refund as the server reads it: its amount in satang. */
export type RefundOrder = z.output<typeof refundRequestSchema>;

/** A refund as the order answers show it (amount in baht). */
export const refundSchema = z.strictObject({
  id: rowId,
  amount: baht,
  method: z.enum(REFUND_METHODS),
  reference: z.string(),
  lineIds: z.array(rowId),
  note: z.string().nullable(),
  staffName: z.string(),
  createdAt: isoMoment,
});
export type Refund = z.infer<typeof refundSchema>;

/** What the customer sees of a refund: how much, how, when. */
export const customerRefundSchema = refundSchema.pick({
  amount: true,
  method: true,
  createdAt: true,
});
export type CustomerRefund = z.infer<typeof customerRefundSchema>;
