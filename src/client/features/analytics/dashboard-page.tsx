import { type KeyboardEvent, lazy, Suspense, useId, useRef } from 'react';
import type { DashboardStats, EventLogPage } from '../../../shared/contracts/analytics.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ALL, type DashboardTab, useDashboardStore } from './dashboard-store.ts';
import { EventLogsTab } from './event-logs-tab.tsx';
import { fieldClass, labelClass } from './field-styles.ts';
import { StatisticsTab } from './statistics-tab.tsx';
import { useApiData } from './use-api-data.ts';

// The date picker is the heaviest piece of the page: it loads on its own, after the figures.
const DateRangeFields = lazy(() => import('./date-range-fields.tsx'));

const TABS: { id: DashboardTab; label: string }[] = [
  { id: 'statistics', label: 'Statistics' },
  { id: 'logs', label: 'Event Logs' },
];

const number = new Intl.NumberFormat('en-US');

/** Shown while the picker loads: the same two fields, read-only, so nothing moves. */
function DateFieldsPlaceholder() {
  const startDate = useDashboardStore((state) => state.startDate);
  const endDate = useDashboardStore((state) => state.endDate);
  const asUs = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
  return (
    <>
      {[
        ['Start date', startDate],
        ['End date', endDate],
      ].map(([label, day]) => (
        <div key={label} className="min-w-0">
          <span className={labelClass}>{label}</span>
          <span className={`${fieldClass} flex items-center text-stone-500`}>
            {asUs(day as string)}
          </span>
        </div>
      ))}
    </>
  );
}

function RangeControls() {
  return (
    <Suspense fallback={<DateFieldsPlaceholder />}>
      <DateRangeFields />
    </Suspense>
  );
}

function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="min-w-28 rounded-xl border border-stone-200 bg-white px-4 py-2.5 shadow-sm">
      <dt className="text-xs font-medium text-stone-500">{label}</dt>
      <dd className="text-xl font-bold text-stone-900 tabular-nums">
        {value === undefined ? '–' : number.format(value)}
      </dd>
    </div>
  );
}

/** Dashboard & Logs: real statistics and the event log, for sale, admin and root. */
export function Component() {
  const tab = useDashboardStore((state) => state.tab);
  const setTab = useDashboardStore((state) => state.setTab);
  const startDate = useDashboardStore((state) => state.startDate);
  const endDate = useDashboardStore((state) => state.endDate);
  const eventType = useDashboardStore((state) => state.eventType);
  const channel = useDashboardStore((state) => state.channel);
  const page = useDashboardStore((state) => state.page);
  const baseId = useId();
  const tabRefs = useRef<Record<DashboardTab, HTMLButtonElement | null>>({
    statistics: null,
    logs: null,
  });

  const stats = useApiData<DashboardStats>('/admin/dashboard/stats', {
    from: startDate,
    to: endDate,
  });
  const logs = useApiData<EventLogPage>(
    '/admin/events',
    {
      type: eventType === ALL ? undefined : eventType,
      channel: channel === ALL ? undefined : channel,
      from: startDate,
      to: endDate,
      page,
    },
    tab === 'logs',
  );

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((item) => item.id === tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = TABS[next];
    if (!target) return;
    setTab(target.id);
    tabRefs.current[target.id]?.focus();
  };

  return (
    <div lang="en">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <PageHeading
          title="Dashboard & Logs"
          subtitle="Monitor website activity and view detailed statistics"
        />
        <dl className="flex gap-3 md:mb-6">
          <Counter label="Total Events" value={stats.data?.totals.totalEvents} />
          <Counter label="Today" value={stats.data?.totals.todayEvents} />
        </dl>
      </div>

      <div
        role="tablist"
        aria-label="Dashboard sections"
        className="mb-6 flex gap-1 border-b border-stone-200"
      >
        {TABS.map((item) => {
          const selected = item.id === tab;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[item.id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(item.id)}
              onKeyDown={onTabKey}
              className={`-mb-px min-h-11 border-b-2 px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                selected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-800'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>

      {TABS.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== tab}
        >
          {item.id !== tab ? null : item.id === 'statistics' ? (
            stats.data ? (
              <div className={stats.loading ? 'opacity-60 transition-opacity' : undefined}>
                <StatisticsTab stats={stats.data} rangeControls={<RangeControls />} />
              </div>
            ) : stats.failed ? (
              <p role="alert" className="text-red-700">
                Failed to load statistics.
              </p>
            ) : (
              <LoadingState label="Loading..." />
            )
          ) : (
            <EventLogsTab
              logs={logs.data}
              loading={logs.loading}
              failed={logs.failed}
              rangeControls={<RangeControls />}
            />
          )}
        </div>
      ))}
    </div>
  );
}
