import type { ClientEvent } from '../../../shared/contracts/analytics.ts';
import { CARD_CLICK_SOURCE, MAX_EVENTS_PER_BATCH } from '../../../shared/domain/analytics.ts';
import { client } from '../../lib/api.ts';

/**
 * A tiny analytics tracker: events wait in a queue and leave in batches, with sendBeacon when the
 * page hides and with a keepalive fetch every 10 s, so recording never delays a click. It sends
 * paths, product ids, durations and quantities only: nothing that names a person (the server
 * knows the signed-in user from the session cookie).
 */
/** Where a beacon goes: `POST /api/events` (sendBeacon takes a URL, not the typed client). */
const BEACON_URL = '/api/events';
export const FLUSH_INTERVAL_MS = 10_000;

/** Link state a product card passes, so the product page can report the view as a click. */
export const CARD_LINK_STATE = { source: CARD_CLICK_SOURCE } as const;

let queue: ClientEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
/** Product views still being timed: closed first when the page goes, so one beacon carries all. */
const openViews = new Set<() => void>();

function leave() {
  for (const close of [...openViews]) close();
  flushEvents(true);
}

function listenForLeaving() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
  addEventListener('pagehide', leave);
}

/** Sends what is queued: with sendBeacon when the page is going away, else a keepalive fetch. */
export function flushEvents(leaving = false): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    // No channel: the server decides it from the request, by the rule its orders and logins use.
    const batch = { events: queue.splice(0, MAX_EVENTS_PER_BATCH) };
    try {
      const beaconed =
        leaving &&
        typeof navigator.sendBeacon === 'function' &&
        navigator.sendBeacon(
          BEACON_URL,
          new Blob([JSON.stringify(batch)], { type: 'application/json' }),
        );
      if (!beaconed) {
        client.events.$post({ json: batch }, { init: { keepalive: true } }).catch(() => {});
      }
    } catch {
      // Analytics must never disturb the page.
    }
  }
}

/** Queues one event; it leaves with the next batch. */
export function track(event: ClientEvent): void {
  listenForLeaving();
  queue.push(event);
  if (queue.length >= MAX_EVENTS_PER_BATCH) flushEvents();
  else timer ??= setTimeout(() => flushEvents(), FLUSH_INTERVAL_MS);
}

/** A page of the public site was shown. `referrer` is the previous path, or the referring site. */
export function trackPageView(path: string, referrer: string): void {
  track({ type: 'page_view', pageUrl: path, details: { referrer } });
}

/**
 * Starts timing a product page. Call the returned function when the page goes (an effect's
 * cleanup); the view is recorded once, with the seconds on the page, or when the tab hides or
 * the page unloads, whichever comes first.
 */
export function trackProductView(productId: number, options: { source?: string } = {}): () => void {
  listenForLeaving();
  const pageUrl = location.pathname;
  const startedAt = performance.now();
  let done = false;
  const close = () => {
    if (done) return;
    done = true;
    openViews.delete(close);
    track({
      type: 'product_view',
      productId,
      pageUrl,
      details: {
        duration: Math.round((performance.now() - startedAt) / 1000),
        ...(options.source ? { source: options.source } : {}),
      },
    });
  };
  openViews.add(close);
  return close;
}

/** A product went into the cart. */
export function trackCartAdd(productId: number, quantity = 1): void {
  track({ type: 'cart_add', productId, pageUrl: location.pathname, details: { quantity } });
}

/** Test hook: forget the queue, the timer and the views being timed. */
export function resetTracker(): void {
  clearTimeout(timer);
  timer = undefined;
  queue = [];
  openViews.clear();
}
