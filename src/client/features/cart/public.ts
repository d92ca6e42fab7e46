/** What other features may use of the cart: adding to it, within the line limit. */
export { isLineOf, MAX_LINE_QUANTITY, useCartStore } from './cart-store.ts';
