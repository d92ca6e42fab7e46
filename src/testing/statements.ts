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
