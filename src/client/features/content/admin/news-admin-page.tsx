import { useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  ADMIN_NEWS_PAGE_SIZE,
  type AdminNews,
  type AdminNewsPage,
} from '../../../../shared/contracts/admin-content.ts';
import {
  NEWS_CATEGORIES,
  NEWS_CATEGORY_LABELS,
  type NewsCategory,
} from '../../../../shared/domain/categories.ts';
import { formatEnglishDate } from '../../../../shared/domain/dates.ts';
import { messages } from '../../../../shared/messages.ts';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import {
  AdminSectionHeader,
  AdminToolbar,
  FilterSelect,
  SearchBox,
} from '../../../components/ui/admin-list-toolbar.tsx';
import {
  AbsentMark,
  AdminListErrors,
  AdminTable,
  EditDeleteActions,
} from '../../../components/ui/admin-table.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useAdminList } from '../../../components/ui/use-admin-list.ts';
import { countOf } from '../../../lib/admin-format.ts';
import { api } from '../../../lib/api.ts';
import { NewsFormDialog } from './news-form-dialog.tsx';

const COLUMNS = [
  { label: 'Title' },
  { label: 'Category' },
  { label: 'Published' },
  { label: 'Urgent', align: 'center' },
  { label: 'Actions', align: 'right' },
] as const;

const isNewsCategory = (value: string): value is NewsCategory =>
  (NEWS_CATEGORIES as readonly string[]).includes(value);

/** News: 5 a page, search by title or summary, category filter, add, edit, delete. */
export function Component() {
  const [editing, setEditing] = useState<{ item: AdminNews | null } | null>(null);
  const list = useAdminList<AdminNewsPage, { category: NewsCategory | '' }>({
    path: '/admin/news',
    pageSize: ADMIN_NEWS_PAGE_SIZE,
    filters: { category: '' },
  });

  if (list.forbidden) return <AccessDenied />;

  const remove = (item: AdminNews) =>
    list.remove(adminMessages.contentAdmin.confirmDeleteNews, () =>
      api.delete(`/admin/news/${item.id}`),
    );

  return (
    <>
      <AdminSectionHeader
        title="News"
        subtitle={list.data ? countOf(list.data.total, 'news item') : undefined}
        addLabel="+ Add News"
        onAdd={() => setEditing({ item: null })}
      />
      <AdminToolbar>
        <SearchBox
          label="Search news"
          placeholder="ค้นหาจากหัวข้อหรือสรุปข่าว..."
          value={list.search}
          onChange={list.setSearch}
        />
        <FilterSelect
          label="Category"
          value={list.filters.category}
          onChange={(value) => list.setFilter('category', isNewsCategory(value) ? value : '')}
          allLabel="ทุกหมวดหมู่"
          options={NEWS_CATEGORIES.map((item) => ({
            value: item,
            label: `${item} (${NEWS_CATEGORY_LABELS[item]})`,
          }))}
        />
      </AdminToolbar>
      <AdminListErrors
        actionError={list.actionError}
        loadError={list.loadFailed ? adminMessages.adminForm.loadFailed : null}
      />
      <AdminTable
        caption="News"
        columns={COLUMNS}
        loading={list.firstLoad}
        empty={list.empty ? messages.empty.news : null}
        minWidth="min-w-[44rem]"
      >
        {list.data?.items.map((item) => (
          <tr key={item.id} className="hover:bg-stone-50">
            <th scope="row" className="max-w-md px-4 py-3 text-left font-semibold text-stone-900">
              <span className="thai-clamp-2">{item.title}</span>
              <span className="mt-0.5 thai-clamp-1 text-xs font-normal text-stone-500">
                {item.summary}
              </span>
            </th>
            <td className="px-4 py-3 whitespace-nowrap">
              <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-800">
                {item.category}
              </span>
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-stone-700">
              {formatEnglishDate(item.publishedDate)}
            </td>
            <td className="px-4 py-3 text-center">
              {item.isUrgent ? (
                <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                  Urgent
                </span>
              ) : (
                <AbsentMark label="urgent" />
              )}
            </td>
            <td className="px-4 py-3 text-right whitespace-nowrap">
              <EditDeleteActions
                name={item.title}
                onEdit={() => setEditing({ item })}
                onDelete={() => void remove(item)}
              />
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination label="News pages" {...list.paging} />
      <NewsFormDialog
        open={editing !== null}
        item={editing?.item ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
    </>
  );
}
