import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** The rows a raw statement answers, on either driver (both answer `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
