import {
  ContactSection,
  FeaturedReviewsSection,
  LatestArticlesSection,
  LatestNewsSection,
} from '../content/home-content-sections.tsx';
import { HeroBanner } from './hero-banner.tsx';
import { BestsellersSection, PromotionsSection } from './home-product-sections.tsx';

/**
 * The home page in the spec's order (the promotion bar sits in the layout above the header).
 * Each section loads on its own; one that fails shows a retry and the others carry on.
 */
export function Component() {
  return (
    <>
      <h1 className="sr-only">ร้านเกษตรอยุธยา — สินค้าเกษตรคุณภาพสำหรับเกษตรกร</h1>
      <HeroBanner />
      <BestsellersSection />
      <PromotionsSection />
      <LatestArticlesSection />
      <LatestNewsSection />
      <ContactSection />
      <FeaturedReviewsSection />
    </>
  );
}
