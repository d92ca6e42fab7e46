import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { paymentMethod } from './enums.ts';

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
    /**
     * The shop's registered name, heading its documents ('' until the owner gives it); its tax id
     * and VAT registration are the payment settings' (decision 0056), its address the one above.
     */
    legalName: varchar({ length: 200 }).notNull().default(''),
    /** '00000' for the head office, or the branch's 5 digits. */
    branch: varchar({ length: 5 }).notNull().default('00000'),
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

export interface BankAccount {
  bank: string;
  accountName: string;
  accountNumber: string;
}

/** How the shop is paid: one row, edited by admin and root (decision 0024). */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: integer().primaryKey().default(1),
    /** A mobile number (10 digits), or a national or tax id (13 digits); '' when none. */
    promptpayId: varchar({ length: 13 }).notNull().default(''),
    promptpayName: varchar({ length: 100 }).notNull().default(''),
    bankAccounts: jsonb().$type<BankAccount[]>().notNull().default([]),
    promptpayEnabled: boolean().notNull().default(true),
    transferEnabled: boolean().notNull().default(true),
    codEnabled: boolean().notNull().default(true),
    /** The largest amount due an order may have and still be paid to the courier. */
    codMaxSatang: integer().notNull().default(500_000),
    defaultMethod: paymentMethod().notNull().default('promptpay'),
    /** How long an unpaid PromptPay or transfer order waits before the shop cancels it. */
    paymentWindowSeconds: integer().notNull().default(86_400),
    /** How many unpaid PromptPay or transfer orders one customer may have open; one more is refused. */
    maxUnpaidOrders: integer().notNull().default(3),
    vatRegistered: boolean().notNull().default(false),
    /** The shop's 13-digit tax id, printed on receipts when VAT-registered; '' when none. */
    taxId: varchar({ length: 13 }).notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_settings_single_row', sql`${t.id} = 1`),
    check('payment_settings_cod_max_nonnegative', sql`${t.codMaxSatang} >= 0`),
    check('payment_settings_window_positive', sql`${t.paymentWindowSeconds} > 0`),
    check('payment_settings_max_unpaid_positive', sql`${t.maxUnpaidOrders} > 0`),
  ],
);
