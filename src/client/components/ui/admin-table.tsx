import type { ReactNode } from 'react';
import { rowActionClass } from './admin-list-toolbar.tsx';
import { FormError } from './form-field.tsx';
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
  /**
   * On a phone each row becomes a card instead (cells need `data-label`, the column's name; a
   * cell with class `admin-card-wide` spans the card).
   */
  cardsOnPhone?: boolean;
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
  cardsOnPhone = false,
  children,
}: AdminTableProps) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard
      tabIndex={0}
      aria-label={caption}
      className="relative mt-2 overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table
        className={`w-full text-left text-sm ${minWidth} ${cardsOnPhone ? 'admin-cards' : ''}`}
      >
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

/** A '–' in a yes/no column, read as 'not …' by screen readers. */
export function AbsentMark({ label }: { label: string }) {
  return (
    <span className="text-stone-400">
      –<span className="sr-only"> not {label}</span>
    </span>
  );
}

const actionTones = {
  brand: 'text-brand-800 hover:bg-brand-50',
  neutral: 'text-stone-700 hover:bg-stone-100',
  danger: 'text-red-700 hover:bg-red-50',
} as const;

interface RowActionProps {
  /** The accessible name, which says which row: 'Edit ไกลโฟเซต'. */
  label: string;
  tone: keyof typeof actionTones;
  onClick: () => void;
  children: ReactNode;
}

/** A small text button in a table row's Actions cell. */
export function RowAction({ label, tone, onClick, children }: RowActionProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`${rowActionClass} ${actionTones[tone]}`}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** The Edit and Delete buttons of a row named `name`. */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <RowAction label={`Edit ${name}`} tone="brand" onClick={onEdit}>
        Edit
      </RowAction>
      <RowAction label={`Delete ${name}`} tone="danger" onClick={onDelete}>
        Delete
      </RowAction>
    </>
  );
}

/** What went wrong above an admin table: the last action, then the list itself. */
export function AdminListErrors({
  actionError,
  loadError,
}: {
  actionError?: string | null;
  /** The message when the list could not be fetched; null when it was. */
  loadError: string | null;
}) {
  return (
    <>
      <FormError message={actionError ?? null} />
      <FormError message={loadError} />
    </>
  );
}
