/** What other features may use of addresses: the checkout's address choice (loaded when shown). */

export type { AddressChoice } from './checkout-address.tsx';
export { LazyCheckoutAddress } from './checkout-address-lazy.ts';
