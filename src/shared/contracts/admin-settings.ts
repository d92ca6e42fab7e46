import { z } from 'zod';
import { messages } from '../messages.ts';
import { imageUrl, optionalText, requiredText } from './admin-fields.ts';
import { type ShopSettings, shopSettingsSchema } from './settings.ts';

/**
 * `PUT /api/admin/settings/shop`: the shop settings contract with the admin form's Thai messages
 * and the image-address rule for the LINE QR picture.
 */
export const adminShopSettingsSchema = shopSettingsSchema.extend({
  name: requiredText(200),
  address: requiredText(500),
  email: z
    .string({ error: messages.adminForm.required })
    .trim()
    .max(254, { error: messages.adminForm.tooLong(254) })
    .pipe(z.email({ error: messages.adminForm.invalidEmail })),
  phone: requiredText(20),
  hours: z.object(
    {
      weekdays: requiredText(100),
      saturday: requiredText(100),
      sunday: requiredText(100),
    },
    { error: messages.adminForm.required },
  ),
  lineQrImage: imageUrl(),
  lineId: optionalText(100).transform((id) => id.trim()),
});

export interface ShopSettingsAnswer {
  settings: ShopSettings;
}
