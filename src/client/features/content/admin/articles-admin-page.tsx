import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  ADMIN_ARTICLES_PAGE_SIZE,
  type AdminArticle,
} from '../../../../shared/contracts/admin-content.ts';
import { formatEnglishDate } from '../../../../shared/domain/dates.ts';
import { EditDeleteActions } from '../../../components/ui/admin-table.tsx';
import { deferred } from '../../../components/ui/loaded.tsx';
import { call, client } from '../../../lib/api.ts';
import { ArticleFormDialog } from './article-form-dialog.tsx';
import {
  adminListQuery,
  ContentAdminList,
  useAdminListParams,
  useRemove,
  withTotal,
} from './content-admin-list.tsx';

const text = adminMessages.contentAdmin.articles;

/** The page of articles the URL asks for (`?q=…&page=2`). */
export function loader({ request }: LoaderFunctionArgs) {
  const { q, page } = adminListQuery(request);
  const list = client.admin.articles.$get({
    query: { q, page, pageSize: ADMIN_ARTICLES_PAGE_SIZE },
  });
  return withTotal(deferred(call(list)));
}

/** Articles: 5 a page, search by title or author, add, edit, delete. */
export function Component() {
  const { list, total } = useLoaderData<typeof loader>();
  const params = useAdminListParams();
  const removal = useRemove(params.setPage);
  const [editing, setEditing] = useState<{ article: AdminArticle | null } | null>(null);

  return (
    <>
      <ContentAdminList
        texts={text}
        align={{ Actions: 'right' }}
        list={list}
        total={total}
        search={{ value: params.search, onChange: params.setSearch }}
        onAdd={() => setEditing({ article: null })}
        actionError={removal.error}
        onPage={params.setPage}
        row={(article, shown) => (
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
                onDelete={() =>
                  void removal.remove(
                    adminMessages.contentAdmin.confirmDeleteArticle,
                    () =>
                      call(
                        client.admin.articles[':id'].$delete({ param: { id: String(article.id) } }),
                      ),
                    shown,
                  )
                }
              />
            </td>
          </tr>
        )}
      />
      <ArticleFormDialog
        open={editing !== null}
        article={editing?.article ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          removal.reload();
        }}
      />
    </>
  );
}
