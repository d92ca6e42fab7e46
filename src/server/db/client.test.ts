import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './client.ts';
import { lockDataDir } from './lock.ts';
import { newsletterSubscribers, products } from './schema/index.ts';
import { seedDatabase } from './seed/index.ts';

const root = mkdtempSync(path.join(tmpdir(), 'shop-pglite-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('PGlite on disk', () => {
  it('knows the types its migrations made, keeps the data when the shop stops and starts again, and the second start seeds nothing', async () => {
    const dataDir = path.join(root, 'nested', 'db');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(first);
    // The first start knows the array types its migrations made: an array of an enum is sent as
    // an array (place_order's unpaid statuses), not as plain text.
    const statuses = ['pending', 'confirmed'];
    const [sent] = await first.db
      .select({ n: sql<number>`cardinality(${sql.param(statuses)}::order_status[])` })
      .from(sql`(SELECT 1) AS one`);
    expect(sent?.n).toBe(2);
    await seedDatabase(first.db, { rootPhone: '0811111111', rootPassword: 'first-start-pw' });
    await first.db.insert(newsletterSubscribers).values({ email: 'kept@example.com' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(second);
    const result = await seedDatabase(second.db, { rootPhone: '0811111111' });
    expect(result.generatedRootPassword).toBeUndefined();
    const [productCount] = await second.db.select({ n: count() }).from(products);
    const [subscribers] = await second.db.select({ n: count() }).from(newsletterSubscribers);
    expect(productCount?.n).toBe(29);
    expect(subscribers?.n).toBe(1);
    await second.close();
  }, 180_000);

  it('keeps 16 MB of shared buffers in its memory, not the 128 MB PostgreSQL starts with', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(root, 'buffers') });
    const { rows } = (await handle.db.execute(sql`SHOW shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    await handle.close();
    expect(rows[0]?.shared_buffers).toBe('16MB');
    // A new folder is a new cluster: PGlite's initdb, which took over 30 s on a loaded CI machine.
  }, 120_000);

  it('refuses a second process on the same folder and frees the lock on release', () => {
    const dataDir = path.join(root, 'locked', 'db');
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(/in use by process/);
    release();
    const again = lockDataDir(dataDir);
    again();
  });
});
