import { validateSignature } from '@line/bot-sdk';
import { Hono } from 'hono';
import { z } from 'zod';
import { lineWebhookMessages } from '../../shared/notification-messages.ts';
import { countRequest } from '../http/address-limits.ts';
import { MAX_BODY_BYTES, readBodyBytes } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError } from '../http/errors.ts';
import { requirePermission, requireUser } from '../http/session.ts';
import {
  issueLineLinkCode,
  lineChannelSecret,
  lineLinkStatus,
  redeemLineLinkCode,
  unlinkLine,
} from './line-link.service.ts';

/** Customers link their own LINE; staff are told of orders through the shop's recipients (403). */
const customersOnly = requirePermission('profile:edit');

/** A message event carrying text from a LINE user; every other event is ignored. */
const textFromUser = z.object({
  type: z.literal('message'),
  source: z.object({ userId: z.string().regex(/^U[0-9a-f]{32}$/) }),
  message: z.object({ type: z.literal('text'), text: z.string() }),
});
const webhookBody = z.object({ events: z.array(z.unknown()).optional().default([]) });

const LINK_CODE = /(?<!\d)\d{6}(?!\d)/g;
/** A message may carry other numbers too; only its first few are tried as codes. */
const CODES_TRIED = 3;

/** The codes a text carries, first ones first. */
const codesIn = (text: string) => [...new Set(text.match(LINK_CODE) ?? [])].slice(0, CODES_TRIED);

/** The customer's LINE link: a one-time code to send to the shop's LINE account, the status, unlinking. */
export const lineLinkRoutes = new Hono<AppEnv>()
  .get('/me/line-link', customersOnly, async (c) =>
    c.json(await lineLinkStatus(c.var.db, requireUser(c).id)),
  )
  .post('/me/line-link', customersOnly, async (c) => {
    await countRequest(c, 'lineLinkCode');
    return c.json(await issueLineLinkCode(c.var.db, requireUser(c).id), 201);
  })
  .delete('/me/line-link', customersOnly, async (c) => {
    await unlinkLine(c.var.db, requireUser(c).id);
    return c.body(null, 204);
  });

/**
 * LINE's webhook: the raw body must carry the channel secret's signature (401 otherwise, and when
 * no secret is saved). A verified body is always answered 200, since LINE sends again on anything
 * else; a redelivery or a replay finds its code used and links nothing more. Neither the secret,
 * the signature nor a message's text is logged.
 */
export const lineWebhookRoutes = new Hono<AppEnv>().post('/line/webhook', async (c) => {
  const signature = c.req.header('x-line-signature') ?? '';
  const body = await readBodyBytes(c, MAX_BODY_BYTES);
  const secret = await lineChannelSecret(c.var.db);
  if (!secret || !signature || !validateSignature(body, secret, signature)) {
    throw new AppError('UNAUTHENTICATED', lineWebhookMessages.unsigned);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(body.toString('utf8'));
  } catch {
    throw new AppError('VALIDATION', lineWebhookMessages.malformed);
  }
  const events = webhookBody.safeParse(raw).data?.events ?? [];
  for (const event of events) {
    const message = textFromUser.safeParse(event).data;
    if (!message) continue;
    for (const code of codesIn(message.message.text)) {
      if (await redeemLineLinkCode(c.var.db, code, message.source.userId)) break;
    }
  }
  return c.json({}, 200);
});
