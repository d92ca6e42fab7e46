import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
} from 'react-router';
import { adminMessages } from '../../../shared/admin-messages.ts';
import { ADMIN_ROUTE_LIST, adminPaths } from '../../../shared/admin-routes.ts';
import type { SessionUser } from '../../../shared/contracts/accounts.ts';
import { initialOf } from '../../../shared/domain/initials.ts';
import { can } from '../../../shared/domain/roles.ts';
import { paymentMessages } from '../../../shared/payment-messages.ts';
import { mayOpen } from '../../../shared/route-access.ts';
import { routeById } from '../../../shared/route-table.ts';
import { type NavIcon, paths } from '../../../shared/routes.ts';
import { AccessDenied } from '../../components/ui/access-denied.tsx';
import { BellIcon, CloseIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { Link, NavLink } from '../../components/ui/link.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { RoleBadge } from '../../components/ui/role-badge.tsx';
import { useSessionStore } from '../../features/accounts/session-store.ts';
import { useOrdersSummary } from '../../features/orders/admin/orders-summary.ts';
import { useWaitingSlips } from '../../features/payments/admin/waiting-slips.ts';
import { call, client } from '../../lib/api.ts';
import { SHOP_NAME } from '../../lib/shop-identity.ts';
import {
  BoxIcon,
  ChartIcon,
  DocumentIcon,
  HomeIcon,
  LogoutIcon,
  NewsIcon,
  ReceiptIcon,
  SettingsIcon,
  StarIcon,
  TagIcon,
  UsersIcon,
  WalletIcon,
} from './admin-icons.tsx';

const text = adminMessages.layout;

/** The sidebar's pictures, by the route table's icon keys. */
const ICONS: Record<NavIcon, ComponentType<{ className?: string }>> = {
  chart: ChartIcon,
  box: BoxIcon,
  document: DocumentIcon,
  news: NewsIcon,
  star: StarIcon,
  users: UsersIcon,
  tag: TagIcon,
  receipt: ReceiptIcon,
  wallet: WalletIcon,
  bell: BellIcon,
  settings: SettingsIcon,
};

/** The back office's sections: the admin pages of the route table that have a sidebar entry. */
const SECTIONS = ADMIN_ROUTE_LIST.flatMap((route) =>
  route.nav
    ? [
        {
          id: route.id,
          to: route.path,
          label: route.nav.label,
          lang: route.nav.lang,
          Icon: ICONS[route.nav.icon],
        },
      ]
    : [],
);

const footerLinkClass =
  'flex min-h-10 w-full items-center gap-3 rounded-lg px-3 py-2 text-brand-100 hover:bg-brand-800 hover:text-white focus-visible:outline-2 focus-visible:outline-harvest-400';

function Sidebar({
  user,
  page,
  onLogout,
}: {
  user: SessionUser;
  /** The section shown, if any. */
  page: string | undefined;
  onLogout: () => void;
}) {
  const sections = SECTIONS.filter((section) => mayOpen(user.role, section.id));
  // Asked on every page but the queue, which counts its own list.
  const location = useLocation();
  const waitingSlips = useWaitingSlips(
    mayOpen(user.role, 'adminPayments'),
    page !== 'adminPayments',
    location.pathname,
  );
  return (
    <div className="flex h-full flex-col bg-brand-900 text-brand-50">
      <Link
        to={adminPaths.root}
        className="flex items-center gap-2 px-5 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-harvest-400"
      >
        <img
          src="/images/logo.svg"
          width={36}
          height={36}
          alt=""
          className="size-9 rounded-full bg-white p-0.5"
        />
        <span className="leading-tight">
          <span className="block font-bold text-white">{SHOP_NAME}</span>
          <span lang="en" className="block text-xs text-brand-100">
            {text.title}
          </span>
        </span>
      </Link>
      <nav aria-label={text.nav} lang="en" className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="space-y-1">
          {sections.map(({ id, to, label, lang, Icon }) => (
            <li key={id}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  `flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 focus-visible:outline-2 focus-visible:outline-harvest-400 ${
                    isActive
                      ? 'bg-white font-semibold text-brand-900'
                      : 'text-brand-50 hover:bg-brand-800'
                  }`
                }
              >
                <Icon className="size-5 shrink-0" />
                {lang ? <span lang={lang}>{label}</span> : label}
                {id === 'adminOrders' ? <NewOrdersBadge /> : null}
                {id === 'adminPayments' && waitingSlips ? (
                  <CountBadge count={waitingSlips} lang="th">
                    {paymentMessages.admin.badge(waitingSlips)}
                  </CountBadge>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-brand-800 p-3">
        <div className="flex items-center gap-3 px-2 py-2">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-harvest-400 text-lg font-bold text-brand-900"
          >
            {initialOf(user.firstName)}
          </span>
          <span className="min-w-0">
            <span className="block truncate font-semibold text-white">
              {user.firstName} {user.lastName}
            </span>
            <RoleBadge role={user.role} />
          </span>
        </div>
        <div lang="en" className="mt-2 space-y-1">
          <Link to={paths.home} className={footerLinkClass}>
            <HomeIcon className="size-5 shrink-0" />
            {text.backToSite}
          </Link>
          <button type="button" onClick={onLogout} className={footerLinkClass}>
            <LogoutIcon className="size-5 shrink-0" />
            {text.logout}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The count of orders waiting for a decision, kept fresh while the back office is open. */
function NewOrdersBadge() {
  const summary = useOrdersSummary(true);
  const newOrders = summary?.newOrders;
  if (typeof newOrders !== 'number' || newOrders <= 0) return null;
  return (
    <CountBadge count={newOrders}>
      , {newOrders} new {newOrders === 1 ? 'order' : 'orders'}
    </CountBadge>
  );
}

/** A count at the end of a sidebar entry; `children` is what a screen reader hears instead. */
function CountBadge({
  count,
  lang,
  children,
}: {
  count: number;
  lang?: 'th';
  children: ReactNode;
}) {
  return (
    <span className="ml-auto min-w-6 rounded-full bg-harvest-400 px-1.5 text-center text-xs leading-6 font-bold text-brand-900 tabular-nums">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span lang={lang} className="sr-only">
        {children}
      </span>
    </span>
  );
}

/** A count in the phone's header, linking to where it waits (its name says what it counts). */
function HeaderCount({
  to,
  count,
  words,
  Icon,
}: {
  to: string;
  count: number;
  words: { before: string; shown: (count: string) => string };
  Icon: ComponentType<{ className?: string }>;
}) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-3 text-sm font-semibold whitespace-nowrap text-amber-950 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <Icon className="size-4 shrink-0" />
      <span lang="th">
        {words.before ? <span className="sr-only">{words.before}</span> : null}
        {words.shown(count > 99 ? '99+' : String(count))}{' '}
        <span className="sr-only">{text.countAfter}</span>
      </span>
    </Link>
  );
}

/**
 * The phone's header shows what the desktop sidebar counts beside its entries: orders waiting
 * for a decision and slips waiting for a check (the drawer is closed most of the time). The
 * counts are those the sidebar asks for; the header asks nothing of its own.
 */
function HeaderCounts({ user }: { user: SessionUser }) {
  const slips = useWaitingSlips(mayOpen(user.role, 'adminPayments'), false, '');
  const summary = useOrdersSummary(mayOpen(user.role, 'adminOrders'));
  const newOrders = summary?.newOrders ?? 0;
  if (!slips && newOrders <= 0) return null;
  return (
    <nav aria-label={text.waiting} className="ml-auto flex items-center gap-1.5">
      {newOrders > 0 ? (
        <HeaderCount
          to={adminPaths.transactions}
          count={newOrders}
          words={text.newOrders}
          Icon={ReceiptIcon}
        />
      ) : null}
      {slips ? (
        <HeaderCount
          to={adminPaths.payments}
          count={slips}
          words={text.waitingSlips}
          Icon={WalletIcon}
        />
      ) : null}
    </nav>
  );
}

/** Small screens: the sidebar as a modal drawer (native dialog: focus trap, Escape, inert page). */
function SidebarDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; keyboards close it with Escape natively
    <dialog
      ref={dialog}
      aria-label={text.menu}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] p-0 backdrop:bg-black/50 lg:hidden"
    >
      {open ? children : null}
    </dialog>
  );
}

/**
 * The admin shell: only staff get in. The page the router matched names its permission in the
 * route table; a role without it sees Access Denied instead (the API refuses it all the same), and
 * the sidebar lists only the sections the role may open.
 */
export function Component() {
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  const navigate = useNavigate();
  const location = useLocation();
  const page = useMatches()
    .map((match) => routeById(match.id))
    .findLast((route) => route?.layout === 'admin');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [lastLocation, setLastLocation] = useState(location.key);
  if (lastLocation !== location.key) {
    setLastLocation(location.key);
    setDrawerOpen(false);
  }

  useEffect(() => {
    void useSessionStore.getState().load();
  }, []);

  if (status === 'unknown') {
    return (
      <div className="grid min-h-dvh place-items-center">
        <LoadingState />
      </div>
    );
  }
  if (!user || !can(user.role, 'admin:enter')) return <Navigate to={paths.home} replace />;

  const logout = async () => {
    try {
      await call(client.auth.logout.$post());
    } catch {
      // The local session is dropped either way; the server one expires within the hour.
    }
    await navigate(paths.home);
    useSessionStore.getState().setUser(null);
  };
  const allowed = !page || mayOpen(user.role, page);
  const sidebar = <Sidebar user={user} page={page?.id} onLogout={() => void logout()} />;

  return (
    <div className="min-h-dvh bg-stone-100">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 lg:block">{sidebar}</aside>
      <SidebarDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <div className="relative h-full">
          <button
            type="button"
            aria-label={text.closeMenu}
            onClick={() => setDrawerOpen(false)}
            className="absolute top-3 right-3 z-10 grid size-10 place-items-center rounded-lg text-brand-100 hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-harvest-400"
          >
            <CloseIcon className="size-5" />
          </button>
          {sidebar}
        </div>
      </SidebarDrawer>
      <header className="sticky top-0 z-20 flex items-center gap-2 border-b border-stone-200 bg-white px-2 py-2 lg:hidden">
        <button
          type="button"
          aria-label={text.openMenu}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
          className="grid size-11 place-items-center rounded-lg text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <MenuIcon className="size-6" />
        </button>
        <span lang="en" className="font-bold text-brand-800">
          {text.title}
        </span>
        <HeaderCounts user={user} />
      </header>
      <main id="main" className="lg:pl-64">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {allowed ? <Outlet /> : <AccessDenied />}
        </div>
      </main>
      <ScrollRestoration />
    </div>
  );
}
