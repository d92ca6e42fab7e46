import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the browser matches a CSS media query, kept up to date. A page the server rendered is
 * hydrated as the server drew it (`serverValue`: the server knows no screen), then redrawn at
 * once with the browser's answer, without a hydration mismatch.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener('change', changed);
      return () => media?.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches === true,
    () => serverValue,
  );
}
