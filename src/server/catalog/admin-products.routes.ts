import { Hono } from 'hono';
import { validator } from 'hono/validator';
import {
  type AdminProduct,
  adminProductListQuerySchema,
  type ProductAnswer,
  productCreateSchema,
  productUpdateSchema,
} from '../../shared/contracts/admin-catalog.ts';
import { type AuditedWrite, auditedWrite, omitFields, staffActorOf } from '../audit/staff-audit.ts';
import type { Executor } from '../db/client.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError } from '../http/errors.ts';
import { jsonBody, queryOf } from '../http/input.ts';
import { requirePermission, requireUser } from '../http/session.ts';
import {
  createAdminProduct,
  deleteAdminProduct,
  getAdminProduct,
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

/** The audit's view of a product: what the form edits (price included), not its reviews. */
const productFields = (product: AdminProduct | null) =>
  product && omitFields(product, ['rating', 'reviewCount', 'createdAt', 'updatedAt']);

async function productBefore(tx: Executor, id: number): Promise<AdminProduct | null> {
  try {
    return await getAdminProduct(tx, id);
  } catch {
    return null;
  }
}

/** A product write with its audit entry: the fields it changed, made or removed. */
function productAudit<T extends AdminProduct | undefined>(
  action: string,
  id: number | undefined,
  write: (tx: Executor) => Promise<T>,
): AuditedWrite<T> {
  return {
    action,
    entity: 'product',
    entityId: id,
    before: id === undefined ? undefined : async (tx) => productFields(await productBefore(tx, id)),
    write,
    after: (product) => productFields(product ?? null),
    idOf: (product) => product?.id ?? id ?? '',
  };
}

export const adminProductRoutes = new Hono<AppEnv>()
  .get('/admin/products', canManage, queryOf(adminProductListQuerySchema), async (c) =>
    c.json(await listAdminProducts(c.var.db, c.req.valid('query'))),
  )
  .post('/admin/products', canManage, jsonBody(productCreateSchema), async (c) => {
    const input = c.req.valid('json');
    const product = await auditedWrite(
      c.var.db,
      staffActorOf(requireUser(c)),
      productAudit('product.create', undefined, (tx) => createAdminProduct(tx, input)),
    );
    const body: ProductAnswer = { product };
    return c.json(body, 201);
  })
  .put('/admin/products/:id', canManage, productId, jsonBody(productUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const product = await auditedWrite(
      c.var.db,
      staffActorOf(requireUser(c)),
      productAudit('product.update', id, (tx) => updateAdminProduct(tx, id, input)),
    );
    const body: ProductAnswer = { product };
    return c.json(body);
  })
  .delete('/admin/products/:id', canManage, productId, async (c) => {
    const { id } = c.req.valid('param');
    await auditedWrite(
      c.var.db,
      staffActorOf(requireUser(c)),
      productAudit('product.delete', id, async (tx) => {
        await deleteAdminProduct(tx, id);
        return undefined;
      }),
    );
    return c.body(null, 204);
  });
