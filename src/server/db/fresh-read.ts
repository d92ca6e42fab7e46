import type { Executor } from './client.ts';

interface Entry<T> {
  value?: T;
  readAt: number;
  /** The read on its way, which every caller who finds the value stale waits for. */
  reading?: Promise<T>;
  /** Bumped by `put`: a read begun before it must not overwrite what was saved. */
  generation: number;
}

/**
 * A row checkout reads on every order (the payment and shipping settings), remembered per
 * database handle and read again at most once per `freshMs`: fifty orders arriving together when
 * it has gone stale wait for one read, not fifty. `put` stores what this process has just saved,
 * so a change made here applies at once; one made by another process, within `freshMs`.
 */
export function freshRead<T>(read: (db: Executor) => Promise<T>, freshMs: number) {
  const entries = new WeakMap<object, Entry<T>>();
  return {
    get(db: Executor): Promise<T> {
      const entry = entries.get(db) ?? { readAt: 0, generation: 0 };
      entries.set(db, entry);
      if (entry.value !== undefined && Date.now() - entry.readAt < freshMs) {
        return Promise.resolve(entry.value);
      }
      if (entry.reading) return entry.reading;
      const generation = entry.generation;
      const reading = read(db).then(
        (value) => {
          if (entry.generation === generation) {
            entry.value = value;
            entry.readAt = Date.now();
          }
          entry.reading = undefined;
          return value;
        },
        (error: unknown) => {
          entry.reading = undefined;
          throw error;
        },
      );
      entry.reading = reading;
      return reading;
    },
    /**
     * The value last read or stored, however old, else a read now: for a caller that has the
     * database check the value's version where it matters (checkout's place_order), and
     * `forget`s it when told it changed.
     */
    remembered(db: Executor): Promise<T> {
      const value = entries.get(db)?.value;
      return value !== undefined ? Promise.resolve(value) : this.get(db);
    },
    /** The next `get` or `remembered` reads again. */
    forget(db: Executor): void {
      const entry = entries.get(db);
      if (!entry) return;
      entry.generation += 1;
      entry.value = undefined;
      entry.readAt = 0;
      entry.reading = undefined;
    },
    put(db: Executor, value: T): void {
      const entry = entries.get(db) ?? { readAt: 0, generation: 0 };
      entry.generation += 1;
      entry.value = value;
      entry.readAt = Date.now();
      entry.reading = undefined;
      entries.set(db, entry);
    },
  };
}
