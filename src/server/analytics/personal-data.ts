import { randomUUID } from 'node:crypto';
import { asc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { analyticsDailyUsers, analyticsEvents } from '../db/schema/analytics.ts';

/** What the analytics domain holds about a customer: the events recorded while signed in. */
export async function eventsOf(db: Executor, userId: string) {
  return db
    .select({
      type: analyticsEvents.eventType,
      channel: analyticsEvents.channel,
      productId: analyticsEvents.productId,
      productName: analyticsEvents.productName,
      amountSatang: analyticsEvents.amountSatang,
      pageUrl: analyticsEvents.pageUrl,
      details: analyticsEvents.details,
      occurredAt: analyticsEvents.occurredAt,
    })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId))
    .orderBy(asc(analyticsEvents.occurredAt), asc(analyticsEvents.id));
}

/**
 * Erasure: the events tied to the customer go; the daily counts stay (the roll-up counts inserts
 * only), and the days they were active keep counting one anonymous visitor instead of them.
 */
export async function forgetCustomerEvents(tx: Executor, userId: string): Promise<void> {
  await tx.delete(analyticsEvents).where(eq(analyticsEvents.userId, userId));
  await tx
    .update(analyticsDailyUsers)
    .set({ userId: randomUUID() })
    .where(eq(analyticsDailyUsers.userId, userId));
}

/** Retention: raw events older than `before` leave the table; the daily counts stay. */
export async function deleteEventsBefore(db: Executor, before: Date): Promise<number> {
  const gone = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.occurredAt, before))
    .returning({ id: analyticsEvents.id });
  return gone.length;
}
