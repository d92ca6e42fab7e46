import { type ReactNode, useId } from 'react';
import type { EventLogEntry, EventLogPage } from '../../../shared/contracts/analytics.ts';
import { EVENT_CHANNELS, EVENT_TYPES, eventTypeLabel } from '../../../shared/domain/analytics.ts';
import { formatUsDateTime } from '../../../shared/domain/dates.ts';
import { messages } from '../../../shared/messages.ts';
import { AdminTable } from '../../components/ui/admin-table.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ALL, useDashboardStore } from './dashboard-store.ts';
import { fieldClass, labelClass } from './field-styles.ts';
import { eventBadgeClass, formatLogAmount, pageButtons, showingText } from './log-format.ts';

const LOG_COLUMNS = [
  { label: 'Event' },
  { label: 'User' },
  { label: 'Details' },
  { label: 'Channel' },
  { label: 'Amount' },
  { label: 'Timestamp' },
] as const;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function detailText(value: unknown): string {
  if (value === null || value === undefined) return '-';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Spec: Product, Page, then every key/value of the details object. */
function DetailsCell({ entry }: { entry: EventLogEntry }) {
  const lines: [string, string][] = [];
  if (entry.productName) lines.push(['Product', entry.productName]);
  if (entry.pageUrl) lines.push(['Page', entry.pageUrl]);
  for (const [key, value] of Object.entries(entry.details ?? {}))
    lines.push([key, detailText(value)]);
  if (lines.length === 0) return <span className="text-stone-400">-</span>;
  return (
    <ul className="space-y-0.5">
      {lines.map(([key, value]) => (
        <li key={key} className="max-w-72 break-words">
          <span className="font-medium text-stone-700">{key}:</span>{' '}
          <span className="text-stone-600">{value}</span>
        </li>
      ))}
    </ul>
  );
}

export function EventBadge({ type }: { type: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${eventBadgeClass(type)}`}
    >
      {eventTypeLabel(type)}
    </span>
  );
}

function LogRow({ entry }: { entry: EventLogEntry }) {
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <EventBadge type={entry.eventType} />
        <div className="mt-1 font-mono text-xs text-stone-500">{entry.id}</div>
      </td>
      <td className="px-4 py-3">
        <div className="font-medium text-stone-900">{entry.userName || 'Anonymous'}</div>
        {entry.userId ? (
          <div className="max-w-40 text-xs break-all text-stone-500">ID: {entry.userId}</div>
        ) : null}
      </td>
      <td className="px-4 py-3 text-sm">
        <DetailsCell entry={entry} />
      </td>
      <td className="px-4 py-3 text-sm text-stone-700">{capitalise(entry.channel)}</td>
      <td className="px-4 py-3 text-sm whitespace-nowrap text-stone-900 tabular-nums">
        {formatLogAmount(entry.amount)}
      </td>
      <td className="px-4 py-3 text-sm whitespace-nowrap text-stone-600">
        {formatUsDateTime(entry.timestamp)}
      </td>
    </tr>
  );
}

/** The Event Logs tab: filters, the table (20 a page, paged by the API) and the pagination bar. */
export function EventLogsTab({
  logs,
  loading,
  failed,
  rangeControls,
}: {
  logs: EventLogPage | null;
  loading: boolean;
  failed: boolean;
  rangeControls: ReactNode;
}) {
  const eventType = useDashboardStore((state) => state.eventType);
  const channel = useDashboardStore((state) => state.channel);
  const setEventType = useDashboardStore((state) => state.setEventType);
  const setChannel = useDashboardStore((state) => state.setChannel);
  const setPage = useDashboardStore((state) => state.setPage);
  const typeId = useId();
  const channelId = useId();

  return (
    <div className="space-y-4">
      <div className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor={typeId} className={labelClass}>
            Event type
          </label>
          <select
            id={typeId}
            className={fieldClass}
            value={eventType}
            onChange={(event) => setEventType(event.target.value as typeof eventType)}
          >
            <option value={ALL}>All Event Types</option>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {eventTypeLabel(type)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={channelId} className={labelClass}>
            Channel
          </label>
          <select
            id={channelId}
            className={fieldClass}
            value={channel}
            onChange={(event) => setChannel(event.target.value as typeof channel)}
          >
            <option value={ALL}>All Channels</option>
            {EVENT_CHANNELS.map((name) => (
              <option key={name} value={name}>
                {capitalise(name)}
              </option>
            ))}
          </select>
        </div>
        {rangeControls}
        <p className="text-xs text-stone-500 sm:col-span-2 lg:col-span-4">
          Start and end are UTC calendar days; times are shown in Bangkok time.
        </p>
      </div>

      {failed ? (
        <p role="alert" className="px-4 py-3 text-sm text-red-700">
          Failed to load logs.
        </p>
      ) : null}
      <AdminTable
        columns={LOG_COLUMNS}
        caption="Event logs"
        loading={loading && !logs}
        empty={logs && logs.items.length === 0 ? messages.empty.logs : null}
        minWidth="min-w-[60rem]"
      >
        {logs?.items.map((entry) => (
          <LogRow key={entry.id} entry={entry} />
        ))}
      </AdminTable>
      {logs ? <LogsPagination logs={logs} onPage={setPage} /> : null}
    </div>
  );
}

/** Spec: shown only with more than one page; Previous/Next disabled at the ends; the first 5 pages numbered. */
function LogsPagination({
  logs,
  onPage,
}: {
  logs: EventLogPage;
  onPage: (page: number, pageCount: number) => void;
}) {
  const pageCount = Math.ceil(logs.total / logs.pageSize);
  return (
    <Pagination
      page={logs.page}
      pageCount={pageCount}
      numbers={pageButtons(pageCount)}
      pageLabel={null}
      summary={showingText(logs.page, logs.pageSize, logs.total)}
      onPageChange={(page) => onPage(page, pageCount)}
    />
  );
}
