/** What other features may use of content: the home page's articles, news, contact and reviews. */
export { HomeContentSections } from './home-content-sections.tsx';
export { ProductReviews } from './product-reviews.tsx';
export { ReviewInvitation } from './review-form.tsx';
