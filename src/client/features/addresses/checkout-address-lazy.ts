import { lazy } from 'react';

/** The checkout's address choice, in a chunk of its own: loaded when the confirmation opens. */
export const LazyCheckoutAddress = lazy(() =>
  import('./checkout-address.tsx').then((module) => ({ default: module.CheckoutAddress })),
);
