/** Sort keys, page sizes and limits of the storefront's lists, shared by the API and the SPA. */

export const PRODUCT_SORTS = [
  'name',
  'price-low',
  'price-high',
  'rating',
  'discount',
  'newest',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const ARTICLE_SORTS = ['latest', 'title', 'author'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

export const NEWS_SORTS = ['latest', 'urgent', 'title'] as const;
export type NewsSort = (typeof NEWS_SORTS)[number];

/** Under this many left, the card warns 'เหลือแค่ N รายการสุดท้าย!'. */
export const LOW_STOCK_THRESHOLD = 20;

/** Product listing: 24 a page. */
export const PRODUCT_PAGE_SIZE = 24;
/** Articles and news: 6 a page of infinite scroll. */
export const CONTENT_PAGE_SIZE = 6;
/** The largest page any list answers. */
export const MAX_PAGE_SIZE = 100;

/** Home page sections. */
export const HOME_BESTSELLERS = 4;
export const HOME_PROMOTIONS = 4;
export const HOME_ARTICLES = 3;
export const HOME_NEWS = 4;
export const HOME_REVIEWS = 4;

/** The bestsellers page shows the top products by rating × review count. */
export const BESTSELLERS_PAGE_LIMIT = 12;

/** The price slider ends at the highest price rounded up to the next 100, or 1000 without products. */
export const DEFAULT_PRICE_CEILING = 1000;
export function priceCeiling(highestPrice: number | null | undefined): number {
  if (!highestPrice || highestPrice <= 0) return DEFAULT_PRICE_CEILING;
  return Math.ceil(highestPrice / 100) * 100;
}

/** The largest discount a promotion banner may claim, in percent. */
export const MAX_ADVERTISED_DISCOUNT = 30;
