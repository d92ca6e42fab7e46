import { Hono } from 'hono';
import {
  lineSettingsSchema,
  notificationListQuerySchema,
} from '../../shared/contracts/notifications.ts';
import type { OutboxList } from '../../shared/contracts/notifications-answers.ts';
import { notificationAdminMessages } from '../../shared/notification-messages.ts';
import { auditedWrite, staffActorOf } from '../audit/staff-audit.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody, queryOf } from '../http/input.ts';
import { paramFits } from '../http/params.ts';
import { requirePermission, requireUser } from '../http/session.ts';
import {
  getLineSettings,
  listOutbox,
  resendNotification,
  updateLineSettings,
} from './notifications.service.ts';

const canManage = requirePermission('settings:manage');
/** Outbox ids are serials; anything else (a word, a number past int4) names no message. */
const notificationId = paramFits('id', /^[1-9]\d{0,8}$/, notificationAdminMessages.notFound);

/** The outbox and the LINE channel as the back office reads and changes them. */
export const adminNotificationRoutes = new Hono<AppEnv>()
  .get('/admin/notifications', canManage, queryOf(notificationListQuerySchema), async (c) => {
    const body: OutboxList = await listOutbox(c.var.db, c.req.valid('query').status);
    return c.json(body);
  })
  .post('/admin/notifications/:id/resend', canManage, notificationId, async (c) => {
    const id = Number(c.req.param('id'));
    // Only a failed message is sent again (otherwise 404/409 and no entry); never its recipient.
    const notification = await auditedWrite(c.var.db, staffActorOf(requireUser(c)), {
      action: 'notification.resend',
      entity: 'notification',
      entityId: id,
      before: async () => ({ status: 'failed' }),
      write: (tx) => resendNotification(tx, id),
      after: (entry) => ({ status: entry.status }),
    });
    return c.json({ notification });
  })
  .get('/admin/settings/line', canManage, async (c) => c.json(await getLineSettings(c.var.db)))
  .put('/admin/settings/line', canManage, jsonBody(lineSettingsSchema), async (c) => {
    const input = c.req.valid('json');
    // The token and the secret are never recorded: only that they were changed.
    const secretsChanged = {
      ...(input.channelAccessToken ? { channelAccessToken: 'changed' } : {}),
      ...(input.channelSecret ? { channelSecret: 'changed' } : {}),
    };
    const saved = await auditedWrite(c.var.db, staffActorOf(requireUser(c)), {
      action: 'settings.line',
      entity: 'settings',
      entityId: 'line',
      before: (tx) => getLineSettings(tx),
      write: (tx) => updateLineSettings(tx, input),
      after: (settings) => ({ ...settings, ...secretsChanged }),
    });
    return c.json(saved);
  });
