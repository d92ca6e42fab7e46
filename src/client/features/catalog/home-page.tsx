import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { NearViewport } from '../../components/ui/near-viewport.tsx';
import { HeroBanner } from './hero-banner.tsx';
import { BestsellersSection, PromotionsSection } from './home-product-sections.tsx';

const HomeContentSections = lazy(() =>
  import('../content/public.ts').then((module) => ({
    default: module.HomeContentSections,
  })),
);

/** Roughly the height of articles, news, contact and reviews, held until they arrive. */
const LOWER_HALF_PLACEHOLDER = 'min-h-[300rem] sm:min-h-[200rem] lg:min-h-[140rem]';

/**
 * The home page, section by section (the promotion bar sits in the layout above the header).
 * Each section loads on its own; one that fails shows a retry and the others carry on. Articles,
 * news, contact and reviews load when the visitor scrolls near them.
 */
export function Component() {
  const { hash } = useLocation();
  return (
    <>
      <h1 className="sr-only">ร้านเกษตรอยุธยา — สินค้าเกษตรคุณภาพสำหรับเกษตรกร</h1>
      <HeroBanner />
      <BestsellersSection />
      <PromotionsSection />
      <NearViewport placeholderClassName={LOWER_HALF_PLACEHOLDER} eager={hash !== ''}>
        <Suspense fallback={<div className={LOWER_HALF_PLACEHOLDER} />}>
          <HomeContentSections />
        </Suspense>
      </NearViewport>
    </>
  );
}
