import { Hono } from 'hono';
import { z } from 'zod';
import {
  lineSettingsSchema,
  notificationListQuerySchema,
} from '../../shared/contracts/notifications.ts';
import type { OutboxList } from '../../shared/contracts/notifications-answers.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody, queryOf } from '../http/input.ts';
import { requirePermission } from '../http/session.ts';
import {
  getLineSettings,
  listOutbox,
  resendNotification,
  updateLineSettings,
} from './notifications.service.ts';

const canManage = requirePermission('settings:manage');
const idOf = (raw: string) => z.coerce.number().int().positive().safeParse(raw).data;

/** The outbox and the LINE channel as the back office reads and changes them. */
export const adminNotificationRoutes = new Hono<AppEnv>()
  .get('/admin/notifications', canManage, queryOf(notificationListQuerySchema), async (c) => {
    const body: OutboxList = {
      notifications: await listOutbox(c.var.db, c.req.valid('query').status),
    };
    return c.json(body);
  })
  .post('/admin/notifications/:id/resend', canManage, async (c) => {
    const id = idOf(c.req.param('id'));
    const notification = await resendNotification(c.var.db, id ?? 0);
    return c.json({ notification });
  })
  .get('/admin/settings/line', canManage, async (c) => c.json(await getLineSettings(c.var.db)))
  .put('/admin/settings/line', canManage, jsonBody(lineSettingsSchema), async (c) =>
    c.json(await updateLineSettings(c.var.db, c.req.valid('json'))),
  );
