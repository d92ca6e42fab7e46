import { catalogMessages } from '../../../shared/catalog-messages.ts';
import {
  HOME_BESTSELLERS,
  HOME_PROMOTIONS,
  MAX_ADVERTISED_DISCOUNT,
} from '../../../shared/domain/listing.ts';
import { paths } from '../../../shared/routes.ts';
import { HomeSection } from '../../components/ui/home-section.tsx';
import { Loaded } from '../../components/ui/loaded.tsx';
import type { ShopProduct } from './catalog-api.ts';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

const text = catalogMessages.home;

function Products({
  products,
  empty,
  bestSeller,
}: {
  products: ShopProduct[];
  empty: string;
  bestSeller?: boolean;
}) {
  if (products.length === 0) return <p className="py-8 text-center text-stone-600">{empty}</p>;
  return <ProductGrid products={products} bestSeller={bestSeller} />;
}

/** Home: the 4 best sellers (rating × review count), with skeletons while they load. */
export function BestsellersSection({ products }: { products: Promise<ShopProduct[]> }) {
  return (
    <HomeSection
      id="bestsellers"
      title={text.bestsellers.title}
      subtitle={text.bestsellers.subtitle}
      action={{ to: paths.bestsellers, label: text.bestsellers.action }}
    >
      <Loaded
        data={products}
        fallback={<ProductGridSkeleton count={HOME_BESTSELLERS} />}
        errorMessage={text.bestsellers.failed}
      >
        {(items) => <Products products={items} bestSeller empty={text.bestsellers.empty} />}
      </Loaded>
    </HomeSection>
  );
}

/** Home: up to 4 products on sale, biggest discount first. */
export function PromotionsSection({ products }: { products: Promise<ShopProduct[]> }) {
  return (
    <HomeSection
      id="promotions"
      title={text.promotions.title}
      subtitle={text.promotions.subtitle(MAX_ADVERTISED_DISCOUNT)}
      action={{ to: paths.promotions, label: text.promotions.action }}
      tone="tinted"
    >
      <Loaded
        data={products}
        fallback={<ProductGridSkeleton count={HOME_PROMOTIONS} />}
        errorMessage={text.promotions.failed}
      >
        {(items) => <Products products={items} empty={text.promotions.empty} />}
      </Loaded>
    </HomeSection>
  );
}
