import { z } from 'zod';
import { NOTIFICATION_STATUSES } from './notifications.ts';

/** One message of the outbox as the back office reads it (its text's payload is not shown). */
export const outboxEntrySchema = z.strictObject({
  id: z.number().int(),
  channel: z.enum(['line', 'log']),
  /** A LINE user or group id; '' for the log. */
  to: z.string(),
  template: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** `GET /api/admin/notifications`. */
/** The newest 200 of the status asked, and how many there are in all (as the payments queue answers). */
export const outboxListSchema = z.strictObject({
  items: z.array(outboxEntrySchema),
  total: z.number().int().nonnegative(),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

/** `POST /api/admin/notifications/:id/resend`: the message, pending again. */
export const resendAnswerSchema = z.strictObject({ notification: outboxEntrySchema });

/** `GET/PUT /api/admin/settings/line`: whether each secret is set, never its value. */
export const lineSettingsAnswerSchema = z.strictObject({
  channelAccessTokenSet: z.boolean(),
  channelSecretSet: z.boolean(),
  shopRecipients: z.array(z.string()),
});
export type LineSettingsAnswer = z.infer<typeof lineSettingsAnswerSchema>;
