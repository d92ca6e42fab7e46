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
  EditDeleteActions,
  LoadedCount,
  LoadedRows,
} from '../../../components/ui/admin-table.tsx';
import { type AdminListParams, useAdminListParams } from '../../../components/ui/use-admin-list.ts';

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
  /** Each row a card on a phone (the cells carry `data-label`: `AdminCell`). */
  cardsOnPhone?: boolean;
  /** The loader's page. */
  list: Promise<Page<T>>;
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
  cardsOnPhone = false,
  list,
  filterNames = [],
  filters,
  onAdd,
  editing,
  row,
}: ContentAdminListProps<T>) {
  const params = useAdminListParams(filterNames);
  const columns = texts.columns.map((label) => ({ label, align: align[label] }));

  const actionsOf = (item: T, rowsOnPage: number) =>
    editing ? (
      <EditDeleteActions
        name={editing.name(item)}
        onEdit={() => editing.onEdit(item)}
        onDelete={() =>
          void params.remove(editing.confirm, () => editing.remove(item), { rowsOnPage })
        }
      />
    ) : null;

  return (
    <>
      <AdminSectionHeader
        title={texts.title}
        subtitle={<LoadedCount data={list} noun={texts.noun} />}
        addLabel={texts.add}
        onAdd={onAdd}
      />
      <AdminToolbar>
        <SearchBox
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          {...params.searchBox}
        />
        {filters?.(params)}
      </AdminToolbar>
      <LoadedRows
        data={list}
        list={params}
        caption={texts.caption ?? texts.title}
        columns={columns}
        empty={texts.empty}
        minWidth={minWidth}
        cardsOnPhone={cardsOnPhone}
        row={(item, rowsOnPage) => row(item, actionsOf(item, rowsOnPage))}
        loadError={adminMessages.adminForm.loadFailed}
        retry
        pagesLabel={texts.pages}
      />
    </>
  );
}
