/** What other features may use of orders: the customer's own order, its pages' sign-in rule, its saved picture. */
export { forSignedIn } from './customer-route.ts';
export { type CustomerOrder, fetchMyOrder } from './orders-api.ts';
export { ReceiptDownloadButton } from './receipt-download-button.tsx';
export { SignedInLoaded } from './signed-in-loaded.tsx';
