import type { Executor } from '../../server/db/client.ts';
import { analyticsEvents } from '../../server/db/schema/index.ts';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

/** A page view on the home page from a visitor, unless told otherwise. */
export function buildEvent(overrides: Partial<NewAnalyticsEvent> = {}): NewAnalyticsEvent {
  return {
    eventType: 'page_view',
    channel: 'website',
    pageUrl: overrides.eventType && overrides.eventType !== 'page_view' ? null : '/',
    details: {},
    ...overrides,
  };
}

/** Inserts events as they are (times included), for tests that count them by hand. */
export async function createEvents(
  db: Executor,
  events: Partial<NewAnalyticsEvent>[],
): Promise<{ id: number }[]> {
  if (events.length === 0) return [];
  return db
    .insert(analyticsEvents)
    .values(events.map((event) => buildEvent(event)))
    .returning({ id: analyticsEvents.id });
}
