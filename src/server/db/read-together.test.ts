import { PgTransaction } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Executor } from './client.ts';
import { readTogether } from './read-together.ts';

/** Reads that say when they start and end, each ending on a later turn of the event loop. */
function traced() {
  const log: string[] = [];
  const read = (name: string, value: number) => async () => {
    log.push(`start ${name}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    log.push(`end ${name}`);
    return value;
  };
  return { log, read };
}

describe('readTogether', () => {
  it('reads all at once on the pool, and answers in the order asked', async () => {
    const { log, read } = traced();
    const pool = {} as Executor;
    expect(await readTogether(pool, [read('a', 1), read('b', 2)])).toEqual([1, 2]);
    expect(log).toEqual(['start a', 'start b', 'end a', 'end b']);
  });

  it('reads one after another inside a transaction, whose one connection takes one query at a time', async () => {
    const { log, read } = traced();
    const transaction = Object.create(PgTransaction.prototype) as Executor;
    expect(await readTogether(transaction, [read('a', 1), read('b', 2)])).toEqual([1, 2]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
