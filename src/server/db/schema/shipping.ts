import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/** What delivery costs the customer: one row, edited by admin and root (decision 0025). */
export const shippingSettings = pgTable(
  'shipping_settings',
  {
    id: integer().primaryKey().default(1),
    /** The fee of every parcel, unless the order reaches `freeFromSatang`. */
    flatFeeSatang: integer().notNull().default(0),
    /** Net amount from which the flat fee is waived; null: never. */
    freeFromSatang: integer(),
    /** Provinces (Thai names, as the address data spells them) that cost `remoteFeeSatang` more. */
    remoteProvinces: jsonb().$type<string[]>().notNull().default([]),
    remoteFeeSatang: integer().notNull().default(0),
    /** Added when the order is paid to the courier. */
    codFeeSatang: integer().notNull().default(0),
    /** True: a valid discount code also waives the flat fee (the shop says so). */
    codeWaivesFee: boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shipping_settings_single_row', sql`${t.id} = 1`),
    check(
      'shipping_settings_fees_nonnegative',
      sql`${t.flatFeeSatang} >= 0 AND ${t.remoteFeeSatang} >= 0 AND ${t.codFeeSatang} >= 0 AND (${t.freeFromSatang} IS NULL OR ${t.freeFromSatang} >= 0)`,
    ),
  ],
);
