/**
 * The carriers a parcel is handed to, and how their tracking numbers look. Thailand Post's
 * numbers follow the UPU S10 form (two letters, nine digits, TH); the other carriers' are checked
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

/** Where the customer follows the parcel; null for carriers whose page is not known here. */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string | null {
  if (carrier === 'thailandpost') {
    return `https://track.thailandpost.co.th/?trackNumber=${encodeURIComponent(trackingNumber)}`;
  }
  return null;
}
