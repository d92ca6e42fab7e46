import { type ReactNode, useId } from 'react';
import { analyticsMessages } from '../../../shared/analytics-messages.ts';
import { EVENT_CHANNELS, EVENT_TYPES, eventTypeLabel } from '../../../shared/domain/analytics.ts';
import { AdminTable } from '../../components/ui/admin-table.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { formatLogTimestamp } from '../../lib/admin-format.ts';
import type { CallState } from '../../lib/use-call.ts';
import type { LogEntry, Logs } from './dashboard-data.ts';
import type { DashboardView } from './dashboard-view.ts';
import { fieldClass, labelClass } from './field-styles.ts';
import { eventBadgeClass, formatLogAmount, pageButtons, showingText } from './log-format.ts';

const text = analyticsMessages.logs;
const ALL = '';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function detailText(value: unknown): string {
  if (value === null || value === undefined) return '-';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Spec: Product, Page, then every key/value of the details object. */
function DetailsCell({ entry }: { entry: LogEntry }) {
  const lines: [string, string][] = [];
  if (entry.productName) lines.push([text.product, entry.productName]);
  if (entry.pageUrl) lines.push([text.page, entry.pageUrl]);
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

function EventBadge({ type }: { type: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${eventBadgeClass(type)}`}
    >
      {eventTypeLabel(type)}
    </span>
  );
}

function LogRow({ entry }: { entry: LogEntry }) {
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <EventBadge type={entry.eventType} />
        <div className="mt-1 font-mono text-xs text-stone-500">{entry.id}</div>
      </td>
      <td className="px-4 py-3">
        <div className="font-medium text-stone-900">{entry.userName || text.anonymous}</div>
        {entry.userId ? (
          <div className="max-w-40 text-xs break-all text-stone-500">
            {text.userId(entry.userId)}
          </div>
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
        {formatLogTimestamp(entry.timestamp)}
      </td>
    </tr>
  );
}

const TYPE_OPTIONS = EVENT_TYPES.map((type) => ({ value: type, label: eventTypeLabel(type) }));
const CHANNEL_OPTIONS = EVENT_CHANNELS.map((name) => ({ value: name, label: capitalise(name) }));

/** The log's two filters; the first choice of each filters nothing. */
const FILTERS = [
  { key: 'type', label: text.typeLabel, allLabel: text.allTypes, options: TYPE_OPTIONS },
  {
    key: 'channel',
    label: text.channelLabel,
    allLabel: text.allChannels,
    options: CHANNEL_OPTIONS,
  },
] as const;

function FilterField({
  filter,
  value,
  onChange,
}: {
  filter: (typeof FILTERS)[number];
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {filter.label}
      </label>
      <select
        id={id}
        className={fieldClass}
        value={value ?? ALL}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={ALL}>{filter.allLabel}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The Event Logs tab: filters, the table (20 a page, paged by the API) and the pagination bar. */
export function EventLogsTab({
  view,
  logs,
  onFilter,
  onPage,
  rangeControls,
}: {
  view: DashboardView;
  logs: CallState<Logs>;
  onFilter: (key: 'type' | 'channel', value: string) => void;
  onPage: (page: number, pageCount: number) => void;
  rangeControls: ReactNode;
}) {
  const shown = logs.data;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        {FILTERS.map((filter) => (
          <FilterField
            key={filter.key}
            filter={filter}
            value={view[filter.key]}
            onChange={(value) => onFilter(filter.key, value)}
          />
        ))}
        {rangeControls}
        <p className="text-xs text-stone-500 sm:col-span-2 lg:col-span-4">{text.zoneNote}</p>
      </div>

      {logs.error ? (
        <p role="alert" className="px-4 py-3 text-sm text-red-700">
          {text.failed}
        </p>
      ) : null}
      <AdminTable
        columns={text.columns.map((label) => ({ label }))}
        caption={text.caption}
        loading={logs.loading && !shown}
        empty={shown && shown.items.length === 0 ? text.empty : null}
        minWidth="min-w-[60rem]"
      >
        {shown?.items.map((entry) => (
          <LogRow key={entry.id} entry={entry} />
        ))}
      </AdminTable>
      {shown ? <LogsPagination logs={shown} onPage={onPage} /> : null}
    </div>
  );
}

/** Spec: shown only with more than one page; Previous/Next disabled at the ends; the first 5 pages numbered. */
function LogsPagination({
  logs,
  onPage,
}: {
  logs: Logs;
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
