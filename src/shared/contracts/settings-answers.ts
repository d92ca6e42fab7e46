import { z } from 'zod';
import { openingHoursSchema, shopSettingsSchema } from './settings.ts';

// Answers of the settings API, apart from settings.ts: the back office's settings form imports
// that file's schemas (through admin-settings.ts), and these would only add weight to its chunk.

/**
 * `GET /api/settings/shop` and `GET /api/admin/settings/shop`: the settings as saved, every field
 * of the form and nothing else.
 */
export const savedShopSettingsSchema = shopSettingsSchema
  .extend({ hours: openingHoursSchema.strict() })
  .strict();

/** `PUT /api/admin/settings/shop`: the settings as now saved. */
export const shopSettingsAnswerSchema = z.strictObject({ settings: savedShopSettingsSchema });
export type ShopSettingsAnswer = z.infer<typeof shopSettingsAnswerSchema>;

/** `POST /api/newsletter`: 201 for a new subscriber, 200 when already subscribed. */
export const newsletterResponseSchema = z.strictObject({
  subscribed: z.literal(true),
  alreadySubscribed: z.boolean(),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
