import { type DependencyList, useCallback, useEffect, useState } from 'react';
import { ApiError } from './api.ts';

export interface CallState<T> {
  data: T | null;
  loading: boolean;
  error: ApiError | null;
  /** Asks again (after a save or a delete). */
  reload: () => void;
}

/**
 * The one hook for data that is not a route's (a quote, a list that grows, a dialog's details):
 * runs `load` now and whenever `deps` change; a stale answer is dropped. Route data comes from
 * the route's loader instead.
 */
export function useCall<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  { enabled = true }: { enabled?: boolean } = {},
): CallState<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<ApiError | null>(null);
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` stand for `load`; `version` forces a reload
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoading(true);
    load(controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
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
  }, [...deps, version, enabled]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data, loading, error, reload };
}
