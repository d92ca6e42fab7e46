import { type ReactElement, StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import type { RenderPage } from '../shared/page-document.ts';
import { pageHead, scriptJson } from './app/page-head.ts';
import { PageHeadTags } from './app/page-head-tags.tsx';
import { createRoutes } from './app/routes.tsx';
import { sendApiRequestsThrough } from './lib/api.ts';
import { movedTo } from './lib/page-handle.ts';

/**
 * The server's half of the SPA (built by scripts/build.ts with Vite's SSR build; the server loads
 * it in server/http/static.ts): a public page rendered to HTML from the very routes, loaders and
 * components the browser runs, so a phone shows the page before any script has run and a link
 * shared in LINE carries its name, price and picture.
 */

/** A Suspense boundary the server left to the browser (its content suspended or failed). */
const LEFT_TO_BROWSER = '<!--$!-->';
const MAX_RENDERS = 4;

/**
 * The element's HTML, whole. The page's data is all there before rendering, so only a lazily
 * loaded part (the label section, the dosage calculator) can suspend, and only on its first
 * render in this process: rendering starts its import, and a render a moment later finds it. The
 * page is rendered again while that gets it further; `renderToString` writes no script, which the
 * shop's Content-Security-Policy would refuse, where streaming would write one per boundary.
 */
async function renderWhole(element: ReactElement): Promise<string> {
  let html = renderToString(element);
  let left = html.split(LEFT_TO_BROWSER).length - 1;
  for (let render = 1; left > 0 && render < MAX_RENDERS; render += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = renderToString(element);
    const stillLeft = again.split(LEFT_TO_BROWSER).length - 1;
    if (stillLeft >= left) break;
    html = again;
    left = stillLeft;
  }
  return html;
}

const { query, dataRoutes } = createStaticHandler(createRoutes());

/**
 * Waits for the promises the loaders handed over without waiting (the browser shows a skeleton
 * meanwhile; the server's HTML shows the content), in place. False when one failed: such a page
 * is sent as the empty shell and the browser asks again, as it always did.
 */
async function settleRouteData(context: StaticHandlerContext): Promise<boolean> {
  for (const data of Object.values(context.loaderData)) {
    if (typeof data !== 'object' || data === null) continue;
    const fields = data as Record<string, unknown>;
    for (const [key, value] of Object.entries(fields)) {
      if (!(value instanceof Promise)) continue;
      try {
        fields[key] = await value;
      } catch {
        return false;
      }
    }
  }
  return true;
}

/**
 * Renders the public page `request` asks for. A `Response` is a redirect the routes asked for;
 * null means the page is better sent as the empty shell (a loader failed, or the URL names no
 * page), which the browser then draws as before.
 */
export const renderPage: RenderPage = async (request, { origin, api }) => {
  sendApiRequestsThrough(api);
  const context = await query(request);
  if (context instanceof Response) return context;
  if (context.errors || context.statusCode !== 200) return null;
  if (!(await settleRouteData(context))) return null;

  const url = new URL(request.url);
  const moved = movedTo(context.matches, context.loaderData);
  if (moved) {
    // Permanent, for search engines and shared links; not kept by the browser, as the product's
    // category may change again.
    return new Response(null, {
      status: 301,
      headers: { Location: `${moved}${url.search}`, 'Cache-Control': 'no-cache' },
    });
  }

  const page = context.matches.at(-1)?.route;
  if (!page?.id) return null;
  const router = createStaticRouter(dataRoutes, context);
  const body = await renderWhole(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const head = pageHead(page.id, context.loaderData[page.id], url, origin);
  return {
    head: renderToStaticMarkup(<PageHeadTags head={head} />),
    body,
    routeData: scriptJson({ loaderData: context.loaderData, actionData: null, errors: null }),
  };
};
