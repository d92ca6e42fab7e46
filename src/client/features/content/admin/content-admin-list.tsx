import type { ReactNode } from 'react';
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
import { type AdminListParams, useAdminListParams } from '../../../components/ui/use-admin-list.ts';
import { countOf } from '../../../lib/admin-format.ts';

/**
 * A list page's loader data: the page its loader asked for (`adminListQuery`), and its count for
 * the heading (none when the list failed: the table says so).
 */
export function withTotal<P extends { total: number }>(asked: Promise<P>) {
  const list = deferred(asked);
  const total = list.then(
    (answer) => answer.total as number | undefined,
    () => undefined,
  );
  return { list, total };
}

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
  /** The filters the address holds besides the search, and their select boxes after it. */
  filterNames?: readonly string[];
  filters?: (list: AdminListParams) => ReactNode;
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
  filterNames = [],
  filters,
  onAdd,
  editing,
  row,
}: ContentAdminListProps<T>) {
  const params = useAdminListParams(filterNames);
  const columns = texts.columns.map((label) => ({ label, align: align[label] }));
  const caption = texts.caption ?? texts.title;

  const actionsOf = (item: T, shown: Page<T>) =>
    editing ? (
      <EditDeleteActions
        name={editing.name(item)}
        onEdit={() => editing.onEdit(item)}
        onDelete={() =>
          void params.remove(editing.confirm, () => editing.remove(item), {
            rowsOnPage: shown.items.length,
          })
        }
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
          {...params.searchBox}
        />
        {filters?.(params)}
      </AdminToolbar>
      <AdminListErrors actionError={params.actionError} loadError={null} />
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
            <Pagination label={texts.pages} {...params.paging(shown.total, shown.pageSize)} />
          </>
        )}
      </Loaded>
    </>
  );
}
