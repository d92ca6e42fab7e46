import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  MAX_ADVERTISED_DISCOUNT,
  PRODUCT_PAGE_SIZE,
  type ProductSort,
} from '../../../shared/domain/listing.ts';
import { productQueryString } from '../../../shared/domain/product-listing.ts';
import { paths } from '../../../shared/routes.ts';
import { LinkPagination } from '../../components/ui/link-pagination.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SectionError } from '../../components/ui/section-error.tsx';
import { useFetch } from '../../lib/use-fetch.ts';
import { fetchProducts } from './catalog-api.ts';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

const SORTS: readonly { value: ProductSort; label: string }[] = [
  { value: 'discount', label: 'ส่วนลดสูงสุด' },
  { value: 'name', label: 'ชื่อสินค้า (ก-ฮ)' },
  { value: 'price-low', label: 'ราคา: ต่ำไปสูง' },
  { value: 'price-high', label: 'ราคา: สูงไปต่ำ' },
];

export function Component() {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sort = SORTS.find((s) => s.value === sortParam)?.value ?? 'discount';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const sortId = useId();
  const query = { onSale: true, sort, page, pageSize: PRODUCT_PAGE_SIZE };
  const products = useFetch(`promotions?${productQueryString(query)}`, (signal) =>
    fetchProducts(query, signal),
  );
  const data = products.data;
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    const text = next.toString();
    return `${paths.promotions}${text ? `?${text}` : ''}`;
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Link
        to={paths.home}
        className="inline-flex h-10 items-center gap-1 font-semibold text-brand-800 hover:underline"
      >
        <span aria-hidden="true">←</span> กลับหน้าแรก
      </Link>
      <PageHeading title="สินค้าโปรโมชัน" />
      <div className="mb-6 overflow-hidden rounded-2xl bg-gradient-to-r from-red-600 to-orange-500 px-6 py-6 text-white shadow-sm sm:px-10">
        <p className="text-lg font-semibold">โปรโมชันพิเศษประจำเดือน</p>
        <p className="text-3xl font-bold sm:text-4xl">ลดสูงสุด {MAX_ADVERTISED_DISCOUNT}%</p>
        <p className="mt-1 text-white/90">สินค้าคุณภาพในราคาพิเศษ จำนวนจำกัด</p>
      </div>
      <h2 className="sr-only">รายการสินค้าโปรโมชัน</h2>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className="min-h-6 text-stone-700">
          {data ? `สินค้าลดราคา ${data.total} รายการ` : ''}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm text-stone-600">
            เรียงตาม
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => {
              const next = new URLSearchParams();
              if (event.target.value !== 'discount') next.set('sort', event.target.value);
              setParams(next, { preventScrollReset: true });
            }}
            className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-base"
          >
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {products.status === 'error' ? (
        <SectionError message="ขออภัย โหลดสินค้าโปรโมชันไม่สำเร็จ" onRetry={products.retry} />
      ) : !data ? (
        <ProductGridSkeleton count={8} />
      ) : data.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
          <p className="text-lg font-semibold text-stone-800">ขณะนี้ยังไม่มีสินค้าโปรโมชัน</p>
          <Link
            to={paths.products}
            className="mt-5 inline-flex h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
          >
            ดูสินค้าทั้งหมด
          </Link>
        </div>
      ) : (
        <div aria-busy={!products.fresh} className={products.fresh ? '' : 'opacity-60'}>
          <ProductGrid products={data.items} eagerCount={4} />
          <LinkPagination
            page={page}
            pageCount={Math.ceil(data.total / PRODUCT_PAGE_SIZE)}
            hrefFor={hrefFor}
          />
        </div>
      )}
    </div>
  );
}
