import { analyticsMessages } from '../../../shared/analytics-messages.ts';
import type { EventType } from '../../../shared/domain/analytics.ts';
import { formatBaht, type Satang } from '../../../shared/domain/money.ts';

/** Spec: transaction green, product_view blue, cart_add orange, user_login purple, page_view and any other gray. */
const BADGE_CLASSES: Record<EventType, string> = {
  transaction: 'bg-green-100 text-green-800 ring-green-600/20',
  product_view: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  cart_add: 'bg-orange-100 text-orange-800 ring-orange-600/20',
  user_login: 'bg-purple-100 text-purple-800 ring-purple-600/20',
  page_view: 'bg-stone-100 text-stone-700 ring-stone-500/20',
};

export function eventBadgeClass(type: string): string {
  return BADGE_CLASSES[type as EventType] ?? BADGE_CLASSES.page_view;
}

/** Spec: '฿' and two decimals, or '-' when the entry has no amount or it is zero. */
export function formatLogAmount(amount: Satang | null | undefined): string {
  if (amount == null || amount === 0) return '-';
  return formatBaht(amount);
}

/** Spec: 'Showing X to Y of N results'. */
export function showingText(page: number, pageSize: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return analyticsMessages.logs.showing(from, to, total);
}

/** Spec: numbered buttons for at most the first 5 pages. */
export const MAX_PAGE_BUTTONS = 5;
export function pageButtons(pageCount: number): number[] {
  return Array.from({ length: Math.min(pageCount, MAX_PAGE_BUTTONS) }, (_, index) => index + 1);
}

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** The change against the previous range, as the cards show it: '▲ 12.5%', '▼ 3%', or null. */
export function changeText(
  current: number,
  previous: number,
): { text: string; up: boolean } | null {
  if (previous === 0) {
    return current === 0 ? null : { text: analyticsMessages.statistics.newFigure, up: true };
  }
  const percent = ((current - previous) / previous) * 100;
  const rounded = Math.round(Math.abs(percent) * 10) / 10;
  if (rounded === 0) return { text: '0%', up: true };
  return {
    text: `${percent >= 0 ? '▲' : '▼'} ${percentFormat.format(rounded)}%`,
    up: percent >= 0,
  };
}
