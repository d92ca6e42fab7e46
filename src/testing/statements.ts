import pg from 'pg';
import { vi } from 'vitest';
import type { DatabaseHandle } from '../server/db/client.ts';

type Driver = Record<string, (...args: unknown[]) => unknown>;

/**
 * Every statement the server sends to the database while `work` runs, through the driver the
 * app shares with the test: PGlite's `query`, `exec` and `transaction`, or each pooled
 * PostgreSQL connection's `query` (a transaction's BEGIN and COMMIT included). Restores the
 * driver after.
 */
export async function statementsOf(
  handle: DatabaseHandle,
  work: () => Promise<unknown>,
): Promise<string[]> {
  const driver = (handle.db as unknown as { $client: Driver }).$client;
  const pooled = handle.kind === 'postgres';
  const target = (pooled ? pg.Client.prototype : driver) as unknown as Driver;
  const seen: string[] = [];
  const spies = (pooled ? ['query'] : ['query', 'exec', 'transaction']).map((method) => {
    const original = target[method] as (...args: unknown[]) => unknown;
    return vi.spyOn(target, method).mockImplementation(function (
      this: unknown,
      ...args: unknown[]
    ) {
      const [first] = args;
      const text =
        typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
      seen.push(`${method}: ${text.replace(/\s+/g, ' ')}`);
      return original.apply(this, args);
    });
  });
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return seen;
}

/** A statement as a pooled PostgreSQL connection sent it: its name when prepared, and its values. */
export interface SentStatement {
  name?: string;
  text: string;
  values?: unknown[];
}

/**
 * The prepared (named) statements the server sends to PostgreSQL while `work` runs, as it sends
 * them, values included (drizzle's node-postgres session passes them apart from the statement):
 * to send one again on a connection of the test's own. Restores the driver after.
 */
export async function namedStatementsOf(work: () => Promise<unknown>): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const [first, values] = args;
    if (typeof first === 'object' && first !== null && 'name' in first) {
      const { name, text } = first as SentStatement;
      sent.push({
        name,
        text,
        values: Array.isArray(values) ? values : (first as SentStatement).values,
      });
    }
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query);
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return sent;
}
