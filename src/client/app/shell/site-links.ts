import { paths } from '../../../shared/routes.ts';
import { shellMessages } from '../../../shared/shell-messages.ts';

const text = shellMessages.links;

export interface SiteLink {
  to: string;
  label: string;
  /** Active only on this exact path (so /products is not lit on /products/herbicides). */
  end?: boolean;
}

export const ALL_PRODUCTS_LINK: SiteLink = {
  to: paths.products,
  label: text.allProducts,
  end: true,
};

/** Shop pages after the categories in the navigation block. */
export const SECTION_LINKS: readonly SiteLink[] = [
  { to: paths.problems(), label: text.problems },
  { to: paths.bestsellers, label: text.bestsellers },
  { to: paths.promotions, label: text.promotions },
  { to: paths.articles, label: text.articles },
  { to: paths.news, label: text.news },
];
