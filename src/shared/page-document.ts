/**
 * What a server-rendered page and the SPA agree on: the id of the element that carries the
 * page's route data (its loaders' answers) from the server to the SPA's first render, which
 * hydrates the page with it instead of asking the API again.
 */
export const ROUTE_DATA_ID = 'route-data';

/** A public page rendered on the server (client/entry-server.tsx), for the SPA's index.html. */
export interface RenderedPage {
  /** The `<head>` tags of the page: title, description, canonical, Open Graph, JSON-LD. */
  head: string;
  /** The page's HTML, for the SPA's root element. */
  body: string;
  /** The route data the SPA hydrates with, as JSON safe inside a `<script>` data block. */
  routeData: string;
}

/** What the server's page renderer answers: a page, a redirect, or null for the empty shell. */
export type RenderPage = (
  request: Request,
  options: {
    /** The shop's public address, for canonical URLs and shared pictures. */
    origin: string;
    /** Answers the loaders' API calls: the shop's own app, in the same process. */
    api: typeof fetch;
  },
) => Promise<RenderedPage | Response | null>;
