import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { taxDocumentCounters } from '../db/schema/tax-documents.ts';

/** The two kinds of tax document and the prefix of their numbers. */
export type DocumentKind = 'INV' | 'CN';

/** The year a document belongs to: its Bangkok calendar year (Gregorian, as the number prints it). */
export function bangkokYear(at: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(at),
  );
}

/** INV-2026-000001. */
export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  return `${kind}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of a kind in a year, taken inside the transaction that issues the document: the
 * counter row is created or bumped in one statement and stays locked until the transaction ends,
 * so a concurrent issue (in any process) waits for it, and a rolled-back issue gives the number
 * back — no gap, no duplicate (decision 0052).
 */
export async function nextDocumentNumber(
  tx: Executor,
  kind: DocumentKind,
  at: Date,
): Promise<{ number: string; year: number; sequence: number }> {
  const year = bangkokYear(at);
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentCounters.kind, taxDocumentCounters.year],
      set: { lastNumber: sql`${taxDocumentCounters.lastNumber} + 1` },
    })
    .returning({ sequence: taxDocumentCounters.lastNumber });
  if (!row) throw new Error('tax document counter answered no row');
  return { number: documentNumber(kind, year, row.sequence), year, sequence: row.sequence };
}
