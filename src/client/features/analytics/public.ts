/** What other features may use of analytics: the product events they report. */
export { CARD_LINK_STATE, trackCartAdd, trackProductView } from './track.ts';
