import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import {
  EVENT_LOG_PAGE_SIZE,
  type EventLogEntry,
  type EventLogPage,
  type EventsQuery,
} from '../../shared/contracts/analytics.ts';
import { satangToBaht } from '../../shared/domain/money.ts';
import type { Executor } from '../db/client.ts';
import { analyticsEvents } from '../db/schema/analytics.ts';
import { addDays } from './dashboard.service.ts';

/** 'LOG' and the id padded to six digits: LOG000123. */
function logDisplayId(id: number): string {
  return `LOG${String(id).padStart(6, '0')}`;
}

/**
 * The Event Logs tab, newest first, 20 a page. A log's date is the UTC date part of its timestamp:
 * it lies between `from` and `to` inclusive.
 */
export async function listEventLogs(db: Executor, query: EventsQuery): Promise<EventLogPage> {
  const e = analyticsEvents;
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(e.eventType, query.type));
  if (query.channel) conditions.push(eq(e.channel, query.channel));
  if (query.from) conditions.push(gte(e.occurredAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(e.occurredAt, new Date(`${addDays(query.to, 1)}T00:00:00Z`)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(e)
      .where(where)
      .orderBy(desc(e.occurredAt), desc(e.id))
      .limit(EVENT_LOG_PAGE_SIZE)
      .offset((query.page - 1) * EVENT_LOG_PAGE_SIZE),
    db.select({ n: count() }).from(e).where(where),
  ]);

  const items = rows.map(
    (row): EventLogEntry => ({
      id: logDisplayId(row.id),
      eventType: row.eventType,
      userId: row.userId,
      userName: row.userName,
      channel: row.channel,
      amount: row.amountSatang == null ? null : satangToBaht(row.amountSatang),
      timestamp: row.occurredAt.toISOString(),
      productId: row.productId,
      productName: row.productName,
      pageUrl: row.pageUrl,
      details: row.details,
    }),
  );
  return {
    items,
    total: Number(totals[0]?.n ?? 0),
    page: query.page,
    pageSize: EVENT_LOG_PAGE_SIZE,
  };
}
