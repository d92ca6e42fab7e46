import { Hono } from 'hono';
import { bangkokDayKey } from '../../shared/domain/dates.ts';
import type { AppEnv } from '../http/env.ts';
import { requireSignedIn, requireUser } from '../http/session.ts';
import { personalDataOf } from './personal-data-export.ts';

/** The customer's own rights over their data (PDPA). */
export const privacyRoutes = new Hono<AppEnv>().get('/me/export', requireSignedIn, async (c) => {
  const user = requireUser(c);
  const data = await personalDataOf(c.var.db, user.id);
  const day = bangkokDayKey(new Date()).replaceAll('-', '');
  c.header('Content-Disposition', `attachment; filename="my-data-${day}.json"`);
  c.header('Cache-Control', 'no-store');
  return c.json(data);
});
