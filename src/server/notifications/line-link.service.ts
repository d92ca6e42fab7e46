import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import {
  LINE_LINK_CODE_ALPHABET,
  LINE_LINK_CODE_LENGTH,
  LINE_LINK_CODE_MINUTES,
  LINE_LINK_REQUEST_MINUTES,
  LINE_WRONG_CODE_HOURS,
  LINE_WRONG_CODES,
  type LineLinkCode,
  type LineLinkStatus,
} from '../../shared/contracts/notifications.ts';
import { lineLinkMessages } from '../../shared/notification-messages.ts';
import { paths } from '../../shared/routes.ts';
import type { Database, Executor } from '../db/client.ts';
import {
  lineLinkCodes,
  lineLinkRequests,
  lineLinks,
  lineSettings,
  lineWrongCodes,
  notificationOutbox,
} from '../db/schema/notifications.ts';
import { uniqueViolation } from '../db/unique-violation.ts';
import { AppError } from '../http/errors.ts';
import { logger } from '../logger.ts';
import { enqueueNotification } from './enqueue.ts';

/** Tries before giving up on a free code (2^40 codes, a handful live at once). */
const CODE_TRIES = 5;

/** Eight letters of the alphabet, each from a cryptographic source. */
const newCode = () =>
  Array.from(
    { length: LINE_LINK_CODE_LENGTH },
    () => LINE_LINK_CODE_ALPHABET[randomInt(0, LINE_LINK_CODE_ALPHABET.length)],
  ).join('');

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

/** A request from LINE still waiting for the customer: made less than the minutes ago. */
const requestLive = gt(
  lineLinkRequests.requestedAt,
  sql`now() - make_interval(mins => ${LINE_LINK_REQUEST_MINUTES})`,
);

/** The customer's LINE link and since when, and the request from LINE waiting for them. */
export async function lineLinkStatus(db: Executor, userId: string): Promise<LineLinkStatus> {
  const [link] = await db
    .select({ linkedAt: lineLinks.linkedAt })
    .from(lineLinks)
    .where(eq(lineLinks.userId, userId));
  const [request] = await db
    .select({ requestedAt: lineLinkRequests.requestedAt })
    .from(lineLinkRequests)
    .where(and(eq(lineLinkRequests.userId, userId), requestLive));
  return {
    linked: link ? { linkedAt: link.linkedAt.toISOString() } : null,
    pending: request ? { requestedAt: request.requestedAt.toISOString() } : null,
  };
}

/**
 * Unlinks the customer's LINE (nothing to do when it is not linked) and drops their codes and
 * the request waiting for them; the LINE user that was linked is told, in the same transaction.
 */
export async function unlinkLine(db: Database, userId: string): Promise<void> {
  const unlinked = await db.transaction(async (tx) => {
    // Written while the link still names the LINE user to tell.
    await tellLineUser(tx, userId, 'customer.line_unlinked');
    const gone = await tx
      .delete(lineLinks)
      .where(eq(lineLinks.userId, userId))
      .returning({ userId: lineLinks.userId });
    await tx.delete(lineLinkCodes).where(eq(lineLinkCodes.userId, userId));
    await tx.delete(lineLinkRequests).where(eq(lineLinkRequests.userId, userId));
    return gone.length > 0;
  });
  if (unlinked) logger.info('line unlinked', { userId });
}

/** The customer's linked LINE user hears that a link was made or removed (none without a link). */
function tellLineUser(
  tx: Executor,
  userId: string,
  template: 'customer.line_linked' | 'customer.line_unlinked',
) {
  return enqueueNotification(tx, { to: 'customer', userId }, template, { link: paths.lineLink });
}

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

/** The LINE user a customer's messages go to, or null when they have not linked LINE. */
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
 * A right code sent from a LINE user makes that user's request to be linked to the code's
 * customer, for the customer to confirm in the shop: the code is used up (a repeat or an expired
 * code finds nothing) and the customer's earlier request is replaced. Nothing is linked here.
 * Answers whether the code was right.
 */
export async function requestLineLink(
  db: Database,
  code: string,
  lineUserId: string,
): Promise<boolean> {
  const userId = await db.transaction(async (tx) => {
    const [used] = await tx
      .delete(lineLinkCodes)
      .where(and(eq(lineLinkCodes.code, code), gt(lineLinkCodes.expiresAt, sql`now()`)))
      .returning({ userId: lineLinkCodes.userId });
    if (!used) return null;
    await tx
      .insert(lineLinkRequests)
      .values({ userId: used.userId, lineUserId })
      .onConflictDoUpdate({
        target: lineLinkRequests.userId,
        set: { lineUserId, requestedAt: sql`now()` },
      });
    return used.userId;
  });
  if (userId) logger.info('line link requested', { userId });
  return userId !== null;
}

/** Rows of windows over for a day are deleted, now and then, by the webhook's own calls. */
const FORGET_ONE_IN = 500;
const wrongWindow = sql`make_interval(hours => ${LINE_WRONG_CODE_HOURS})`;
const wrongWindowOver = sql`${lineWrongCodes.windowStartedAt} <= now() - ${wrongWindow}`;

/**
 * Books a code a LINE user sent as wrong before it is checked, unless the user already sent
 * LINE_WRONG_CODES wrong ones in the window: then answers false and the code is not to be tried.
 * One guarded upsert, so codes sent in parallel cannot get more than the limit tried; a right
 * code is given back with `forgiveRightCode`.
 */
