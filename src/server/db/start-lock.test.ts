import { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { scratchPostgresDatabase } from '../../testing/db.ts';
import { type DatabaseHandle, migrateDatabase, openDatabase, PGLITE_EXTENSIONS } from './client.ts';
import { products, users } from './schema/index.ts';
import { seedDatabase } from './seed/index.ts';

/**
 * Two app processes starting together on one empty database (compose starts two): each start's
 * migrations and seed run alone, so both starts succeed and the shop is made once.
 */
const ROOT_PHONE = '0822222222';

const start = (handle: DatabaseHandle) =>
  handle.alone(async () => {
    await migrateDatabase(handle);
    return seedDatabase(handle.db, { rootPhone: ROOT_PHONE, rootPassword: 'two-starts-pw-1' });
  });

/** Two handles on one new, empty database: two processes on PostgreSQL, one on PGlite. */
async function emptyShop(): Promise<{ handles: DatabaseHandle[]; done: () => Promise<void> }> {
  if (inject('testDatabase') === 'postgres') {
    const scratch = await scratchPostgresDatabase('empty');
    const handles = [
      await openDatabase({ kind: 'postgres', url: scratch.url }),
      await openDatabase({ kind: 'postgres', url: scratch.url }),
    ];
    return {
      handles,
      done: async () => {
        await Promise.all(handles.map((handle) => handle.close()));
        await scratch.drop();
      },
    };
  }
  // PGlite is one process: the same handle asked twice at once.
  const handle = await openDatabase({
    kind: 'pglite',
    client: await PGlite.create({ extensions: PGLITE_EXTENSIONS }),
  });
  return { handles: [handle, handle], done: () => handle.close() };
}

describe('starts on one empty database at once', () => {
  it('migrate and seed one after the other: both succeed and the shop is made once', {
    timeout: 240_000,
  }, async () => {
    const { handles, done } = await emptyShop();
    try {
      const results = await Promise.allSettled(handles.map(start));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const [first] = handles as [DatabaseHandle];
      const [roots] = await first.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.phone, ROOT_PHONE));
      const [catalogue] = await first.db.select({ n: count() }).from(products);
      expect(roots?.n).toBe(1);
      expect(catalogue?.n).toBe(29);
    } finally {
      await done();
    }
  });
});
