import { z } from 'zod';

export const openingHoursSchema = z.object({
  weekdays: z.string().trim().min(1).max(100),
  saturday: z.string().trim().min(1).max(100),
  sunday: z.string().trim().min(1).max(100),
});

export const shopSettingsSchema = z.object({
  name: z.string().trim().min(1).max(200),
  address: z.string().trim().min(1).max(500),
  email: z.email().max(254),
  phone: z.string().trim().min(1).max(20),
  hours: openingHoursSchema,
  lineQrImage: z.string().trim().min(1).max(2000),
  lineId: z.string().trim().max(100),
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

export interface NewsletterResponse {
  subscribed: true;
  alreadySubscribed: boolean;
}
