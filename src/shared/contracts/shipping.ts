import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../domain/money.ts';
import { MAX_FEE_SATANG } from '../domain/shipping.ts';
import { shippingMessages } from '../shipping-messages.ts';

// The answer is in shipping-answers.ts, out of the SPA's chunks.
export type { ShippingSettings } from './shipping-answers.ts';

const text = shippingMessages.settings;
const MAX_FEE_BAHT = MAX_FEE_SATANG / 100;

/** A fee in baht: 0 to ฿10,000, at most two decimals. */
const fee = z
  .number({ error: text.amountInvalid })
  .min(0, { error: text.amountInvalid })
  .max(MAX_FEE_BAHT, { error: text.amountInvalid })
  .refine(hasAtMostTwoDecimals, { error: text.amountInvalid });

/** `PUT /api/admin/settings/shipping` (admin and root). Amounts in baht. */
export const shippingSettingsSchema = z.object({
  flatFee: fee,
  /** From this net amount the flat fee is waived; null: never. */
  freeFrom: z
    .number({ error: text.freeFromInvalid })
    .min(0, { error: text.freeFromInvalid })
    .max(10_000_000, { error: text.freeFromInvalid })
    .refine(hasAtMostTwoDecimals, { error: text.freeFromInvalid })
    .nullable(),
  remoteSurcharge: z.object({
    provinces: z.array(z.string().trim().min(1).max(100)).max(77),
    fee,
  }),
  codFee: fee,
  /** A valid discount code waives the flat fee too; false when left out. */
  codeWaivesFee: z.boolean().default(false),
});
export type ShippingSettingsInput = z.input<typeof shippingSettingsSchema>;
export type ShippingSettingsUpdate = z.output<typeof shippingSettingsSchema>;
