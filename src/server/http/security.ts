import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './env.ts';
import { AppError } from './errors.ts';

/** CSP without inline scripts; images and fonts only from the shop itself. */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
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
    const host = c.req.header('x-forwarded-host') ?? c.req.header('host');
    let sameOrigin = true;
    if (origin !== undefined) {
      try {
        sameOrigin = origin !== 'null' && new URL(origin).host === host;
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
