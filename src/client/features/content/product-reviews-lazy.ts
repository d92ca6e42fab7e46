import { lazy } from 'react';

/**
 * The product page's reviews, loaded when the customer scrolls near them (the page draws them
 * inside `NearViewport`), so their code, texts and calls are not part of the page's first load.
 */
export const LazyProductReviews = lazy(() =>
  import('./product-reviews.tsx').then((module) => ({ default: module.ProductReviews })),
);
