import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  lineSettingsSchema,
  NotificationStatus,
} from '../../shared/contracts/notifications.ts';
import type {
  LineSettingsAnswer,
  OutboxEntry,
  OutboxList,
} from '../../shared/contracts/notifications-answers.ts';
import { notificationAdminMessages } from '../../shared/notification-messages.ts';
import type { Database, Executor } from '../db/client.ts';
import { lineSettings, notificationOutbox } from '../db/schema/notifications.ts';
import { AppError } from '../http/errors.ts';

/** The back office's list shows this many messages, newest first. */
const LIST_LIMIT = 200;

type OutboxRow = typeof notificationOutbox.$inferSelect;

function toEntry(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The outbox newest first, of one status or all. */
export async function listOutbox(db: Database, status?: NotificationStatus): Promise<OutboxList> {
  const where = status ? eq(notificationOutbox.status, status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notificationOutbox)
      .where(where)
      .orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id))
      .limit(LIST_LIMIT),
    db.select({ total: count() }).from(notificationOutbox).where(where),
  ]);
  return { items: rows.map(toEntry), total: counted?.total ?? 0 };
}

/**
 * A failed message goes back to pending, due now, with its tries and its retry key kept: if LINE
 * did take it after all, the repeat is answered 409 and not sent twice.
 */
export async function resendNotification(db: Executor, id: number): Promise<OutboxEntry> {
  const [row] = await db
    .update(notificationOutbox)
    .set({ status: 'pending', nextAttemptAt: sql`now()` })
    .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'failed')))
    .returning();
  if (row) return toEntry(row);
  const [exists] = await db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.id, id));
  if (!exists) throw new AppError('NOT_FOUND', notificationAdminMessages.notFound);
  throw new AppError('CONFLICT', notificationAdminMessages.onlyFailed);
}

async function readLineSettings(db: Executor) {
  const [row] = await db.select().from(lineSettings).where(eq(lineSettings.id, 1));
  return row ?? { channelAccessToken: '', channelSecret: '', shopRecipients: [] as string[] };
}

function toAnswer(row: {
  channelAccessToken: string;
  channelSecret: string;
  shopRecipients: string[];
}): LineSettingsAnswer {
  return {
    channelAccessTokenSet: row.channelAccessToken !== '',
    channelSecretSet: row.channelSecret !== '',
    shopRecipients: row.shopRecipients,
  };
}

/** The LINE channel's settings: whether each secret is set, never its value. */
export async function getLineSettings(db: Executor): Promise<LineSettingsAnswer> {
  return toAnswer(await readLineSettings(db));
}

/**
 * Whether the shop hears of its orders on LINE: the channel's token and secret, and someone of
 * the shop's to send to (the shop's setup, decision 0039).
 */
export async function lineChannelReady(db: Executor): Promise<boolean> {
  const settings = toAnswer(await readLineSettings(db));
  return (
    settings.channelAccessTokenSet &&
    settings.channelSecretSet &&
    settings.shopRecipients.length > 0
  );
}

/** Saves the LINE channel's settings; an empty secret keeps the one saved. */
export async function updateLineSettings(
  db: Executor,
  input: z.output<typeof lineSettingsSchema>,
): Promise<LineSettingsAnswer> {
  const secrets = {
    ...(input.channelAccessToken ? { channelAccessToken: input.channelAccessToken } : {}),
    ...(input.channelSecret ? { channelSecret: input.channelSecret } : {}),
  };
  const [row] = await db
    .insert(lineSettings)
    .values({ id: 1, shopRecipients: input.shopRecipients, ...secrets })
    .onConflictDoUpdate({
      target: lineSettings.id,
      set: { shopRecipients: input.shopRecipients, ...secrets },
    })
    .returning();
  return toAnswer(row ?? (await readLineSettings(db)));
}
