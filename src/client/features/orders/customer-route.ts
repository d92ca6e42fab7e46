import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useSessionStore } from '../accounts/public.ts';

/**
 * Route data only a signed-in customer has: loaded once the session store knows who is there,
 * null for a visitor (who sees the sign-in prompt and makes no call that would answer 401).
 */
export async function forSignedIn<T>(load: () => Promise<T>): Promise<T | null> {
  const user = await useSessionStore.getState().known();
  return user ? load() : null;
}

/**
 * Runs the page's loaders again when someone signs in or out on it (the login dialog opens over
 * the page), not when the store first learns who was already signed in.
 */
export function useReloadOnSignIn(): void {
  const revalidator = useRevalidator();
  const who = useSessionStore((state) =>
    state.status === 'ready' ? (state.user?.id ?? '') : null,
  );
  const seen = useRef(who);
  useEffect(() => {
    const before = seen.current;
    seen.current = who;
    if (before !== null && who !== before) void revalidator.revalidate();
  }, [who, revalidator]);
}
