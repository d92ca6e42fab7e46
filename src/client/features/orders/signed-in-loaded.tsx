import type { ReactNode } from 'react';
import { Loaded } from '../../components/ui/loaded.tsx';
import { useSessionStore } from '../accounts/public.ts';
import { useReloadOnSignIn } from './customer-route.ts';
import { SignInPrompt } from './sign-in-prompt.tsx';

interface SignedInLoadedProps<T> {
  /** The loader's promise from `forSignedIn`: null for a visitor. */
  data: Promise<T | null>;
  /** The section's skeleton, shown until the data is there. */
  fallback: ReactNode;
  /** A short Thai sentence for when the data could not be loaded. */
  errorMessage?: string;
  /** What a visitor sees: the sign-in prompt, or the page's own (under its heading, say). */
  prompt?: ReactNode;
  /** The page's content, given the signed-in customer's data. */
  children: (answer: T) => ReactNode;
}

/**
 * Route data only a signed-in customer has, as the customer's pages show it: a visitor gets the
 * sign-in prompt at once (no skeleton for data that will not come), and signing in or out on the
 * page loads it again.
 */
export function SignedInLoaded<T>({
  data,
  fallback,
  errorMessage,
  prompt = <SignInPrompt />,
  children,
}: SignedInLoadedProps<T>) {
  const visitor = useSessionStore((state) => state.status === 'ready' && !state.user);
  useReloadOnSignIn();
  if (visitor) return prompt;
  return (
    <Loaded data={data} fallback={fallback} errorMessage={errorMessage}>
      {(answer) => (answer === null ? prompt : children(answer))}
    </Loaded>
  );
}
