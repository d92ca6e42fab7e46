/** What other features may use of content: the home page's articles, news, contact and reviews. */
export { LazyHomeContentSections } from './home-content-lazy.ts';
export { LazyProductReviews } from './product-reviews-lazy.ts';
export { ReviewInvitation } from './review-form.tsx';
