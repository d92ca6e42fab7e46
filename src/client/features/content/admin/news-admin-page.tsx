import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  ADMIN_NEWS_PAGE_SIZE,
  type AdminNews,
} from '../../../../shared/contracts/admin-content.ts';
import { NEWS_CATEGORIES, NEWS_CATEGORY_LABELS } from '../../../../shared/domain/categories.ts';
import { FilterSelect } from '../../../components/ui/admin-list-toolbar.tsx';
import { AbsentMark, deferredRows } from '../../../components/ui/admin-table.tsx';
import { adminListQuery, useEditDialog } from '../../../components/ui/use-admin-list.ts';
import { formatAdminDate } from '../../../lib/admin-format.ts';
import { call, client } from '../../../lib/api.ts';
import { ContentAdminList } from './content-admin-list.tsx';
import { NewsFormDialog } from './news-form-dialog.tsx';

const text = adminMessages.contentAdmin.news;

const CATEGORY_OPTIONS = NEWS_CATEGORIES.map((value) => ({
  value,
  label: text.categoryOption(value, NEWS_CATEGORY_LABELS[value]),
}));

const categoryOf = (value: string) => NEWS_CATEGORIES.find((item) => item === value);

/** The page of news the URL asks for (`?q=…&category=Weather&page=2`). */
export function loader({ request }: LoaderFunctionArgs) {
  const { q, page, category } = adminListQuery(request, ['category']);
  const query = { q, category: categoryOf(category), page, pageSize: ADMIN_NEWS_PAGE_SIZE };
  return { list: deferredRows(call(client.admin.news.$get({ query }))) };
}

/** News: 5 a page, search by title or summary, category filter, add, edit, delete. */
export function Component() {
  const { list } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const editor = useEditDialog<AdminNews>(() => void revalidator.revalidate());

  return (
    <>
      <ContentAdminList
        texts={text}
        align={{ Urgent: 'center', Actions: 'right' }}
        minWidth="min-w-[44rem]"
        list={list}
        filterNames={['category']}
        filters={(list) => (
          <FilterSelect
            label={text.categoryLabel}
            value={categoryOf(list.filters.category ?? '') ?? ''}
            onChange={(value) => list.setFilter('category', categoryOf(value) ?? '')}
            allLabel={text.allCategories}
            options={CATEGORY_OPTIONS}
          />
        )}
        onAdd={editor.add}
        editing={{
          name: (item) => item.title,
          onEdit: editor.edit,
          confirm: adminMessages.contentAdmin.confirmDeleteNews,
          remove: (item) =>
            call(client.admin.news[':id'].$delete({ param: { id: String(item.id) } })),
        }}
        row={(item, actions) => (
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
              {formatAdminDate(item.publishedDate)}
            </td>
            <td className="px-4 py-3 text-center">
              {item.isUrgent ? (
                <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                  {text.urgent}
                </span>
              ) : (
                <AbsentMark label={text.notUrgent} />
              )}
            </td>
            <td className="px-4 py-3 text-right whitespace-nowrap">{actions}</td>
          </tr>
        )}
      />
      <NewsFormDialog {...editor.dialog} />
    </>
  );
}
