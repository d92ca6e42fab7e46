import {
  type AdminPromotion,
  PROMOTION_DEFAULTS,
  PROMOTION_LIMITS,
  type PromotionInputBody,
} from '../../../../shared/contracts/admin-promotions.ts';
import type { DiscountType } from '../../../../shared/domain/pricing.ts';
import {
  bangkokInputToIso,
  isoToBangkokInput,
  pickerDateToWallClock,
  wallClockToPickerDate,
} from '../../../lib/datetime-local.ts';

/** What the promotion form holds: numbers as typed, dates as ISO times or null. */
export interface PromotionFormValues {
  title: string;
  message: string;
  imageUrl: string;
  maxUses: string;
  discountCode: string;
  discountType: DiscountType;
  discountValue: string;
  startDate: string | null;
  endDate: string | null;
}

export function emptyPromotionForm(): PromotionFormValues {
  return {
    title: '',
    message: '',
    imageUrl: '',
    maxUses: String(PROMOTION_DEFAULTS.maxUses),
    discountCode: '',
    discountType: PROMOTION_DEFAULTS.discountType,
    discountValue: '',
    startDate: null,
    endDate: null,
  };
}

export function promotionToForm(promotion: AdminPromotion): PromotionFormValues {
  return {
    title: promotion.title,
    message: promotion.message,
    imageUrl: promotion.imageUrl ?? '',
    maxUses: String(promotion.maxUses),
    discountCode: promotion.discountCode,
    discountType: promotion.discountType,
    discountValue: String(promotion.discountValue),
    startDate: promotion.startDate,
    endDate: promotion.endDate,
  };
}

/** A typed number: empty is "missing" (null), anything else as JS reads it (NaN is refused). */
const typedNumber = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** The request body; an empty image address is sent as null. */
export function formToBody(values: PromotionFormValues): PromotionInputBody {
  return {
    title: values.title,
    message: values.message,
    imageUrl: values.imageUrl.trim() === '' ? null : values.imageUrl.trim(),
    maxUses: typedNumber(values.maxUses) as number,
    discountCode: values.discountCode,
    discountType: values.discountType,
    discountValue: typedNumber(values.discountValue) as number,
    startDate: values.startDate,
    endDate: values.endDate,
  };
}

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const CODE_LENGTH_RANGE = { min: 4, max: PROMOTION_LIMITS.code } as const;

/**
 * A random code of `length` characters from A–Z and 0–9, from the browser's
 * cryptographic random source; bytes that would favour some characters are thrown away.
 */
export function generateDiscountCode(
  length: number = PROMOTION_DEFAULTS.codeLength,
  fillRandom: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) =>
    crypto.getRandomValues(bytes),
): string {
  const size = Math.min(CODE_LENGTH_RANGE.max, Math.max(CODE_LENGTH_RANGE.min, Math.floor(length)));
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let code = '';
  while (code.length < size) {
    for (const byte of fillRandom(new Uint8Array(size * 2))) {
      if (byte < limit && code.length < size) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}

/**
 * The date picker works in the browser's own time zone; the shop's times are Bangkok times.
 * An ISO time → a local Date showing the same wall-clock time as in Bangkok.
 */
export function isoToPickerDate(iso: string | null): Date | null {
  return iso ? wallClockToPickerDate(isoToBangkokInput(iso)) : null;
}

/** The picker's local Date, read as Bangkok wall-clock time → an ISO time. */
export function pickerDateToIso(date: Date | null): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  return bangkokInputToIso(pickerDateToWallClock(date)) || null;
}
