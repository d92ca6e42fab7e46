/** The shop lives in Ayutthaya: every date a person reads is in Bangkok time. */
export const SHOP_TIME_ZONE = 'Asia/Bangkok';

type DateInput = Date | string | number;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

const thaiLong = new Intl.DateTimeFormat('th-TH', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
const thaiDateTime = new Intl.DateTimeFormat('th-TH', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: SHOP_TIME_ZONE,
});
const englishLong = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
const usShortDateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});
const bangkokDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

/** Thai long date in the Buddhist era, d MMMM yyyy: "21 พฤศจิกายน 2569". */
export function formatThaiDate(value: DateInput): string {
  return thaiLong.format(toDate(value));
}

/** Thai date with a 24-hour clock: "21 พ.ย. 2569 14:05". */
export function formatThaiDateTime(value: DateInput): string {
  return thaiDateTime.format(toDate(value));
}

/** English long month: "November 21, 2026". */
export function formatEnglishDate(value: DateInput): string {
  return englishLong.format(toDate(value));
}

/** US English short date with hour and minute: "Nov 21, 2026, 2:05 PM". */
export function formatUsDateTime(value: DateInput): string {
  return usShortDateTime.format(toDate(value));
}

/** The calendar day in Bangkok as yyyy-MM-dd. */
export function bangkokDayKey(value: DateInput): string {
  return bangkokDay.format(toDate(value));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Thailand keeps +07:00 all year (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The instant a Bangkok day (yyyy-MM-dd) begins. */
export function bangkokDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - BANGKOK_OFFSET_MS);
}

/** The instant after a Bangkok day (yyyy-MM-dd) ends: the next day's start. */
export function bangkokDayEnd(day: string): Date {
  return new Date(bangkokDayStart(day).getTime() + DAY_MS);
}

/** Bangkok wall-clock time, sortable and read by spreadsheets: "2026-11-21 14:05:09". */
export function bangkokDateTime(value: DateInput): string {
  return new Date(toDate(value).getTime() + BANGKOK_OFFSET_MS)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');
}
