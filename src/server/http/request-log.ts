import { createMiddleware } from 'hono/factory';
import { logger } from '../logger.ts';
import type { AppEnv } from './env.ts';

/**
 * An answer that took this long is worth a line at `info`: checkout's budget is 60 ms at the 95th
 * percentile and a slip's processing 500 ms (docs/quality.md), so a second is well past anything
 * the shop means to do. Measured to the answer's headers: a stream (the back office's live count)
 * counts only until it starts.
 */
export const SLOW_REQUEST_MS = 1000;

/**
 * One JSON line a request: method, path (no query string: it may carry personal data), status,
 * ms, user id. Every request at `debug`; at `info` and `warn` only the ones that need a look, a
 * server error (5xx) or a slow answer, at `warn` (decision 0039): a page visit makes a dozen
 * requests and the shop's own background renders more, which buried the lines that matter.
 */
export function requestLogOver(slowMs: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms, userId: c.get('user')?.id };
    if (status >= 500 || ms >= slowMs) {
      logger.warn('request', { ...line, ...(ms >= slowMs ? { slow: true } : {}) });
    } else {
      logger.debug('request', line);
    }
  });
}

export const requestLog = requestLogOver(SLOW_REQUEST_MS);
