import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from './api.ts';

type Query = Record<string, string | number | boolean | undefined | null>;

export interface ApiQueryState<T> {
  data: T | null;
  loading: boolean;
  error: ApiError | null;
  /** Asks again with the same query (after a save or a delete). */
  reload: () => void;
}

/** GETs `path` with `query`, again whenever the query changes; a stale answer is dropped. */
export function useApiQuery<T>(
  path: string,
  query: Query,
  { enabled = true }: { enabled?: boolean } = {},
): ApiQueryState<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<ApiError | null>(null);
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query; `version` forces a reload
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoading(true);
    api
      .get<T>(path, JSON.parse(key) as Query, controller.signal)
      .then((answer) => {
        setData(answer);
        setError(null);
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        setError(
          caught instanceof ApiError
            ? caught
            : new ApiError(0, { code: 'NETWORK', message: String(caught) }),
        );
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [path, key, version, enabled]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data, loading, error, reload };
}

/** The value, once it has stopped changing for `delayMs` (search boxes). */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
