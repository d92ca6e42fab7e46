import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';

export const notificationChannel = pgEnum('notification_channel', ['line', 'log']);
export const notificationStatus = pgEnum('notification_status', ['pending', 'sent', 'failed']);

/**
 * Messages waiting to be sent, written in the same transaction as the change they announce, so
 * an order never lacks its message and a rolled-back order never has one. The worker sends each
 * with its retry key, so a repeat after a crash is not a second message.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial().primaryKey(),
    channel: notificationChannel().notNull(),
    /** A LINE user or group id; '' for the log. */
    recipient: varchar({ length: 100 }).notNull().default(''),
    /** Which text to write, e.g. `shop.order_placed` (shared/notification-messages.ts). */
    template: varchar({ length: 64 }).notNull(),
    /** Only what the text needs; never a phone or an address. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Sent as LINE's X-Line-Retry-Key: the same message sent again is answered 409, not sent. */
    retryKey: uuid().notNull().unique().defaultRandom(),
    status: notificationStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamptz().notNull().defaultNow(),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: timestamptz(),
  },
  (t) => [
    index('notification_outbox_due').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('notification_outbox_newest').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** The shop's LINE Messaging API channel: one row; the secrets are never answered or logged. */
export const lineSettings = pgTable(
  'line_settings',
  {
    id: integer().primaryKey().default(1),
    channelAccessToken: text().notNull().default(''),
    channelSecret: text().notNull().default(''),
    /** LINE user or group ids told of every new order. */
    shopRecipients: text().array().notNull().default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  (t) => [check('line_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * A customer's LINE account, linked when the customer confirms in the shop the request their
 * one-time code made from LINE (line_link_requests); removed when they unlink. Nothing is pushed to
 * a customer without one.
 */
export const lineLinks = pgTable('line_links', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The LINE user id the webhook saw (U and 32 hexadecimal digits); one customer per LINE user. */
  lineUserId: varchar({ length: 33 }).notNull().unique(),
  linkedAt: createdAt(),
});

/** One-time codes a customer sends to the shop's LINE account to link it: 10 minutes, one use. */
export const lineLinkCodes = pgTable(
  'line_link_codes',
  {
    /** Eight letters of LINE_LINK_CODE_ALPHABET, unique among the codes not yet used or expired. */
    code: varchar({ length: 8 }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('line_link_codes_user').on(t.userId)],
);

/**
 * A right code sent from LINE: the LINE user asks to be linked to the code's customer, who
 * confirms it in the shop (a code guessed from LINE never links by itself). One per customer;
 * a later right code replaces it.
 */
export const lineLinkRequests = pgTable('line_link_requests', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lineUserId: varchar({ length: 33 }).notNull(),
  requestedAt: createdAt(),
});

/**
 * Codes a LINE user sent in the current window that were wrong (or are being checked): past
 * LINE_WRONG_CODES, the user's codes are ignored until the window is over.
 */
export const lineWrongCodes = pgTable('line_wrong_codes', {
  lineUserId: varchar({ length: 33 }).primaryKey(),
  wrongCodes: integer().notNull(),
  windowStartedAt: timestamptz().notNull(),
});
