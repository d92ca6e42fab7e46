import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Product } from '../../../shared/contracts/catalog.ts';
import { BESTSELLERS_PAGE_LIMIT } from '../../../shared/domain/listing.ts';
import { paths } from '../../../shared/routes.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SectionError } from '../../components/ui/section-error.tsx';
import { useFetch } from '../../lib/use-fetch.ts';
import { fetchBestsellers } from './catalog-api.ts';
import type { CardView } from './product-card.tsx';
import { ProductGrid } from './product-grid.tsx';
import { ViewToggle } from './view-toggle.tsx';

const SORTS = [
  { value: 'popularity', label: 'ความนิยม (ขายดีที่สุด)' },
  { value: 'name', label: 'ชื่อสินค้า (ก-ฮ)' },
  { value: 'price-low', label: 'ราคา: ต่ำไปสูง' },
  { value: 'price-high', label: 'ราคา: สูงไปต่ำ' },
] as const;
type BestsellerSort = (typeof SORTS)[number]['value'];

const thai = new Intl.Collator('th');

/** The API answers the top products by rating × review count; this page only re-orders them. */
export function sortBestsellers(products: Product[], sort: BestsellerSort): Product[] {
  const sorted = [...products];
  if (sort === 'name') sorted.sort((a, b) => thai.compare(a.name, b.name));
  if (sort === 'price-low') sorted.sort((a, b) => a.price - b.price);
  if (sort === 'price-high') sorted.sort((a, b) => b.price - a.price);
  return sorted;
}

function BackHome() {
  return (
    <Link
      to={paths.home}
      className="inline-flex h-10 items-center gap-1 font-semibold text-brand-800 hover:underline"
    >
      <span aria-hidden="true">←</span> กลับหน้าแรก
    </Link>
  );
}

export function Component() {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sort: BestsellerSort = SORTS.some((s) => s.value === sortParam)
    ? (sortParam as BestsellerSort)
    : 'popularity';
  const view: CardView = params.get('view') === 'list' ? 'list' : 'grid';
  const sortId = useId();
  const bestsellers = useFetch('bestsellers-page', (signal) =>
    fetchBestsellers(BESTSELLERS_PAGE_LIMIT, signal),
  );

  const set = (key: string, value: string, fallback: string) => {
    const next = new URLSearchParams(params);
    if (value === fallback) next.delete(key);
    else next.set(key, value);
    setParams(next, { preventScrollReset: true, replace: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <BackHome />
      <PageHeading title="สินค้าขายดี" subtitle="สินค้าที่เกษตรกรเลือกซื้อและให้คะแนนสูงที่สุดของร้าน" />
      <h2 className="sr-only">รายการสินค้าขายดี</h2>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className="min-h-6 text-stone-700">
          {bestsellers.data ? `แสดง ${bestsellers.data.length} รายการ` : ''}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm text-stone-600">
            เรียงตาม
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => set('sort', event.target.value, 'popularity')}
            className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-base"
          >
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ViewToggle view={view} onChange={(next) => set('view', next, 'grid')} />
        </div>
      </div>
      {bestsellers.status === 'error' ? (
        <SectionError message="ขออภัย โหลดสินค้าขายดีไม่สำเร็จ" onRetry={bestsellers.retry} />
      ) : bestsellers.data ? (
        <ProductGrid
          products={sortBestsellers(bestsellers.data, sort)}
          view={view}
          bestSeller
          eagerCount={4}
        />
      ) : (
        // A screen tall, so the footer does not jump when the content arrives.
        <div className="min-h-dvh">
          <LoadingState label="กำลังโหลดสินค้าขายดี..." />
        </div>
      )}
      <div className="mt-8">
        <BackHome />
      </div>
    </div>
  );
}
