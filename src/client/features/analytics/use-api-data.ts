import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';

type Query = Record<string, string | number | undefined>;

interface ApiData<T> {
  data: T | null;
  loading: boolean;
  failed: boolean;
}

/** GETs `path` whenever the query changes; a newer query cancels the older request. */
export function useApiData<T>(path: string, query: Query, enabled = true): ApiData<T> {
  const [state, setState] = useState<ApiData<T>>({ data: null, loading: enabled, failed: false });
  const key = JSON.stringify(query);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    api
      .get<T>(path, JSON.parse(key) as Query, controller.signal)
      .then((data) => setState({ data, loading: false, failed: false }))
      .catch(() => {
        if (!controller.signal.aborted)
          setState((previous) => ({ ...previous, loading: false, failed: true }));
      });
    return () => controller.abort();
  }, [path, key, enabled]);

  return state;
}
