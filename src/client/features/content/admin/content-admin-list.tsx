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
  EditDeleteActions,
} from '../../../components/ui/admin-table.tsx';
import { deferred, Loaded } from '../../../components/ui/loaded.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { countOf } from '../../../lib/admin-format.ts';
import { ApiError } from '../../../lib/api.ts';
import { withChanges } from '../../../lib/search-params.ts';

/** The search asks once the typing has paused this long. */
const SEARCH_PAUSE_MS = 300;

/** An admin list's state in the URL: `?q=…&page=2` and the page's own filters. */
export interface AdminListQuery {
  q: string;
  page: number;
  params: URLSearchParams;
}

/**
 * A list page's loader: the page the URL asks for, and its count for the heading (none when the
 * list failed: the table says so).
 */
export function loadAdminList<P extends { total: number }>(
  request: Request,
  ask: (query: AdminListQuery) => Promise<P>,
) {
  const params = new URL(request.url).searchParams;
  const page = Number(params.get('page'));
  const list = deferred(
    ask({
      q: (params.get('q') ?? '').trim(),
      page: Number.isInteger(page) && page > 1 ? page : 1,
      params,
    }),
  );
  const total = list.then(
    (answer) => answer.total as number | undefined,
    () => undefined,
  );
  return { list, total };
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

interface Editing<T> {
  /** The row's name, as its buttons say it: 'Edit พ่นสารเคมีอย่างปลอดภัย'. */
  name: (item: T) => string;
  onEdit: (item: T) => void;
  /** The spec's question before a delete. */
  confirm: string;
  remove: (item: T) => Promise<unknown>;
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
  /** The loader's page and count. */
  list: Promise<Page<T>>;
  total: Promise<number | undefined>;
  /** Select boxes after the search. */
  filters?: (params: ReturnType<typeof useAdminListParams>) => ReactNode;
  onAdd?: () => void;
  /** Edit and Delete on each row, for the sections that have them. */
  editing?: Editing<T>;
  /** A row of the table; `actions` are its Edit and Delete buttons. */
  row: (item: T, actions: ReactNode) => ReactNode;
}

/**
 * An admin section's list: heading with its count, search and filters (all in the URL), the
 * table (its loading state at once, rows when the loader's answer comes), the pages, and a delete
 * that asks first, then lists again (a page back when it emptied the last one).
 */
export function ContentAdminList<T extends { id: number }>({
  texts,
  align = {},
  minWidth,
  list,
  total,
  filters,
  onAdd,
  editing,
  row,
}: ContentAdminListProps<T>) {
  const params = useAdminListParams();
  const revalidator = useRevalidator();
  const [actionError, setActionError] = useState<string | null>(null);
  const columns = texts.columns.map((label) => ({ label, align: align[label] }));
  const caption = texts.caption ?? texts.title;

  const remove = async (actions: Editing<T>, item: T, shown: Page<T>) => {
    if (!window.confirm(actions.confirm)) return;
    setActionError(null);
    try {
      await actions.remove(item);
      if (shown.items.length === 1 && shown.page > 1) params.setPage(shown.page - 1);
      else await revalidator.revalidate();
    } catch (caught) {
      setActionError(deleteFailure(caught));
    }
  };
  const actionsOf = (item: T, shown: Page<T>) =>
    editing ? (
      <EditDeleteActions
        name={editing.name(item)}
        onEdit={() => editing.onEdit(item)}
        onDelete={() => void remove(editing, item, shown)}
      />
    ) : null;

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
          value={params.search}
          onChange={params.setSearch}
        />
        {filters?.(params)}
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
              {shown.items.map((item) => row(item, actionsOf(item, shown)))}
            </AdminTable>
            <Pagination
              label={texts.pages}
              page={shown.page}
              pageCount={Math.ceil(shown.total / shown.pageSize)}
              onPageChange={params.setPage}
            />
          </>
        )}
      </Loaded>
    </>
  );
}
