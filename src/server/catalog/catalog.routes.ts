import { Hono } from 'hono';
import {
  bestsellersQuerySchema,
  idParamSchema,
  productListQuerySchema,
} from '../../shared/contracts/catalog.ts';
import type { AppEnv } from '../http/env.ts';
import { parseQuery, validationError } from '../http/errors.ts';
import { getProduct, listBestsellers, listCategories, listProducts } from './catalog.service.ts';

export const catalogRoutes = new Hono<AppEnv>()
  .get('/categories', async (c) => c.json(await listCategories(c.var.db)))
  .get('/products', async (c) => {
    const query = parseQuery(c, productListQuerySchema);
    return c.json(await listProducts(c.var.db, query));
  })
  .get('/products/:id', async (c) => {
    const params = idParamSchema.safeParse(c.req.param());
    if (!params.success) throw validationError(params.error);
    return c.json(await getProduct(c.var.db, params.data.id));
  })
  .get('/bestsellers', async (c) => {
    const { limit } = parseQuery(c, bestsellersQuerySchema);
    return c.json(await listBestsellers(c.var.db, limit));
  });
