import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Thailand's sub-districts with their district, province and postcode, from the package
 * thai-address-universal, loaded by the migration (scripts/address-data.ts writes its SQL).
 * One sub-district may have more than one postcode, so a row is a pair; postcode '' where the
 * list has none. Read-only for the shop: the suggestions read it once into memory.
 */
export const thaiSubdistricts = pgTable(
  'thai_subdistricts',
  {
    id: serial().primaryKey(),
    subdistrict: varchar({ length: 60 }).notNull(),
    district: varchar({ length: 60 }).notNull(),
    province: varchar({ length: 60 }).notNull(),
    postcode: varchar({ length: 5 }).notNull(),
  },
  (t) => [index('thai_subdistricts_pair_idx').on(t.subdistrict, t.postcode)],
);

/** A customer's address book: at most 10 addresses, exactly one of them the default. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipient: varchar({ length: 100 }).notNull(),
    phone: varchar({ length: 10 }).notNull(),
    line1: varchar({ length: 200 }).notNull(),
    subdistrict: varchar({ length: 60 }).notNull(),
    district: varchar({ length: 60 }).notNull(),
    province: varchar({ length: 60 }).notNull(),
    postcode: varchar({ length: 5 }).notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('customer_addresses_one_default').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
