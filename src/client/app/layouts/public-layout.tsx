import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { shellMessages } from '../../../shared/shell-messages.ts';
import { AccountDialogs } from '../../features/accounts/account-dialogs.tsx';
import { useSessionStore } from '../../features/accounts/session-store.ts';
import { AnalyticsListener } from '../../features/analytics/analytics-listener.tsx';
import { useCartStore } from '../../features/cart/cart-store.ts';
import { NoticePromptHost } from '../../features/privacy/notice-prompt-host.tsx';
import { PromotionBar } from '../../features/promotions/promotion-bar.tsx';
import { CartButton } from '../shell/cart-button.tsx';
import { CategoryNav } from '../shell/category-nav.tsx';
import { SideWidget, SKIP_LINK_ID } from '../shell/side-widget.tsx';
import { SiteFooter } from '../shell/site-footer.tsx';
import { SiteHeader } from '../shell/site-header.tsx';

// The cart and checkout load on the first opening of the cart, not with the page.
const CartHost = lazy(() =>
  import('./cart-host.tsx').then((module) => ({ default: module.CartHost })),
);

/** True from the first time the cart opens; the host then stays mounted. */
function useCartWanted(): boolean {
  const isOpen = useCartStore((state) => state.isOpen);
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);
  return wanted;
}

/** Moves focus to the new page after a client-side navigation, as a full page load would. */
function useFocusMainOnNavigation() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}

/** Every public page: header, navigation block, side widget and footer around the page. */
export function PublicLayout() {
  const main = useFocusMainOnNavigation();
  const cartWanted = useCartWanted();

  useEffect(() => {
    void useSessionStore.getState().load();
  }, []);

  return (
    <div className="flex min-h-dvh flex-col pb-(--dock-height)">
      <a
        id={SKIP_LINK_ID}
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus-visible:not-sr-only focus-visible:fixed focus-visible:top-2 focus-visible:left-2"
      >
        {shellMessages.skipToContent}
      </a>
      <PromotionBar />
      <SiteHeader />
      <CategoryNav />
      <main id="main" ref={main} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <NoticePromptHost />
      <SideWidget />
      <CartButton />
      {cartWanted ? (
        <Suspense fallback={null}>
          <CartHost />
        </Suspense>
      ) : null}
      <SiteFooter />
      <AccountDialogs />
      <ScrollRestoration />
      <AnalyticsListener />
    </div>
  );
}
