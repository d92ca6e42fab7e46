import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';
import { AppError } from './errors.ts';

/** Order ids are 'TXN' and digits. */
export const ORDER_ID = /^TXN\d{1,29}$/;
/** Ids made by the database's gen_random_uuid(). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path parameter that does not fit its pattern names nothing: 404 with the route's own
 * message, before the database is asked or the body read (a malformed id is never a 500).
 */
export const paramFits = (name: string, pattern: RegExp, message: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!pattern.test(c.req.param(name) ?? '')) throw new AppError('NOT_FOUND', message);
    await next();
  });
