import { Hono } from 'hono';
import {
  adminProductListQuerySchema,
  type ProductAnswer,
  productCreateSchema,
  productUpdateSchema,
} from '../../shared/contracts/admin-catalog.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError, parseQuery } from '../http/errors.ts';
import { jsonBody } from '../http/input.ts';
import { requirePermission } from '../http/session.ts';
import {
  createAdminProduct,
  deleteAdminProduct,
  listAdminProducts,
  updateAdminProduct,
} from './admin-products.service.ts';

const canManage = requirePermission('products:manage');

/** Ids are positive integers; anything else names no product. */
function productId(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw new AppError('NOT_FOUND', 'Product not found');
  return id;
}

export const adminProductRoutes = new Hono<AppEnv>()
  .get('/admin/products', canManage, async (c) => {
    const query = parseQuery(c, adminProductListQuerySchema);
    return c.json(await listAdminProducts(c.var.db, query));
  })
  .post('/admin/products', canManage, jsonBody(productCreateSchema), async (c) => {
    const input = c.req.valid('json');
    const body: ProductAnswer = { product: await createAdminProduct(c.var.db, input) };
    return c.json(body, 201);
  })
  .put('/admin/products/:id', canManage, jsonBody(productUpdateSchema), async (c) => {
    const id = productId(c.req.param('id'));
    const input = c.req.valid('json');
    const body: ProductAnswer = { product: await updateAdminProduct(c.var.db, id, input) };
    return c.json(body);
  })
  .delete('/admin/products/:id', canManage, async (c) => {
    await deleteAdminProduct(c.var.db, productId(c.req.param('id')));
    return c.body(null, 204);
  });
