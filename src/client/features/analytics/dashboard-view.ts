import {
  EVENT_CHANNELS,
  EVENT_TYPES,
  type EventChannel,
  type EventType,
} from '../../../shared/domain/analytics.ts';
import { bangkokDayKey } from '../../../shared/domain/dates.ts';

export type DashboardTab = 'statistics' | 'logs';

/** Spec: default range the last 7 days, today included. */
export const DEFAULT_RANGE_DAYS = 7;

/** yyyy-MM-dd plus n days. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last 7 Bangkok days, today included. */
export function lastSevenDays(now = new Date()): { from: string; to: string } {
  const to = bangkokDayKey(now);
  return { from: shiftDay(to, -(DEFAULT_RANGE_DAYS - 1)), to };
}

/** A yyyy-MM-dd that names a real calendar day. */
function isDay(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && shiftDay(value, 0) === value;
}

/** What the dashboard shows: its tab, the date range (both ends included) and the log filters. */
export interface DashboardView {
  tab: DashboardTab;
  from: string;
  to: string;
  type?: EventType;
  channel?: EventChannel;
  page: number;
}

/**
 * The dashboard as the URL holds it (`?tab=logs&from=…&to=…&type=cart_add&channel=mobile&page=2`):
 * anything missing or malformed is the default (Statistics, the last 7 days, every type and
 * channel, page 1).
 */
export function dashboardView(params: URLSearchParams, now = new Date()): DashboardView {
  const from = params.get('from');
  const to = params.get('to');
  const page = Number(params.get('page'));
  return {
    tab: params.get('tab') === 'logs' ? 'logs' : 'statistics',
    ...(isDay(from) && isDay(to) && from <= to ? { from, to } : lastSevenDays(now)),
    type: EVENT_TYPES.find((type) => type === params.get('type')),
    channel: EVENT_CHANNELS.find((channel) => channel === params.get('channel')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The range the statistics answer for: the only part of the view they depend on. */
export function rangeOf(url: URL): { from: string; to: string } {
  const { from, to } = dashboardView(url.searchParams);
  return { from, to };
}

type Change = Record<string, string>;

/** The tab's change to the URL (Statistics, the default, is left out). */
export const tabChange = (tab: DashboardTab): Change => ({ tab: tab === 'logs' ? tab : '' });

/** A new type or channel: every type or channel is left out, and the log starts at page 1. */
export const filterChange = (key: 'type' | 'channel', value: string): Change => ({
  [key]: value,
  page: '',
});

/**
 * A new date range; null when it would end before it starts (nothing changes). Both ends are
 * written, so the range survives a reload; the log starts at page 1.
 */
export function rangeChange(range: { from: string; to: string }): Change | null {
  if (range.to < range.from) return null;
  return { from: range.from, to: range.to, page: '' };
}

/** A page of the log, kept between 1 and the page count. */
export function pageChange(page: number, pageCount: number): Change {
  const kept = Math.min(Math.max(1, page), Math.max(1, pageCount));
  return { page: kept > 1 ? String(kept) : '' };
}
