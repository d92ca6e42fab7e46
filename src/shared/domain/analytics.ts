/** Analytics vocabulary shared by the API, the tracker and the dashboard (no zod: the tracker is on every public page). */
export const EVENT_TYPES = [
  'transaction',
  'product_view',
  'cart_add',
  'user_login',
  'page_view',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_CHANNELS = ['website', 'mobile', 'phone', 'email'] as const;
export type EventChannel = (typeof EVENT_CHANNELS)[number];

/** What a browser may report; logins and orders are recorded by the server itself. */
export const CLIENT_EVENT_TYPES = ['page_view', 'product_view', 'cart_add'] as const;
export type ClientEventType = (typeof CLIENT_EVENT_TYPES)[number];

/** A browser only says whether it is a small screen; phone and email orders are staff-entered. */
export const CLIENT_CHANNELS = ['website', 'mobile'] as const;
export type ClientChannel = (typeof CLIENT_CHANNELS)[number];

export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_DETAILS_BYTES = 2048;
export const MAX_PAGE_URL_LENGTH = 2000;

/**
 * Product views opened from a product card carry `details.source = 'card'`: those are clicks. The
 * dashboard's roll-up trigger (migration 0002_dashboard_rollup) spells the same value in SQL.
 */
export const CARD_CLICK_SOURCE = 'card';

/** Spec: the type with the first underscore as a space and a capital first letter ('Product view'). */
export function eventTypeLabel(type: string): string {
  const spaced = type.replace('_', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** What the channel rule reads of a request: its own headers, never a field the client fills in. */
export interface ChannelHints {
  /** `Sec-CH-UA-Mobile` (`?1` from a phone's Chromium). */
  mobileHint?: string | null;
  userAgent?: string | null;
}

const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|BlackBerry|Opera Mini/i;

/**
 * The one rule for the channel of what a browser does — page views, logins, orders: a phone or
 * tablet is 'mobile', anything else 'website'. The client hint decides when the browser sends
 * it; otherwise the User-Agent. The server applies it to every request, so one phone's page views
 * and its order carry the same channel.
 */
export function channelOf(hints: ChannelHints): ClientChannel {
  const hint = hints.mobileHint?.trim();
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'website';
  return MOBILE_USER_AGENT.test(hints.userAgent ?? '') ? 'mobile' : 'website';
}
