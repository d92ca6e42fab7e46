import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { adminMessages } from '../../shared/admin-messages.ts';
import {
  adminPromotionListQuerySchema,
  type PromotionAnswer,
  promotionInputSchema,
} from '../../shared/contracts/admin-promotions.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError } from '../http/errors.ts';
import { jsonBody, queryOf } from '../http/input.ts';
import { requirePermission, requireUser } from '../http/session.ts';
import {
  createAdminPromotion,
  deleteAdminPromotion,
  listAdminPromotions,
  toggleAdminPromotion,
  updateAdminPromotion,
} from './admin-promotions.service.ts';

const canManage = requirePermission('promotions:manage');

/** Ids are positive integers; anything else names no promotion (404 before any body is read). */
const promotionId = validator('param', (params: Record<string, string>) => {
  const raw = params.id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw new AppError('NOT_FOUND', adminMessages.promotions.notFound);
  return { id };
});

export const adminPromotionRoutes = new Hono<AppEnv>()
  .get('/admin/promotions', canManage, queryOf(adminPromotionListQuerySchema), async (c) =>
    c.json(await listAdminPromotions(c.var.db, c.req.valid('query'))),
  )
  .post('/admin/promotions', canManage, jsonBody(promotionInputSchema), async (c) => {
    const input = c.req.valid('json');
    const promotion = await createAdminPromotion(c.var.db, input, requireUser(c).id);
    const body: PromotionAnswer = { promotion };
    return c.json(body, 201);
  })
  .put(
    '/admin/promotions/:id',
    canManage,
    promotionId,
    jsonBody(promotionInputSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const body: PromotionAnswer = { promotion: await updateAdminPromotion(c.var.db, id, input) };
      return c.json(body);
    },
  )
  .delete('/admin/promotions/:id', canManage, promotionId, async (c) => {
    await deleteAdminPromotion(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/admin/promotions/:id/toggle', canManage, promotionId, async (c) => {
    const { id } = c.req.valid('param');
    const body: PromotionAnswer = { promotion: await toggleAdminPromotion(c.var.db, id) };
    return c.json(body);
  });
