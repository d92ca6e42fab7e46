import { type ReactNode, useEffect, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import type { Page } from '../../../../shared/contracts/common.ts';
import {
  AdminSectionHeader,
  AdminToolbar,
  SearchBox,
} from '../../../components/ui/admin-list-toolbar.tsx';
import {
  type AdminColumn,
  AdminListErrors,
  AdminTable,
} from '../../../components/ui/admin-table.tsx';
import { Loaded } from '../../../components/ui/loaded.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { countOf } from '../../../lib/admin-format.ts';
import { ApiError } from '../../../lib/api.ts';
import { withChanges } from '../../../lib/search-params.ts';

/** The search asks once the typing has paused this long. */
const SEARCH_PAUSE_MS = 300;

/** An admin list's state in the URL: `?q=…&page=2` and the page's own filters. */
export function adminListQuery(request: Request) {
  const params = new URL(request.url).searchParams;
  const page = Number(params.get('page'));
  return {
    params,
    q: (params.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The list the loader asked for, and its count for the heading (none when the list failed). */
export function withTotal<P extends { total: number }>(list: Promise<P>) {
  return {
    list,
    total: list.then(
      (page) => page.total as number | undefined,
      () => undefined,
    ),
  };
}

/**
 * The URL's list state as the page changes it: a new search (once the typing pauses) or a new
 * filter starts again from page 1; the search box keeps what the admin typed.
 */
export function useAdminListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const [shown, setShown] = useState(q);
  // The URL changed by itself (back, a link): the box shows it.
  if (shown !== q) {
    setShown(q);
    if (typed.trim() !== q) setTyped(q);
  }

  const change = (values: Record<string, string>, replace = false) =>
    setParams((current) => withChanges(current, values), { replace, preventScrollReset: true });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was typed changes the URL
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === q) return;
    const timer = setTimeout(() => change({ q: wanted, page: '' }, true), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, q]);

  return {
    search: typed,
    setSearch: setTyped,
    filter: (key: string) => params.get(key) ?? '',
    setFilter: (key: string, value: string) => change({ [key]: value, page: '' }),
    setPage: (page: number) => change({ page: page > 1 ? String(page) : '' }),
  };
}

const deleteFailure = (caught: unknown) =>
  caught instanceof ApiError ? caught.message : adminMessages.adminForm.deleteFailed;

/**
 * Deleting a row: asks first, then lists again (a page back when it emptied the last one); a
 * refusal is said above the table.
 */
export function useRemove(setPage: (page: number) => void) {
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const remove = async (
    confirmText: string,
    run: () => Promise<unknown>,
    shown: { page: number; items: unknown[] },
  ) => {
    if (!window.confirm(confirmText)) return;
    setError(null);
    try {
      await run();
      if (shown.items.length === 1 && shown.page > 1) setPage(shown.page - 1);
      else await revalidator.revalidate();
    } catch (caught) {
      setError(deleteFailure(caught));
    }
  };
  return { remove, error, reload: () => void revalidator.revalidate() };
}

interface ContentAdminListProps<T> {
  texts: {
    title: string;
    noun: string;
    searchLabel: string;
    searchPlaceholder: string;
    columns: readonly string[];
    pages: string;
    empty: string;
    caption?: string;
    add?: string;
  };
  /** Column alignment by label, where it is not left. */
  align?: Record<string, AdminColumn['align']>;
  minWidth?: string;
  list: Promise<Page<T>>;
  total: Promise<number | undefined>;
  search: { value: string; onChange: (value: string) => void };
  /** Select boxes after the search. */
  filters?: ReactNode;
  onAdd?: () => void;
  actionError?: string | null;
  onPage: (page: number) => void;
  row: (item: T, shown: Page<T>) => ReactNode;
}

/**
 * An admin section's list: heading with its count, search and filters, the table (its skeleton
 * at once, rows when the loader's answer comes) and the pages.
 */
export function ContentAdminList<T extends { id: number }>({
  texts,
  align = {},
  minWidth,
  list,
  total,
  search,
  filters,
  onAdd,
  actionError,
  onPage,
  row,
}: ContentAdminListProps<T>) {
  const columns = texts.columns.map((label) => ({ label, align: align[label] }));
  const caption = texts.caption ?? texts.title;
  const header = (count: number | undefined) => (
    <AdminSectionHeader
      title={texts.title}
      subtitle={count === undefined ? undefined : countOf(count, texts.noun)}
      addLabel={texts.add}
      onAdd={onAdd}
    />
  );
  return (
    <>
      <Loaded data={total} fallback={header(undefined)}>
        {header}
      </Loaded>
      <AdminToolbar>
        <SearchBox
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          value={search.value}
          onChange={search.onChange}
        />
        {filters}
      </AdminToolbar>
      <AdminListErrors actionError={actionError} loadError={null} />
      <Loaded
        data={list}
        errorMessage={adminMessages.adminForm.loadFailed}
        fallback={
          <AdminTable caption={caption} columns={columns} loading empty={null} minWidth={minWidth}>
            {null}
          </AdminTable>
        }
      >
        {(shown) => (
          <>
            <AdminTable
              caption={caption}
              columns={columns}
              loading={false}
              empty={shown.items.length === 0 ? texts.empty : null}
              minWidth={minWidth}
            >
              {shown.items.map((item) => row(item, shown))}
            </AdminTable>
            <Pagination
              label={texts.pages}
              page={shown.page}
              pageCount={Math.ceil(shown.total / shown.pageSize)}
              onPageChange={onPage}
            />
          </>
        )}
      </Loaded>
    </>
  );
}
