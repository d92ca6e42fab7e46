import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every
 * other non-API path answered with the SPA so the client router can take it.
 */
export function mountStaticSite(app: Hono<AppEnv>, root: string): void {
  const indexFile = path.join(root, 'index.html');
  let indexHtml: string | null = null;
  const readIndex = () => {
    indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
    return indexHtml;
  };

  app.use('*', async (c, next) => {
    await next();
    if (c.req.path.startsWith('/api/') || !c.res.ok) return;
    const type = c.res.headers.get('content-type') ?? '';
    const cacheControl = c.req.path.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : type.startsWith('text/html')
        ? 'no-cache'
        : 'public, max-age=86400';
    c.res.headers.set('Cache-Control', cacheControl);
  });
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    const html = readIndex();
    if (html === null) return c.text('The shop has not been built yet: run npm run build.', 503);
    return c.html(html);
  });
}
