import { useState } from 'react';
import {
  ADMIN_ARTICLES_PAGE_SIZE,
  type AdminArticle,
  type AdminArticlePage,
} from '../../../../shared/contracts/admin-content.ts';
import { formatEnglishDate } from '../../../../shared/domain/dates.ts';
import { can } from '../../../../shared/domain/roles.ts';
import { messages } from '../../../../shared/messages.ts';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import {
  AdminSectionHeader,
  primaryButtonClass,
  rowActionClass,
  SearchBox,
} from '../../../components/ui/admin-list-toolbar.tsx';
import { AdminTable } from '../../../components/ui/admin-table.tsx';
import { FormError } from '../../../components/ui/form-field.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { useApiQuery, useDebouncedValue } from '../../../lib/use-api-query.ts';
import { useSessionStore } from '../../accounts/session-store.ts';
import { ArticleFormDialog } from './article-form-dialog.tsx';

const COLUMNS = [
  { label: 'Image' },
  { label: 'Title' },
  { label: 'Author' },
  { label: 'Published' },
  { label: 'Read Time' },
  { label: 'Actions', align: 'right' },
] as const;

/** Articles: 5 a page, search by title or author, add, edit, delete. */
export function Component() {
  const role = useSessionStore((state) => state.user?.role);
  const allowed = can(role, 'content:manage');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ article: AdminArticle | null } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const q = useDebouncedValue(search.trim());
  const list = useApiQuery<AdminArticlePage>(
    '/admin/articles',
    {
      q,
      page,
      pageSize: ADMIN_ARTICLES_PAGE_SIZE,
    },
    { enabled: allowed },
  );

  if (!allowed || list.error?.status === 403) return <AccessDenied />;
  const pageCount = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;

  const remove = async (article: AdminArticle) => {
    if (!window.confirm(messages.contentAdmin.confirmDeleteArticle)) return;
    setActionError(null);
    try {
      await api.delete(`/admin/articles/${article.id}`);
      if (list.data?.items.length === 1 && page > 1) setPage(page - 1);
      else list.reload();
    } catch (caught) {
      setActionError(caught instanceof ApiError ? caught.message : messages.adminForm.deleteFailed);
    }
  };

  return (
    <>
      <AdminSectionHeader
        title="Articles"
        subtitle={list.data ? `${list.data.total} articles` : undefined}
        action={
          <button
            type="button"
            className={primaryButtonClass}
            onClick={() => setEditing({ article: null })}
          >
            + Add Article
          </button>
        }
      />
      <div className="mb-4 flex">
        <SearchBox
          label="Search articles"
          placeholder="ค้นหาจากชื่อบทความหรือผู้เขียน..."
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      <FormError message={actionError} />
      {list.error && list.error.status !== 403 ? (
        <FormError message={messages.adminForm.loadFailed} />
      ) : null}
      <AdminTable
        caption="Articles"
        columns={COLUMNS}
        loading={list.loading && !list.data}
        empty={list.data?.items.length === 0 ? messages.empty.articles : null}
      >
        {list.data?.items.map((article) => (
          <tr key={article.id} className="hover:bg-stone-50">
            <td className="px-4 py-2">
              <img
                src={article.imageUrl}
                alt=""
                width={64}
                height={48}
                loading="lazy"
                className="h-12 w-16 rounded-md border border-stone-200 bg-stone-50 object-cover"
              />
            </td>
            <th scope="row" className="max-w-sm px-4 py-2 text-left font-semibold text-stone-900">
              <span className="line-clamp-2">{article.title}</span>
            </th>
            <td className="px-4 py-2 text-stone-700">{article.author}</td>
            <td className="px-4 py-2 whitespace-nowrap text-stone-700">
              {formatEnglishDate(article.publishedDate)}
            </td>
            <td className="px-4 py-2 whitespace-nowrap text-stone-700">{article.readTime}</td>
            <td className="px-4 py-2 text-right whitespace-nowrap">
              <button
                type="button"
                aria-label={`Edit ${article.title}`}
                className={`${rowActionClass} text-brand-800 hover:bg-brand-50`}
                onClick={() => setEditing({ article })}
              >
                Edit
              </button>
              <button
                type="button"
                aria-label={`Delete ${article.title}`}
                className={`${rowActionClass} text-red-700 hover:bg-red-50`}
                onClick={() => void remove(article)}
              >
                Delete
              </button>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination label="Articles pages" page={page} pageCount={pageCount} onPageChange={setPage} />
      <ArticleFormDialog
        open={editing !== null}
        article={editing?.article ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
    </>
  );
}
