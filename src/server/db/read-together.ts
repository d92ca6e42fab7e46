import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

type Reads = readonly (() => PromiseLike<unknown>)[];

/**
 * Runs reads that do not depend on each other: all at once on the pool (each on a connection of
 * its own), and one after another inside a transaction, whose one connection takes one query at a
 * time. node-postgres queues a query sent to a busy client, a use it deprecates and pg 9 refuses.
 */
export async function readTogether<const T extends Reads>(
  db: Executor,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Results = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
