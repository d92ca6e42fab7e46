import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, refusal, TestClient, type TestContext } from '../../testing/api-client.ts';
import { openTestDatabase, scratchPostgresDatabase } from '../../testing/db.ts';
import { paidOrder, requestInvoice, vatShop } from '../../testing/tax-documents.ts';
import { openDatabase } from '../db/client.ts';
import { taxDocuments } from '../db/schema/tax-documents.ts';

/**
 * Invoices asked for at once: the order row is locked and the counter row per kind and year is
 * bumped in the issuing transaction, so one order gets one invoice and many orders get consecutive
 * numbers, even from two app processes on one database. Meaningful on PostgreSQL (real parallel
 * transactions, two connection pools); must hold on PGlite too.
 */
const onPostgres = inject('testDatabase') === 'postgres';
const ctx = {} as TestContext;
/** The second app process: on PostgreSQL its own connection pool on the same database. */
let otherApp: TestContext['app'];
const closes: (() => Promise<void>)[] = [];
const statusOf = (res: { status: number }): number => res.status;

beforeAll(async () => {
  if (onPostgres) {
    const scratch = await scratchPostgresDatabase();
    const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    const other = await openDatabase({ kind: 'postgres', url: scratch.url });
    closes.push(
      () => other.close(),
      () => handle.close(),
      scratch.drop,
    );
    ctx.handle = handle;
    otherApp = buildTestApp(other);
  } else {
    ctx.handle = await openTestDatabase();
    closes.push(() => ctx.handle.close());
    otherApp = buildTestApp(ctx.handle);
  }
  ctx.app = buildTestApp(ctx.handle);
  ctx.client = () => new TestClient(ctx.app);
});
afterAll(async () => {
  for (const close of closes) await close();
});

describe('tax invoices asked for at once', () => {
  it('six requests for one order: one invoice, five 409 ALREADY_ISSUED', async () => {
    await vatShop(ctx);
    const { order, customer } = await paidOrder(ctx);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => requestInvoice(customer.client, order.id)),
    );
    expect(answers.map(statusOf).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((res) => statusOf(res) === 409))
      await refusal(res, 409, 'ALREADY_ISSUED');
    const rows = await ctx.handle.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  // 50 orders paid one by one first: 11 s on a quick machine.
  it('50 orders asked for at once through two processes: 50 consecutive numbers', {
    timeout: 90_000,
  }, async () => {
    await vatShop(ctx);
    const paid = [];
    for (let i = 0; i < 50; i += 1) paid.push(await paidOrder(ctx, [{ quantity: 1 }]));
    const before = await ctx.handle.db.select().from(taxDocuments);
    const answers = await Promise.all(
      paid.map(async (each, index) => {
        const client = index % 2 === 0 ? each.customer.client : new TestClient(otherApp);
        client.cookie = each.customer.client.cookie;
        return { ...each, res: await requestInvoice(client, each.order.id) };
      }),
    );
    // The numbers are taken one after the other (the year's counter row), so on a starved machine
    // the last requests of the burst can wait past the pool's 5 s for a connection: those are
    // answered 503 UNAVAILABLE before they start anything, and asked again they are issued.
    const turnedAway = [];
    for (const answer of answers) {
      if (statusOf(answer.res) === 201) continue;
      await refusal(answer.res, 503, 'UNAVAILABLE');
      turnedAway.push(answer);
    }
    // Most were issued at once: the race was run.
    expect(turnedAway.length).toBeLessThan(25);
    for (const { order, customer } of turnedAway) {
      expect(statusOf(await requestInvoice(customer.client, order.id))).toBe(201);
    }
    const rows = await ctx.handle.db.select().from(taxDocuments);
    const sequences = rows
      .filter((row) => row.kind === 'INV')
      .map((row) => row.sequence)
      .sort((a, b) => a - b);
    const first = before.filter((row) => row.kind === 'INV').length + 1;
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
    expect(sequences.slice(first - 1)).toHaveLength(50);
  });
});
