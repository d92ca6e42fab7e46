import { z } from 'zod';
import { baht } from './answer-fields.ts';

/** `GET/PUT /api/admin/settings/shipping`: the fees as saved (baht), and the provinces to pick from. */
export const shippingSettingsAnswerSchema = z.strictObject({
  flatFee: baht,
  freeFrom: baht.nullable(),
  remoteSurcharge: z.strictObject({ provinces: z.array(z.string()), fee: baht }),
  codFee: baht,
  codeWaivesFee: z.boolean(),
  /** Every province, as the address data spells them: the remote provinces are chosen from these. */
  provinceChoices: z.array(z.string()),
});
export type ShippingSettings = z.infer<typeof shippingSettingsAnswerSchema>;
