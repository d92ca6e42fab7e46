import type { ShippingAddress } from '../../shared/contracts/addresses.ts';
import { defaultEntryForSession } from '../addresses/address-book.service.ts';
import type { Executor } from '../db/client.ts';

/** A session's default address as last read: null when the book had none. */
export type RememberedDefault = { id: string; version: number; address: ShippingAddress } | null;

/** More sessions than order at once: past it, the longest remembered are dropped first. */
const DEFAULT_CAPACITY = 10_000;

/**
 * Where each session's orders without an address go, remembered between orders so that such an
 * order does not read the book before `place_order` (decision 0038). Only a guess, as the
 * remembered products are: `place_order` compares the book's default (its id and version) with
 * the one remembered and answers ADDRESS_CHANGED when they differ; checkout then forgets it and
 * reads it again.
 */
export class RememberedAddresses {
  readonly #rows = new Map<string, RememberedDefault>();
  readonly #capacity: number;

  constructor(capacity = DEFAULT_CAPACITY) {
    this.#capacity = capacity;
  }

  async read(db: Executor, sessionId: string, now: Date): Promise<RememberedDefault> {
    const known = this.#rows.get(sessionId);
    if (known !== undefined) return known;
    const found = await defaultEntryForSession(db, sessionId, now);
    this.#rows.delete(sessionId);
    if (this.#rows.size >= this.#capacity) {
      const oldest = this.#rows.keys().next();
      if (!oldest.done) this.#rows.delete(oldest.value);
    }
    this.#rows.set(sessionId, found);
    return found;
  }

  forget(sessionId: string): void {
    this.#rows.delete(sessionId);
  }
}
