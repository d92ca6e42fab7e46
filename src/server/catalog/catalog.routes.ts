import { Hono } from 'hono';
import {
  bestsellersQuerySchema,
  idParamSchema,
  productListQuerySchema,
} from '../../shared/contracts/catalog.ts';
import type { AppEnv } from '../http/env.ts';
import { validationError } from '../http/errors.ts';
import { queryOf } from '../http/input.ts';
import { getProduct, listBestsellers, listCategories, listProducts } from './catalog.service.ts';
import { CatalogCache } from './catalog-cache.ts';

/** The storefront's catalogue reads; answers come from a cache that the database keeps honest. */
export function createCatalogRoutes(cache = new CatalogCache()) {
  return new Hono<AppEnv>()
    .get('/categories', (c) => cache.answer(c, 'categories', () => listCategories(c.var.db)))
    .get('/products', queryOf(productListQuerySchema), (c) => {
      const query = c.req.valid('query');
      return cache.answer(c, `products ${JSON.stringify(query)}`, () =>
        listProducts(c.var.db, query),
      );
    })
    .get('/products/:id', (c) => {
      const params = idParamSchema.safeParse(c.req.param());
      if (!params.success) throw validationError(params.error);
      const { id } = params.data;
      return cache.answer(c, `product ${id}`, () => getProduct(c.var.db, id));
    })
    .get('/bestsellers', queryOf(bestsellersQuerySchema), (c) => {
      const { limit } = c.req.valid('query');
      return cache.answer(c, `bestsellers ${limit}`, () => listBestsellers(c.var.db, limit));
    });
}
