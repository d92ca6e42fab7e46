import { inArray } from 'drizzle-orm';
import type { ClientEvent } from '../../shared/contracts/analytics.ts';
import type { SessionUser } from '../accounts/session.service.ts';
import type { Executor } from '../db/client.ts';
import { analyticsEvents, products } from '../db/schema/index.ts';

export type NewEvent = typeof analyticsEvents.$inferInsert;

/**
 * Records one analytics event. Pass the open transaction when the event belongs to a write
 * (an order's `transaction` event is saved, or rolled back, with the order).
 */
export async function recordEvent(db: Executor, event: NewEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}

/** The user's name as it was when the event happened; events outlive renamed or deleted users. */
export function eventUserName(user: Pick<SessionUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/**
 * Stores what a browser reported. Product names come from the catalogue, never from the client
 * (an unknown product id is stored as no product); the whole batch is one INSERT so a flood of
 * events costs the database one statement per request.
 */
export async function recordClientEvents(
  db: Executor,
  events: readonly ClientEvent[],
  context: { user: SessionUser | null; channel: 'website' | 'mobile' },
): Promise<number> {
  if (events.length === 0) return 0;
  const productIds = [
    ...new Set(events.flatMap((event) => (event.productId ? [event.productId] : []))),
  ];
  const names = new Map<number, string>();
  if (productIds.length > 0) {
    const rows = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(inArray(products.id, productIds));
    for (const row of rows) names.set(row.id, row.name);
  }
  const userName = context.user ? eventUserName(context.user) : null;
  await db.insert(analyticsEvents).values(
    events.map((event): NewEvent => {
      const productName = event.productId ? names.get(event.productId) : undefined;
      return {
        eventType: event.type,
        userId: context.user?.id ?? null,
        userName,
        channel: event.channel ?? context.channel,
        productId: productName ? event.productId : null,
        productName: productName ?? null,
        pageUrl: event.pageUrl ?? null,
        details: event.details ?? {},
      };
    }),
  );
  return events.length;
}
