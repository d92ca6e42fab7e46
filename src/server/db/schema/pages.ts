import { customType, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/** Bytes as PostgreSQL keeps them; Drizzle has no bytea column of its own. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Server-rendered product pages, gzipped, by address and the catalogue version they were made
 * under (http/page-store.ts): every app process on one database serves the page one of them made.
 * A row without a page is a claim: the process that wrote it is rendering that page. Rows of an
 * older version are never read (every read names the version) and are deleted when a newer
 * version's pages are made.
 */
export const prerenderedPages = pgTable(
  'prerendered_pages',
  {
    path: text().notNull(),
    version: text().notNull(),
    /** The whole document, gzipped; null while the page is claimed and not yet made. */
    gzipped: bytes(),
    /** The page's Link header. */
    link: text(),
    claimedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.path, t.version] })],
);
