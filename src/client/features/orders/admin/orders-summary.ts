import { useEffect } from 'react';
import { create } from 'zustand';
import type { TransactionsSummary } from '../../../../shared/contracts/admin-orders.ts';
import { call, client } from '../../../lib/api.ts';

/** How often the open back office asks whether orders came in. */
export const SUMMARY_POLL_MS = 5_000;

interface SummaryState {
  summary: TransactionsSummary | null;
}

/** The last answer of `GET /api/admin/transactions/summary`, shared by the sidebar and the list. */
export const useOrdersSummaryStore = create<SummaryState>()(() => ({ summary: null }));

// One poll for every component that wants the summary (the sidebar and the list at once).
let subscribers = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

async function poll(): Promise<void> {
  try {
    const summary = await call(client.admin.transactions.summary.$get());
    const current = useOrdersSummaryStore.getState().summary;
    if (
      current?.newOrders !== summary.newOrders ||
      current?.latestOrderAt !== summary.latestOrderAt
    ) {
      useOrdersSummaryStore.setState({ summary });
    }
  } catch {
    // A missed poll is tried again at the next tick; the page keeps what it shows.
  }
}

function schedule(): void {
  clearTimeout(timer);
  timer = undefined;
  // A hidden tab asks nothing; it asks at once when it is shown again.
  if (subscribers === 0 || hidden()) return;
  timer = setTimeout(() => {
    void poll().then(schedule);
  }, SUMMARY_POLL_MS);
}

function onVisibilityChange(): void {
  if (hidden()) {
    clearTimeout(timer);
    timer = undefined;
  } else if (subscribers > 0) {
    void poll().then(schedule);
  }
}

/**
 * The orders summary, polled every few seconds while a component using it is mounted and the tab
 * is visible; null until the first answer. `enabled` false (a role without transactions) asks
 * nothing.
 */
export function useOrdersSummary(enabled: boolean): TransactionsSummary | null {
  useEffect(() => {
    if (!enabled) return;
    subscribers += 1;
    if (subscribers === 1) {
      document.addEventListener('visibilitychange', onVisibilityChange);
      if (!hidden()) void poll().then(schedule);
    }
    return () => {
      subscribers -= 1;
      if (subscribers === 0) {
        clearTimeout(timer);
        timer = undefined;
        document.removeEventListener('visibilitychange', onVisibilityChange);
      }
    };
  }, [enabled]);
  return useOrdersSummaryStore((state) => (enabled ? state.summary : null));
}
