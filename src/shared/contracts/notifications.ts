import { z } from 'zod';
import { isoMoment } from './answer-fields.ts';

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** `GET /api/admin/notifications?status=`: the outbox, newest first, of one status or all. */
export const notificationListQuerySchema = z.object({
  status: z.enum(NOTIFICATION_STATUSES).optional(),
});

/** A LINE user, group or room id: U, C or R and 32 hexadecimal digits. */
const lineRecipient = z
  .string()
  .trim()
  .regex(/^[UCR][0-9a-f]{32}$/, { error: 'รหัสผู้รับ LINE ไม่ถูกต้อง (U, C หรือ R ตามด้วย 32 ตัวอักษร)' });

/**
 * `PUT /api/admin/settings/line`: the secrets are write-only; an empty string (or leaving one
 * out) keeps the one saved.
 */
export const lineSettingsSchema = z.object({
  channelAccessToken: z.string().trim().max(1000).optional().default(''),
  channelSecret: z.string().trim().max(200).optional().default(''),
  shopRecipients: z.array(lineRecipient).max(10),
});
export type LineSettingsInput = z.input<typeof lineSettingsSchema>;

/** How long a LINE link code may be sent to the shop's LINE account. */
export const LINE_LINK_CODE_MINUTES = 10;

/**
 * A LINE link code's letters: digits and capitals without the look-alikes 0, 1, I and O, so that
 * a code read off a phone is typed right. 32 letters, 8 of them: 40 bits.
 */
export const LINE_LINK_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const LINE_LINK_CODE_LENGTH = 8;
export const LINE_LINK_CODE_PATTERN = /^[2-9A-HJ-NP-Z]{8}$/;

/** How long a request made from LINE with a right code waits for the customer to confirm it. */
export const LINE_LINK_REQUEST_MINUTES = 30;

/** Wrong codes a LINE user may send in LINE_WRONG_CODE_HOURS before the rest of it is ignored. */
export const LINE_WRONG_CODES = 5;
export const LINE_WRONG_CODE_HOURS = 1;

/**
 * `GET /api/me/line-link`: the customer's LINE link, if any, and the request from LINE waiting for
 * their confirmation, if any; `POST /api/me/line-link/confirm` answers the same once the request
 * is the link. `POST /api/me/line-link` answers a new one-time `code` and `expiresAt`;
 * `DELETE /api/me/line-link` unlinks (204).
 */
export const lineLinkStatusSchema = z.strictObject({
  linked: z.strictObject({ displayName: z.string().optional(), linkedAt: isoMoment }).nullable(),
  pending: z.strictObject({ requestedAt: isoMoment }).nullable(),
});
export type LineLinkStatus = z.infer<typeof lineLinkStatusSchema>;
export const lineLinkCodeSchema = z.strictObject({
  code: z.string().regex(LINE_LINK_CODE_PATTERN),
  expiresAt: isoMoment,
});
export type LineLinkCode = z.infer<typeof lineLinkCodeSchema>;
