import { z } from 'zod';
import { accountMessages } from '../account-messages.ts';
import { isoMoment } from './answer-fields.ts';

/** `GET /api/privacy-notice`: the notice in force. */
export const privacyNoticeSchema = z.strictObject({
  version: z.number().int().positive(),
  publishedAt: isoMoment,
  html: z.string(),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

/** `GET /api/me/consents`, and the answer of `PUT`. */
export const consentStateSchema = z.strictObject({
  marketing: z.boolean(),
  /** The notice version the customer last accepted; null for none. */
  noticeAccepted: z.number().int().positive().nullable(),
  /** The version in force: when it is newer, the customer is asked to read it again. */
  noticeCurrent: z.number().int().positive(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

/** `PUT /api/me/consents`: marketing on or off, and/or the notice in force accepted. */
export const consentUpdateSchema = z
  .object({
    marketing: z.boolean({ error: accountMessages.privacy.invalidChoice }).optional(),
    acceptNotice: z.literal(true, { error: accountMessages.privacy.invalidChoice }).optional(),
  })
  .refine((body) => body.marketing !== undefined || body.acceptNotice !== undefined, {
    message: accountMessages.privacy.invalidChoice,
  });
export type ConsentUpdate = z.infer<typeof consentUpdateSchema>;

/** `DELETE /api/me`: the password asked again. */
export const accountErasureSchema = z.object({
  password: z
    .string({ error: accountMessages.privacy.passwordRequired })
    .min(1, accountMessages.privacy.passwordRequired)
    .max(200, accountMessages.privacy.passwordRequired),
});

/** Retention bounds (days), as the table's checks (migration 0017). */
export const RETENTION_LIMITS = {
  events: { min: 30, max: 3650 },
  slips: { min: 7, max: 3650 },
} as const;

/** `GET/PUT /api/admin/settings/privacy`. */
export const privacySettingsUpdateSchema = z.object({
  noticeHtml: z
    .string({ error: accountMessages.privacy.noticeRequired })
    .trim()
    .min(1, accountMessages.privacy.noticeRequired)
    .max(100_000, accountMessages.privacy.noticeTooLong),
  eventRetentionDays: z
    .number({ error: accountMessages.privacy.daysRange(30, 3650) })
    .int(accountMessages.privacy.daysRange(30, 3650))
    .min(RETENTION_LIMITS.events.min, accountMessages.privacy.daysRange(30, 3650))
    .max(RETENTION_LIMITS.events.max, accountMessages.privacy.daysRange(30, 3650)),
  slipRetentionDays: z
    .number({ error: accountMessages.privacy.daysRange(7, 3650) })
    .int(accountMessages.privacy.daysRange(7, 3650))
    .min(RETENTION_LIMITS.slips.min, accountMessages.privacy.daysRange(7, 3650))
    .max(RETENTION_LIMITS.slips.max, accountMessages.privacy.daysRange(7, 3650)),
});
export type PrivacySettingsUpdate = z.infer<typeof privacySettingsUpdateSchema>;

export const privacySettingsSchema = z.strictObject({
  notice: privacyNoticeSchema,
  eventRetentionDays: z.number().int(),
  slipRetentionDays: z.number().int(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
