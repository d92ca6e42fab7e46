import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { recommendationsQuerySchema } from '../../shared/contracts/agronomy.ts';
import {
  bestsellersQuerySchema,
  idParamSchema,
  productListQuerySchema,
} from '../../shared/contracts/catalog.ts';
import type { AppEnv } from '../http/env.ts';
import { validationError } from '../http/errors.ts';
import { queryOf } from '../http/input.ts';
import {
  getProduct,
  listBestsellers,
  listCategories,
  listProducts,
  recommend,
} from './catalog.service.ts';
import { CatalogCache, PRODUCT_ANSWERS } from './catalog-cache.ts';

/** A malformed product id is a 400 (a well-formed unknown one, a 404 from the service). */
const productId = validator('param', (params: Record<string, string>) => {
  const parsed = idParamSchema.safeParse(params);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
});

/**
 * The storefront's catalogue reads; answers come from caches that the database keeps honest: one
 * for one product's answers, one for the rest.
 */
export function createCatalogRoutes(
  cache = new CatalogCache(),
  productCache = new CatalogCache(PRODUCT_ANSWERS),
) {
  return new Hono<AppEnv>()
    .get('/categories', (c) => cache.answer(c, 'categories', () => listCategories(c.var.db)))
    .get('/products', queryOf(productListQuerySchema), (c) => {
      const query = c.req.valid('query');
      return cache.answer(c, `products ${JSON.stringify(query)}`, (version) =>
        listProducts(c.var.db, query, version),
      );
    })
    .get('/products/:id', productId, (c) => {
      const { id } = c.req.valid('param');
      return productCache.answer(c, `product ${id}`, () => getProduct(c.var.db, id));
    })
    .get('/recommendations', queryOf(recommendationsQuerySchema), (c) => {
      const { crop, target } = c.req.valid('query');
      return cache.answer(c, `recommendations ${crop} ${target}`, () =>
        recommend(c.var.db, crop, target),
      );
    })
    .get('/bestsellers', queryOf(bestsellersQuerySchema), (c) => {
      const { limit } = c.req.valid('query');
      return cache.answer(c, `bestsellers ${limit}`, () => listBestsellers(c.var.db, limit));
    });
}
