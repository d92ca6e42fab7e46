import { z } from 'zod';

// Answers of the addresses API, apart from addresses.ts (which the SPA's forms import).

/** A structured address as an answer carries it (an order's copy, a saved address). */
export const shippingAddressAnswerSchema = z.strictObject({
  recipient: z.string(),
  phone: z.string(),
  line1: z.string(),
  subdistrict: z.string(),
  district: z.string(),
  province: z.string(),
  /** 5 digits; '' for the few sub-districts with no postcode of their own in the shop's list. */
  postcode: z.string(),
});

/** One row of `GET /api/address/suggest`. */
export const addressSuggestionSchema = z.strictObject({
  subdistrict: z.string(),
  district: z.string(),
  province: z.string(),
  postcode: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const addressSuggestionsSchema = z.array(addressSuggestionSchema).max(20);
export type AddressSuggestions = z.infer<typeof addressSuggestionsSchema>;

/** An address in the customer's book. */
export const savedAddressSchema = shippingAddressAnswerSchema.extend({
  id: z.uuid(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** `GET /api/me/addresses`: the default first, then the newest. */
export const addressBookSchema = z.strictObject({ addresses: z.array(savedAddressSchema) });
export type AddressBook = z.infer<typeof addressBookSchema>;

/** `POST` (201) and `PUT /api/me/addresses/:id` (200); `warning` when the pair is not in the list. */
export const addressAnswerSchema = z.strictObject({
  address: savedAddressSchema,
  warning: z.string().optional(),
});
export type AddressAnswer = z.infer<typeof addressAnswerSchema>;
