import type { Executor } from '../db/client.ts';
import { analyticsEvents } from '../db/schema/index.ts';

export type NewEvent = typeof analyticsEvents.$inferInsert;

/**
 * Records one analytics event. Pass the open transaction when the event belongs to a write
 * (an order's `transaction` event is saved, or rolled back, with the order).
 */
export async function recordEvent(db: Executor, event: NewEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}
