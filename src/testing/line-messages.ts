import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { lineLinks, notificationOutbox } from '../server/db/schema/index.ts';
import { lineSettingsAnswerSchema } from '../shared/contracts/notifications-answers.ts';
import { expectAnswer, type TestContext } from './api-client.ts';
import { type SignedInCustomer, signedInCustomer } from './customers.ts';
import { FakeLineServer } from './fake-line-server.ts';
import { signedInClient } from './staff-session.ts';

/** The shop's one LINE recipient: its owner. */
export const OWNER = `U${'a'.repeat(32)}`;

export type Customer = SignedInCustomer & { lineUserId: string | null };

/** A signed-in customer who has linked a LINE account of their own (a new LINE user id). */
export async function lineLinkedCustomer(
  ctx: TestContext,
): Promise<SignedInCustomer & { lineUserId: string }> {
  const signedIn = await signedInCustomer(ctx);
  const lineUserId = `U${randomBytes(16).toString('hex')}`;
  await ctx.handle.db.insert(lineLinks).values({ userId: signedIn.user.id, lineUserId });
  return { ...signedIn, lineUserId };
}

/**
 * The shop's LINE channel on a fake LINE server, with `token` and the owner as the shop's one
 * recipient, saved by an admin in the back office before the file's tests; the outbox and the
 * server's books are emptied before each test.
 */
export function shopOnLine(ctx: TestContext, token: string) {
  const line = new FakeLineServer(token);

  beforeAll(async () => {
    await line.start();
    const admin = await signedInClient(ctx, 'admin');
    await expectAnswer(
      lineSettingsAnswerSchema,
      admin.api.admin.settings.line.$put({
        json: { channelAccessToken: line.token, channelSecret: '', shopRecipients: [OWNER] },
      }),
    );
  });
  afterAll(async () => {
    await line.stop();
  });
  beforeEach(async () => {
    await ctx.handle.db.delete(notificationOutbox);
    line.received.length = 0;
    line.delivered.length = 0;
  });

  /** A customer, with their LINE linked unless said. */
  async function customer({ linked = true } = {}): Promise<Customer> {
    if (linked) return lineLinkedCustomer(ctx);
    return { ...(await signedInCustomer(ctx)), lineUserId: null };
  }

  /** The outbox, oldest first, as [template, recipient]; `clear` empties it for the next step. */
  async function outbox({ clear = true } = {}) {
    const rows = await ctx.handle.db
      .select()
      .from(notificationOutbox)
      .orderBy(asc(notificationOutbox.id));
    if (clear) await ctx.handle.db.delete(notificationOutbox);
    return rows;
  }

  return { line, customer, outbox };
}

export type OutboxRows = Awaited<ReturnType<ReturnType<typeof shopOnLine>['outbox']>>;
export const sent = (rows: OutboxRows) => rows.map((row) => [row.template, row.recipient]);
