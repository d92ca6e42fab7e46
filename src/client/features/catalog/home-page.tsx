import { Suspense } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router';
import { catalogMessages } from '../../../shared/catalog-messages.ts';
import { HOME_BESTSELLERS } from '../../../shared/domain/listing.ts';
import { HOME_PROMOTIONS_QUERY } from '../../../shared/domain/product-listing.ts';
import { deferred } from '../../components/ui/loaded.tsx';
import { NearViewport } from '../../components/ui/near-viewport.tsx';
import { LazyHomeContentSections } from '../content/public.ts';
import { fetchBestsellers, fetchProducts } from './catalog-api.ts';
import { HeroBanner } from './hero-banner.tsx';
import { BestsellersSection, PromotionsSection } from './home-product-sections.tsx';
import { ProblemsEntry } from './problems-entry.tsx';

/** Roughly the height of articles, news, contact and reviews, held until they arrive. */
const LOWER_HALF_PLACEHOLDER = 'min-h-[300rem] sm:min-h-[200rem] lg:min-h-[140rem]';

/**
 * The home page's product sections, asked for at once and not waited for: the calls the server
 * names in the page's Link header (server/http/page-hints.ts).
 */
export function loader({ request }: LoaderFunctionArgs) {
  return {
    bestsellers: deferred(fetchBestsellers(HOME_BESTSELLERS, request.signal)),
    promotions: deferred(
      fetchProducts(HOME_PROMOTIONS_QUERY, request.signal).then((page) => page.items),
    ),
  };
}

/**
 * The home page, section by section (the promotion bar sits in the layout above the header).
 * Each section shows its skeleton until its data is there; one that fails shows a retry and the
 * others carry on. Articles, news, contact and reviews load when the visitor scrolls near them.
 */
export function Component() {
  const { bestsellers, promotions } = useLoaderData<typeof loader>();
  const { hash } = useLocation();
  return (
    <>
      <h1 className="sr-only">{catalogMessages.home.title}</h1>
      <HeroBanner />
      <ProblemsEntry />
      <BestsellersSection products={bestsellers} />
      <PromotionsSection products={promotions} />
      <NearViewport placeholderClassName={LOWER_HALF_PLACEHOLDER} eager={hash !== ''}>
        <Suspense fallback={<div className={LOWER_HALF_PLACEHOLDER} />}>
          <LazyHomeContentSections />
        </Suspense>
      </NearViewport>
    </>
  );
}
