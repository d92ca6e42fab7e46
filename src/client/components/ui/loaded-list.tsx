import { type ReactNode, useEffect, useState } from 'react';
import { Loaded } from './loaded.tsx';

interface LoadedListProps<T> {
  /** A promise a route loader handed over without waiting for it. */
  data: Promise<T>;
  /** What `data` answers (the list's query): a new key is a new list to wait for. */
  dataKey: string;
  /** The list's skeleton, shown until its first answer is there. */
  fallback: ReactNode;
  /** A short sentence for when the list could not be loaded. */
  errorMessage?: string;
  /** Shown instead of that sentence (the back office says it its own way). */
  errorElement?: ReactNode;
  /** Said to screen readers while a new page, filter or sort loads. */
  busyLabel: string;
  /** Told of each answer once it shows (for a count or pages outside the list). */
  onShown?: (value: T) => void;
  children: (value: T) => ReactNode;
}

function Shown<T>({
  value,
  onShown,
  children,
}: {
  value: T;
  onShown: (value: T) => void;
  children: ReactNode;
}) {
  useEffect(() => onShown(value), [value, onShown]);
  return children;
}

/**
 * Route data that is a list the visitor pages, filters or sorts through the URL: the skeleton the
 * first time; afterwards the last answer stays on screen, dimmed and marked busy, until the next
 * one is there, so the controls above it answer at once and nothing jumps.
 */
export function LoadedList<T>({
  data,
  dataKey,
  fallback,
  errorMessage,
  errorElement,
  busyLabel,
  onShown,
  children,
}: LoadedListProps<T>) {
  const [last, setLast] = useState<{ value: T } | null>(null);
  const [report] = useState(() => (value: T) => setLast({ value }));
  useEffect(() => {
    if (last && onShown) onShown(last.value);
  }, [last, onShown]);

  const stale = last ? (
    <div aria-busy="true" className="opacity-60 transition-opacity">
      {children(last.value)}
      <p role="status" className="sr-only">
        {busyLabel}
      </p>
    </div>
  ) : (
    fallback
  );
  return (
    <Loaded
      key={dataKey}
      data={data}
      fallback={stale}
      errorMessage={errorMessage}
      errorElement={errorElement}
    >
      {(value) => (
        <Shown value={value} onShown={report}>
          {children(value)}
        </Shown>
      )}
    </Loaded>
  );
}
