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

/** The shop's legal details, heading its documents: the back office's answers add them. */
export const shopLegalSchema = z.strictObject({
  legalName: z.string(),
  taxId: z.string(),
  branch: z.string(),
  vatRegistered: z.boolean(),
});
export type ShopLegal = z.infer<typeof shopLegalSchema>;

/** `GET /api/admin/settings/shop`: the settings and the legal details. */
export const adminSavedShopSettingsSchema = savedShopSettingsSchema.extend(shopLegalSchema.shape);
export type AdminShopSettings = z.infer<typeof adminSavedShopSettingsSchema>;

/** `PUT /api/admin/settings/shop`: the settings as now saved. */
export const shopSettingsAnswerSchema = z.strictObject({ settings: adminSavedShopSettingsSchema });
export type ShopSettingsAnswer = z.infer<typeof shopSettingsAnswerSchema>;

/** `POST /api/newsletter`: 201 for a new subscriber, 200 when already subscribed. */
export const newsletterResponseSchema = z.strictObject({
  subscribed: z.literal(true),
  alreadySubscribed: z.boolean(),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

/**
 * The settings a shop sets before it sells, in the order the back office lists them: its own
 * contact details, its tax id, how it is paid, what delivery costs, and the LINE channel that tells
 * it of orders (decision 0039).
 */
export const SETUP_STEPS = ['shop', 'taxId', 'payments', 'shipping', 'line'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** `GET /api/admin/settings/setup`: which of them are set; `complete` when all are. */
export const setupStatusSchema = z.strictObject({
  steps: z.array(z.strictObject({ step: z.enum(SETUP_STEPS), done: z.boolean() })),
  complete: z.boolean(),
});
export type SetupStatus = z.infer<typeof setupStatusSchema>;
