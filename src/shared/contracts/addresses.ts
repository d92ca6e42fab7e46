import { z } from 'zod';
import { addressMessages } from '../address-messages.ts';
import { normalizePhone, THAI_PHONE_PATTERN } from '../domain/phone.ts';

// The answers (a saved address, the suggestions) are in addresses-answers.ts, out of the SPA's chunks.
export type {
  AddressAnswer,
  AddressBook,
  AddressSuggestion,
  AddressSuggestions,
  SavedAddress,
} from './addresses-answers.ts';

const text = addressMessages.errors;

/** The province whose areas are แขวง and เขต rather than ตำบล and อำเภอ. */
export const BANGKOK = 'กรุงเทพมหานคร';
/** How many addresses one customer may keep. */
export const MAX_SAVED_ADDRESSES = 10;
export const SUGGEST_QUERY_MAX = 50;
export const SUGGEST_LIMIT = 20;

const placeName = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(60, text.placeTooLong);

/** A parcel's destination: who receives it, and where (ตำบล, อำเภอ, จังหวัด, รหัสไปรษณีย์). */
export const shippingAddressSchema = z.object({
  recipient: z
    .string({ error: text.recipientRequired })
    .trim()
    .min(1, text.recipientRequired)
    .max(100, text.recipientTooLong),
  // The account phone's rule: digits once spaces and dashes are gone, 9–10, leading 0.
  phone: z
    .string({ error: text.phoneRequired })
    .max(30, text.phoneInvalid)
    .transform(normalizePhone)
    .pipe(z.string().min(1, text.phoneRequired).regex(THAI_PHONE_PATTERN, text.phoneInvalid)),
  line1: z
    .string({ error: text.line1Required })
    .trim()
    .min(1, text.line1Required)
    .max(200, text.line1TooLong),
  subdistrict: placeName(text.subdistrictRequired),
  district: placeName(text.districtRequired),
  province: placeName(text.provinceRequired),
  postcode: z
    .string({ error: text.postcodeInvalid })
    .trim()
    .regex(/^\d{5}$/, text.postcodeInvalid),
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

/** `POST /api/me/addresses`, `PUT /api/me/addresses/:id`. */
export const savedAddressRequestSchema = shippingAddressSchema.extend({
  isDefault: z.boolean().optional(),
});
export type SavedAddressRequest = z.input<typeof savedAddressRequestSchema>;

/** `GET /api/address/suggest?q=`: a sub-district, district or province, or a postcode's start. */
export const suggestQuerySchema = z.object({
  q: z
    .string({ error: text.queryRequired })
    .trim()
    .min(1, text.queryRequired)
    .max(SUGGEST_QUERY_MAX, text.queryTooLong),
});

/** ต./อ./จ. outside Bangkok, แขวง/เขต inside it, then the postcode. */
export function formatArea(
  address: Pick<ShippingAddress, 'subdistrict' | 'district' | 'province' | 'postcode'>,
): string {
  const { subdistrict, district, province, postcode } = address;
  return province === BANGKOK
    ? `แขวง${subdistrict} เขต${district} ${province} ${postcode}`
    : `ต.${subdistrict} อ.${district} จ.${province} ${postcode}`;
}

/**
 * The flat address an order keeps beside its structured copy (what the screens and slips that
 * know only `address` print): recipient, phone, the house line and the area.
 */
export function formatShippingAddress(address: ShippingAddress): string {
  return `${address.recipient} โทร ${address.phone} ${address.line1} ${formatArea(address)}`;
}
