import { format, isValid, parse } from 'date-fns';
import { SHOP_TIME_ZONE } from '../../shared/domain/dates.ts';

/**
 * A time a person types in the back office is Bangkok wall-clock time, kept in a form as
 * `yyyy-MM-ddTHH:mm` (the datetime-local shape) and sent as an ISO instant. Bangkok's clock comes
 * from Intl (Asia/Bangkok), the instant from the text with Bangkok's offset; the date picker
 * carries the wall clock in a local Date (admin-format.ts names the formats).
 */

const WALL_CLOCK = "yyyy-MM-dd'T'HH:mm";
/** Thailand keeps +07:00 all year (no daylight saving): a wall-clock time's offset. */
const BANGKOK_OFFSET = '+07:00';

const bangkokClock = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SHOP_TIME_ZONE,
});

/** ISO time → the wall-clock value (yyyy-MM-ddTHH:mm) it is in Bangkok; '' when it is not one. */
export function isoToBangkokInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = bangkokClock.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** A wall-clock value (Bangkok time) → ISO time; '' when it is not a date. */
export function bangkokInputToIso(value: string): string {
  if (wallClockToPickerDate(value) === null) return '';
  const date = new Date(`${value}:00${BANGKOK_OFFSET}`);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** Now, as a wall-clock value in Bangkok time: the default for a new article or news. */
export function nowBangkokInput(now = new Date()): string {
  return isoToBangkokInput(now.toISOString());
}

/** A wall-clock value as the date picker's local Date showing that clock; null when none. */
export function wallClockToPickerDate(value: string): Date | null {
  if (!value) return null;
  const date = parse(value, WALL_CLOCK, new Date(2000, 0, 1));
  return isValid(date) && format(date, WALL_CLOCK) === value ? date : null;
}

/** The date picker's local Date as the wall-clock value it shows. */
export function pickerDateToWallClock(date: Date): string {
  return format(date, WALL_CLOCK);
}
