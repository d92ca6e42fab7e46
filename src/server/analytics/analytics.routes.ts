import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  type ClientEvent,
  clientEventSchema,
  eventBatchSchema,
  eventsQuerySchema,
  statsQuerySchema,
} from '../../shared/contracts/analytics.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError, errorBody, parseQuery, validationError } from '../http/errors.ts';
import { requirePermission } from '../http/session.ts';
import { getDashboardStats, listEventLogs } from './dashboard.service.ts';
import { recordClientEvents } from './events.service.ts';
import { BoundedGate, TokenBucketLimiter } from './rate-limit.ts';

/** A batch of 50 events with full details and page URLs stays well under this. */
const MAX_EVENTS_BODY_BYTES = 256 * 1024;

export interface AnalyticsRoutesOptions {
  /** Events a client may send per minute (a token bucket: that many at once, refilled per minute). */
  eventsPerMinute?: number;
  /** Clients remembered by the limiter at once. */
  maxClients?: number;
  /**
   * Event requests accepted per second from all clients together (default 20 on PostgreSQL, 10 on
   * PGlite, which runs one query at a time on the server's own thread): a flood from many
   * addresses is refused at the door (429) before its body is even read.
   */
  requestsPerSecond?: number;
  /** Event requests writing at once (default 4 on PostgreSQL, 1 on PGlite); 32 more may wait. */
  maxInFlight?: number;
  /** The limiters' clock (tests). */
  now?: () => number;
}

/** The shop-wide limit allows a burst of this many seconds' worth of requests. */
const SHOP_WIDE_BURST_SECONDS = 3;

const MAX_WAITING_EVENT_REQUESTS = 32;

/** The client's address: the first hop of X-Forwarded-For (behind a proxy), else the socket. */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}

async function readEvents(
  c: Context<AppEnv>,
): Promise<{ events: ClientEvent[]; channel?: 'website' | 'mobile' }> {
  // sendBeacon posts a Blob as text/plain or application/json: read the text either way.
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new AppError('VALIDATION', 'Malformed JSON body');
  }
  if (raw !== null && typeof raw === 'object' && 'events' in raw) {
    const batch = eventBatchSchema.safeParse(raw);
    if (!batch.success) throw validationError(batch.error);
    return batch.data;
  }
  const single = clientEventSchema.safeParse(raw);
  if (!single.success) throw validationError(single.error);
  return { events: [single.data] };
}

/** `POST /api/events` (anyone, rate-limited) and the dashboard's two admin reads. */
export function createAnalyticsRoutes(options: AnalyticsRoutesOptions = {}) {
  const eventsPerMinute = options.eventsPerMinute ?? 60;
  const limiter = new TokenBucketLimiter({
    capacity: eventsPerMinute,
    windowMs: 60_000,
    maxClients: options.maxClients ?? 10_000,
    now: options.now,
  });

  // Sized on the first request, when the database kind is known.
  let shopWide: TokenBucketLimiter | null = null;
  let gate: BoundedGate | null = null;
  const refuse = (c: Context, retryAfterSeconds: number): never => {
    c.header('Retry-After', String(retryAfterSeconds));
    throw new AppError('RATE_LIMITED', 'Too many events', { extra: { retryAfterSeconds } });
  };

  return new Hono<AppEnv>()
    .post(
      '/events',
      bodyLimit({
        maxSize: MAX_EVENTS_BODY_BYTES,
        onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'Request body too large'), 413),
      }),
      async (c) => {
        const pglite = c.var.dbKind === 'pglite';
        const perSecond = options.requestsPerSecond ?? (pglite ? 10 : 20);
        shopWide ??= new TokenBucketLimiter({
          capacity: perSecond * SHOP_WIDE_BURST_SECONDS,
          windowMs: SHOP_WIDE_BURST_SECONDS * 1000,
          maxClients: 1,
          now: options.now,
        });
        const overall = shopWide.take('all', 1);
        if (!overall.allowed) refuse(c, overall.retryAfterSeconds);
        gate ??= new BoundedGate(
          options.maxInFlight ?? (pglite ? 1 : 4),
          MAX_WAITING_EVENT_REQUESTS,
        );
        const turn = gate.enter();
        if (!turn) refuse(c, 1);
        await turn;
        try {
          const { events, channel } = await readEvents(c);
          const decision = limiter.take(clientAddress(c), events.length);
          if (!decision.allowed) refuse(c, decision.retryAfterSeconds);
          await recordClientEvents(c.var.db, events, {
            user: c.var.user,
            channel: channel ?? 'website',
          });
        } finally {
          gate.leave();
        }
        return c.body(null, 202);
      },
    )
    .get('/admin/dashboard/stats', requirePermission('dashboard:view'), async (c) => {
      const query = parseQuery(c, statsQuerySchema);
      return c.json(await getDashboardStats(c.var.db, query));
    })
    .get('/admin/events', requirePermission('dashboard:view'), async (c) => {
      const query = parseQuery(c, eventsQuerySchema);
      return c.json(await listEventLogs(c.var.db, query));
    });
}
