import { Hono } from 'hono';
import {
  type NewsletterResponse,
  newsletterRequestSchema,
} from '../../shared/contracts/settings.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody } from '../http/input.ts';
import { getShopSettingsForStorefront, subscribeToNewsletter } from './settings.service.ts';

/** The shop's contact details for the storefront, and the newsletter sign-up. */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/settings/shop', async (c) => c.json(await getShopSettingsForStorefront(c.var.db)))
  .post('/newsletter', jsonBody(newsletterRequestSchema), async (c) => {
    const { email } = c.req.valid('json');
    const { alreadySubscribed } = await subscribeToNewsletter(c.var.db, email);
    const body: NewsletterResponse = { subscribed: true, alreadySubscribed };
    return c.json(body, alreadySubscribed ? 200 : 201);
  });
