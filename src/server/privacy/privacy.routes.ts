import { Hono } from 'hono';
import {
  accountErasureSchema,
  consentUpdateSchema,
  type PrivacySettings,
  privacySettingsUpdateSchema,
} from '../../shared/contracts/privacy.ts';
import { bangkokDayKey } from '../../shared/domain/dates.ts';
import { auditedWrite, staffActorOf } from '../audit/staff-audit.ts';
import type { Database, Executor } from '../db/client.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody } from '../http/input.ts';
import {
  clearSessionCookie,
  requirePermission,
  requireSignedIn,
  requireUser,
} from '../http/session.ts';
import { consentStateOf, updateConsents } from './consents.ts';
import { currentNotice } from './notice.ts';
import { readPrivacySettings, savePrivacySettings } from './privacy-settings.ts';

/** The privacy settings as the audit keeps them: the notice by its version, not its text. */
const auditedPrivacy = (settings: PrivacySettings) => ({
  noticeVersion: settings.notice.version,
  eventRetentionDays: settings.eventRetentionDays,
  slipRetentionDays: settings.slipRetentionDays,
});

const canManage = requirePermission('settings:manage');

/**
 * What privacy is handed of the domains that hold a customer's data (src/server/personal-data.ts,
 * by the app): privacy imports none of them, so each may use its notice and consents.
 */
export interface PersonalData<Export> {
  /** Everything the shop holds about a customer, as one document. */
  exportOf: (db: Executor, userId: string) => Promise<Export>;
  /** Erases a customer's own account, checked by their password. */
  erase: (db: Database, userId: string, password: string) => Promise<void>;
}

/** The privacy notice, and the customer's own rights over their data (PDPA). */
export const createPrivacyRoutes = <Export>(personalData: PersonalData<Export>) =>
  new Hono<AppEnv>()
    .get('/privacy-notice', async (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.json(await currentNotice(c.var.db));
    })
    .get('/me/export', requireSignedIn, async (c) => {
      const user = requireUser(c);
      const data = await personalData.exportOf(c.var.db, user.id);
      const day = bangkokDayKey(new Date()).replaceAll('-', '');
      c.header('Content-Disposition', `attachment; filename="my-data-${day}.json"`);
      c.header('Cache-Control', 'no-store');
      return c.json(data);
    })
    .get('/me/consents', requireSignedIn, async (c) =>
      c.json(await consentStateOf(c.var.db, requireUser(c).id)),
    )
    .put('/me/consents', requireSignedIn, jsonBody(consentUpdateSchema), async (c) =>
      c.json(await updateConsents(c.var.db, requireUser(c).id, c.req.valid('json'))),
    )
    .delete('/me', requireSignedIn, jsonBody(accountErasureSchema), async (c) => {
      await personalData.erase(c.var.db, requireUser(c).id, c.req.valid('json').password);
      clearSessionCookie(c);
      return c.body(null, 204);
    })
    .get('/admin/settings/privacy', canManage, async (c) =>
      c.json(await readPrivacySettings(c.var.db)),
    )
    .put('/admin/settings/privacy', canManage, jsonBody(privacySettingsUpdateSchema), async (c) => {
      const user = requireUser(c);
      const input = c.req.valid('json');
      const saved = await auditedWrite(c.var.db, staffActorOf(user), {
        action: 'settings.privacy',
        entity: 'settings',
        entityId: 'privacy',
        before: async (tx) => auditedPrivacy(await readPrivacySettings(tx)),
        write: (tx) => savePrivacySettings(tx, input, user.id),
        after: auditedPrivacy,
      });
      return c.json(saved);
    });
