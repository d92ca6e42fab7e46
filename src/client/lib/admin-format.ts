import { SHOP_TIME_ZONE } from '../../shared/domain/dates.ts';

/**
 * The back office's English wording helpers: one rule for plurals and one date format, so no
 * screen says "1 products" or mixes "Nov 25, 2026" with "25 พ.ย. 2569".
 */

/** The noun for a count: 'product' for 1, 'products' otherwise (or the irregular form given). */
export function pluralNoun(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** A count with its noun: "1 product", "12 products", "0 news items". */
export function countOf(count: number, singular: string, plural?: string): string {
  return `${count.toLocaleString('en-US')} ${pluralNoun(count, singular, plural)}`;
}

const adminDateTime = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SHOP_TIME_ZONE,
});

/**
 * The transactions screens' date and time (the English long month the back office uses where the
 * dashboard's log does not name its own format), in Bangkok time: "November 25, 2026, 14:05".
 */
export function formatAdminDateTime(value: Date | string | number): string {
  const parts = adminDateTime.formatToParts(value instanceof Date ? value : new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')}, ${part('hour')}:${part('minute')}`;
}
