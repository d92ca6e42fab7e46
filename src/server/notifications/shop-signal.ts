import type { Executor } from '../db/client.ts';

/**
 * The PostgreSQL channel the outbox worker notifies when it takes the shop's messages (a new
 * order, a slip, a cancel): every process of the shop listens (index.ts) and tells its own
 * listeners, so the back office open on any of them hears of the order at once.
 */
export const SHOP_MESSAGES_CHANNEL = 'shop_messages';

/** Per database handle: the tests run many shops in one process. */
const listeners = new WeakMap<object, Set<() => void>>();

/** Calls `listener` whenever the shop's messages arrive; answers how to stop. */
export function onShopMessages(db: Executor, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** The shop's messages arrived (taken by this process's worker, or notified by another's). */
export function shopMessagesArrived(db: Executor): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
