import type { ReactNode } from 'react';
import { catalogMessages } from '../../../shared/catalog-messages.ts';
import { paths } from '../../../shared/routes.ts';
import { Link } from '../../components/ui/link.tsx';

/** The way back to the home page above a product list's heading. */
export function BackHome() {
  return (
    <Link
      to={paths.home}
      className="inline-flex h-10 items-center gap-1 font-semibold text-brand-800 hover:underline"
    >
      <span aria-hidden="true">←</span> {catalogMessages.backHome}
    </Link>
  );
}

interface ResultsBarProps {
  /** The hidden heading of the results, for screen-reader navigation. */
  heading: string;
  /** How many products are shown, read out when it changes; empty while they load. */
  count: string;
  /** The sort (and view) controls beside the count. */
  children: ReactNode;
}

/** Above a product list: its hidden heading, the count and the controls on one line. */
export function ResultsBar({ heading, count, children }: ResultsBarProps) {
  return (
    <>
      <h2 className="sr-only">{heading}</h2>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className="min-h-6 text-stone-700">
          {count}
        </p>
        {children}
      </div>
    </>
  );
}
