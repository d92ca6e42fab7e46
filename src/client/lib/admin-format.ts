import { format, isValid, parse } from 'date-fns';
import {
  formatThaiDate,
  formatThaiDateTime,
  formatUsDateTime,
  SHOP_TIME_ZONE,
} from '../../shared/domain/dates.ts';

/**
 * The back office's wording helpers: one rule for plurals, and every date format of the admin
 * screens in one place, one per kind of screen (docs/decisions/0043-one-date-format-per-screen-kind.md):
 *
 * | kind of screen | format | example |
 * | --- | --- | --- |
 * | any admin date and time (orders, history, audit, payments, outbox, settings) | English long month, 24-hour | November 25, 2026, 14:05 |
 * | any admin calendar day (article, news and member lists) | English long month | November 25, 2026 |
 * | reviews list, promotions list (the spec names Thai) | Thai, Buddhist era, 24-hour | 25 พ.ย. 2569 14:05 |
 * | the dashboard's event log (the spec names it) | US English short, 12-hour | Nov 25, 2026, 2:05 PM |
 * | a typed day (filters) | dd/MM/yyyy | 25/11/2026 |
 * | a typed date and time (promotion, article, news forms) | dd/MM/yyyy HH:mm | 25/11/2026 14:05 |
 * | the dashboard's date range (the spec names it) | MM/dd/yyyy | 11/25/2026 |
 *
 * Every time a person reads is Bangkok time (Intl with Asia/Bangkok); a typed day is a calendar
 * day, parsed strictly by date-fns.
 */

/** The noun for a count: 'product' for 1, 'products' otherwise (or the irregular form given). */
export function pluralNoun(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** A count with its noun: "1 product", "12 products", "0 news items". */
export function countOf(count: number, singular: string, plural?: string): string {
  return `${count.toLocaleString('en-US')} ${pluralNoun(count, singular, plural)}`;
}

type DateInput = Date | string | number;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

const adminDateTime = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SHOP_TIME_ZONE,
});

const adminDate = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/**
 * The back office's date and time (the spec's English long month, a 24-hour clock), in Bangkok
 * time: "November 25, 2026, 14:05".
 */
export function formatAdminDateTime(value: DateInput): string {
  const parts = adminDateTime.formatToParts(toDate(value));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')}, ${part('hour')}:${part('minute')}`;
}

/** The back office's calendar day, in Bangkok: "November 25, 2026". */
export function formatAdminDate(value: DateInput): string {
  return adminDate.format(toDate(value));
}

/** The reviews list's day (spec: Thai locale): "25 พฤศจิกายน 2569". */
export const formatReviewDate = (value: DateInput): string => formatThaiDate(value);

/** The promotions list's start and end (spec: Thai locale, 24-hour): "25 พ.ย. 2569 14:05". */
export const formatPromotionDateTime = (value: DateInput): string => formatThaiDateTime(value);

/** The dashboard log's timestamp (spec: US English short date with hour and minute). */
export const formatLogTimestamp = (value: DateInput): string => formatUsDateTime(value);

/** How a day is typed in the back office's filters. */
export const DAY_INPUT_FORMAT = 'dd/MM/yyyy';
/** What an empty day field shows. */
export const DAY_PLACEHOLDER = 'dd/mm/yyyy';
/** How a date and time is typed in the back office's forms (spec: promotion dates). */
export const DATE_TIME_INPUT_FORMAT = 'dd/MM/yyyy HH:mm';
/** A typed time's step in the pickers (spec: promotion dates in 15-minute steps). */
export const TIME_STEP_MINUTES = 15;
/** The dashboard's date range, as the spec names its picker. */
export const LOG_RANGE_INPUT_FORMAT = 'MM/dd/yyyy';

const DAY_KEY = 'yyyy-MM-dd';

/**
 * A typed day as yyyy-MM-dd, only when the text is a whole, real date in `pattern` (strict: the
 * text must read back the same, so "02/11/2" is no day of year 2 and 31/11/2026 is no day at all);
 * null for anything else.
 */
export function parseTypedDay(typed: string, pattern = DAY_INPUT_FORMAT): string | null {
  const text = typed.trim();
  const date = parse(text, pattern, new Date(2000, 0, 1));
  if (!isValid(date) || format(date, pattern) !== text) return null;
  return format(date, DAY_KEY);
}

/** A yyyy-MM-dd day as the picker's Date (that day's local midnight); null when it is none. */
export function dayToPickerDate(day: string): Date | null {
  if (!day) return null;
  const date = parse(day, DAY_KEY, new Date(2000, 0, 1));
  return isValid(date) && format(date, DAY_KEY) === day ? date : null;
}

/** The picker's Date as the yyyy-MM-dd day it shows. */
export function pickerDateToDay(date: Date): string {
  return format(date, DAY_KEY);
}

/** A yyyy-MM-dd day as it is typed (dd/MM/yyyy); '' when it is none. */
export function formatInputDay(day: string, pattern = DAY_INPUT_FORMAT): string {
  const date = dayToPickerDate(day);
  return date ? format(date, pattern) : '';
}
