import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { renderNotification } from '../../shared/notification-messages.ts';
import type { Database } from '../db/client.ts';
import { lineSettings, notificationOutbox } from '../db/schema/notifications.ts';
import { logger } from '../logger.ts';
import {
  createLineChannel,
  logChannel,
  type NotificationChannel,
  type SendOutcome,
} from './channels.ts';
import { SHOP_MESSAGES_CHANNEL, shopMessagesArrived } from './shop-signal.ts';

/** One key for every process of the shop: one of them claims messages at a time. */
const WORKER_LOCK = sql`hashtextextended('shop: notification outbox', 0)`;
/** Messages claimed in one round at most; the rest wait for the next. */
export const OUTBOX_BATCH = 50;
/** The shop's own messages (shared/notification-messages.ts), which the back office hears of. */
const SHOP_TEMPLATE_PREFIX = 'shop.';
/** Pushes of a round on the way to LINE at once, at most. */
export const SEND_CONCURRENCY = 5;
/** After this many tries a message is failed, with its last error kept. */
export const MAX_ATTEMPTS = 8;
/** The longest wait between two tries. */
const MAX_BACKOFF_MS = 5 * 60_000;
/**
 * How long a claimed message is left alone: twice what one push may take (it times out at 10 s),
 * so mostly only a worker that died mid-send leaves it to be claimed again, and then its retry
 * key makes LINE answer 409 instead of sending it twice. Kept short because it is how late a
 * killed worker's batch arrives: 60 s left the shop without its orders' messages for a minute
 * after a crash (bench/notify-delivery.bench.ts). A row claimed again while a slow worker is
 * still on its batch is sent with the same retry key, so LINE still delivers it once.
 */
const CLAIM_LEASE_MS = 20_000;

export interface OutboxWorkerOptions {
  /** LINE_API_BASE. */
  lineApiBase: string;
  /** PUBLIC_ORIGIN: the texts' shop paths are links after it. */
  publicOrigin?: string;
  /** How long a LINE push may take before it is tried again later. */
  lineTimeoutMs?: number;
  now?: () => Date;
}

export interface DeliveryRound {
  sent: number;
  retried: number;
  failed: number;
}

type Claimed = Pick<
  typeof notificationOutbox.$inferSelect,
  'id' | 'channel' | 'recipient' | 'template' | 'payload' | 'retryKey' | 'attempts'
>;

/** The wait before try `attempts + 1`: 2^attempts seconds, at most five minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(2 ** attempts * 1000, MAX_BACKOFF_MS);
}

/**
 * Sends the messages due, each at most once: one process claims them at a time (an advisory
 * lock; rows another transaction holds are skipped), counting the try and leasing the row in a
 * short transaction, then sends after commit so that no lock or connection is held while LINE
 * answers (checkout on PGlite shares the one connection). Each outcome is written only if the
 * row is still the one claimed. Answers what became of the round.
 */
export async function deliverDueNotifications(
  db: Database,
  options: OutboxWorkerOptions,
): Promise<DeliveryRound> {
  const now = options.now ?? (() => new Date());
  const { claimed, token } = await claimDue(db, now());
  const round: DeliveryRound = { sent: 0, retried: 0, failed: 0 };
  if (claimed.length === 0) return round;
  if (claimed.some((row) => row.template.startsWith(SHOP_TEMPLATE_PREFIX))) {
    shopMessagesArrived(db);
  }
  const line = token
    ? createLineChannel({
        channelAccessToken: token,
        baseURL: options.lineApiBase,
        timeoutMs: options.lineTimeoutMs,
      })
    : null;
  // A few pushes on the way at once, started in id order: one at a time, a LINE answering in
  // 50 ms carries 20 messages a second, fewer than the shop's orders at a busy hour.
  let next = 0;
  const results: Result[] = [];
  const sender = async () => {
    while (next < claimed.length) {
      const row = claimed[next++] as Claimed;
      const outcome = await sendOne(row, row.channel === 'log' ? logChannel : line, options);
      const result = resultOf(row, outcome, now());
      results.push(result);
      if (result.status === 'sent') round.sent += 1;
      else if (result.status === 'failed') round.failed += 1;
      else round.retried += 1;
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(SEND_CONCURRENCY, claimed.length) }, () => sender()),
  );
  await recordRound(db, results, now());
  return round;
}

/** What a round writes of one message: sent, failed for good, or due again after the back-off. */
interface Result {
  row: Claimed;
  status: 'sent' | 'failed' | 'pending';
  error: string | null;
  nextAttemptAt: Date | null;
}

