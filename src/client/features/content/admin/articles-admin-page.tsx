import { useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  ADMIN_ARTICLES_PAGE_SIZE,
  type AdminArticle,
  type AdminArticlePage,
} from '../../../../shared/contracts/admin-content.ts';
import { formatEnglishDate } from '../../../../shared/domain/dates.ts';
import { messages } from '../../../../shared/messages.ts';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import {
  AdminSectionHeader,
  AdminToolbar,
  SearchBox,
} from '../../../components/ui/admin-list-toolbar.tsx';
import {
  AdminListErrors,
  AdminTable,
  EditDeleteActions,
} from '../../../components/ui/admin-table.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useAdminList } from '../../../components/ui/use-admin-list.ts';
import { countOf } from '../../../lib/admin-format.ts';
import { api } from '../../../lib/api.ts';
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
  const [editing, setEditing] = useState<{ article: AdminArticle | null } | null>(null);
  const list = useAdminList<AdminArticlePage>({
    path: '/admin/articles',
    pageSize: ADMIN_ARTICLES_PAGE_SIZE,
  });

  if (list.forbidden) return <AccessDenied />;

  const remove = (article: AdminArticle) =>
    list.remove(adminMessages.contentAdmin.confirmDeleteArticle, () =>
      api.delete(`/admin/articles/${article.id}`),
    );

  return (
    <>
      <AdminSectionHeader
        title="Articles"
        subtitle={list.data ? countOf(list.data.total, 'article') : undefined}
        addLabel="+ Add Article"
        onAdd={() => setEditing({ article: null })}
      />
      <AdminToolbar>
        <SearchBox
          label="Search articles"
          placeholder="ค้นหาจากชื่อบทความหรือผู้เขียน..."
          value={list.search}
          onChange={list.setSearch}
        />
      </AdminToolbar>
      <AdminListErrors
        actionError={list.actionError}
        loadError={list.loadFailed ? adminMessages.adminForm.loadFailed : null}
      />
      <AdminTable
        caption="Articles"
        columns={COLUMNS}
        loading={list.firstLoad}
        empty={list.empty ? messages.empty.articles : null}
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
              <span className="thai-clamp-2">{article.title}</span>
            </th>
            <td className="px-4 py-2 text-stone-700">{article.author}</td>
            <td className="px-4 py-2 whitespace-nowrap text-stone-700">
              {formatEnglishDate(article.publishedDate)}
            </td>
            <td className="px-4 py-2 whitespace-nowrap text-stone-700">{article.readTime}</td>
            <td className="px-4 py-2 text-right whitespace-nowrap">
              <EditDeleteActions
                name={article.title}
                onEdit={() => setEditing({ article })}
                onDelete={() => void remove(article)}
              />
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination label="Articles pages" {...list.paging} />
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
