import { z } from 'zod';
import {
  CLIENT_CHANNELS,
  CLIENT_EVENT_TYPES,
  EVENT_CHANNELS,
  EVENT_TYPES,
  MAX_DETAILS_BYTES,
  MAX_EVENTS_PER_BATCH,
  MAX_PAGE_URL_LENGTH,
} from '../domain/analytics.ts';
import { baht, count, isoDay, isoMoment, pageOf, rowId } from './answer-fields.ts';

/** UTF-8 bytes of `value` as JSON, at most `max`; encodes only when the length cannot tell. */
function jsonFitsBytes(value: unknown, max: number): boolean {
  const text = JSON.stringify(value);
  // A UTF-16 code unit is 1 to 3 bytes of UTF-8 (a surrogate pair's two units are 4).
  if (text.length > max) return false;
  if (text.length * 3 <= max) return true;
  return new TextEncoder().encode(text).length <= max;
}

const detailsSchema = z
  .record(z.string().max(100), z.unknown())
  .refine((details) => jsonFitsBytes(details, MAX_DETAILS_BYTES), {
    message: `details must be at most ${MAX_DETAILS_BYTES} bytes of JSON`,
  });

export const clientEventSchema = z.object({
  type: z.enum(CLIENT_EVENT_TYPES),
  productId: z.number().int().positive().max(2_147_483_647).optional(),
  pageUrl: z
    .string()
    .max(MAX_PAGE_URL_LENGTH)
    .regex(/^\/(?!\/)/, 'pageUrl must be a path starting with /')
    .optional(),
  details: detailsSchema.optional(),
  channel: z.enum(CLIENT_CHANNELS).optional(),
});
export type ClientEvent = z.infer<typeof clientEventSchema>;

/** `POST /api/events` with `{ events: [...] }`: a batch, as the SPA sends it with sendBeacon. */
export const eventBatchSchema = z.object({
  events: z.array(clientEventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
  channel: z.enum(CLIENT_CHANNELS).optional(),
});
export type EventBatch = z.infer<typeof eventBatchSchema>;

const dayString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dates are yyyy-MM-dd')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'not a calendar date');

/** The longest range the dashboard answers for, in days. */
export const MAX_RANGE_DAYS = 366;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

const rangeRefinement = <T extends { from?: string; to?: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.from && value.to) {
    const days = daysBetween(value.from, value.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['from'], message: 'from is after to' });
    else if (days + 1 > MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${MAX_RANGE_DAYS} days` });
  }
};

export const statsQuerySchema = z
  .object({ from: dayString.optional(), to: dayString.optional() })
  .superRefine(rangeRefinement);
export type StatsQuery = z.infer<typeof statsQuerySchema>;

export const eventsQuerySchema = z
  .object({
    type: z.enum(EVENT_TYPES).optional(),
    channel: z.enum(EVENT_CHANNELS).optional(),
    from: dayString.optional(),
    to: dayString.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .superRefine(rangeRefinement);
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

export const EVENT_LOG_PAGE_SIZE = 20;

/** One row of the Event Logs table. */
export const eventLogEntrySchema = z.strictObject({
  /** 'LOG' + the zero-padded number: LOG000123. */
  id: z.string().regex(/^LOG\d{6,}$/),
  eventType: z.enum(EVENT_TYPES),
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  channel: z.enum(EVENT_CHANNELS),
  /** Baht, or null when the event carries no amount. */
  amount: baht.nullable(),
  timestamp: isoMoment,
  productId: rowId.nullable(),
  productName: z.string().nullable(),
  pageUrl: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type EventLogEntry = z.infer<typeof eventLogEntrySchema>;

/** `GET /api/admin/events`: 20 a page, newest first. */
export const eventLogPageSchema = pageOf(eventLogEntrySchema);
export type EventLogPage = z.infer<typeof eventLogPageSchema>;

export const rankedProductSchema = z.strictObject({
  productId: rowId,
  productName: z.string(),
  image: z.string().nullable(),
});
export type RankedProduct = z.infer<typeof rankedProductSchema>;

const ranked = <K extends string>(key: K) =>
  z.strictObject({
    ...rankedProductSchema.shape,
    ...({ [key]: count } as Record<K, typeof count>),
  });

/** `GET /api/admin/dashboard/stats`. */
export const dashboardStatsSchema = z.strictObject({
  /** Bangkok days, inclusive. */
  range: z.strictObject({ from: isoDay, to: isoDay }),
  totals: z.strictObject({
    /** Baht. */
    revenue: baht,
    pageViews: count,
    cartAdditions: count,
    activeUsers: count,
    totalEvents: count,
    /** Events on the current Bangkok date, whatever the range. */
    todayEvents: count,
  }),
  /** The same figures for the range of the same length just before. */
  previous: z.strictObject({
    revenue: baht,
    pageViews: count,
    cartAdditions: count,
    activeUsers: count,
  }),
  mostClickedProducts: z.array(ranked('clicks')),
  mostCartedProducts: z.array(ranked('cartAdds')),
  pageViews: z.array(z.strictObject({ page: z.string(), views: count })),
  mostViewedProducts: z.array(ranked('views')),
  /** One entry per Bangkok day of the range, oldest first; revenue in baht. */
  daily: z.array(z.strictObject({ day: isoDay, revenue: baht, pageViews: count })),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
