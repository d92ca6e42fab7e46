import { validateSignature } from '@line/bot-sdk';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  LINE_LINK_CODE_ALPHABET,
  LINE_LINK_CODE_LENGTH,
} from '../../shared/contracts/notifications.ts';
import { lineWebhookMessages } from '../../shared/notification-messages.ts';
import { countRequest } from '../http/address-limits.ts';
import { MAX_BODY_BYTES, readBodyBytes } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError } from '../http/errors.ts';
import { requirePermission, requireUser } from '../http/session.ts';
import {
  confirmLineLink,
  hearLinkCodes,
  issueLineLinkCode,
  lineChannelSecret,
  lineLinkStatus,
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

/** A code's eight letters standing alone in a text, as typed: small letters too. */
const LINK_CODE = new RegExp(
  `(?<![a-z0-9])[${LINE_LINK_CODE_ALPHABET}]{${LINE_LINK_CODE_LENGTH}}(?![a-z0-9])`,
  'gi',
);
/** A message may carry other words too; only its first few are tried as codes. */
const CODES_TRIED = 3;

/** The codes a text carries, first ones first, in capitals. */
const codesIn = (text: string) =>
  [...new Set((text.match(LINK_CODE) ?? []).map((code) => code.toUpperCase()))].slice(
    0,
    CODES_TRIED,
  );

/**
 * The customer's LINE link: a one-time code to send to the shop's LINE account, the status (the
 * link and the request from LINE waiting), confirming that request, unlinking.
 */
export const lineLinkRoutes = new Hono<AppEnv>()
  .get('/me/line-link', customersOnly, async (c) =>
    c.json(await lineLinkStatus(c.var.db, requireUser(c).id)),
  )
  .post('/me/line-link', customersOnly, async (c) => {
    await countRequest(c, 'lineLinkCode');
    return c.json(await issueLineLinkCode(c.var.db, requireUser(c).id), 201);
  })
  .post('/me/line-link/confirm', customersOnly, async (c) =>
    c.json(await confirmLineLink(c.var.db, requireUser(c).id), 200),
  )
  .delete('/me/line-link', customersOnly, async (c) => {
    await unlinkLine(c.var.db, requireUser(c).id);
    return c.body(null, 204);
  });

/**
 * LINE's webhook: the raw body must carry the channel secret's signature (401 otherwise, and when
 * no secret is saved). A verified body is always answered 200, since LINE sends again on anything
 * else. A right code makes a request the customer confirms in the shop, never a link; a
 * redelivery or a replay finds its code used. Neither the secret, the signature nor a message's
 * text is logged.
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
    const codes = codesIn(message.message.text);
    if (codes.length > 0) await hearLinkCodes(c.var.db, message.source.userId, codes);
  }
  return c.json({}, 200);
});
