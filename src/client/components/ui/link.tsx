import type { AnchorHTMLAttributes, Ref } from 'react';
import {
  matchPath,
  type To,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
} from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A page of the shop: a path from the root, or relative to the current route. */
  to: To;
  /** Kept with the history entry the link makes (`useLocation().state`). */
  state?: unknown;
  /** Takes the place of the current history entry instead of adding one. */
  replace?: boolean;
  /** Keeps the window where it is: a tab or filter that changes only the page's search. */
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to another page of the shop, followed inside the SPA: an `<a href>` that also works
 * without JavaScript (and when opened in a new tab), whose plain click the router takes over.
 *
 * React Router's own `<Link>` does the same and more (prefetching, masks, view transitions), and
 * that more — the framework's prefetch links among it — travelled in the first load of every
 * page while the shop used none of it (decision 0022).
 */
export function Link({
  to,
  state,
  replace,
  preventScrollReset,
  target,
  onClick,
  ...anchor
}: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { state, replace, preventScrollReset, target });
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active from its page down (`/products` for `/products/herbicides`) unless `end` is set. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/**
 * Whether `pathname` is the page `target` or, unless `end`, a page below it (React Router's own
 * matching, segment by segment, case aside). The home page `/` counts only as itself: every page
 * is below it.
 */
export function isActivePath(pathname: string, target: string, end: boolean): boolean {
  if (target === '/') return pathname === '/';
  return matchPath({ path: target, end, caseSensitive: true }, pathname) !== null;
}

/** A link of a menu: marked `aria-current="page"` and styled while its page is open. */
export function NavLink({ end = false, className, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(link.to).pathname;
  const isActive = isActivePath(pathname, target, end);
  return (
    <Link
      {...link}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
