import type { ClientEvent } from '../../shared/contracts/analytics.ts';
import type { Database, DatabaseKind } from '../db/client.ts';
import { logger } from '../logger.ts';
import {
  type EventUser,
  type PendingEvent,
  pendingEvents,
  writePendingEvents,
} from './events.service.ts';
import { FairShareLimiter, type RateDecision, TokenBucketLimiter } from './rate-limit.ts';

export interface EventIntakeOptions {
  db: Database;
  kind: DatabaseKind;
  /**
   * How long accepted events may wait in memory before they are written, in ms (default 500).
   * 0 writes before the request is answered (tests: what was accepted is in the table at once).
   */
  flushMs?: number;
  /** Events waiting to be written at most; a request that would pass it is refused (429). */
  maxPending?: number;
  /**
   * Event requests accepted per second from all clients together (default 10: about a hundred
   * visitors at once, each sending at most one every 10 s), with a burst of 3 seconds' worth.
   */
  requestsPerSecond?: number;
  /** Events a client may send per minute (a token bucket: that many at once, refilled per minute). */
  eventsPerMinute?: number;
  /** Clients remembered by the per-client limiter at once. */
  maxClients?: number;
  /** The limiters' clock (tests). */
  now?: () => number;
}

/** The shop-wide limit allows a burst of this many seconds' worth of requests. */
const SHOP_WIDE_BURST_SECONDS = 3;
/** Ten seconds of the shop-wide limit at full batches: a database that stalls longer sheds events. */
const DEFAULT_MAX_PENDING = 10_000;
/**
 * A write carries at most this many events (a backlog goes out in several, with the server's other
 * work served between two): building one blocks the server ~1 ms per 1,000 events, and on PGlite,
 * which runs on the server's own thread, the INSERT and its roll-up block it too.
 */
const MAX_EVENTS_PER_WRITE = { postgres: 1_000, pglite: 250 } as const;

/**
 * Everything between a browser's events and the table (decision 0012): the shop-wide limit
 * (checked first, before anything of the request is read), the per-client limit, and a bounded
 * buffer written by one INSERT every `flushMs`, so a flood of event requests costs the database
 * a couple of statements a second however many requests are accepted.
 *
 * What is buffered is lost if the process dies without `close()` (at most `flushMs` of browser
 * events); orders' and logins' events never pass through here, they are written in their own
 * transactions.
 */
export class EventIntake {
  readonly #db: Database;
  readonly #flushMs: number;
  readonly #maxPending: number;
  readonly #perWrite: number;
  readonly #shopWide: FairShareLimiter;
  readonly #perClient: TokenBucketLimiter;
  #pending: PendingEvent[] = [];
  /** The write in progress (or the last one), which the next write waits for. */
  #writing: Promise<void> = Promise.resolve();
  #timer: NodeJS.Timeout | null = null;
  #closed = false;
  #inTurn = false;
  readonly #waitingForTurn: (() => void)[] = [];

