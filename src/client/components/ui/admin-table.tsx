import type { ReactNode } from 'react';
import { adminMessages } from '../../../shared/admin-messages.ts';
import { countOf } from '../../lib/admin-format.ts';
import { AccessDenied } from './access-denied.tsx';
import { rowActionClass } from './admin-list-toolbar.tsx';
import { FormError } from './form-field.tsx';
import { deferred, Loaded } from './loaded.tsx';
import { LoadedList } from './loaded-list.tsx';
import { Pagination } from './pagination.tsx';
import type { AdminListParams } from './use-admin-list.ts';

const text = adminMessages.lists;

export interface AdminColumn {
  label: string;
  align?: 'left' | 'right' | 'center';
}

interface AdminTableProps {
  columns: readonly AdminColumn[];
  /** Names the table for screen readers. */
  caption: string;
  /** Rows on their way: the table shows grey placeholder rows (named `loadingLabel`). */
  loading: boolean;
  loadingLabel?: string;
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
  loadingLabel = text.loading,
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
        <tbody className="divide-y divide-stone-100">
          {loading ? <SkeletonRows columns={columns.length} /> : children}
        </tbody>
      </table>
      {loading ? (
        <p role="status" className="sr-only">
          {loadingLabel}
        </p>
      ) : null}
      {!loading && empty ? <p className="px-4 py-10 text-center text-stone-600">{empty}</p> : null}
    </section>
  );
}

/**
 * A cell of an admin row. `label` (the column's name) heads it when the row is a card on a phone;
 * a `wide` cell spans the card.
 */
export function AdminCell({
  label,
  wide = false,
  className = '',
  children,
}: {
  label?: string;
  wide?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td data-label={label} className={`px-4 py-3 ${wide ? 'admin-card-wide' : ''} ${className}`}>
      {children}
    </td>
  );
}

const SKELETON_ROWS = 5;

/** Grey bars the height of a row in each column, while the rows load. */
function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <tr key={row} className="animate-pulse motion-reduce:animate-none">
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <td key={column} aria-hidden="true" className="px-4 py-4">
          <span className="block h-4 w-3/4 rounded bg-stone-200" />
        </td>
      ))}
    </tr>
  ));
}

/** A '–' in a yes/no column, read as 'not …' by screen readers. */
export function AbsentMark({ label }: { label: string }) {
  return (
    <span className="text-stone-400">
      –<span className="sr-only">{text.absent(label)}</span>
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
  /** While the row's last change is on its way. */
  disabled?: boolean;
  children: ReactNode;
}

/** A small text button in a table row's Actions cell. */
export function RowAction({ label, tone, onClick, disabled, children }: RowActionProps) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      className={`${rowActionClass} ${actionTones[tone]} disabled:opacity-50`}
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
      <RowAction label={text.actionOn(text.edit, name)} tone="brand" onClick={onEdit}>
        {text.edit}
      </RowAction>
      <RowAction label={text.actionOn(text.delete, name)} tone="danger" onClick={onDelete}>
        {text.delete}
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

interface RowsPage<R> {
  items: R[];
  total: number;
  pageSize: number;
}

interface LoadedRowsProps<R> extends Omit<AdminTableProps, 'loading' | 'empty' | 'children'> {
  /** The loader's promise, not awaited. */
  data: Promise<RowsPage<R> | null>;
  /**
   * What `data` answers (the list's query in the address), for a list that keeps its last rows
   * on screen, dimmed, while the next page or filter loads (`LoadedList`).
   */
  dataKey?: string;
  /** The list's state in the address: its pages, and the last action's failure. */
  list: Pick<AdminListParams, 'paging' | 'actionError'>;
  /** Said in the table when the page has no rows. */
  empty: string;
  /** A row of the table; `rowsOnPage` tells a delete whether it empties the page. */
  row: (item: R, rowsOnPage: number) => ReactNode;
  /** Said in red when the rows could not be loaded. */
  loadError: string;
  /** Say it calmly instead, with a "try again" that loads the page's data again (`Loaded`). */
  retry?: boolean;
  /** Names the pages' navigation, e.g. 'Members pages'. */
  pagesLabel: string;
}

/**
 * An admin list's rows as route data: the last action's failure, the table with grey rows at
 * once, then the rows and the pages under them; if they cannot be loaded, `loadError` in red. A
 * null page (a role that may not see the section, `askForSection`) shows Access Denied instead.
 */
export function LoadedRows<R>({
  data,
  dataKey,
  list,
  empty,
  row,
  loadError,
  retry = false,
  pagesLabel,
  ...tableProps
}: LoadedRowsProps<R>) {
  const table = (rows?: R[]) => (
    <AdminTable
      {...tableProps}
      loading={rows === undefined}
      empty={rows?.length === 0 ? empty : null}
    >
      {rows?.map((item) => row(item, rows.length))}
    </AdminTable>
  );
  const shown = (page: RowsPage<R> | null) =>
    page ? (
      <>
        {table(page.items)}
        <Pagination label={pagesLabel} {...list.paging(page.total, page.pageSize)} />
      </>
    ) : (
      <AccessDenied />
    );
  const failed = retry
    ? { errorMessage: loadError }
    : { errorElement: <AdminListErrors loadError={loadError} /> };
  return (
    <>
      <AdminListErrors actionError={list.actionError} loadError={null} />
      {dataKey === undefined ? (
        <Loaded data={data} fallback={table()} {...failed}>
          {shown}
        </Loaded>
      ) : (
        <LoadedList
          data={data}
          dataKey={dataKey}
          fallback={table()}
          {...failed}
          busyLabel={adminMessages.adminForm.loading}
        >
          {shown}
        </LoadedList>
      )}
    </>
  );
}

/** Each list's count, one promise a list (a render must not make a new one). */
const totals = new WeakMap<Promise<unknown>, Promise<number | null>>();
const totalOf = (data: Promise<{ total: number } | null>) => {
  let total = totals.get(data);
  if (!total) {
    total = data.then(
      (page) => page?.total ?? null,
      () => null,
    );
    totals.set(data, total);
  }
  return total;
};

/**
 * A list loader's promise as `LoadedRows` and `LoadedCount` take it: marked as handled
 * (`deferred`), and its count derived now, as the loader runs, so that the count and the rows
 * arrive together (a count derived while rendering would come a render later).
 */
export function deferredRows<P extends RowsPage<unknown> | null>(list: Promise<P>): Promise<P> {
  totalOf(deferred(list));
  return list;
}

/** '12 products' under a section's title once its list is there; nothing before or without it. */
export function LoadedCount({
  data,
  noun,
}: {
  data: Promise<{ total: number } | null>;
  noun: string;
}) {
  return (
    <Loaded data={totalOf(data)} fallback={null}>
      {(total) => (total === null ? null : countOf(total, noun))}
    </Loaded>
  );
}
