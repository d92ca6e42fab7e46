import { type FormEvent, lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../../shared/messages.ts';
import { paths } from '../../../shared/routes.ts';
import { shellMessages } from '../../../shared/shell-messages.ts';
import { CloseIcon, MenuIcon, SearchIcon, UserIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { useAuthDialog } from '../../features/accounts/auth-dialog-store.ts';
import { useSessionStore } from '../../features/accounts/session-store.ts';
import { SHOP_NAME } from '../../lib/shop-identity.ts';

const text = shellMessages.header;

// A visitor needs neither on the first screen: they load when signed in / when the menu opens.
const UserMenu = lazy(() =>
  import('../../features/accounts/user-menu.tsx').then((module) => ({ default: module.UserMenu })),
);
const MobileMenu = lazy(() =>
  import('./mobile-menu.tsx').then((module) => ({ default: module.MobileMenu })),
);

function SearchForm() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const inputId = useId();
  const currentQuery = location.pathname.startsWith(paths.products) ? (params.get('q') ?? '') : '';
  const [value, setValue] = useState(currentQuery);
  const [shownQuery, setShownQuery] = useState(currentQuery);
  if (shownQuery !== currentQuery) {
    setShownQuery(currentQuery);
    setValue(currentQuery);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = value.trim();
    navigate(query ? paths.search(query) : paths.products);
  };

  return (
    // The action is the listing itself: a search sent before the page's scripts have run (the
    // page came from the server) still lands on the results.
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Android WebViews and to jsdom
    <form
      role="search"
      action={paths.products}
      method="get"
      onSubmit={onSubmit}
      className="relative w-full"
    >
      <label htmlFor={inputId} className="sr-only">
        {text.searchLabel}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={messages.searchPlaceholder}
        enterKeyHint="search"
        autoComplete="off"
        className="h-11 w-full rounded-full border border-stone-300 bg-stone-50 py-2 pr-12 pl-4 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-700 focus:bg-white focus:outline-2 focus:outline-brand-700/30"
      />
      <button
        type="submit"
        aria-label={text.search}
        className="absolute top-1 right-1 grid size-9 place-items-center rounded-full bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <SearchIcon className="size-[18px]" />
      </button>
    </form>
  );
}

function AccountButton() {
  const user = useSessionStore((state) => state.user);
  const buttonClass =
    'inline-flex h-11 shrink-0 items-center gap-2 rounded-full border border-brand-700 px-3 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:px-4';

  if (!user) {
    return (
      <button
        type="button"
        className={buttonClass}
        onClick={() => useAuthDialog.getState().open('login')}
      >
        <UserIcon className="hidden size-5 sm:block" />
        {text.logIn}
      </button>
    );
  }
  return (
    <Suspense fallback={<span aria-hidden="true" className="size-11 shrink-0" />}>
      <UserMenu user={user} />
    </Suspense>
  );
}

/** Logo, search, account; the hamburger and its menu below `lg`. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const location = useLocation();
  const [lastLocation, setLastLocation] = useState(location.key);
  if (lastLocation !== location.key) {
    setLastLocation(location.key);
    setMenuOpen(false);
  }

  const closeMenu = useCallback((restoreFocus: boolean) => {
    setMenuOpen(false);
    if (restoreFocus) menuButton.current?.focus();
  }, []);

  return (
    <header className="relative z-30 border-b border-stone-200 bg-white">
      <div className="mx-auto grid max-w-7xl grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-2 px-4 py-2.5 sm:gap-x-3 lg:flex lg:gap-x-8 lg:py-3">
        <button
          ref={menuButton}
          type="button"
          aria-label={text.menu}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => setMenuOpen((open) => !open)}
          className="-ml-2 grid size-11 shrink-0 place-items-center rounded-lg text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 lg:hidden"
        >
          {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
        <Link
          to={paths.home}
          className="flex min-w-0 items-center gap-2 justify-self-start rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <img
            src="/images/logo.svg"
            width={40}
            height={40}
            alt=""
            className="size-9 shrink-0 sm:size-10"
          />
          <span className="truncate text-[17px] leading-tight font-bold text-brand-800 sm:text-xl">
            {SHOP_NAME}
          </span>
        </Link>
        <div className="col-span-3 max-lg:order-last lg:max-w-xl lg:flex-1">
          <SearchForm />
        </div>
        <div className="lg:ml-auto">
          <AccountButton />
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} onClose={closeMenu} />
        </Suspense>
      ) : null}
    </header>
  );
}
