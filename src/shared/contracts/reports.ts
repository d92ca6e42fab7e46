import { z } from 'zod';
import { CATEGORY_IDS } from '../domain/categories.ts';
import { reportMessages } from '../report-messages.ts';
import { baht, count } from './answer-fields.ts';

/** `GET /api/admin/reports/summary?month=YYYY-MM`: a calendar month, 2000-01 to 2999-12. */
export const summaryQuerySchema = z.object({
  month: z
    .string({ error: reportMessages.badMonth })
    .regex(/^2\d{3}-(0[1-9]|1[0-2])$/, { error: reportMessages.badMonth }),
});

/** How money came in: the order's method, `arranged` for orders paid as agreed with the shop. */
export const SUMMARY_METHODS = ['promptpay', 'bank_transfer', 'cod', 'arranged'] as const;

/**
 * The month's summary, amounts in baht: orders placed; money received on them; money given back in
 * the month; their sold lines, VAT-exempt and taxable (gross); the VAT inside the taxable gross
 * (7/107, 0 for a shop not VAT-registered); what came in by method and what sold by category.
 */
export const monthSummarySchema = z.strictObject({
  month: z.string(),
  orders: count,
  paid: baht,
  refunded: baht,
  exemptSales: baht,
  taxableSales: baht,
  vat: baht,
  vatRegistered: z.boolean(),
  byPaymentMethod: z.record(z.enum(SUMMARY_METHODS), baht),
  byCategory: z.record(z.enum(CATEGORY_IDS), baht),
  /** Member points in the month: earned (less revoked), spent (less given back), adjusted by staff. */
  points: z.strictObject({
    earned: z.number().int(),
    spent: z.number().int(),
    adjusted: z.number().int(),
  }),
});
export type MonthPoints = z.infer<typeof monthSummarySchema>['points'];
export type MonthSummary = z.infer<typeof monthSummarySchema>;
