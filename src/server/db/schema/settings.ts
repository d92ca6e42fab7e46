import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export interface OpeningHours {
  weekdays: string;
  saturday: string;
  sunday: string;
}

/** The shop's contact details: one row, edited by admin and root. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer().primaryKey().default(1),
    name: varchar({ length: 200 }).notNull(),
    address: varchar({ length: 500 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    phone: varchar({ length: 20 }).notNull(),
    hours: jsonb().$type<OpeningHours>().notNull(),
    lineQrImageUrl: text().notNull(),
    lineId: varchar({ length: 100 }).notNull().default(''),
    /** https://line.me/… or https://lin.ee/…, opens the LINE account; '' when none. */
    lineUrl: varchar({ length: 300 }).notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial().primaryKey(),
  /** Stored lower-cased; unique. */
  email: varchar({ length: 254 }).notNull().unique(),
  /** Subscribing is consent to the shop's marketing mail, given under this privacy notice. */
  noticeVersion: integer(),
  createdAt: createdAt(),
});
