import { Hono } from 'hono';
import { dosageRequestSchema } from '../../shared/contracts/dosage.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody } from '../http/input.ts';
import { dosageFor } from './dosage.ts';

/** The farmer's tools: how much of a product a field takes. */
export const farmRoutes = new Hono<AppEnv>().post(
  '/dosage',
  jsonBody(dosageRequestSchema),
  async (c) => c.json(await dosageFor(c.var.db, c.var.user, c.req.valid('json'))),
);
