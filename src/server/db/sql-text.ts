import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** `%word%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Search words: split on spaces, at most 5; every word must match somewhere. */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return q.split(/\s+/).filter(Boolean).slice(0, 5);
}

/**
 * Sort key for Thai (and English) text that reads like a Thai dictionary on every PostgreSQL,
 * PGlite included: `thai_sort_key()` (migration 0001) compared byte-wise, so PGlite and a server
 * with another locale give the same order.
 */
export function thaiSortKey(column: AnyColumn | SQL): SQL {
  return sql`thai_sort_key(${column}) COLLATE "C"`;
}

/** The same order over a column that already holds `thai_sort_key(...)` (products.name_sort_key). */
export function byteOrder(column: AnyColumn): SQL {
  return sql`${column} COLLATE "C"`;
}