export async function bookLineCode(db: Executor, lineUserId: string): Promise<boolean> {
  const [booked] = await db
    .insert(lineWrongCodes)
    .values({ lineUserId, wrongCodes: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: lineWrongCodes.lineUserId,
      set: {
        wrongCodes: sql`case when ${wrongWindowOver} then 1 else ${lineWrongCodes.wrongCodes} + 1 end`,
        windowStartedAt: sql`case when ${wrongWindowOver} then now() else ${lineWrongCodes.windowStartedAt} end`,
      },
      setWhere: or(wrongWindowOver, sql`${lineWrongCodes.wrongCodes} < ${LINE_WRONG_CODES}`),
    })
    .returning({ wrongCodes: lineWrongCodes.wrongCodes });
  if (Math.random() * FORGET_ONE_IN < 1) {
    await db
      .delete(lineWrongCodes)
      .where(lte(lineWrongCodes.windowStartedAt, sql`now() - interval '1 day'`));
  }
  return booked !== undefined;
}

/**
 * A right code's booking is given back (the wrong ones stay counted: a LINE user's own right code
 * does not buy more guesses); the user's row goes when nothing is left of it.
 */
export async function forgiveRightCode(db: Executor, lineUserId: string): Promise<void> {
  const [left] = await db
    .update(lineWrongCodes)
    .set({ wrongCodes: sql`greatest(${lineWrongCodes.wrongCodes} - 1, 0)` })
    .where(eq(lineWrongCodes.lineUserId, lineUserId))
    .returning({ wrongCodes: lineWrongCodes.wrongCodes });
  if (left?.wrongCodes === 0) {
    await db
      .delete(lineWrongCodes)
      .where(and(eq(lineWrongCodes.lineUserId, lineUserId), eq(lineWrongCodes.wrongCodes, 0)));
  }
}

/**
 * The codes a LINE user's message carries, tried in turn until one is right: each is booked as
 * wrong before it is tried, so a user past LINE_WRONG_CODES wrong codes in the window has the
 * rest of their codes ignored, right ones too. Answers whether a code made a request.
 */
export async function hearLinkCodes(
  db: Database,
  lineUserId: string,
  codes: readonly string[],
): Promise<boolean> {
  for (const code of codes) {
    if (!(await bookLineCode(db, lineUserId))) {
      logger.info('line link codes ignored after wrong ones');
      return false;
    }
    if (await requestLineLink(db, code, lineUserId)) {
      await forgiveRightCode(db, lineUserId);
      return true;
    }
  }
  return false;
}

/**
 * The customer confirms the request their code made from LINE: it becomes their link, in one
 * step. The customer's earlier link to another LINE user is replaced, a LINE user linked to
 * another customer moves (one customer per LINE user), and the LINE user that loses the link and
 * the one that gets it are told. 409 when no request is waiting. Answers the new status.
 */
export async function confirmLineLink(db: Database, userId: string): Promise<LineLinkStatus> {
  // Two customers confirming one LINE user at the same moment: the second insert meets the
  // first's row; one more go, after it committed, moves the LINE user as a lone request would.
  let status: LineLinkStatus;
  try {
    status = await confirmOnce(db, userId);
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    status = await confirmOnce(db, userId);
  }
  logger.info('line linked', { userId });
  return status;
}

function confirmOnce(db: Database, userId: string): Promise<LineLinkStatus> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .delete(lineLinkRequests)
      .where(and(eq(lineLinkRequests.userId, userId), requestLive))
      .returning({ lineUserId: lineLinkRequests.lineUserId });
    if (!request) throw new AppError('CONFLICT', lineLinkMessages.noRequest);
    const { lineUserId } = request;
    const [current] = await tx
      .select({ lineUserId: lineLinks.lineUserId })
      .from(lineLinks)
      .where(eq(lineLinks.userId, userId))
      .for('update');
    if (current && current.lineUserId !== lineUserId) {
      await tellLineUser(tx, userId, 'customer.line_unlinked');
    }
    await tx
      .delete(lineLinks)
      .where(and(eq(lineLinks.lineUserId, lineUserId), ne(lineLinks.userId, userId)));
    await tx
      .insert(lineLinks)
      .values({ userId, lineUserId })
      .onConflictDoUpdate({
        target: lineLinks.userId,
        set: {
          lineUserId,
          // The same LINE user confirmed again keeps its age (the reset code by LINE needs it).
          linkedAt: sql`case when ${lineLinks.lineUserId} = ${lineUserId} then ${lineLinks.linkedAt} else now() end`,
        },
      });
    await tellLineUser(tx, userId, 'customer.line_linked');
    return lineLinkStatus(tx, userId);
  });
}

/**
 * Whether the customer's LINE link is at least `hours` old, read in the caller's transaction with
 * the link held, so that it cannot change before the caller's message is written.
 */
export async function lineLinkedFor(tx: Executor, userId: string, hours: number): Promise<boolean> {
  const [row] = await tx
    .select({ userId: lineLinks.userId })
    .from(lineLinks)
    .where(
      and(
        eq(lineLinks.userId, userId),
        lte(lineLinks.linkedAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    )
    .for('update');
  return row !== undefined;
}
