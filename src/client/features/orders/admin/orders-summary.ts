import { useEffect } from 'react';
import { create } from 'zustand';
import type { OrdersSummary } from '../../../../shared/contracts/admin-orders.ts';
import { call, client } from '../../../lib/api.ts';

/**
 * How often the open back office asks whether orders came in when it cannot be told: a browser
 * without EventSource, or a live stream the server closed for good.
 */
export const SUMMARY_POLL_MS = 5_000;

/** `GET /api/admin/transactions/live` (server/orders/admin-orders.routes.ts). */
const LIVE_SUMMARY_PATH = '/api/admin/transactions/live';

interface SummaryState {
  summary: OrdersSummary | null;
}

/** The last summary of the orders, shared by the sidebar and the list. */
export const useOrdersSummaryStore = create<SummaryState>()(() => ({ summary: null }));

// One stream (or one poll) for every component that wants the summary.
let subscribers = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let source: EventSource | undefined;

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

function show(summary: OrdersSummary): void {
  const current = useOrdersSummaryStore.getState().summary;
  if (
    current?.newOrders !== summary.newOrders ||
    current?.latestOrderAt !== summary.latestOrderAt
  ) {
    useOrdersSummaryStore.setState({ summary });
  }
}

async function poll(): Promise<void> {
  try {
    show(await call(client.admin.transactions.summary.$get()));
  } catch {
    // A missed poll is tried again at the next tick; the page keeps what it shows.
  }
}

function schedule(): void {
  clearTimeout(timer);
  timer = undefined;
  // A hidden tab asks nothing; it asks at once when it is shown again.
  if (subscribers === 0 || hidden() || source) return;
  timer = setTimeout(() => {
    void poll().then(schedule);
  }, SUMMARY_POLL_MS);
}

/**
 * `GET /api/admin/transactions/live`: the server sends the summary at once and again whenever an
 * order comes in. EventSource reconnects by itself after a dropped connection; a stream the
 * server refuses (signed out) falls back to polling, which shows the refusal as the list does.
 */
function connect(): void {
  if (source) return;
  if (typeof EventSource === 'undefined') {
    void poll().then(schedule);
    return;
  }
  const stream = new EventSource(LIVE_SUMMARY_PATH);
  stream.addEventListener('summary', (event) => {
    show(JSON.parse((event as MessageEvent<string>).data) as OrdersSummary);
  });
  stream.addEventListener('error', () => {
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    source = undefined;
    void poll().then(schedule);
  });
  source = stream;
}

function disconnect(): void {
  source?.close();
  source = undefined;
  clearTimeout(timer);
  timer = undefined;
}

function onVisibilityChange(): void {
  if (hidden()) disconnect();
  else if (subscribers > 0) connect();
}

/**
 * The orders summary, kept live while a component using it is mounted and the tab is visible;
 * null until the first answer. `enabled` false (a role without transactions) asks nothing.
 */
export function useOrdersSummary(enabled: boolean): OrdersSummary | null {
  useEffect(() => {
    if (!enabled) return;
    subscribers += 1;
    if (subscribers === 1) {
      document.addEventListener('visibilitychange', onVisibilityChange);
      if (!hidden()) connect();
    }
    return () => {
      subscribers -= 1;
      if (subscribers === 0) {
        disconnect();
        document.removeEventListener('visibilitychange', onVisibilityChange);
      }
    };
  }, [enabled]);
  return useOrdersSummaryStore((state) => (enabled ? state.summary : null));
}
