import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import {
  LINE_LINK_CODE_MINUTES,
  type LineLinkCode,
  type LineLinkStatus,
} from '../../shared/contracts/notifications.ts';
import type { Database, Executor } from '../db/client.ts';
import {
  lineLinkCodes,
  lineLinks,
  lineSettings,
  notificationOutbox,
} from '../db/schema/notifications.ts';
import { uniqueViolation } from '../db/unique-violation.ts';
import { logger } from '../logger.ts';

/** Tries before giving up on a free code (a million codes, a handful live at once). */
const CODE_TRIES = 5;

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * A new one-time code for the customer to send to the shop's LINE account: their earlier codes
 * stop working, and the code expires LINE_LINK_CODE_MINUTES later on the database's clock.
 */
export async function issueLineLinkCode(db: Database, userId: string): Promise<LineLinkCode> {
  return db.transaction(async (tx) => {
    // The customer's earlier codes and everyone's expired ones: a code is free again once expired.
    await tx
      .delete(lineLinkCodes)
      .where(or(eq(lineLinkCodes.userId, userId), lte(lineLinkCodes.expiresAt, sql`now()`)));
    for (let tries = 0; tries < CODE_TRIES; tries += 1) {
      const [row] = await tx
        .insert(lineLinkCodes)
        .values({
          code: newCode(),
          userId,
          expiresAt: sql`now() + make_interval(mins => ${LINE_LINK_CODE_MINUTES})`,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return { code: row.code, expiresAt: row.expiresAt.toISOString() };
    }
    throw new Error('no free LINE link code');
  });
}

/** Whether the customer's LINE is linked, and since when. */
export async function lineLinkStatus(db: Database, userId: string): Promise<LineLinkStatus> {
  const [row] = await db
    .select({ linkedAt: lineLinks.linkedAt })
    .from(lineLinks)
    .where(eq(lineLinks.userId, userId));
  return { linked: row !== undefined, linkedAt: row?.linkedAt.toISOString() ?? null };
}

/** Unlinks the customer's LINE (nothing to do when it is not linked) and drops their codes. */
export async function unlinkLine(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(lineLinks).where(eq(lineLinks.userId, userId));
    await tx.delete(lineLinkCodes).where(eq(lineLinkCodes.userId, userId));
  });
}

/** The LINE user a customer's messages go to, or null when they have not linked LINE. */
/** The customer's LINE link as the data export gives it: which LINE user, since when. */
export async function lineLinkOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ lineUserId: lineLinks.lineUserId, linkedAt: lineLinks.linkedAt })
    .from(lineLinks)
    .where(eq(lineLinks.userId, userId));
  return row ?? null;
}

/**
 * Erasure: messages to the customer's LINE go, and the shop's messages about their orders name
 * an anonymous customer (the link itself goes with the account).
 */
export async function forgetCustomerMessages(
  tx: Executor,
  userId: string,
  orderIds: readonly string[],
): Promise<void> {
  const lineUser = await lineUserOf(tx, userId);
  if (lineUser) {
    await tx.delete(notificationOutbox).where(eq(notificationOutbox.recipient, lineUser));
  }
  if (orderIds.length > 0) {
    await tx
      .update(notificationOutbox)
      .set({ payload: sql`jsonb_set(${notificationOutbox.payload}, '{firstName}', '"ลูกค้า"')` })
      .where(
        and(
          sql`${notificationOutbox.payload} ? 'firstName'`,
          inArray(sql`${notificationOutbox.payload}->>'orderId'`, [...orderIds]),
        ),
      );
  }
}

export async function lineUserOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ lineUserId: lineLinks.lineUserId })
    .from(lineLinks)
    .where(eq(lineLinks.userId, userId));
  return row?.lineUserId ?? null;
}

/** The channel secret LINE signs webhooks with; '' when none is saved. Never answered or logged. */
export async function lineChannelSecret(db: Database): Promise<string> {
  const [row] = await db
    .select({ channelSecret: lineSettings.channelSecret })
    .from(lineSettings)
    .where(eq(lineSettings.id, 1));
  return row?.channelSecret ?? '';
}

/**
 * A code sent from a LINE user links that LINE user to the code's customer, in one step: the code
 * is used up (a repeat or an expired code finds nothing), the customer's earlier link is replaced,
 * and a LINE user linked to another customer moves (one customer per LINE user). Answers whether
 * it linked.
 */
export async function redeemLineLinkCode(
  db: Database,
  code: string,
  lineUserId: string,
): Promise<boolean> {
  // Two codes for one LINE user at the same moment: the second insert meets the first's row; one
  // more go, after it committed, moves the LINE user as a lone request would.
  let userId: string | null;
  try {
    userId = await linkOnce(db, code, lineUserId);
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    userId = await linkOnce(db, code, lineUserId);
  }
  if (userId) logger.info('line linked', { userId });
  return userId !== null;
}

function linkOnce(db: Database, code: string, lineUserId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .delete(lineLinkCodes)
      .where(and(eq(lineLinkCodes.code, code), gt(lineLinkCodes.expiresAt, sql`now()`)))
      .returning({ userId: lineLinkCodes.userId });
    if (!used) return null;
    await tx
      .delete(lineLinks)
      .where(and(eq(lineLinks.lineUserId, lineUserId), ne(lineLinks.userId, used.userId)));
    await tx
      .insert(lineLinks)
      .values({ userId: used.userId, lineUserId })
      .onConflictDoUpdate({
        target: lineLinks.userId,
        set: { lineUserId, linkedAt: sql`now()` },
      });
    return used.userId;
  });
}
