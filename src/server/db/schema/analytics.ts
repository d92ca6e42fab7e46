import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { eventChannel, eventType } from './enums.ts';

/** What happened in the shop. Names are copied so an event outlives its user or product. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    eventType: eventType().notNull(),
    userId: uuid(),
    userName: varchar({ length: 201 }),
    channel: eventChannel().notNull().default('website'),
    amountSatang: integer(),
    productId: integer(),
    productName: varchar({ length: 200 }),
    pageUrl: varchar({ length: 2000 }),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: createdAt(),
  },
  (t) => [
    index('analytics_events_occurred_at_idx').on(t.occurredAt),
    index('analytics_events_type_occurred_at_idx').on(t.eventType, t.occurredAt),
    // Event Logs filtered by type and channel, or by channel alone (decision 0007).
    index('analytics_events_type_channel_occurred_at_idx').on(t.eventType, t.channel, t.occurredAt),
    index('analytics_events_channel_occurred_at_idx').on(t.channel, t.occurredAt),
  ],
);

/**
 * Events per Bangkok day, kept in step with analytics_events by a trigger (migration 0002): the
 * dashboard reads this. `transaction` events are left out (counted from the raw table).
 */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    eventType: eventType().notNull(),
    /** 0 when the event names no product. */
    productId: integer().notNull().default(0),
    /** '' except for page views. */
    pageUrl: varchar({ length: 2000 }).notNull().default(''),
    /** A product view opened from a product card (a click). */
    fromCard: boolean().notNull().default(false),
    events: integer().notNull().default(0),
  },
  // Named: the generated name would be 71 characters, over PostgreSQL's 63.
  (t) => [
    primaryKey({
      name: 'analytics_daily_counts_pk',
      columns: [t.day, t.eventType, t.productId, t.pageUrl, t.fromCard],
    }),
  ],
);

/** Who had any event on which Bangkok day: Active Users over a range. */
export const analyticsDailyUsers = pgTable(
  'analytics_daily_users',
  { day: date({ mode: 'string' }).notNull(), userId: uuid().notNull() },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);
