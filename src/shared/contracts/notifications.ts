import { z } from 'zod';

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
