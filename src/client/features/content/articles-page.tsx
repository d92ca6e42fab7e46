import { useSearchParams } from 'react-router';
import {
  ARTICLE_SORTS,
  type ArticleSort,
  CONTENT_PAGE_SIZE,
} from '../../../shared/domain/listing.ts';
import { messages } from '../../../shared/messages.ts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { fetchArticles } from './content-api.ts';
import { ArticleCard } from './content-cards.tsx';
import { EmptyState, LabelledSelect, ListFooter, SearchForm } from './list-parts.tsx';
import { useInfiniteList, useScrollTrigger } from './use-infinite-list.ts';

const SORT_OPTIONS: readonly { value: ArticleSort; label: string }[] = [
  { value: 'latest', label: 'ล่าสุด' },
  { value: 'title', label: 'ชื่อบทความ (ก-ฮ)' },
  { value: 'author', label: 'ผู้เขียน' },
];

export function Component() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const sortParam = params.get('sort') as ArticleSort | null;
  const sort: ArticleSort = sortParam && ARTICLE_SORTS.includes(sortParam) ? sortParam : 'latest';

  const list = useInfiniteList(`articles|${q}|${sort}`, (page, signal) =>
    fetchArticles({ q: q || undefined, sort, page, pageSize: CONTENT_PAGE_SIZE }, signal),
  );
  useScrollTrigger(list.loadMore, list.status === 'idle' && list.hasMore, list.items.length);

  const set = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { preventScrollReset: true });
  };

  const firstLoad = list.total === null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <PageHeading title="บทความ" subtitle="ความรู้การเกษตรจากทีมงานร้าน ใช้ได้จริงในแปลง" />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchForm
          label="ค้นหาบทความ"
          placeholder="ค้นหาจากชื่อบทความ เนื้อหาย่อ หรือผู้เขียน"
          query={q}
          onSearch={(value) => set({ q: value })}
        />
        <LabelledSelect
          label="เรียงตาม"
          value={sort}
          options={SORT_OPTIONS}
          onChange={(value) => set({ sort: value === 'latest' ? '' : value })}
        />
      </div>
      <h2 className="sr-only">รายการบทความ</h2>
      <p aria-live="polite" className="mt-3 mb-4 min-h-6 text-stone-700">
        {list.total === null
          ? ''
          : q
            ? `พบ ${list.total} บทความ สำหรับ “${q}”`
            : `บทความทั้งหมด ${list.total} เรื่อง`}
      </p>
      {list.status === 'error' && firstLoad ? (
        <ListFooter
          status="error"
          hasMore
          shown={0}
          endMessage=""
          onMore={list.loadMore}
          onRetry={list.retry}
        />
      ) : firstLoad ? (
        // A screen tall, so the footer does not jump when the first page arrives.
        <div className="min-h-dvh">
          <ListFooter
            status="loading"
            hasMore
            shown={0}
            endMessage=""
            onMore={list.loadMore}
            onRetry={list.retry}
          />
        </div>
      ) : list.items.length === 0 ? (
        <EmptyState
          searching={q !== ''}
          searchText={messages.empty.articles}
          noneText={messages.empty.noArticlesYet}
          onClear={() => set({ q: '' })}
        />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
          <ListFooter
            status={list.status}
            hasMore={list.hasMore}
            shown={list.items.length}
            endMessage="ไม่มีบทความเพิ่มเติมแล้ว"
            onMore={list.loadMore}
            onRetry={list.retry}
          />
        </>
      )}
    </div>
  );
}
