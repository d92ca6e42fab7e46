import { lazy, Suspense } from 'react';
import { useSessionStore } from '../accounts/public.ts';

// Loaded once the session says a customer is signed in: visitors and staff never download it.
const NoticePrompt = lazy(() =>
  import('./notice-prompt.tsx').then((module) => ({ default: module.NoticePrompt })),
);

/** Where the storefront asks a signed-in customer to read a changed privacy notice. */
export function NoticePromptHost() {
  const customerId = useSessionStore((state) =>
    state.user?.role === 'customer' ? state.user.id : null,
  );
  if (!customerId) return null;
  return (
    <Suspense fallback={null}>
      <NoticePrompt key={customerId} userId={customerId} />
    </Suspense>
  );
}