  constructor(options: EventIntakeOptions) {
    this.#db = options.db;
    this.#flushMs = options.flushMs ?? 500;
    this.#maxPending = options.maxPending ?? DEFAULT_MAX_PENDING;
    this.#perWrite = MAX_EVENTS_PER_WRITE[options.kind];
    const perSecond = options.requestsPerSecond ?? 10;
    this.#shopWide = new FairShareLimiter({
      capacity: perSecond * SHOP_WIDE_BURST_SECONDS,
      windowMs: SHOP_WIDE_BURST_SECONDS * 1000,
      maxClients: options.maxClients ?? 10_000,
      now: options.now,
    });
    const eventsPerMinute = options.eventsPerMinute ?? 60;
    this.#perClient = new TokenBucketLimiter({
      capacity: eventsPerMinute,
      windowMs: 60_000,
      maxClients: options.maxClients ?? 10_000,
      now: options.now,
    });
  }

  /**
   * Resolves when it is this request's turn to check its events: one request at a time, and the
   * next one only after the event loop has served pending I/O (setImmediate), so a burst of
   * accepted event requests never holds page loads up for longer than one of them takes.
   * Every `turn()` must be followed by one `endTurn()`. The shop-wide limit bounds the line.
   */
  turn(): Promise<void> {
    if (!this.#inTurn) {
      this.#inTurn = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waitingForTurn.push(resolve));
  }

  endTurn(): void {
    const next = this.#waitingForTurn.shift();
    if (next) setImmediate(next);
    else this.#inTurn = false;
  }

  /** Events accepted and not yet handed to the database. */
  get pending(): number {
    return this.#pending.length;
  }

  /** The shop-wide limit: one token per event request, each client held to its fair share. */
  admit(client = 'unknown'): RateDecision {
    if (this.#closed) return { allowed: false, retryAfterSeconds: 1 };
    return this.#shopWide.take(client, 1);
  }

  /** The per-client limit: one token per event. */
  takeForClient(client: string, events: number): RateDecision {
    return this.#perClient.take(client, events);
  }

  /** Whether `events` more fit in the buffer. */
  hasRoomFor(events: number): boolean {
    return !this.#closed && this.#pending.length + events <= this.#maxPending;
  }

  /**
   * Queues a request's events (call `hasRoomFor` first). Resolves when they are in the table
   * if `flushMs` is 0, else at once: the write follows within `flushMs`.
   */
  accept(
    events: readonly ClientEvent[],
    context: { user: EventUser | null; channel: 'website' | 'mobile' },
  ): Promise<void> {
    for (const row of pendingEvents(events, context)) this.#pending.push(row);
    if (this.#flushMs === 0) return this.flush();
    if (this.#pending.length >= this.#perWrite) this.#flushSoon(0);
    else this.#flushSoon(this.#flushMs);
    return Promise.resolve();
  }

  /**
   * Writes everything accepted so far; resolves once it is in the table (or rejects if that
   * write failed). Readers of the events (dashboard, Event Logs) call it first.
   */
  flush(): Promise<void> {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    const write = this.#writing.then(() => this.#writeAll());
    this.#writing = write.catch(() => {});
    return write;
  }

  /** Refuses new events and writes what is waiting (the server's shutdown). */
  async close(): Promise<void> {
    this.#closed = true;
    await this.flush().catch(() => {});
  }

  #flushSoon(delayMs: number): void {
    if (this.#timer && delayMs > 0) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.flush().catch(() => {});
    }, delayMs);
    // A timer alone does not keep the process up; shutdown flushes through close().
    this.#timer.unref();
  }

  async #writeAll(): Promise<void> {
    for (let first = true; this.#pending.length > 0; first = false) {
      // Page loads and orders waiting on the server go first between two writes.
      if (!first) await new Promise((resolve) => setImmediate(resolve));
      const rows = this.#pending.splice(0, this.#perWrite);
      try {
        await writeIsolatingBadRows(this.#db, rows);
      } catch (error) {
        // Best effort: a write the database refuses as a whole (it is down, say) drops its events
        // rather than piling them up.
        logger.warn('analytics events not written', { events: rows.length, error });
        throw error;
      }
    }
  }
}

/** SQLSTATE class 22, data exception: the rows' content, not the database, is at fault. */
function isDataError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code.startsWith('22');
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Writes the rows; when the database refuses their content, writes the halves separately, down to
 * single rows, so one event it cannot store costs only itself (about 2·log2(n) statements), never
 * every visitor's events of the same write. Intake refuses such events already; this is the
 * second line.
 */
async function writeIsolatingBadRows(db: Database, rows: PendingEvent[]): Promise<void> {
  try {
    await writePendingEvents(db, rows);
  } catch (error) {
    if (!isDataError(error)) throw error;
    if (rows.length === 1) {
      logger.warn('analytics event not storable, dropped', { events: 1, error });
      return;
    }
    const half = Math.ceil(rows.length / 2);
    await writeIsolatingBadRows(db, rows.slice(0, half));
    await writeIsolatingBadRows(db, rows.slice(half));
  }
}
