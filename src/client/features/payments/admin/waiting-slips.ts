import { useEffect } from 'react';
import { create } from 'zustand';
import { countWaitingSlips } from './payments-api.ts';

interface WaitingSlipsState {
  /** Slips waiting for staff; null until first asked. */
  count: number | null;
}

/** The sidebar's count of slips waiting, shared with the queue page that changes it. */
export const useWaitingSlipsStore = create<WaitingSlipsState>()(() => ({ count: null }));

/** The queue page knows the count from its own list: it tells the sidebar without a call. */
export function setWaitingSlips(count: number): void {
  if (useWaitingSlipsStore.getState().count !== count) useWaitingSlipsStore.setState({ count });
}

let asking: Promise<void> | null = null;

/** Asks the server how many slips wait (one call at a time). */
export function refreshWaitingSlips(): Promise<void> {
  asking ??= countWaitingSlips()
    .then(setWaitingSlips)
    .catch(() => {
      // A failed count keeps the one shown; the next page asks again.
    })
    .finally(() => {
      asking = null;
    });
  return asking;
}

/**
 * The count of slips waiting, for staff who may open the queue: asked whenever `page` changes
 * (each page of the back office) unless `ask` is false (the queue page counts its own list).
 * Null for staff who may not see it, and until known.
 */
export function useWaitingSlips(allowed: boolean, ask: boolean, page: string): number | null {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `page` is when to ask again
  useEffect(() => {
    if (allowed && ask) void refreshWaitingSlips();
  }, [allowed, ask, page]);
  const count = useWaitingSlipsStore((state) => state.count);
  return allowed ? count : null;
}
