import { createMiddleware } from 'hono/factory';
import { checkoutMessages } from '../../shared/checkout-messages.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError } from '../http/errors.ts';
import { requireUser } from '../http/session.ts';

/** A visitor asking for orders is a 401 before anything else is read. */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});

/** Order ids are 'TXN' and digits; anything else names no order of the customer's. */
export const ownOrderId = createMiddleware<AppEnv>(async (c, next) => {
  if (!/^TXN\d{1,29}$/.test(c.req.param('id') ?? ''))
    throw new AppError('NOT_FOUND', checkoutMessages.orders.notFound);
  await next();
});
