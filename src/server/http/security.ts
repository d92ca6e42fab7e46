import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { WEB_FONT_SCRIPT } from '../../shared/web-font.ts';
import { isHttpsRequest, requestHost } from './client-address.ts';
import type { AppEnv } from './env.ts';
import { AppError } from './errors.ts';

/**
 * The one inline script a page has, the web font's declaration for a second visit: allowed by its
 * hash, the same for every page and every visitor (docs/decisions/0047-web-font-from-the-second-visit.md).
 */
export const WEB_FONT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(WEB_FONT_SCRIPT).digest('base64')}'`;

/** CSP without inline scripts but the one above; images and fonts only from the shop itself. */
const baseSecurityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", WEB_FONT_SCRIPT_SOURCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: true,
  xFrameOptions: 'DENY',
  crossOriginEmbedderPolicy: false,
  // Sent below, only on answers over HTTPS: over plain HTTP it is meaningless, and a shop tried on
  // http://localhost must not pin HTTPS on that name in the browser for a year.
  strictTransportSecurity: false,
});

const HSTS = 'max-age=15552000; includeSubDomains';

/** The headers above, and Strict-Transport-Security when the request came over HTTPS. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await baseSecurityHeaders(c, next);
  // The config is set by a later middleware; a request refused before it gets no HSTS.
  if (c.var.config && isHttpsRequest(c)) c.res.headers.set('Strict-Transport-Security', HSTS);
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes must come from the shop's own origin. A browser always sends Origin on a cross-site
 * write; scripts and other non-browser clients send none and are judged by their session alone.
 */
export const csrfOriginCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    // Scheme and host as the browser used them (the forwarded ones only behind a trusted proxy).
    const scheme = isHttpsRequest(c) ? 'https:' : 'http:';
    const host = requestHost(c)?.toLowerCase();
    let sameOrigin = true;
    if (origin !== undefined) {
      try {
        const from = origin === 'null' ? null : new URL(origin);
        sameOrigin = from !== null && from.protocol === scheme && from.host === host;
      } catch {
        sameOrigin = false;
      }
    } else if (fetchSite === 'cross-site') {
      sameOrigin = false;
    }
    if (!sameOrigin) throw new AppError('CSRF', 'Cross-site request refused');
  }
  await next();
});
