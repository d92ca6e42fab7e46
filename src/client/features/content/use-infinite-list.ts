import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '../../../shared/contracts/common.ts';

/** Spec section 9: the next page loads when the visitor has scrolled 80 %, checked every 150 ms. */
export const SCROLL_TRIGGER_RATIO = 0.8;
export const SCROLL_THROTTLE_MS = 150;

export interface InfiniteList<T> {
  items: T[];
  total: number | null;
  status: 'loading' | 'idle' | 'error';
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

interface ListState<T> {
  key: string;
  items: T[];
  total: number | null;
  nextPage: number;
  status: 'loading' | 'idle' | 'error';
}

/**
 * Pages of a list appended one after another. The key names the query: when it changes the list
 * starts again from page 1 and answers for the old key are dropped.
 */
export function useInfiniteList<T>(
  key: string,
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>,
): InfiniteList<T> {
  const [state, setState] = useState<ListState<T>>({
    key,
    items: [],
    total: null,
    nextPage: 1,
    status: 'loading',
  });
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const inFlight = useRef<AbortController | null>(null);

  const current = state.key === key ? state : null;
  if (!current) {
    setState({ key, items: [], total: null, nextPage: 1, status: 'loading' });
  }

  const load = useCallback(
    (page: number) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setState((s) => (s.key === key ? { ...s, status: 'loading' } : s));
      fetchRef.current(page, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          setState((s) =>
            s.key !== key
              ? s
              : {
                  key,
                  items: page === 1 ? answer.items : [...s.items, ...answer.items],
                  total: answer.total,
                  nextPage: page + 1,
                  status: 'idle',
                },
          );
        },
        () => {
          if (controller.signal.aborted) return;
          setState((s) => (s.key === key ? { ...s, status: 'error' } : s));
        },
      );
    },
    [key],
  );

  useEffect(() => {
    load(1);
    return () => inFlight.current?.abort();
  }, [load]);

  const shown = current ?? { key, items: [], total: null, nextPage: 1, status: 'loading' as const };
  const hasMore = shown.total === null || shown.items.length < shown.total;
  const loadMore = useCallback(() => {
    if (shown.status !== 'idle' || !hasMore) return;
    load(shown.nextPage);
  }, [shown.status, shown.nextPage, hasMore, load]);
  const retry = useCallback(() => load(shown.nextPage), [load, shown.nextPage]);

  return {
    items: shown.items,
    total: shown.total,
    status: shown.status,
    hasMore,
    loadMore,
    retry,
  };
}

/** True when the page is scrolled to the trigger ratio, or too short to scroll at all. */
export function scrolledFarEnough(ratio = SCROLL_TRIGGER_RATIO): boolean {
  const root = document.documentElement;
  const seen = window.scrollY + window.innerHeight;
  return root.scrollHeight <= window.innerHeight + 1 || seen >= root.scrollHeight * ratio;
}

/**
 * Calls `onReach` when the visitor scrolls past 80 % of the page (throttled to one check per
 * 150 ms), and after each render while the page is still too short to scroll.
 */
export function useScrollTrigger(onReach: () => void, enabled: boolean, itemCount: number): void {
  const callback = useRef(onReach);
  callback.current = onReach;

  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | null = null;
    const check = () => {
      last = Date.now();
      trailing = null;
      if (scrolledFarEnough()) callback.current();
    };
    const onScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) check();
      else trailing ??= setTimeout(check, wait);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (trailing) clearTimeout(trailing);
    };
  }, [enabled]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check after each page arrives
  useEffect(() => {
    if (enabled && scrolledFarEnough()) callback.current();
  }, [enabled, itemCount]);
}
