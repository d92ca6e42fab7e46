import { Hono } from 'hono';
import {
  type MyPoints,
  type PointsAdjustmentAnswer,
  type PointsSettings,
  pointsAdjustmentSchema,
  pointsSettingsSchema,
} from '../../shared/contracts/points.ts';
import { staffActorOf } from '../audit/staff-audit.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody } from '../http/input.ts';
import { requirePermission, requireSignedIn, requireUser } from '../http/session.ts';
import { myPoints, type PendingPoints } from './ledger.ts';
import { adjustMemberPoints } from './points.service.ts';
import { readPointsTerms, savePointsSettings, toPointsSettings } from './points-settings.ts';

const canSet = requirePermission('settings:manage');
const canAdjust = requirePermission('members:manage');

/**
 * Member points: the member's own, the staff's adjustment and the shop's settings. What orders
 * will earn is orders' to say: the app hands it over (app.ts).
 */
export const createPointsRoutes = (deps: { pendingOf: PendingPoints }) =>
  new Hono<AppEnv>()
    .get('/me/points', requireSignedIn, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json<MyPoints>(await myPoints(c.var.db, requireUser(c).id, deps.pendingOf));
    })
    .post('/admin/members/:id/points', canAdjust, jsonBody(pointsAdjustmentSchema), async (c) => {
      const answer = await adjustMemberPoints(
        c.var.db,
        staffActorOf(requireUser(c)),
        c.req.param('id'),
        c.req.valid('json'),
      );
      return c.json<PointsAdjustmentAnswer>(answer);
    })
    .get('/admin/settings/points', canSet, async (c) =>
      c.json<PointsSettings>(toPointsSettings(await readPointsTerms(c.var.db))),
    )
    .put('/admin/settings/points', canSet, jsonBody(pointsSettingsSchema), async (c) => {
      const saved = await savePointsSettings(
        c.var.db,
        c.req.valid('json'),
        staffActorOf(requireUser(c)),
      );
      return c.json<PointsSettings>(saved);
    });
