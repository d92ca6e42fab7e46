import type { Product } from '../../../shared/contracts/catalog.ts';
import {
  HOME_BESTSELLERS,
  HOME_PROMOTIONS,
  MAX_ADVERTISED_DISCOUNT,
} from '../../../shared/domain/listing.ts';
import { HOME_PROMOTIONS_QUERY } from '../../../shared/domain/product-listing.ts';
import { paths } from '../../../shared/routes.ts';
import { HomeSection } from '../../components/ui/home-section.tsx';
import { SectionError } from '../../components/ui/section-error.tsx';
import { type FetchState, useFetch } from '../../lib/use-fetch.ts';
import { fetchBestsellers, fetchProducts } from './catalog-api.ts';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

function Products({
  state,
  count,
  empty,
  failed,
  bestSeller,
}: {
  state: FetchState<Product[]>;
  count: number;
  empty: string;
  failed: string;
  bestSeller?: boolean;
}) {
  if (state.status === 'error') return <SectionError message={failed} onRetry={state.retry} />;
  if (!state.data) return <ProductGridSkeleton count={count} />;
  if (state.data.length === 0) return <p className="py-8 text-center text-stone-600">{empty}</p>;
  return <ProductGrid products={state.data} bestSeller={bestSeller} />;
}

/** Home: the 4 best sellers (rating × review count), with skeletons while they load. */
export function BestsellersSection() {
  const state = useFetch('home-bestsellers', (signal) =>
    fetchBestsellers(HOME_BESTSELLERS, signal),
  );
  return (
    <HomeSection
      id="bestsellers"
      title="สินค้าขายดี"
      subtitle="สินค้ายอดนิยมที่เกษตรกรเลือกใช้มากที่สุด"
      action={{ to: paths.bestsellers, label: 'ดูสินค้าขายดีทั้งหมด' }}
    >
      <Products
        state={state}
        count={HOME_BESTSELLERS}
        bestSeller
        empty="ยังไม่มีสินค้าขายดีในขณะนี้"
        failed="ขออภัย โหลดสินค้าขายดีไม่สำเร็จ"
      />
    </HomeSection>
  );
}

/** Home: up to 4 products on sale, biggest discount first. */
export function PromotionsSection() {
  const state = useFetch('home-promotions', async (signal) => {
    const page = await fetchProducts(HOME_PROMOTIONS_QUERY, signal);
    return page.items;
  });
  return (
    <HomeSection
      id="promotions"
      title="สินค้าโปรโมชัน"
      subtitle={`ลดสูงสุด ${MAX_ADVERTISED_DISCOUNT}% สำหรับสินค้าที่ร่วมรายการ`}
      action={{ to: paths.promotions, label: 'ดูโปรโมชันทั้งหมด' }}
      tone="tinted"
    >
      <Products
        state={state}
        count={HOME_PROMOTIONS}
        empty="ขณะนี้ยังไม่มีสินค้าโปรโมชัน"
        failed="ขออภัย โหลดสินค้าโปรโมชันไม่สำเร็จ"
      />
    </HomeSection>
  );
}
