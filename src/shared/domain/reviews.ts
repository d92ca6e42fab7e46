/**
 * A review's limits, read by the API's schemas and by the product page and the review form. Apart
 * from contracts/reviews.ts, whose schemas would bring the schema library into the product page.
 */

/** A comment is at most this many characters. */
export const MAX_REVIEW_COMMENT = 1000;
/** Reviews a product page shows at a time. */
export const PRODUCT_REVIEWS_PAGE_SIZE = 10;
