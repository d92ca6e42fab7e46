import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/env.ts';
import { isPrivatePage, robotsTxt, sitemapEntries, sitemapXml } from './seo.service.ts';

/**
 * `/sitemap.xml` and `/robots.txt` (docs/api-contract.md, "Pages as documents"), outside the API:
 * the sitemap is read fresh on each request, so a product added, hidden or deleted shows in the
 * next one.
 */
export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', async (c) => {
    const entries = await sitemapEntries(c.var.db);
    return c.body(sitemapXml(entries, c.var.config.PUBLIC_ORIGIN), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  })
  .get('/robots.txt', (c) =>
    c.body(robotsTxt(c.var.config.PUBLIC_ORIGIN), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );

/** Every answer it wraps tells search engines not to index it: the API's. */
export const noIndex = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set('X-Robots-Tag', 'noindex');
});

/** The same for the pages that are not public (login, orders, account, back office). */
export const noIndexPrivatePages = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (isPrivatePage(c.req.path)) c.res.headers.set('X-Robots-Tag', 'noindex');
});
