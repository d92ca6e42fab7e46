import { differenceInCalendarDays, differenceInHours, differenceInMinutes } from 'date-fns';
import { bangkokDayKey } from './dates.ts';

type DateInput = Date | string | number;

/** Thai relative time as every Thai phone words it: 'เมื่อวาน', '5 นาทีที่ผ่านมา'. */
const thaiWords = new Intl.RelativeTimeFormat('th', { numeric: 'auto' });

/** A moment ago (under a minute, or a clock a little ahead). */
export const JUST_NOW = 'เมื่อสักครู่';

/**
 * News age text, in Thai (issue 37; the spec's English "1 day ago" said a day for an item of
 * minutes, docs/decisions/0042): 'เมื่อสักครู่' under a minute, minutes under an hour, hours the
 * same Bangkok day, 'เมื่อวาน' the day before, days under 7 days, then weeks rounded up as the
 * spec counts them.
 */
export function relativeAge(value: DateInput, now: DateInput = new Date()): string {
  const then = new Date(value);
  const at = new Date(now);
  const minutes = differenceInMinutes(at, then);
  if (minutes < 1) return JUST_NOW;
  if (minutes < 60) return thaiWords.format(-minutes, 'minute');
  // Calendar days as Bangkok counts them, whatever the zone of the machine drawing the page.
  const days = differenceInCalendarDays(
    `${bangkokDayKey(at)}T00:00`,
    `${bangkokDayKey(then)}T00:00`,
  );
  if (days < 1) return thaiWords.format(-differenceInHours(at, then), 'hour');
  if (days < 7) return thaiWords.format(-days, 'day');
  return thaiWords.format(-Math.ceil(days / 7), 'week');
}
