import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { adminMessages } from '../../shared/admin-messages.ts';
import {
  type AdminPromotion,
  adminPromotionListQuerySchema,
  type PromotionAnswer,
  promotionInputSchema,
} from '../../shared/contracts/admin-promotions.ts';
import { type AuditedWrite, auditedWrite, omitFields, staffActorOf } from '../audit/staff-audit.ts';
import type { Executor } from '../db/client.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError } from '../http/errors.ts';
import { jsonBody, queryOf } from '../http/input.ts';
import { requirePermission, requireUser } from '../http/session.ts';
import {
  adminPromotionById,
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

/** The audit's view of a promotion: what the form edits, not its live use count. */
const promotionFields = (promotion: AdminPromotion | null) =>
  promotion && omitFields(promotion, ['currentUses', 'createdAt', 'updatedAt']);

/** A promotion write with its audit entry: the fields it changed, made or removed. */
function promotionAudit<T extends AdminPromotion | undefined>(
  action: string,
  id: number | undefined,
  write: (tx: Executor) => Promise<T>,
): AuditedWrite<T> {
  return {
    action,
    entity: 'promotion',
    entityId: id,
    before:
      id === undefined
        ? undefined
        : async (tx) => promotionFields(await adminPromotionById(tx, id)),
    write,
    after: (promotion) => promotionFields(promotion ?? null),
    idOf: (promotion) => promotion?.id ?? id ?? '',
  };
}

export const adminPromotionRoutes = new Hono<AppEnv>()
  .get('/admin/promotions', canManage, queryOf(adminPromotionListQuerySchema), async (c) =>
    c.json(await listAdminPromotions(c.var.db, c.req.valid('query'))),
  )
  .post('/admin/promotions', canManage, jsonBody(promotionInputSchema), async (c) => {
    const input = c.req.valid('json');
    const user = requireUser(c);
    const promotion = await auditedWrite(
      c.var.db,
      staffActorOf(user),
      promotionAudit('promotion.create', undefined, (tx) =>
        createAdminPromotion(tx, input, user.id),
      ),
    );
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
      const promotion = await auditedWrite(
        c.var.db,
        staffActorOf(requireUser(c)),
        promotionAudit('promotion.update', id, (tx) => updateAdminPromotion(tx, id, input)),
      );
      const body: PromotionAnswer = { promotion };
      return c.json(body);
    },
  )
  .delete('/admin/promotions/:id', canManage, promotionId, async (c) => {
    const { id } = c.req.valid('param');
    await auditedWrite(
      c.var.db,
      staffActorOf(requireUser(c)),
      promotionAudit('promotion.delete', id, async (tx) => {
        await deleteAdminPromotion(tx, id);
        return undefined;
      }),
    );
    return c.body(null, 204);
  })
  .post('/admin/promotions/:id/toggle', canManage, promotionId, async (c) => {
    const { id } = c.req.valid('param');
    const promotion = await auditedWrite(
      c.var.db,
      staffActorOf(requireUser(c)),
      promotionAudit('promotion.update', id, (tx) => toggleAdminPromotion(tx, id)),
    );
    const body: PromotionAnswer = { promotion };
    return c.json(body);
  });
