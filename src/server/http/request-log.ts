import { createMiddleware } from 'hono/factory';
import { logger } from '../logger.ts';
import type { AppEnv } from './env.ts';

/** One JSON line a request: method, path (no query string: it may carry personal data), status, ms, user id. */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  logger.info('request', {
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    userId: c.get('user')?.id,
  });
});
