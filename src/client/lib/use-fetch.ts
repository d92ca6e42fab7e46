import { useCallback, useEffect, useRef, useState } from 'react';

export interface FetchState<T> {
  status: 'loading' | 'ready' | 'error';
  /** The last answer; kept while a new key loads so lists do not jump. */
  data: T | undefined;
  error: unknown;
  /** Whether `data` answers the current key (false while a new key loads). */
  fresh: boolean;
  retry: () => void;
}

interface Loaded<T> {
  key: string;
  data?: T;
  error?: unknown;
  failed: boolean;
}

/**
 * Loads data for a key (usually the URL of the call) and reloads when the key changes; an older
 * answer that arrives late is dropped. A `null` key loads nothing.
 */
export function useFetch<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): FetchState<T> {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [previous, setPrevious] = useState<T | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the same key on retry
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setLoaded({ key, data, failed: false });
        setPrevious(data);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ key, error, failed: true });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  }, []);

  const current = loaded && loaded.key === key ? loaded : null;
  if (current?.failed) {
    return { status: 'error', data: previous, error: current.error, fresh: false, retry };
  }
  if (current) return { status: 'ready', data: current.data, error: null, fresh: true, retry };
  return { status: 'loading', data: previous, error: null, fresh: false, retry };
}
