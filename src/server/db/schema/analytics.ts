import { bigserial, index, integer, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
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
  ],
);
