import { contentMessages } from '../../../shared/content-messages.ts';
import { NEWS_CATEGORIES, NEWS_CATEGORY_LABELS } from '../../../shared/domain/categories.ts';
import { CONTENT_PAGE_SIZE, NEWS_SORTS } from '../../../shared/domain/listing.ts';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { fetchNews } from './content-api.ts';
import { NewsCard } from './content-cards.tsx';
import { listRoute, oneOf } from './content-list.tsx';

const text = contentMessages.news;

const SORT_OPTIONS = NEWS_SORTS.map((value) => ({ value, label: text.sorts[value] }));
const CATEGORY_OPTIONS = [
  { value: 'all', label: text.allCategories },
  ...NEWS_CATEGORIES.map((value) => ({ value, label: NEWS_CATEGORY_LABELS[value] })),
] as const;

const categoryLabel = (category: (typeof NEWS_CATEGORIES)[number] | undefined) =>
  category ? NEWS_CATEGORY_LABELS[category] : undefined;

/** News: search, a category, a sort, and cards that keep coming as the visitor scrolls. */
export const { loader, Component } = listRoute({
  texts: text,
  read: (params) => ({
    q: (params.get('q') ?? '').trim(),
    category: oneOf(NEWS_CATEGORIES, params.get('category')),
    sort: oneOf(NEWS_SORTS, params.get('sort')) ?? 'latest',
  }),
  ask: ({ q, category, sort }, page, signal) =>
    fetchNews({ q, category, sort, page, pageSize: CONTENT_PAGE_SIZE }, signal),
  controlsClass: 'flex flex-col gap-3 lg:flex-row lg:items-center',
  filters: (query, set) => (
    <>
      <LabelledSelect
        label={text.categoryLabel}
        value={query.category ?? 'all'}
        options={CATEGORY_OPTIONS}
        onChange={(value) => set({ category: value === 'all' ? '' : value })}
      />
      <LabelledSelect
        label={contentMessages.list.sortLabel}
        value={query.sort}
        options={SORT_OPTIONS}
        onChange={(value) => set({ sort: value === 'latest' ? '' : value })}
      />
    </>
  ),
  count: (total, { q, category }) =>
    q ? text.found(total, q, categoryLabel(category)) : text.all(total, categoryLabel(category)),
  card: (item) => <NewsCard item={item} />,
});
