import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../testing/api-client.ts';
import { TEST_ROOT_PASSWORD, TEST_ROOT_PHONE } from '../testing/constants.ts';
import { captureLogLines } from '../testing/log-lines.ts';
import { articles, news, products, reviews } from './db/schema/index.ts';
import { openingLine, prepareDatabase, rootLine, setupLine } from './start-steps.ts';

// What a start says while it prepares its database (README, Start): each step, what the seed
// added, and the root account, never its phone or password (docs/quality.md, logs).

const ctx = setupTestApp();
const log = captureLogLines();

const config = {
  ROOT_PHONE: TEST_ROOT_PHONE,
  ROOT_PASSWORD: TEST_ROOT_PASSWORD,
  DEMO_EVENTS: false,
};

const said = () => log.lines.join('');

async function rowsIn(table: PgTable): Promise<number> {
  const [row] = await ctx.handle.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('a start on a shop that has its data', () => {
  it('says the database is up to date, nothing was seeded, and that ROOT_* changed nothing', async () => {
    await prepareDatabase(ctx.handle, config, true);
    expect(log.lines).toEqual([
      'Database migrations: up to date.\n',
      'Demo shop: nothing to add, the shop has its own data.\n',
      'Root account: made on an earlier start. ROOT_PHONE and ROOT_PASSWORD count only when the shop makes it, so they changed nothing.\n',
    ]);
  });
});

describe("a new shop's first start", () => {
  it('says what the seed added, as many as it added, and that the root account was made', async () => {
    await ctx.handle.db.execute(
      sql`TRUNCATE users, products, articles, news, reviews, promotions, analytics_events CASCADE`,
    );
    await prepareDatabase(ctx.handle, { ...config, DEMO_EVENTS: true }, true);

    const [migrations, seeded, root] = log.lines;
    expect(migrations).toBe('Database migrations: up to date.\n');
    const categories = await ctx.handle.db.selectDistinct({ c: products.category }).from(products);
    expect(seeded).toBe(
      `Demo shop seeded: ${await rowsIn(products)} products in ${categories.length} categories, ` +
        `${await rowsIn(articles)} articles, ${await rowsIn(news)} news items, ` +
        `${await rowsIn(reviews)} reviews, the promotion FARM10, 400 demo analytics events.\n`,
    );
    expect(root).toBe(
      'Root account created: sign in with the phone in ROOT_PHONE and the password in ROOT_PASSWORD.\n',
    );
    expect(log.lines).toHaveLength(3);
    expect(said()).not.toContain(TEST_ROOT_PHONE);
    expect(said()).not.toContain(TEST_ROOT_PASSWORD);
  });
});

describe('the lines of a start', () => {
  it('names the default phone without its number, and a phone a customer holds', () => {
    const made = { root: 'created' as const };
    expect(rootLine(made, { phoneSet: false, passwordSet: true })).toBe(
      'Root account created: sign in with the default phone (README) and the password in ROOT_PASSWORD.',
    );
    // A generated password is shown by the start itself, once, with the phone it goes with.
    expect(
      rootLine({ ...made, generatedRootPassword: 'x' }, { phoneSet: false, passwordSet: false }),
    ).toBeNull();
    expect(rootLine({ root: 'existing' }, { phoneSet: false, passwordSet: false })).toBe(
      'Root account: made on an earlier start.',
    );
    expect(rootLine({ root: 'phone-taken' }, { phoneSet: true, passwordSet: true })).toBe(
      'No root account: the phone in ROOT_PHONE belongs to a customer. Start again with another ROOT_PHONE.',
    );
  });

  it("says which database it opens, never a PostgreSQL URL's password or name", () => {
    const url = 'postgres://shop:s3cret@db.example:5432/shop_0812345678';
    expect(openingLine({ DATABASE_URL: url, PGLITE_DIR: './data/db' })).toBe(
      'Opening the database: PostgreSQL…',
    );
    expect(openingLine({ PGLITE_DIR: '/nowhere/yet/db' })).toBe(
      'Opening the database: PGlite in /nowhere/yet/db, a new one (creating it takes a few seconds)…',
    );
  });
});

describe('what a start says the shop must still set before it sells', () => {
  it('names every setting a new shop has not set, and where the owner sets them', async () => {
    expect(await setupLine(ctx.handle.db, 'http://localhost:3000/admin')).toBe(
      "Still to set before the shop sells: the shop's own phone and email; its tax id; its own " +
        'PromptPay id or bank account; shipping fees (delivery is free until then); the LINE ' +
        'channel that tells the shop of orders. Sign in as root at http://localhost:3000/admin: ' +
        'the back office lists them.',
    );
  });
});
