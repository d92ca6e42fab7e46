import { sql } from 'drizzle-orm';
import type { ClientEvent } from '../../shared/contracts/analytics.ts';
import { readCartProducts } from '../catalog/cart-products.ts';
import type { Executor } from '../db/client.ts';
import { analyticsEvents } from '../db/schema/analytics.ts';

export type NewEvent = typeof analyticsEvents.$inferInsert;

/**
 * Who an event is of: the signed-in user as the session gives them (accounts' SessionUser).
 * Said here rather than imported: accounts records its logins here (decision 0037).
 */
export interface EventUser {
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * Records one analytics event. Pass the open transaction when the event belongs to a write
 * (an order's `transaction` event is saved, or rolled back, with the order).
 */
export async function recordEvent(db: Executor, event: NewEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}

/** The user's name as it was when the event happened; events outlive renamed or deleted users. */
export function eventUserName(user: Pick<EventUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** A browser's event as it waits to be written: who, where and when are fixed on arrival. */
export interface PendingEvent {
  type: ClientEvent['type'];
  userId: string | null;
  userName: string | null;
  channel: 'website' | 'mobile';
  productId: number | null;
  pageUrl: string | null;
  details: Record<string, unknown>;
  /** ISO time the request arrived: the event's `occurred_at`, however late it is written. */
  occurredAt: string;
}

/** The rows a request's events become; the time is the request's, not the write's. */
export function pendingEvents(
  events: readonly ClientEvent[],
  context: { user: EventUser | null; channel: 'website' | 'mobile' },
  now = new Date(),
): PendingEvent[] {
  const userName = context.user ? eventUserName(context.user) : null;
  const occurredAt = now.toISOString();
  return events.map((event) => ({
    type: event.type,
    userId: context.user?.id ?? null,
    userName,
    // The request's channel (one rule for page views, logins and orders), whatever the event says.
    channel: context.channel,
    productId: event.productId ?? null,
    pageUrl: event.pageUrl ?? null,
    details: event.details ?? {},
    occurredAt,
  }));
}

/**
 * Writes browsers' events in one INSERT however many there are: the rows travel as one JSON
 * parameter (no per-row SQL to build), and the roll-up trigger runs once for all of them. Product
 * names come from the catalogue at the time of the write (one read of the batch's products),
 * never from the client; an id the catalogue does not know is stored as no product. Rows keep
 * their order (ids follow arrival).
 */
export async function writePendingEvents(
  db: Executor,
  rows: readonly PendingEvent[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const ids = new Set(rows.flatMap((row) => (row.productId == null ? [] : [row.productId])));
  const catalogue = await readCartProducts(db, [...ids]);
  const named = rows.map((row) => {
    const product = row.productId == null ? undefined : catalogue.get(row.productId);
    return { ...row, productId: product?.id ?? null, productName: product?.name ?? null };
  });
  await db.execute(sql`
    INSERT INTO analytics_events
      (event_type, user_id, user_name, channel, product_id, product_name, page_url, details, occurred_at)
    SELECT e."type"::event_type, e."userId", e."userName", e."channel"::event_channel, e."productId",
      e."productName", e."pageUrl", coalesce(e."details", '{}'::jsonb), e."occurredAt"
    FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(named)}::jsonb) AS (
      "type" text, "userId" uuid, "userName" text, "channel" text, "productId" integer,
      "productName" text, "pageUrl" text, "details" jsonb, "occurredAt" timestamptz
    )) WITH ORDINALITY AS e("type", "userId", "userName", "channel", "productId", "productName",
      "pageUrl", "details", "occurredAt", "ord")
    ORDER BY e."ord"`);
  return rows.length;
}
