import { selectItemCount, useCartStore } from './cart-store.ts';

/** Number of items in the cart: the sum of quantities. */
export function useCartCount(): number {
  return useCartStore(selectItemCount);
}
