import { useEffect, useId, useRef } from 'react';
import { messages } from '../../../shared/messages.ts';
import { CartIcon } from '../../components/ui/icons.tsx';
import { useAuthDialog } from '../../features/accounts/auth-dialog-store.ts';
import { useSessionStore } from '../../features/accounts/session-store.ts';
import { useCartStore } from '../../features/cart/cart-store.ts';
import { useCartCount } from '../../features/cart/use-cart-count.ts';

/**
 * Round cart button, bottom right (at the end of the contact bar on narrower screens), with the
 * item count. It opens the cart for everyone: a shopper must see what is in it; ordering is what
 * asks a visitor to log in, and the cart opens again once they have.
 */
export function CartButton() {
  const count = useCartCount();
  const countId = useId();
  const user = useSessionStore((state) => state.user);
  const openAfterLogin = useCartStore((state) => state.openAfterLogin);

  // Signing out leaves the lines in the cart and takes the code out: it was checked for that
  // customer (the stored code outlives a reload, docs/decisions/0040).
  const signedIn = useRef(false);
  useEffect(() => {
    if (signedIn.current && !user) useCartStore.getState().removeCode();
    signedIn.current = user !== null;
  }, [user]);

  useEffect(() => {
    if (user && openAfterLogin) {
      useCartStore.getState().openAfterSignIn(useAuthDialog.getState().signedInBy ?? 'login');
    }
  }, [user, openAfterLogin]);

  const onClick = () => useCartStore.getState().open();

  return (
    <button
      type="button"
      aria-label={messages.cartButton.label}
      aria-describedby={count > 0 ? countId : undefined}
      onClick={onClick}
      className="fixed right-4 bottom-[calc(var(--dock-height)-3.5rem)] z-40 grid size-12 place-items-center rounded-full bg-brand-700 text-white shadow-lg shadow-brand-900/30 transition hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 active:scale-95 gutter:right-6 gutter:bottom-6 gutter:size-14"
    >
      <CartIcon className="size-7" />
      {count > 0 ? (
        <span
          id={countId}
          className="absolute -top-1 -right-1 grid h-6 min-w-6 place-items-center rounded-full bg-harvest-400 px-1.5 text-xs font-bold text-stone-900 ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
          <span className="sr-only">{messages.cartButton.items}</span>
        </span>
      ) : null}
    </button>
  );
}
