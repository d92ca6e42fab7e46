import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context, Handler, MiddlewareHandler, TypedResponse } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';
import {
  type ClientEvent,
  clientEventSchema,
  eventBatchSchema,
  eventsQuerySchema,
  statsQuerySchema,
} from '../../shared/contracts/analytics.ts';
import { parseJsonText, readBodyText } from '../http/body.ts';
import { requestChannel } from '../http/channel.ts';
import { addressFrom, clientAddress } from '../http/client-address.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError, errorBody, validationError } from '../http/errors.ts';
import { queryOf } from '../http/input.ts';
import { requirePermission } from '../http/session.ts';
import { getDashboardStats, type RevenueReads } from './dashboard.service.ts';
import type { EventIntake } from './event-intake.ts';
import { listEventLogs } from './event-logs.service.ts';

/** A batch of 50 events with full details and page URLs stays well under this. */
const MAX_EVENTS_BODY_BYTES = 256 * 1024;

/**
 * Runs the batch check on a made-up batch until V8 has compiled it: the first few hundred batches
 * otherwise take 5–40 times as long as the rest (0.3–3 ms instead of 0.07), and a server just
 * started would meet its first burst of event requests with the slow code. Takes ~30 ms once.
 */
export function warmUpEventChecks(rounds = 300): void {
  const sample = JSON.stringify({
    channel: 'mobile',
    events: Array.from({ length: 50 }, (_, index) => ({
      type: index % 2 ? 'page_view' : 'product_view',
      pageUrl: `/products/${index}`,
      productId: index % 2 ? undefined : index + 1,
      details: { duration: index, source: 'card' },
    })),
  });
  for (let round = 0; round < rounds; round++) parseEvents(sample);
}

/** The request's events, checked; 400 for anything malformed. */
function parseEvents(text: string): { events: ClientEvent[]; channel?: 'website' | 'mobile' } {
  const raw = parseJsonText(text);
  if (raw !== null && typeof raw === 'object' && 'events' in raw) {
    const batch = eventBatchSchema.safeParse(raw);
    if (!batch.success) throw validationError(batch.error);
    return batch.data;
  }
  const single = clientEventSchema.safeParse(raw);
  if (!single.success) throw validationError(single.error);
  return { events: [single.data] };
}

function refuse(c: Context, retryAfterSeconds: number): never {
  c.header('Retry-After', String(retryAfterSeconds));
  throw new AppError('RATE_LIMITED', 'Too many events', { extra: { retryAfterSeconds } });
}

const EVENTS_PATH = '/api/events';

/** Event requests the Node listener has already let past the shop-wide limit. */
const admittedByListener = new WeakSet<IncomingMessage>();

function tooManyEvents(retryAfterSeconds: number): string {
  return JSON.stringify(
    errorBody('RATE_LIMITED', 'Too many events', undefined, { retryAfterSeconds }),
  );
}

/**
 * The shop-wide limit on event requests, mounted first of all (before the request log, the body
 * limit, the origin check and the session look-up): a refused request costs a token check and a
 * small answer; its body is never read. Requests the Node listener already admitted
 * (`refuseEventFloodEarly`) are not counted twice.
 */
export function refuseEventFloods(intake: EventIntake, trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    if (incoming && admittedByListener.has(incoming)) return next();
    const overall = intake.admit(clientAddress(c, trustProxy));
    if (overall.allowed) return next();
    return c.body(tooManyEvents(overall.retryAfterSeconds), 429, {
      'Content-Type': 'application/json',
      'Retry-After': String(overall.retryAfterSeconds),
    });
  };
}

/**
 * The same limit in the Node listener, before the request reaches the app at all (no web
 * Request, no routing, no middleware): under a flood most event requests are refused, and this
 * is the cheapest place to do it. Answers the request and returns true when it is refused.
 */
export function refuseEventFloodEarly(
  intake: EventIntake,
  req: IncomingMessage,
  res: ServerResponse,
  trustProxy: number,
): boolean {
  if (req.method !== 'POST') return false;
  const url = req.url ?? '';
  if (!url.startsWith(EVENTS_PATH)) return false;
  if (url.length > EVENTS_PATH.length && url[EVENTS_PATH.length] !== '?') return false;
  const forwardedFor = req.headers['x-forwarded-for'];
  const client = addressFrom(
    req.socket.remoteAddress,
    Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
    trustProxy,
  );
  const overall = intake.admit(client);
  if (overall.allowed) {
    admittedByListener.add(req);
    return false;
  }
  const body = tooManyEvents(overall.retryAfterSeconds);
  res.writeHead(429, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Retry-After': String(overall.retryAfterSeconds),
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
  return true;
}

/**
 * What `POST /api/events` takes: a batch, or one event. Only the handler's type says so (no
 * middleware reads it): the body is read by the handler itself, at 256 KB, one check at a time.
 */
type EventsInput = {
  in: { json: z.input<typeof eventBatchSchema> | z.input<typeof clientEventSchema> };
};

type Accepted = Promise<Response & TypedResponse<null, 202, 'body'>>;

const takeEvents =
  (intake: EventIntake): Handler<AppEnv, '/events', EventsInput, Accepted> =>
  async (c) => {
    // sendBeacon posts a Blob as text/plain or application/json: read the text either way.
    const text = await readBodyText(c, MAX_EVENTS_BODY_BYTES);
    // Checking 50 events is the costliest step of the request: one request at a time, with
    // pending page loads and orders served between two (EventIntake.turn).
    await intake.turn();
    let written: Promise<void>;
    try {
      // The body's own `channel` is read for compatibility but not believed: the one rule
      // decides from the request, as it does for the orders and logins of the same browser.
      const { events } = parseEvents(text);
      // A database that cannot keep up sheds events here, before the client's allowance is used.
      if (!intake.hasRoomFor(events.length)) refuse(c, 1);
      const decision = intake.takeForClient(clientAddress(c), events.length);
      if (!decision.allowed) refuse(c, decision.retryAfterSeconds);
      written = intake.accept(events, { user: c.var.user, channel: requestChannel(c) });
    } finally {
      intake.endTurn();
    }
    await written;
    return c.body(null, 202);
  };

/**
 * `POST /api/events` (anyone, rate-limited) and the dashboard's two admin reads; the revenue is
 * asked of orders through `revenueOf`, which the app hands over.
 */
export function createAnalyticsRoutes(intake: EventIntake, revenueOf: RevenueReads) {
  return new Hono<AppEnv>()
    .post('/events', takeEvents(intake))
    .get(
      '/admin/dashboard/stats',
      requirePermission('dashboard:view'),
      queryOf(statsQuerySchema),
      async (c) => {
        // Events accepted a moment ago are counted too.
        await intake.flush();
        return c.json(await getDashboardStats(c.var.db, c.req.valid('query'), revenueOf));
      },
    )
    .get(
      '/admin/events',
      requirePermission('dashboard:view'),
      queryOf(eventsQuerySchema),
      async (c) => {
        await intake.flush();
        return c.json(await listEventLogs(c.var.db, c.req.valid('query')));
      },
    );
}
