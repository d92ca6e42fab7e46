import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * The shop's privacy notice (PDPA), one row per published version; the newest is in force. A
 * customer who accepted an older one is asked to read the new one.
 */
export const privacyNotices = pgTable('privacy_notices', {
  version: serial().primaryKey(),
  /** Sanitised HTML, as the owner wrote it in settings. */
  html: text().notNull(),
  publishedAt: createdAt(),
  publishedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
});

export const consentKind = pgEnum('consent_kind', ['privacy_notice', 'marketing']);

/**
 * Each consent a customer gave or withdrew, with when and under which notice: the shop can show
 * what it was told. Gone with the account.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: consentKind().notNull(),
    granted: boolean().notNull(),
    /** The notice in force when it was given. */
    noticeVersion: integer().references(() => privacyNotices.version),
    /** Where: 'register', 'account', 'notice' (a new version accepted). */
    source: varchar({ length: 20 }).notNull(),
    at: createdAt(),
  },
  (t) => [index('consents_user_kind').on(t.userId, t.kind, t.at)],
);

/** How long the shop keeps what it need not keep: one row. */
export const privacySettings = pgTable(
  'privacy_settings',
  {
    id: integer().primaryKey().default(1),
    /** Browsing events older than this leave the raw table (the daily counts stay). */
    eventRetentionDays: integer().notNull().default(365),
    /** A slip's picture is deleted this long after the order is paid. */
    slipRetentionDays: integer().notNull().default(90),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('privacy_settings_one_row', sql`${t.id} = 1`),
    check('privacy_settings_event_days', sql`${t.eventRetentionDays} BETWEEN 30 AND 3650`),
    check('privacy_settings_slip_days', sql`${t.slipRetentionDays} BETWEEN 7 AND 3650`),
  ],
);
