import { lazy } from 'react';

/**
 * The home page's lower half (articles, news, contact, reviews), loaded when the visitor scrolls
 * near it. Lazy here rather than in the home page, so that content/public.ts stays a plain list of
 * re-exports: a public file that another feature imports lazily becomes a chunk of its own with
 * everything it names, and the product page, which imports the reviews from it, then fetched the
 * home sections and the review form too, with the schema library behind them.
 */
export const LazyHomeContentSections = lazy(() =>
  import('./home-content-sections.tsx').then((module) => ({
    default: module.HomeContentSections,
  })),
);
