import { paths } from '../../../shared/routes.ts';

export interface SiteLink {
  to: string;
  label: string;
  /** Active only on this exact path (so /products is not lit on /products/herbicides). */
  end?: boolean;
}

export const ALL_PRODUCTS_LINK: SiteLink = { to: paths.products, label: 'สินค้าทั้งหมด', end: true };

/** Shop pages after the categories in the navigation block. */
export const SECTION_LINKS: readonly SiteLink[] = [
  { to: paths.bestsellers, label: 'สินค้าขายดี' },
  { to: paths.promotions, label: 'โปรโมชัน' },
  { to: paths.articles, label: 'บทความ' },
  { to: paths.news, label: 'ข่าวสาร' },
];
