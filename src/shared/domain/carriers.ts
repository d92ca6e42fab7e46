/**
 * The carriers a parcel is handed to, and how their tracking numbers look. Thailand Post's
 * numbers follow the UPU S10 form (two letters, eight serial digits and a check digit, TH), the
 * check digit checked too; the other carriers' are checked
 * only for their characters and length until their formats are confirmed.
 */
export const CARRIERS = ['thailandpost', 'flash', 'jt', 'kerry', 'spx', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

const FORMATS: Record<Carrier, RegExp> = {
  thailandpost: /^[A-Z]{2}\d{9}TH$/,
  flash: /^[A-Z0-9]{8,30}$/,
  jt: /^[A-Z0-9]{8,30}$/,
  kerry: /^[A-Z0-9]{8,30}$/,
  spx: /^[A-Z0-9]{8,30}$/,
  other: /^[A-Z0-9-]{4,40}$/,
};

export function isCarrier(value: string): value is Carrier {
  return (CARRIERS as readonly string[]).includes(value);
}

/** A tracking number as staff type it: spaces dropped, letters upper-cased. */
export function normalTrackingNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function fitsCarrier(carrier: Carrier, trackingNumber: string): boolean {
  return FORMATS[carrier].test(trackingNumber);
}

/** The UPU S10 weights of the eight serial digits. */
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

/**
 * The S10 check digit of eight serial digits: 11 − (the weighted sum mod 11), where 10 is written
 * 0 and 11 is written 5.
 */
export function s10CheckDigit(serial: string): number {
  const sum = S10_WEIGHTS.reduce(
    (total, weight, index) => total + weight * Number(serial[index]),
    0,
  );
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/**
 * Whether a number in the S10 form (two letters, nine digits, TH) ends its digits with the right
 * check digit: a mistyped Thailand Post number is caught before the customer is sent to it.
 */
export function s10CheckDigitFits(trackingNumber: string): boolean {
  const digits = /^[A-Z]{2}(\d{8})(\d)[A-Z]{2}$/.exec(trackingNumber);
  if (!digits) return false;
  return s10CheckDigit(digits[1] ?? '') === Number(digits[2]);
}

/**
 * Why a tracking number does not suit its carrier, or null: the carrier's format, then (Thailand
 * Post) the S10 check digit. The admin form and the API ask the same.
 */
export function trackingProblem(
  carrier: Carrier,
  trackingNumber: string,
): 'FORMAT' | 'CHECK_DIGIT' | null {
  if (!fitsCarrier(carrier, trackingNumber)) return 'FORMAT';
  if (carrier === 'thailandpost' && !s10CheckDigitFits(trackingNumber)) return 'CHECK_DIGIT';
  return null;
}

/** Where the customer follows the parcel; null for carriers whose page is not known here. */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string | null {
  if (carrier === 'thailandpost') {
    return `https://track.thailandpost.co.th/?trackNumber=${encodeURIComponent(trackingNumber)}`;
  }
  return null;
}
