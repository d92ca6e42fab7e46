import type { DashboardStats, EventLogPage } from '../../../shared/contracts/analytics.ts';
import { call, client } from '../../lib/api.ts';
import { inSatang } from '../../lib/money.ts';
import type { DashboardView } from './dashboard-view.ts';

/** The statistics with every revenue figure in satang. */
function statsInSatang(stats: DashboardStats) {
  return {
    ...stats,
    totals: inSatang(stats.totals, ['revenue']),
    previous: inSatang(stats.previous, ['revenue']),
    daily: stats.daily.map((day) => inSatang(day, ['revenue'])),
  };
}
export type Stats = ReturnType<typeof statsInSatang>;

/** A page of the event log with each amount in satang. */
function logsInSatang(logs: EventLogPage) {
  return { ...logs, items: logs.items.map((entry) => inSatang(entry, ['amount'])) };
}
export type Logs = ReturnType<typeof logsInSatang>;
export type LogEntry = Logs['items'][number];

/** The figures of a date range. */
export const askStats = ({ from, to }: { from: string; to: string }) =>
  call(client.admin.dashboard.stats.$get({ query: { from, to } })).then(statsInSatang);

/** The page of the event log the view shows. */
export const askLogs = ({ type, channel, from, to, page }: DashboardView, signal: AbortSignal) =>
  call(
    client.admin.events.$get({ query: { type, channel, from, to, page } }, { init: { signal } }),
  ).then(logsInSatang);
