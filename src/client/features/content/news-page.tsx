import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { contentMessages } from '../../../shared/content-messages.ts';
import { NEWS_CATEGORIES, NEWS_CATEGORY_LABELS } from '../../../shared/domain/categories.ts';
import { CONTENT_PAGE_SIZE, NEWS_SORTS } from '../../../shared/domain/listing.ts';
import { deferred } from '../../components/ui/loaded.tsx';
import { call, client } from '../../lib/api.ts';
import { NewsCard } from './content-cards.tsx';
import { ContentListPage, LabelledSelect, oneOf, useListParams } from './content-list.tsx';

const text = contentMessages.news;

const SORT_OPTIONS = NEWS_SORTS.map((value) => ({ value, label: text.sorts[value] }));
const CATEGORY_OPTIONS = [
  { value: 'all', label: text.allCategories },
  ...NEWS_CATEGORIES.map((value) => ({ value, label: NEWS_CATEGORY_LABELS[value] })),
] as const;

/** The list's state in the URL: `?q=…&category=Market&sort=urgent`. */
function listQuery(params: URLSearchParams) {
  return {
    q: (params.get('q') ?? '').trim(),
    category: oneOf(NEWS_CATEGORIES, params.get('category')),
    sort: oneOf(NEWS_SORTS, params.get('sort')) ?? 'latest',
  };
}

const newsPage = (
  { q, category, sort }: ReturnType<typeof listQuery>,
  page: number,
  signal?: AbortSignal,
) =>
  call(
    client.news.$get(
      { query: { q, category, sort, page, pageSize: CONTENT_PAGE_SIZE } },
      { init: { signal } },
    ),
  );

/** The first page of news for the URL's search, category and sort. */
export function loader({ request }: LoaderFunctionArgs) {
  const query = listQuery(new URL(request.url).searchParams);
  return { query, first: deferred(newsPage(query, 1)) };
}

/** News: search, a category, a sort, and cards that keep coming as the visitor scrolls. */
export function Component() {
  const { query, first } = useLoaderData<typeof loader>();
  const setParams = useListParams();
  const category = query.category ? NEWS_CATEGORY_LABELS[query.category] : undefined;
  return (
    <ContentListPage
      texts={text}
      q={query.q}
      controlsClass="flex flex-col gap-3 lg:flex-row lg:items-center"
      filters={
        <>
          <LabelledSelect
            label={text.categoryLabel}
            value={query.category ?? 'all'}
            options={CATEGORY_OPTIONS}
            onChange={(value) => setParams({ category: value === 'all' ? '' : value })}
          />
          <LabelledSelect
            label={contentMessages.list.sortLabel}
            value={query.sort}
            options={SORT_OPTIONS}
            onChange={(value) => setParams({ sort: value === 'latest' ? '' : value })}
          />
        </>
      }
      listKey={JSON.stringify(query)}
      first={first}
      loadPage={(page, signal) => newsPage(query, page, signal)}
      count={(total) =>
        query.q ? text.found(total, query.q, category) : text.all(total, category)
      }
      card={(item) => <NewsCard item={item} />}
    />
  );
}
