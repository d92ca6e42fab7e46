import type { Params } from 'react-router';

/** What a page module may export as its route's `handle`; the server's renderer reads it. */
export interface PageHandle {
  /**
   * The page's own address when the one asked for only leads to it (a product asked for under
   * another category), read from the page's route data once every promise in it has settled, or
   * null when the address is the page's own. The server answers a permanent redirect there instead
   * of the page (client/entry-server.tsx); in the browser the page itself moves on.
   */
  movedTo?: (settled: unknown, params: Params) => string | null;
}

/** The `movedTo` of the deepest matched page that has one and names another address. */
export function movedTo(
  matches: { route: { id: string; handle?: unknown }; params: Params }[],
  loaderData: Record<string, unknown>,
): string | null {
  for (const { route, params } of [...matches].reverse()) {
    const handle = route.handle as PageHandle | undefined;
    const to = handle?.movedTo?.(loaderData[route.id], params);
    if (to) return to;
  }
  return null;
}
