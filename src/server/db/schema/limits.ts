import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Requests per client address in the current window, one row per (limit, address): kept in the
 * database so that every app process on one PostgreSQL counts against the same limit
 * (http/address-limits.ts). Rows of windows long past are deleted by the same statement's callers.
 */
export const addressLimitHits = pgTable(
  'address_limit_hits',
  {
    limitName: varchar({ length: 32 }).notNull(),
    address: varchar({ length: 64 }).notNull(),
    hits: integer().notNull(),
    windowStartedAt: timestamptz().notNull(),
  },
  (t) => [primaryKey({ columns: [t.limitName, t.address] })],
);
