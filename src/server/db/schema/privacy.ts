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

/**
 * Every staff write (members, roles, products and prices, promotions, orders and payments,
 * settings): who, what, which record, before and after, when. A customer's personal data is not
 * copied here beyond what identifies the record.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial().primaryKey(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's name as it was, kept when the account is gone. */
    actorName: varchar({ length: 201 }).notNull(),
    /** e.g. `product.update`, `member.role`, `order.ship`, `settings.payment`. */
    action: varchar({ length: 50 }).notNull(),
    entity: varchar({ length: 30 }).notNull(),
    entityId: varchar({ length: 64 }).notNull(),
    before: text(),
    after: text(),
    at: createdAt(),
  },
  (t) => [
    index('staff_audit_at').on(t.at.desc(), t.id.desc()),
    index('staff_audit_actor_at').on(t.actorId, t.at),
  ],
);
