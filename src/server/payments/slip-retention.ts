import { and, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { paymentSlips } from '../db/schema/payments.ts';
import type { FileStore } from '../files/file-store.ts';

/** Pictures forgotten in one round at most; the next round takes the rest. */
const BATCH = 200;

/**
 * Retention: a slip's picture is deleted once the shop's retention has passed since staff
 * decided on it (the order paid, or the slip refused); the slip's record stays for the books
 * (amount, bank, reference), with no picture. Slips still waiting for staff are kept. Answers
 * how many pictures went.
 */
export async function forgetSlipPicturesBefore(
  db: Database,
  store: FileStore,
  before: Date,
): Promise<number> {
  const due = await db
    .select({ id: paymentSlips.id, storageKey: paymentSlips.storageKey })
    .from(paymentSlips)
    .where(
      and(
        ne(paymentSlips.storageKey, ''),
        isNotNull(paymentSlips.decidedAt),
        lt(paymentSlips.decidedAt, before),
      ),
    )
    .limit(BATCH);
  for (const slip of due) {
    // The row first: a crash between the two leaves a file nobody points to, never a row
    // pointing to a file that is gone.
    await db
      .update(paymentSlips)
      .set({ storageKey: '' })
      .where(sql`${paymentSlips.id} = ${slip.id}`);
    await store.delete(slip.storageKey);
  }
  return due.length;
}
