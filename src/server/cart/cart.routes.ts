import { Hono } from 'hono';
import { cartQuoteRequestSchema } from '../../shared/contracts/cart.ts';
import { countRequest } from '../http/address-limits.ts';
import { parseJson } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { quoteCart } from './cart.service.ts';

export const cartRoutes = new Hono<AppEnv>().post('/cart/quote', async (c) => {
  const body = await parseJson(c, cartQuoteRequestSchema);
  // A quote with a code says whether the code is valid: it counts as a code check.
  if (body.discountCode) await countRequest(c, 'codeCheck');
  const quote = await quoteCart(c.var.db, {
    items: body.items,
    discountCode: body.discountCode,
    knownPrices: body.knownPrices,
    userId: c.var.user?.id ?? null,
  });
  return c.json(quote);
});
