import { useState } from 'react';
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
import { can } from '../../../../shared/domain/roles.ts';
import { messages } from '../../../../shared/messages.ts';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import {
  AdminSectionHeader,
  primaryButtonClass,
  rowActionClass,
  SearchBox,
  selectClass,
} from '../../../components/ui/admin-list-toolbar.tsx';
import { AdminTable } from '../../../components/ui/admin-table.tsx';
import { FormError } from '../../../components/ui/form-field.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { useApiQuery, useDebouncedValue } from '../../../lib/use-api-query.ts';
import { useSessionStore } from '../../accounts/session-store.ts';
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
  const role = useSessionStore((state) => state.user?.role);
  const allowed = can(role, 'content:manage');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<NewsCategory | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ item: AdminNews | null } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const q = useDebouncedValue(search.trim());
  const list = useApiQuery<AdminNewsPage>(
    '/admin/news',
    {
      q,
      category,
      page,
      pageSize: ADMIN_NEWS_PAGE_SIZE,
    },
    { enabled: allowed },
  );

  if (!allowed || list.error?.status === 403) return <AccessDenied />;
  const pageCount = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;

  const remove = async (item: AdminNews) => {
    if (!window.confirm(messages.contentAdmin.confirmDeleteNews)) return;
    setActionError(null);
    try {
      await api.delete(`/admin/news/${item.id}`);
      if (list.data?.items.length === 1 && page > 1) setPage(page - 1);
      else list.reload();
    } catch (caught) {
      setActionError(caught instanceof ApiError ? caught.message : messages.adminForm.deleteFailed);
    }
  };

  return (
    <>
      <AdminSectionHeader
        title="News"
        subtitle={list.data ? `${list.data.total} news items` : undefined}
        action={
          <button
            type="button"
            className={primaryButtonClass}
            onClick={() => setEditing({ item: null })}
          >
            + Add News
          </button>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <SearchBox
          label="Search news"
          placeholder="ค้นหาจากหัวข้อหรือสรุปข่าว..."
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <select
          aria-label="Category"
          value={category}
          onChange={(event) => {
            const value = event.target.value;
            setCategory(isNewsCategory(value) ? value : '');
            setPage(1);
          }}
          className={selectClass}
        >
          <option value="">ทุกหมวดหมู่</option>
          {NEWS_CATEGORIES.map((item) => (
            <option key={item} value={item}>
              {item} ({NEWS_CATEGORY_LABELS[item]})
            </option>
          ))}
        </select>
      </div>
      <FormError message={actionError} />
      {list.error && list.error.status !== 403 ? (
        <FormError message={messages.adminForm.loadFailed} />
      ) : null}
      <AdminTable
        caption="News"
        columns={COLUMNS}
        loading={list.loading && !list.data}
        empty={list.data?.items.length === 0 ? messages.empty.news : null}
        minWidth="min-w-[44rem]"
      >
        {list.data?.items.map((item) => (
          <tr key={item.id} className="hover:bg-stone-50">
            <th scope="row" className="max-w-md px-4 py-3 text-left font-semibold text-stone-900">
              <span className="line-clamp-2">{item.title}</span>
              <span className="mt-0.5 line-clamp-1 text-xs font-normal text-stone-500">
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
                <span className="text-stone-400">
                  –<span className="sr-only"> not urgent</span>
                </span>
              )}
            </td>
            <td className="px-4 py-3 text-right whitespace-nowrap">
              <button
                type="button"
                aria-label={`Edit ${item.title}`}
                className={`${rowActionClass} text-brand-800 hover:bg-brand-50`}
                onClick={() => setEditing({ item })}
              >
                Edit
              </button>
              <button
                type="button"
                aria-label={`Delete ${item.title}`}
                className={`${rowActionClass} text-red-700 hover:bg-red-50`}
                onClick={() => void remove(item)}
              >
                Delete
              </button>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination label="News pages" page={page} pageCount={pageCount} onPageChange={setPage} />
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
