// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiServer, mockApi, post, type SentRequest } from '../../../testing/api-mock.ts';
import {
  FLUSH_INTERVAL_MS,
  flushEvents,
  resetTracker,
  trackCartAdd,
  trackPageView,
  trackProductView,
} from './track.ts';

let sent: SentRequest[];
/** Watches the requests leave (they still reach the mock API): nothing sent is said at once. */
let fetchSpy: ReturnType<typeof vi.spyOn>;
let keptAlive: boolean[];
let beacon: ReturnType<typeof vi.fn>;
let smallScreen = false;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The bodies the API received, once the requests sent so far have arrived. */
async function received(count: number) {
  await vi.waitFor(() => expect(sent).toHaveLength(count));
  return sent.map((request) => request.body as { events: unknown[]; channel?: string });
}

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => apiServer.close());

beforeEach(() => {
  // Only the tracker's own timer is faked: the mock API's replies still arrive.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  resetTracker();
  smallScreen = false;
  keptAlive = [];
  sent = mockApi(
    post('/events', (request) => {
      keptAlive.push(request.keepalive);
      return new Response(null, { status: 202 });
    }),
  );
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  beacon = vi.fn(() => true);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: smallScreen, media: query }));
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

afterEach(() => {
  fetchSpy.mockRestore();
  apiServer.resetHandlers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the tracker', () => {
  it('queues events and sends them together after 10 s with a keepalive fetch', async () => {
    trackPageView('/products', 'direct');
    trackCartAdd(7, 2);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS - 1);
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    const [body] = await received(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/events' });
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(keptAlive).toEqual([true]);
    expect(body).toEqual({
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
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to fetch when the browser refuses the beacon', async () => {
    beacon.mockReturnValue(false);
    trackPageView('/', 'direct');
    flushEvents(true);
    expect(await received(1)).toHaveLength(1);
  });

  it('leaves the channel to the server, even on a small screen', async () => {
    smallScreen = true;
    trackPageView('/', 'direct');
    flushEvents();
    expect((await received(1))[0]).not.toHaveProperty('channel');
  });

  it('sends at once when 50 events are waiting, in batches of at most 50', async () => {
    for (let i = 0; i < 50; i++) trackPageView(`/p${i}`, 'direct');
    expect((await received(1))[0]?.events).toHaveLength(50);
    for (let i = 0; i < 51; i++) trackPageView(`/q${i}`, 'direct');
    flushEvents();
    const batches = await received(3);
    expect(batches.map((batch) => batch.events.length)).toEqual([50, 50, 1]);
  });

  it('records a product view once, with its visible seconds and where it was opened from', async () => {
    const stop = trackProductView(12, { source: 'card' });
    vi.advanceTimersByTime(42_000);
    stop();
    stop();
    flushEvents();
    expect((await received(1))[0]?.events).toEqual([
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
    expect(fetchSpy).not.toHaveBeenCalled();
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

  it('never disturbs the page when sending fails', async () => {
    let failed = 0;
    apiServer.use(
      http.post('*/api/events', () => {
        failed += 1;
        return HttpResponse.error();
      }),
    );
    trackPageView('/', 'direct');
    expect(() => flushEvents()).not.toThrow();
    await vi.waitFor(() => expect(failed).toBe(1));
  });
});
