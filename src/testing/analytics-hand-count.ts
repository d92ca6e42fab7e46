import { addDays } from '../server/analytics/dashboard.service.ts';
import type { Executor } from '../server/db/client.ts';
import {
  analyticsDailyCounts,
  analyticsDailyUsers,
  analyticsEvents,
  orders,
  products,
} from '../server/db/schema/index.ts';
import type { DashboardStats } from '../shared/contracts/analytics.ts';
import { CARD_CLICK_SOURCE } from '../shared/domain/analytics.ts';
import { bangkokDayKey } from '../shared/domain/dates.ts';
import { satangToBaht } from '../shared/domain/money.ts';

/*
 * The dashboard's figures and its daily roll-up counted by hand from the raw events, in
 * JavaScript: what the roll-up kept by the trigger (migration 0002) is held against.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The page a page view is counted under: a path over 2,000 bytes by its first 500 characters. */
const pageKey = (url: string) =>
  Buffer.byteLength(url) > 2000 ? Array.from(url).slice(0, 500).join('') : url;

/**
 * The whole Statistics answer counted from the raw tables (decision 0007's definitions), and the
 * views of every page (Top Pages keeps 8).
 */
export async function handCounted(db: Executor, from: string, to: string, now = new Date()) {
  const events = await db.select().from(analyticsEvents);
  const allOrders = await db.select().from(orders);
  const catalogue = new Map((await db.select().from(products)).map((p) => [p.id, p]));
  const length = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  const previousFrom = addDays(from, -length);
  const dayOf = (at: Date) => bangkokDayKey(at);
  const inRange = (day: string, start: string, end: string) => day >= start && day <= end;
  const current = events.filter((e) => inRange(dayOf(e.occurredAt), from, to));
  const previous = events.filter((e) =>
    inRange(dayOf(e.occurredAt), previousFrom, addDays(from, -1)),
  );
  const revenueOf = (start: string, end: string, day?: string) =>
    satangToBaht(
      allOrders
        .filter((o) => o.status !== 'cancelled' && o.paymentStatus === 'paid')
        .filter((o) => (day ? dayOf(o.createdAt) === day : inRange(dayOf(o.createdAt), start, end)))
        .reduce((sum, o) => sum + o.netAmountSatang + o.shippingFeeSatang, 0),
    );
  const figures = (list: typeof events) => ({
    pageViews: list.filter((e) => e.eventType === 'page_view').length,
    cartAdditions: list.filter((e) => e.eventType === 'cart_add').length,
    activeUsers: new Set(list.flatMap((e) => (e.userId ? [e.userId] : []))).size,
  });

  const perProduct = new Map<
    number,
    { views: number; clicks: number; cartAdds: number; names: [Date, string][] }
  >();
  for (const e of current) {
    if (e.productId == null || (e.eventType !== 'product_view' && e.eventType !== 'cart_add'))
      continue;
    const row = perProduct.get(e.productId) ?? { views: 0, clicks: 0, cartAdds: 0, names: [] };
    if (e.eventType === 'product_view') {
      row.views += 1;
      if (e.details.source === CARD_CLICK_SOURCE) row.clicks += 1;
    } else {
      row.cartAdds += 1;
    }
    if (e.productName) row.names.push([e.occurredAt, e.productName]);
    perProduct.set(e.productId, row);
  }
  const top = <K extends 'views' | 'clicks' | 'cartAdds'>(key: K) =>
    [...perProduct.entries()]
      .filter(([, row]) => row[key] > 0)
      .sort(([a, x], [b, y]) => y[key] - x[key] || a - b)
      .slice(0, 5)
      .map(([id, row]) => {
        const newestName = [...row.names].sort(([a], [b]) => b.getTime() - a.getTime())[0]?.[1];
        return {
          productId: id,
          productName: catalogue.get(id)?.name ?? newestName ?? '',
          image: catalogue.get(id)?.imageUrl ?? null,
          [key]: row[key],
        } as { productId: number; productName: string; image: string | null } & Record<K, number>;
      });

  const pages = new Map<string, number>();
  for (const e of current) {
    if (e.eventType === 'page_view' && e.pageUrl != null)
      pages.set(pageKey(e.pageUrl), (pages.get(pageKey(e.pageUrl)) ?? 0) + 1);
  }
  const days = Array.from({ length }, (_, i) => addDays(from, i));
  const today = dayOf(now);
  const stats: DashboardStats = {
    range: { from, to },
    totals: {
      revenue: revenueOf(from, to),
      ...figures(current),
      totalEvents: current.length,
      todayEvents: events.filter((e) => dayOf(e.occurredAt) === today).length,
    },
    previous: { revenue: revenueOf(previousFrom, addDays(from, -1)), ...figures(previous) },
    mostClickedProducts: top('clicks'),
    mostCartedProducts: top('cartAdds'),
    pageViews: [...pages.entries()]
      .map(([page, views]) => ({ page, views }))
      .sort((a, b) => b.views - a.views || (a.page < b.page ? -1 : 1))
      .slice(0, 8),
    mostViewedProducts: top('views'),
    daily: days.map((day) => ({
      day,
      revenue: revenueOf(day, day, day),
      pageViews: current.filter((e) => e.eventType === 'page_view' && dayOf(e.occurredAt) === day)
        .length,
    })),
  };
  return { stats, pages };
}

/** The roll-up rows the raw events call for, computed here (not by the migration's SQL). */
export async function rollupFromRaw(db: Executor) {
  const counts = new Map<string, number>();
  const users = new Set<string>();
  for (const e of await db.select().from(analyticsEvents)) {
    const day = bangkokDayKey(e.occurredAt);
    if (e.userId) users.add(`${day}|${e.userId}`);
    if (e.eventType === 'transaction') continue;
    const fromCard = e.eventType === 'product_view' && e.details.source === CARD_CLICK_SOURCE;
    const page = e.eventType === 'page_view' ? pageKey(e.pageUrl ?? '') : '';
    const key = `${day}|${e.eventType}|${e.productId ?? 0}|${page}|${fromCard}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { counts: Object.fromEntries([...counts].sort()), users: [...users].sort() };
}

/** The roll-up rows the trigger wrote. */
export async function rollupTables(db: Executor) {
  const counts = (await db.select().from(analyticsDailyCounts)).map(
    (r) => [`${r.day}|${r.eventType}|${r.productId}|${r.pageUrl}|${r.fromCard}`, r.events] as const,
  );
  const users = (await db.select().from(analyticsDailyUsers)).map((r) => `${r.day}|${r.userId}`);
  return { counts: Object.fromEntries(counts.sort()), users: users.sort() };
}
