import {
  NEWS_CATEGORIES,
  NEWS_CATEGORY_LABELS,
  type NewsCategory,
} from '../../../shared/domain/categories.ts';
import { CONTENT_PAGE_SIZE, NEWS_SORTS, type NewsSort } from '../../../shared/domain/listing.ts';
import { messages } from '../../../shared/messages.ts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { fetchNews } from './content-api.ts';
import { NewsCard } from './content-cards.tsx';
import {
  EmptyState,
  InfiniteListView,
  LabelledSelect,
  ListCount,
  SearchForm,
  useListParams,
} from './list-parts.tsx';
import { useInfiniteList } from './use-infinite-list.ts';

const SORT_OPTIONS: readonly { value: NewsSort; label: string }[] = [
  { value: 'latest', label: 'ล่าสุด' },
  { value: 'urgent', label: 'ข่าวด่วนก่อน' },
  { value: 'title', label: 'หัวข้อข่าว (ก-ฮ)' },
];

const CATEGORY_OPTIONS: readonly { value: NewsCategory | 'all'; label: string }[] = [
  { value: 'all', label: 'ทุกหมวด' },
  ...NEWS_CATEGORIES.map((category) => ({
    value: category,
    label: NEWS_CATEGORY_LABELS[category],
  })),
];

export function Component() {
  const [params, set] = useListParams();
  const q = (params.get('q') ?? '').trim();
  const sortParam = params.get('sort') as NewsSort | null;
  const sort: NewsSort = sortParam && NEWS_SORTS.includes(sortParam) ? sortParam : 'latest';
  const categoryParam = params.get('category') as NewsCategory | null;
  const category =
    categoryParam && NEWS_CATEGORIES.includes(categoryParam) ? categoryParam : undefined;

  const list = useInfiniteList(`news|${q}|${sort}|${category ?? ''}`, (page, signal) =>
    fetchNews({ q: q || undefined, sort, category, page, pageSize: CONTENT_PAGE_SIZE }, signal),
  );

  const categoryText = category ? ` ในหมวด${NEWS_CATEGORY_LABELS[category]}` : '';
  const countText = category
    ? `ข่าวหมวด${NEWS_CATEGORY_LABELS[category]} ${list.total} เรื่อง`
    : `ข่าวสารทั้งหมด ${list.total} เรื่อง`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <PageHeading title="ข่าวสาร" subtitle="ข่าวนโยบาย งานวิจัย สภาพอากาศ และราคาตลาด สำหรับเกษตรกร" />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchForm
          label="ค้นหาข่าว"
          placeholder="ค้นหาจากหัวข้อหรือเนื้อหาย่อของข่าว"
          query={q}
          onSearch={(value) => set({ q: value })}
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <LabelledSelect
            label="หมวดข่าว"
            value={category ?? 'all'}
            options={CATEGORY_OPTIONS}
            onChange={(value) => set({ category: value === 'all' ? '' : value })}
          />
          <LabelledSelect
            label="เรียงตาม"
            value={sort}
            options={SORT_OPTIONS}
            onChange={(value) => set({ sort: value === 'latest' ? '' : value })}
          />
        </div>
      </div>
      <h2 className="sr-only">รายการข่าวสาร</h2>
      <ListCount>
        {list.total === null
          ? ''
          : q
            ? `พบ ${list.total} ข่าว สำหรับ “${q}”${categoryText}`
            : countText}
      </ListCount>
      <InfiniteListView
        list={list}
        endMessage="ไม่มีข่าวสารเพิ่มเติมแล้ว"
        empty={
          <EmptyState
            searching={q !== ''}
            searchText={messages.empty.news}
            noneText={messages.empty.noNewsYet}
            onClear={() => set({ q: '' })}
          />
        }
      >
        {(item) => <NewsCard item={item} />}
      </InfiniteListView>
    </div>
  );
}
