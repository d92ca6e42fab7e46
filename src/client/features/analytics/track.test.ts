// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FLUSH_INTERVAL_MS,
  flushEvents,
  resetTracker,
  trackCartAdd,
  trackPageView,
  trackProductView,
} from './track.ts';

let fetchMock: ReturnType<typeof vi.fn>;
let beacon: ReturnType<typeof vi.fn>;
let smallScreen = false;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const sentBodies = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)));

beforeEach(() => {
  vi.useFakeTimers();
  resetTracker();
  smallScreen = false;
  fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
  beacon = vi.fn(() => true);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: smallScreen, media: query }));
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the tracker', () => {
  it('queues events and sends them together after 10 s with a keepalive fetch', async () => {
    trackPageView('/products', 'direct');
    trackCartAdd(7, 2);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/events');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(sentBodies()[0]).toEqual({
      events: [
        { type: 'page_view', pageUrl: '/products', details: { referrer: 'direct' } },
        { type: 'cart_add', productId: 7, pageUrl: '/', details: { quantity: 2 } },
      ],
    });
  });

  it('sends the queue with sendBeacon (a JSON Blob) when the page hides', async () => {
    trackPageView('/news', 'line.me');
    setVisibility('hidden');
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe('/api/events');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text()).events).toEqual([
      { type: 'page_view', pageUrl: '/news', details: { referrer: 'line.me' } },
    ]);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to fetch when the browser refuses the beacon', () => {
    beacon.mockReturnValue(false);
    trackPageView('/', 'direct');
    flushEvents(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves the channel to the server, even on a small screen', () => {
    smallScreen = true;
    trackPageView('/', 'direct');
    flushEvents();
    expect(sentBodies()[0]).not.toHaveProperty('channel');
  });

  it('sends at once when 50 events are waiting, in batches of at most 50', () => {
    for (let i = 0; i < 50; i++) trackPageView(`/p${i}`, 'direct');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBodies()[0].events).toHaveLength(50);
  });

  it('records a product view once, with its visible seconds and where it was opened from', () => {
    const stop = trackProductView(12, { source: 'card' });
    vi.advanceTimersByTime(42_000);
    stop();
    stop();
    flushEvents();
    expect(sentBodies()[0].events).toEqual([
      {
        type: 'product_view',
        productId: 12,
        pageUrl: '/',
        details: { duration: 42, source: 'card' },
      },
    ]);
  });

  it('sends a product view with the beacon when the tab hides on the product page', async () => {
    const stop = trackProductView(3);
    vi.advanceTimersByTime(5_000);
    setVisibility('hidden');
    expect(beacon).toHaveBeenCalledTimes(1);
    const [, blob] = beacon.mock.calls[0] as [string, Blob];
    const body = JSON.parse(await blob.text());
    expect(body.events).toEqual([
      { type: 'product_view', productId: 3, pageUrl: '/', details: { duration: 5 } },
    ]);
    stop();
    flushEvents();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends queued events and open product views in one beacon when the page unloads', async () => {
    trackPageView('/products/herbicides/3', '/products/herbicides');
    trackCartAdd(3, 1);
    trackProductView(3, { source: 'card' });
    dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [, blob] = beacon.mock.calls[0] as [string, Blob];
    const body = JSON.parse(await blob.text());
    expect(body.events.map((event: { type: string }) => event.type)).toEqual([
      'page_view',
      'cart_add',
      'product_view',
    ]);
  });

  it('never throws into the page when sending fails', () => {
    fetchMock.mockImplementation(() => {
      throw new TypeError('offline');
    });
    trackPageView('/', 'direct');
    expect(() => flushEvents()).not.toThrow();
  });
});