function resultOf(row: Claimed, outcome: SendOutcome, now: Date): Result {
  if (outcome.kind === 'sent') return { row, status: 'sent', error: null, nextAttemptAt: null };
  if (outcome.kind === 'failed' || row.attempts >= MAX_ATTEMPTS) {
    logger.warn('notification failed', {
      id: row.id,
      template: row.template,
      error: outcome.error,
    });
    return { row, status: 'failed', error: outcome.error, nextAttemptAt: null };
  }
  return {
    row,
    status: 'pending',
    error: outcome.error,
    nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)),
  };
}

async function claimDue(
  db: Database,
  now: Date,
): Promise<{ claimed: Claimed[]; token: string | null }> {
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .select({ taken: sql<boolean>`pg_try_advisory_xact_lock(${WORKER_LOCK})` })
      .from(sql`(VALUES (1)) AS outbox (one)`);
    if (!lock?.taken) return { claimed: [], token: null };
    const due = await tx
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(
        and(eq(notificationOutbox.status, 'pending'), lte(notificationOutbox.nextAttemptAt, now)),
      )
      .orderBy(asc(notificationOutbox.nextAttemptAt), asc(notificationOutbox.id))
      .limit(OUTBOX_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return { claimed: [], token: null };
    const claimed = await tx
      .update(notificationOutbox)
      .set({
        attempts: sql`${notificationOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
      })
      .where(
        inArray(
          notificationOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: notificationOutbox.id,
        channel: notificationOutbox.channel,
        recipient: notificationOutbox.recipient,
        template: notificationOutbox.template,
        payload: notificationOutbox.payload,
        retryKey: notificationOutbox.retryKey,
        attempts: notificationOutbox.attempts,
      });
    const [settings] = await tx
      .select({ token: lineSettings.channelAccessToken })
      .from(lineSettings)
      .where(eq(lineSettings.id, 1));
    claimed.sort((a, b) => a.id - b.id);
    if (claimed.some((row) => row.template.startsWith(SHOP_TEMPLATE_PREFIX))) {
      // Heard by every process at commit (index.ts listens): their open back offices refresh.
      await tx.execute(sql`SELECT pg_notify(${SHOP_MESSAGES_CHANNEL}, '')`);
    }
    return { claimed, token: settings?.token || null };
  });
}

async function sendOne(
  row: Claimed,
  channel: NotificationChannel | null,
  options: OutboxWorkerOptions,
): Promise<SendOutcome> {
  if (!channel) return { kind: 'failed', error: 'LINE channel access token is not set' };
  let text: string;
  try {
    text = renderNotification(row.template, row.payload, options.publicOrigin);
  } catch (error) {
    return { kind: 'failed', error: (error as Error).message };
  }
  try {
    return await channel.send({
      to: row.recipient,
      text,
      template: row.template,
      retryKey: row.retryKey,
    });
  } catch (error) {
    return { kind: 'retry', error: (error as Error).message };
  }
}

/**
 * The round's results, written in one statement when the round ends rather than one each (a busy
 * shop sends dozens a second), whatever each answer was: a delivered message is sent, a refused
 * one (or one out of tries) failed with its error, any other due again after its back-off. Each
 * is written only if the row is still the one claimed (not sent, failed or claimed again since).
 * A crash before it leaves them pending: they are claimed again after the lease and sent with
 * the same retry key, which LINE answers 409, counted as delivered.
 */
async function recordRound(db: Database, results: readonly Result[], now: Date): Promise<void> {
  if (results.length === 0) return;
  const column = <T>(pick: (result: Result) => T) => sql.param(results.map(pick));
  await db.execute(sql`
    UPDATE notification_outbox AS o
    SET status = r.status::notification_status,
      sent_at = CASE WHEN r.status = 'sent' THEN ${now.toISOString()}::timestamptz ELSE o.sent_at END,
      last_error = r.error,
      next_attempt_at = coalesce(r.next_attempt_at, o.next_attempt_at)
    FROM unnest(
      ${column((result) => result.row.id)}::integer[],
      ${column((result) => result.row.attempts)}::integer[],
      ${column((result) => result.status)}::text[],
      ${column((result) => result.error)}::text[],
      ${column((result) => result.nextAttemptAt?.toISOString() ?? null)}::timestamptz[]
    ) AS r (id, attempts, status, error, next_attempt_at)
    WHERE o.id = r.id AND o.status = 'pending' AND o.attempts = r.attempts
  `);
}

/**
 * Delivers every `intervalMs` until stopped. A failed round is logged and the next one tries
 * again; rounds never overlap within a process, and a send never waits on checkout or blocks it.
 */
export function startOutboxWorker(
  db: Database,
  intervalMs: number,
  options: OutboxWorkerOptions,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = deliverDueNotifications(db, options)
      .catch((error: unknown) => logger.error('notification round failed', { error }))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
