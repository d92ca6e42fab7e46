import type { OrdersSummary } from '../../shared/contracts/admin-orders.ts';
import type { Database } from '../db/client.ts';
import { logger } from '../logger.ts';
import { onShopMessages } from '../notifications/shop-signal.ts';
import { ordersSummary } from './order-decisions.service.ts';

/** Messages arriving together (a busy minute) are answered with one read. */
const SETTLE_MS = 100;
/**
 * Orders also leave the count without a message to the shop (staff confirm them): read again this
 * often while a back office is open, once for all of them.
 */
export const LIVE_SUMMARY_REFRESH_MS = 15_000;

type Listener = (summary: OrdersSummary) => void;

/**
 * The back office's new-order count, pushed to every open back office of this process
 * (`GET /api/admin/transactions/live`) when the shop's messages arrive: the same outbox rows that
 * tell the shop on LINE tell its screens (notifications/shop-signal.ts). One read of the summary
 * serves every listener; nothing is read while nobody listens.
 */
class LiveSummary {
  readonly #db: Database;
  /** Each listener with what it was last told, so it is told only of a change. */
  readonly #listeners = new Map<Listener, string>();
  #stopSignal: (() => void) | undefined;
  #refresh: ReturnType<typeof setInterval> | undefined;
  #settle: ReturnType<typeof setTimeout> | undefined;

  constructor(db: Database) {
    this.#db = db;
  }

  /**
   * Calls `listener` with every summary unlike `current` (what it was last told) until the answer
   * is called.
   */
  listen(current: OrdersSummary, listener: Listener): () => void {
    this.#listeners.set(listener, JSON.stringify(current));
    if (this.#listeners.size === 1) {
      this.#stopSignal = onShopMessages(this.#db, () => this.#poke());
      this.#refresh = setInterval(() => this.#poke(), LIVE_SUMMARY_REFRESH_MS);
      this.#refresh.unref?.();
    }
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size > 0) return;
      this.#stopSignal?.();
      clearInterval(this.#refresh);
      clearTimeout(this.#settle);
      this.#settle = undefined;
    };
  }

  #poke(): void {
    if (this.#settle) return;
    this.#settle = setTimeout(() => {
      this.#settle = undefined;
      this.#read().catch((error: unknown) => logger.warn('live summary not read', { error }));
    }, SETTLE_MS);
  }

  async #read(): Promise<void> {
    if (this.#listeners.size === 0) return;
    const summary = await ordersSummary(this.#db);
    const told = JSON.stringify(summary);
    for (const [listener, last] of this.#listeners) {
      if (last === told) continue;
      this.#listeners.set(listener, told);
      listener(summary);
    }
  }
}

const hubs = new WeakMap<object, LiveSummary>();

export function liveSummaryOf(db: Database): LiveSummary {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new LiveSummary(db);
    hubs.set(db, hub);
  }
  return hub;
}
