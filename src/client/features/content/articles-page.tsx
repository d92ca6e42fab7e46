import { contentMessages } from '../../../shared/content-messages.ts';
import { ARTICLE_SORTS, CONTENT_PAGE_SIZE } from '../../../shared/domain/listing.ts';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { fetchArticles } from './content-api.ts';
import { ArticleCard } from './content-cards.tsx';
import { listRoute, oneOf } from './content-list.tsx';

const text = contentMessages.articles;

const SORT_OPTIONS = ARTICLE_SORTS.map((value) => ({ value, label: text.sorts[value] }));

/** Articles: search, sort, and cards that keep coming as the visitor scrolls. */
export const { loader, Component } = listRoute({
  texts: text,
  read: (params) => ({
    q: (params.get('q') ?? '').trim(),
    sort: oneOf(ARTICLE_SORTS, params.get('sort')) ?? 'latest',
  }),
  ask: ({ q, sort }, page, signal) =>
    fetchArticles({ q, sort, page, pageSize: CONTENT_PAGE_SIZE }, signal),
  controlsClass: 'flex flex-col gap-3 sm:flex-row sm:items-center',
  filters: (query, set) => (
    <LabelledSelect
      label={contentMessages.list.sortLabel}
      value={query.sort}
      options={SORT_OPTIONS}
      onChange={(value) => set({ sort: value === 'latest' ? '' : value })}
    />
  ),
  count: (total, { q }) => (q ? text.found(total, q) : text.all(total)),
  card: (article) => <ArticleCard article={article} />,
});
