import { z } from 'zod';

// The newsletter's answer and the settings as saved are in settings-answers.ts, out of the
// SPA's chunks.
export type { NewsletterResponse } from './settings-answers.ts';

export const openingHoursSchema = z.object({
  weekdays: z.string().trim().min(1).max(100),
  saturday: z.string().trim().min(1).max(100),
  sunday: z.string().trim().min(1).max(100),
});

/** LINE's own addresses for an account: https://line.me/… and the short https://lin.ee/…. */
export const LINE_URL_HOSTS = ['line.me', 'lin.ee'] as const;

/**
 * A link that opens the shop's LINE account in the LINE app. A phone cannot scan the QR code on
 * its own screen, so the storefront offers this link beside it. Only LINE's hosts over https.
 */
export function isLineUrl(value: string): boolean {
  if (/[\s"'<>\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      url.username === '' &&
      url.password === '' &&
      url.port === '' &&
      (LINE_URL_HOSTS as readonly string[]).includes(url.hostname)
    );
  } catch {
    return false;
  }
}

export const LINE_URL_MAX = 300;

export const shopSettingsSchema = z.object({
  name: z.string().trim().min(1).max(200),
  address: z.string().trim().min(1).max(500),
  email: z.email().max(254),
  phone: z.string().trim().min(1).max(20),
  hours: openingHoursSchema,
  lineQrImage: z.string().trim().min(1).max(2000),
  lineId: z.string().trim().max(100),
  /** Empty when the shop has not given one. */
  lineUrl: z
    .string()
    .trim()
    .max(LINE_URL_MAX)
    .refine((url) => url === '' || isLineUrl(url)),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const NEWSLETTER_INVALID_EMAIL = 'กรุณากรอกอีเมลให้ถูกต้อง';

export const newsletterRequestSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_INVALID_EMAIL })
    .trim()
    .max(254, NEWSLETTER_INVALID_EMAIL)
    .pipe(z.email({ error: NEWSLETTER_INVALID_EMAIL }))
    .transform((email) => email.toLowerCase()),
});
