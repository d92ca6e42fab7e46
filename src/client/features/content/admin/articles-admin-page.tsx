import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  ADMIN_ARTICLES_PAGE_SIZE,
  type AdminArticle,
} from '../../../../shared/contracts/admin-content.ts';
import { deferredRows } from '../../../components/ui/admin-table.tsx';
import { Picture } from '../../../components/ui/picture.tsx';
import { adminListQuery, useEditDialog } from '../../../components/ui/use-admin-list.ts';
import { formatAdminDate } from '../../../lib/admin-format.ts';
import { call, client } from '../../../lib/api.ts';
import { ArticleFormDialog } from './article-form-dialog.tsx';
import { ContentAdminList } from './content-admin-list.tsx';

const text = adminMessages.contentAdmin.articles;

/** The page of articles the URL asks for (`?q=…&page=2`). */
export function loader({ request }: LoaderFunctionArgs) {
  const { q, page } = adminListQuery(request);
  const query = { q, page, pageSize: ADMIN_ARTICLES_PAGE_SIZE };
  return { list: deferredRows(call(client.admin.articles.$get({ query }))) };
}

/** Articles: 5 a page, search by title or author, add, edit, delete. */
export function Component() {
  const { list } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const editor = useEditDialog<AdminArticle>(() => void revalidator.revalidate());

  return (
    <>
      <ContentAdminList
        texts={text}
        align={{ Actions: 'right' }}
        list={list}
        onAdd={editor.add}
        editing={{
          name: (article) => article.title,
          onEdit: editor.edit,
          confirm: adminMessages.contentAdmin.confirmDeleteArticle,
          remove: (article) =>
            call(client.admin.articles[':id'].$delete({ param: { id: String(article.id) } })),
        }}
        row={(article, actions) => (
          <tr key={article.id} className="hover:bg-stone-50">
            <td className="px-4 py-2">
              <Picture
                src={article.imageUrl}
                width={64}
                height={48}
                className="h-12 w-16 rounded-md border border-stone-200 bg-stone-50 object-cover"
              />
            </td>
            <th scope="row" className="max-w-sm px-4 py-2 text-left font-semibold text-stone-900">
              <span className="thai-clamp-2">{article.title}</span>
            </th>
            <td className="px-4 py-2 text-stone-700">{article.author}</td>
            <td className="px-4 py-2 whitespace-nowrap text-stone-700">
              {formatAdminDate(article.publishedDate)}
            </td>
            <td className="px-4 py-2 whitespace-nowrap text-stone-700">{article.readTime}</td>
            <td className="px-4 py-2 text-right whitespace-nowrap">{actions}</td>
          </tr>
        )}
      />
      <ArticleFormDialog {...editor.dialog} />
    </>
  );
}
