import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { contentMessages } from '../../../shared/content-messages.ts';
import { ARTICLE_SORTS, CONTENT_PAGE_SIZE } from '../../../shared/domain/listing.ts';
import { deferred } from '../../components/ui/loaded.tsx';
import { call, client } from '../../lib/api.ts';
import { ArticleCard } from './content-cards.tsx';
import { ContentListPage, LabelledSelect, oneOf, useListParams } from './content-list.tsx';

const text = contentMessages.articles;

const SORT_OPTIONS = ARTICLE_SORTS.map((value) => ({ value, label: text.sorts[value] }));

/** The list's state in the URL: `?q=…&sort=title`. */
function listQuery(params: URLSearchParams) {
  return {
    q: (params.get('q') ?? '').trim(),
    sort: oneOf(ARTICLE_SORTS, params.get('sort')) ?? 'latest',
  };
}

const articlesPage = (
  { q, sort }: ReturnType<typeof listQuery>,
  page: number,
  signal?: AbortSignal,
) =>
  call(
    client.articles.$get(
      { query: { q, sort, page, pageSize: CONTENT_PAGE_SIZE } },
      { init: { signal } },
    ),
  );

/** The first page of articles for the URL's search and sort. */
export function loader({ request }: LoaderFunctionArgs) {
  const query = listQuery(new URL(request.url).searchParams);
  return { query, first: deferred(articlesPage(query, 1)) };
}

/** Articles: search, sort, and cards that keep coming as the visitor scrolls. */
export function Component() {
  const { query, first } = useLoaderData<typeof loader>();
  const setParams = useListParams();
  return (
    <ContentListPage
      texts={text}
      q={query.q}
      controlsClass="flex flex-col gap-3 sm:flex-row sm:items-center"
      filters={
        <LabelledSelect
          label={contentMessages.list.sortLabel}
          value={query.sort}
          options={SORT_OPTIONS}
          onChange={(value) => setParams({ sort: value === 'latest' ? '' : value })}
        />
      }
      listKey={JSON.stringify(query)}
      first={first}
      loadPage={(page, signal) => articlesPage(query, page, signal)}
      count={(total) => (query.q ? text.found(total, query.q) : text.all(total))}
      card={(article) => <ArticleCard article={article} />}
    />
  );
}
