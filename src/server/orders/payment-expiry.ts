import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import { AWAITING_PAYMENT } from '../../shared/domain/order-lifecycle.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { logger } from '../logger.ts';
import { makeMove } from './order-moves.ts';
import { SHOP_TIMER } from './order-trace.ts';

/** One key for every process of the shop: one of them sweeps at a time. */
const SWEEP_LOCK = sql`hashtextextended('shop: payment expiry', 0)`;
/** Orders cancelled in one sweep at most; the rest wait for the next. */
const SWEEP_BATCH = 100;

/**
 * Cancels the unpaid PromptPay and transfer orders whose payment window has ended, through the
 * lifecycle's `expire` move (stock and code use go back). Safe with several processes and after
 * a restart: the orders due are found by their time, so none is missed; each is locked and
 * decided again by the table, so none is cancelled twice; one process sweeps at a time (an
 * advisory lock), and an order someone else is changing right now (locked) waits for the next
 * sweep. Answers how many it cancelled.
 */
export async function expireDueOrders(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .select({ taken: sql<boolean>`pg_try_advisory_xact_lock(${SWEEP_LOCK})` })
      .from(sql`(VALUES (1)) AS sweep (one)`);
    if (!lock?.taken) return 0;
    const due = await tx
      .select()
      .from(orders)
      // The candidates: due, and awaiting payment as the lifecycle's data says it; whether each
      // is cancelled is the `expire` move's to decide, on the locked row.
      .where(
        and(
          lte(orders.paymentDueAt, now),
          inArray(orders.status, [...AWAITING_PAYMENT.statuses]),
          inArray(orders.paymentStatus, [...AWAITING_PAYMENT.paymentStatuses]),
          inArray(orders.paymentMethod, [...AWAITING_PAYMENT.paymentMethods]),
        ),
      )
      .orderBy(asc(orders.paymentDueAt))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    let cancelled = 0;
    for (const row of due) {
      if (await makeMove(tx, row, 'expire', { party: 'timer', actor: SHOP_TIMER, now })) {
        cancelled += 1;
      }
    }
    return cancelled;
  });
}

/**
 * Sweeps every `intervalMs` until stopped. A failed sweep is logged and the next one tries again;
 * sweeps never overlap within a process.
 */
export function startPaymentExpiry(db: Database, intervalMs: number): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = expireDueOrders(db)
      .then((cancelled) => {
        if (cancelled > 0) logger.info('unpaid orders cancelled', { cancelled });
      })
      .catch((error: unknown) => logger.error('payment expiry sweep failed', { error }));
  };
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    sweep();
    running.finally(() => {
      busy = false;
    });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
