import { Hono } from 'hono';
import { cartQuoteRequestSchema } from '../../shared/contracts/cart.ts';
import { countRequest } from '../http/address-limits.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody } from '../http/input.ts';
import { quoteCart } from './cart.service.ts';

export const cartRoutes = new Hono<AppEnv>().post(
  '/cart/quote',
  jsonBody(cartQuoteRequestSchema),
  async (c) => {
    const body = c.req.valid('json');
    // A quote with a code says whether the code is valid: it counts as a code check.
    if (body.discountCode) await countRequest(c, 'codeCheck');
    const quote = await quoteCart(c.var.db, {
      items: body.items,
      discountCode: body.discountCode,
      knownPrices: body.knownPrices,
      paymentMethod: body.paymentMethod,
      shippingAddress: body.shippingAddress,
      province: body.province,
      postcode: body.postcode,
      userId: c.var.user?.id ?? null,
      pointsToUse: body.pointsToUse,
    });
    return c.json(quote);
  },
);
