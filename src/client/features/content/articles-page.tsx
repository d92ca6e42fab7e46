import {
  ARTICLE_SORTS,
  type ArticleSort,
  CONTENT_PAGE_SIZE,
} from '../../../shared/domain/listing.ts';
import { messages } from '../../../shared/messages.ts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { fetchArticles } from './content-api.ts';
import { ArticleCard } from './content-cards.tsx';
import {
  EmptyState,
  InfiniteListView,
  LabelledSelect,
  ListCount,
  SearchForm,
  useListParams,
} from './list-parts.tsx';
import { useInfiniteList } from './use-infinite-list.ts';

const SORT_OPTIONS: readonly { value: ArticleSort; label: string }[] = [
  { value: 'latest', label: 'ล่าสุด' },
  { value: 'title', label: 'ชื่อบทความ (ก-ฮ)' },
  { value: 'author', label: 'ผู้เขียน' },
];

export function Component() {
  const [params, set] = useListParams();
  const q = (params.get('q') ?? '').trim();
  const sortParam = params.get('sort') as ArticleSort | null;
  const sort: ArticleSort = sortParam && ARTICLE_SORTS.includes(sortParam) ? sortParam : 'latest';

  const list = useInfiniteList(`articles|${q}|${sort}`, (page, signal) =>
    fetchArticles({ q: q || undefined, sort, page, pageSize: CONTENT_PAGE_SIZE }, signal),
  );

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
      <ListCount>
        {list.total === null
          ? ''
          : q
            ? `พบ ${list.total} บทความ สำหรับ “${q}”`
            : `บทความทั้งหมด ${list.total} เรื่อง`}
      </ListCount>
      <InfiniteListView
        list={list}
        endMessage="ไม่มีบทความเพิ่มเติมแล้ว"
        empty={
          <EmptyState
            searching={q !== ''}
            searchText={messages.empty.articles}
            noneText={messages.empty.noArticlesYet}
            onClear={() => set({ q: '' })}
          />
        }
      >
        {(article) => <ArticleCard article={article} />}
      </InfiniteListView>
    </div>
  );
}
