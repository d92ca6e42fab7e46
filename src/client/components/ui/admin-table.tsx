import type { ReactNode } from 'react';
import { LoadingState } from './loading-state.tsx';

export interface AdminColumn {
  label: string;
  align?: 'left' | 'right' | 'center';
}

interface AdminTableProps {
  columns: readonly AdminColumn[];
  /** Names the table for screen readers. */
  caption: string;
  loading: boolean;
  empty: string | null;
  /** Narrow screens scroll the table sideways from this width down. */
  minWidth?: string;
  children: ReactNode;
}

const alignClass = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/** The white table card of the admin sections, with its loading and empty states. */
export function AdminTable({
  columns,
  caption,
  loading,
  empty,
  minWidth = 'min-w-[48rem]',
  children,
}: AdminTableProps) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard
      tabIndex={0}
      aria-label={caption}
      className="relative mt-2 overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className={`w-full text-left text-sm ${minWidth}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-xs tracking-wide text-stone-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-4 py-3 whitespace-nowrap ${alignClass[column.align ?? 'left']}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
      {loading ? <LoadingState /> : null}
      {!loading && empty ? <p className="px-4 py-10 text-center text-stone-600">{empty}</p> : null}
    </section>
  );
}
