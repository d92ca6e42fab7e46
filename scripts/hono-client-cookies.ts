import type { Plugin } from 'vite';

/** Hono's typed client, the one module of the package the browser loads (client/lib/api.ts). */
const HONO_CLIENT = /node_modules[\\/]hono[\\/]dist[\\/]client[\\/]client\.js$/;
const COOKIE_HELPER = '../utils/cookie.js';
const NO_COOKIES = '\0hono-client-no-cookies';

/**
 * Hono's client writes a request's `cookie` argument into a `Cookie` header with the package's
 * cookie helper (signing and parsing included, 0.7 KB gzip of every page's first load). A browser
 * never sends a `Cookie` header a script sets (it is a forbidden header name: the browser's own
 * cookies go instead), and the shop's routes declare no cookie input, so the browser's build of
 * the client gets a stand-in that refuses, rather than a helper nothing can use. The server's
 * renderer (Vite's SSR build) keeps the real one.
 */
export function honoClientWithoutCookies(): Plugin {
  return {
    name: 'hono-client-without-cookies',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options.ssr || source !== COOKIE_HELPER || !importer || !HONO_CLIENT.test(importer)) {
        return null;
      }
      return NO_COOKIES;
    },
    load(id) {
      if (id !== NO_COOKIES) return null;
      return `export function serialize() {
  throw new Error('A browser sends its own cookies: the typed client takes no cookie argument here.');
}`;
    },
  };
}
