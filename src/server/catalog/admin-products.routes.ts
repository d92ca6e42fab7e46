import { Hono } from 'hono';
import { validator } from 'hono/validator';
import {
  adminProductListQuerySchema,
  type ProductAnswer,
  productCreateSchema,
  productUpdateSchema,
} from '../../shared/contracts/admin-catalog.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError } from '../http/errors.ts';
import { jsonBody, queryOf } from '../http/input.ts';
import { requirePermission } from '../http/session.ts';
import {
  createAdminProduct,
  deleteAdminProduct,
  listAdminProducts,
  updateAdminProduct,
} from './admin-products.service.ts';

const canManage = requirePermission('products:manage');

/** Ids are positive integers; anything else names no product (404 before any body is read). */
const productId = validator('param', (params: Record<string, string>) => {
  const raw = params.id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw new AppError('NOT_FOUND', 'Product not found');
  return { id };
});

export const adminProductRoutes = new Hono<AppEnv>()
  .get('/admin/products', canManage, queryOf(adminProductListQuerySchema), async (c) =>
    c.json(await listAdminProducts(c.var.db, c.req.valid('query'))),
  )
  .post('/admin/products', canManage, jsonBody(productCreateSchema), async (c) => {
    const body: ProductAnswer = {
      product: await createAdminProduct(c.var.db, c.req.valid('json')),
    };
    return c.json(body, 201);
  })
  .put('/admin/products/:id', canManage, productId, jsonBody(productUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    const body: ProductAnswer = {
      product: await updateAdminProduct(c.var.db, id, c.req.valid('json')),
    };
    return c.json(body);
  })
  .delete('/admin/products/:id', canManage, productId, async (c) => {
    await deleteAdminProduct(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
