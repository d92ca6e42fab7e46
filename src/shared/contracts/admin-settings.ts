import { z } from 'zod';
import { adminMessages } from '../admin-messages.ts';
import { isBranchNumber, isThaiTaxId } from '../domain/thai-tax-id.ts';
import { legalMessages } from '../legal-messages.ts';
import { imageUrl, optionalText, requiredText } from './admin-fields.ts';
import { isLineUrl, LINE_URL_MAX, shopSettingsSchema } from './settings.ts';

export type { ShopSettingsAnswer } from './settings-answers.ts';

/**
 * `PUT /api/admin/settings/shop`: the shop settings contract with the admin form's Thai messages
 * and the image-address rule for the LINE QR picture.
 */
export const adminShopSettingsSchema = shopSettingsSchema.extend({
  name: requiredText(200),
  address: requiredText(500),
  email: z
    .string({ error: adminMessages.adminForm.required })
    .trim()
    .max(254, { error: adminMessages.adminForm.tooLong(254) })
    .pipe(z.email({ error: adminMessages.adminForm.invalidEmail })),
  phone: requiredText(20),
  hours: z.object(
    {
      weekdays: requiredText(100),
      saturday: requiredText(100),
      sunday: requiredText(100),
    },
    { error: adminMessages.adminForm.required },
  ),
  lineQrImage: imageUrl(),
  lineId: optionalText(100).transform((id) => id.trim()),
  // Optional so a form or script that does not know the link keeps the saved one.
  lineUrl: z
    .string({ error: adminMessages.adminForm.invalidLineUrl })
    .trim()
    .max(LINE_URL_MAX, { error: adminMessages.adminForm.tooLong(LINE_URL_MAX) })
    .refine((url) => url === '' || isLineUrl(url), {
      error: adminMessages.adminForm.invalidLineUrl,
    })
    .optional(),
  // The shop's legal details (the books): each left out keeps the saved one.
  legalName: z
    .string({ error: legalMessages.legalNameTooLong })
    .trim()
    .max(200, { error: legalMessages.legalNameTooLong })
    .optional(),
  taxId: z
    .string({ error: legalMessages.invalidTaxId })
    .trim()
    .refine((id) => id === '' || isThaiTaxId(id), { error: legalMessages.invalidTaxId })
    .optional(),
  branch: z
    .string({ error: legalMessages.invalidBranch })
    .trim()
    .refine(isBranchNumber, { error: legalMessages.invalidBranch })
    .optional(),
  vatRegistered: z.boolean({ error: adminMessages.adminForm.required }).optional(),
});
/** What the admin sends: the settings, the LINE link optional (left out keeps the saved one). */
export type ShopSettingsUpdate = z.output<typeof adminShopSettingsSchema>;
