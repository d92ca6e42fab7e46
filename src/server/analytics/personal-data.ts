import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { analyticsEvents } from '../db/schema/analytics.ts';

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
