import { z } from 'zod';
import { adminMessages } from '../admin-messages.ts';
import { auditMessages } from '../audit-messages.ts';
import { adminPage, emptyAsUndefined } from './admin-fields.ts';
import { isCalendarDay } from './admin-orders.ts';
import { isoMoment, pageOf } from './answer-fields.ts';

/** The audit page: 50 entries a page. */
export const AUDIT_PAGE_SIZE = 50;

const dayField = z.preprocess(
  emptyAsUndefined,
  z
    .string({ error: adminMessages.adminForm.invalidDate })
    .refine(isCalendarDay, { error: adminMessages.adminForm.invalidDate })
    .optional(),
);

/**
 * `GET /api/admin/audit?actor=&action=&from=&to=&page=`: the staff member's id, an action
 * (`product.update`) or a whole kind (`product`), Bangkok days `from`..`to` inclusive.
 */
export const auditQuerySchema = z
  .object({
    actor: z.preprocess(emptyAsUndefined, z.uuid({ error: auditMessages.invalidActor }).optional()),
    action: z.preprocess(
      emptyAsUndefined,
      z
        .string({ error: auditMessages.invalidAction })
        .regex(/^[a-z_]{1,30}(\.[a-z_]{1,30})?$/, { error: auditMessages.invalidAction })
        .optional(),
    ),
    from: dayField,
    to: dayField,
    ...adminPage(AUDIT_PAGE_SIZE),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.from > value.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: adminMessages.transactions.rangeOrder,
      });
    }
  });
/** The list's filters as an address carries them. */
export type AuditQuery = Partial<Record<'actor' | 'action' | 'from' | 'to' | 'page', string>>;

/** One staff action: who, what, which record, the changed fields before and after, when. */
export const auditEntrySchema = z.strictObject({
  id: z.number().int().positive(),
  actor: z.strictObject({ id: z.uuid().nullable(), name: z.string() }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: isoMoment,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
