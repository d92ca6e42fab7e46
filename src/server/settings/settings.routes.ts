import { Hono } from 'hono';
import {
  type NewsletterResponse,
  newsletterRequestSchema,
} from '../../shared/contracts/settings.ts';
import { parseJson } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { getShopSettingsForStorefront, subscribeToNewsletter } from './settings.service.ts';

export const settingsRoutes = new Hono<AppEnv>()
  .get('/settings/shop', async (c) => c.json(await getShopSettingsForStorefront(c.var.db)))
  .post('/newsletter', async (c) => {
    const { email } = await parseJson(c, newsletterRequestSchema);
    const { alreadySubscribed } = await subscribeToNewsletter(c.var.db, email);
    const body: NewsletterResponse = { subscribed: true, alreadySubscribed };
    return c.json(body, alreadySubscribed ? 200 : 201);
  });
