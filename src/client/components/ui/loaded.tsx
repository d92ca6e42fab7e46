import { type ReactNode, Suspense } from 'react';
import { Await, useRevalidator } from 'react-router';
import { SectionError } from './section-error.tsx';

interface LoadedProps<T> {
  /** A promise a route loader handed over without waiting for it. */
  data: Promise<T>;
  /** The section's skeleton, shown until the data is there. */
  fallback: ReactNode;
  /** A short Thai sentence for when the data could not be loaded. */
  errorMessage?: string;
  /** Shown instead of that calm Thai error (the back office says it its own way, in English). */
  errorElement?: ReactNode;
  children: (value: T) => ReactNode;
}

/**
 * A loader's promise as `Loaded` takes it, marked as handled: its failure is shown by `Loaded`,
 * which may render after the promise has failed (or not at all: the admin layout showed Access
 * Denied instead, or the visitor moved on), so the browser must not report it as an unhandled
 * rejection meanwhile.
 */
export function deferred<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

function LoadFailed({ message }: { message?: string }) {
  const revalidator = useRevalidator();
  return <SectionError message={message} onRetry={() => void revalidator.revalidate()} />;
}

/**
 * Route data as a page shows it: the skeleton at once, the content when the loader's promise
 * settles, and a calm error with "try again" (which runs the route's loaders again) if it fails.
 */
export function Loaded<T>({
  data,
  fallback,
  errorMessage,
  errorElement = <LoadFailed message={errorMessage} />,
  children,
}: LoadedProps<T>) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={data} errorElement={errorElement}>
        {children}
      </Await>
    </Suspense>
  );
}
