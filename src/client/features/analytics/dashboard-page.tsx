import { type KeyboardEvent, lazy, Suspense, useId, useRef } from 'react';
import {
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useSearchParams,
} from 'react-router';
import { analyticsMessages } from '../../../shared/analytics-messages.ts';
import { deferred, Loaded } from '../../components/ui/loaded.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { withChanges } from '../../lib/search-params.ts';
import { useCall } from '../../lib/use-call.ts';
import { ShopSetupCard } from '../settings/public.ts';
import { askLogs, askStats, type Stats } from './dashboard-data.ts';
import {
  type DashboardTab,
  dashboardView,
  filterChange,
  pageChange,
  rangeChange,
  rangeOf,
  tabChange,
} from './dashboard-view.ts';
import { EventLogsTab } from './event-logs-tab.tsx';
import { fieldClass, labelClass } from './field-styles.ts';
import { StatisticsTab } from './statistics-tab.tsx';

const text = analyticsMessages;

// The date picker is the heaviest piece of the page: it loads on its own, after the figures.
const DateRangeFields = lazy(() => import('./date-range-fields.tsx'));

const TABS: readonly DashboardTab[] = ['statistics', 'logs'];

const number = new Intl.NumberFormat('en-US');

/** The figures of the URL's date range (the last 7 days unless it names others). */
export function loader({ request }: LoaderFunctionArgs) {
  const stats = deferred(askStats(rangeOf(new URL(request.url))));
  // The header's two counts: none when the figures failed (the tab says so).
  const totals = stats.then(
    (figures) => figures.totals as Stats['totals'] | undefined,
    () => undefined,
  );
  return { stats, totals };
}

/**
 * The figures depend on the date range only: a tab, a log filter or a log page leaves them as
 * they are; a new range (or "try again") asks again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) {
    return defaultShouldRevalidate;
  }
  const before = rangeOf(currentUrl);
  const after = rangeOf(nextUrl);
  return before.from !== after.from || before.to !== after.to;
}

/** Shown while the picker loads: the same two fields, read-only, so nothing moves. */
function DateFieldsPlaceholder({ from, to }: { from: string; to: string }) {
  const asUs = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
  return (
    <>
      {[
        [text.range.start, from],
        [text.range.end, to],
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

function Counters({ totals }: { totals?: Stats['totals'] }) {
  return (
    <dl className="flex gap-3 md:mb-6">
      <Counter label={text.counters.total} value={totals?.totalEvents} />
      <Counter label={text.counters.today} value={totals?.todayEvents} />
    </dl>
  );
}

/** Dashboard & Logs: real statistics and the event log, for sale, admin and root. */
export function Component() {
  const { stats, totals } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const view = dashboardView(params);
  const change = (values: Record<string, string>) =>
    setParams((current) => withChanges(current, values), { preventScrollReset: true });
  const logs = useCall((signal) => askLogs(view, signal), [JSON.stringify(view)], {
    enabled: view.tab === 'logs',
  });
  const baseId = useId();
  const tabRefs = useRef<Record<DashboardTab, HTMLButtonElement | null>>({
    statistics: null,
    logs: null,
  });

  const rangeControls = (
    <Suspense fallback={<DateFieldsPlaceholder from={view.from} to={view.to} />}>
      <DateRangeFields
        from={view.from}
        to={view.to}
        onChange={(range) => {
          const next = rangeChange(range);
          if (next) change(next);
          return next !== null;
        }}
      />
    </Suspense>
  );

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(view.tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = TABS[next];
    if (!target) return;
    change(tabChange(target));
    tabRefs.current[target]?.focus();
  };

  return (
    <div lang="en">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <PageHeading title={text.title} subtitle={text.subtitle} />
        <Loaded data={totals} fallback={<Counters />}>
          {(figures) => <Counters totals={figures} />}
        </Loaded>
      </div>
      {/* The back office's first page: the owner sees here what the shop must still set. */}
      <ShopSetupCard />

      <div
        role="tablist"
        aria-label={text.sections}
        className="mb-6 flex gap-1 border-b border-stone-200"
      >
        {TABS.map((tab) => {
          const selected = tab === view.tab;
          return (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => change(tabChange(tab))}
              onKeyDown={onTabKey}
              className={`-mb-px min-h-11 border-b-2 px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                selected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-800'
              }`}
            >
              {text.tabs[tab]}
            </button>
          );
        })}
      </div>

      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${baseId}-panel-${tab}`}
          aria-labelledby={`${baseId}-tab-${tab}`}
          hidden={tab !== view.tab}
        >
          {tab !== view.tab ? null : tab === 'statistics' ? (
            <StatisticsTab range={view} stats={stats} rangeControls={rangeControls} />
          ) : (
            <EventLogsTab
              view={view}
              logs={logs}
              onFilter={(key, value) => change(filterChange(key, value))}
              onPage={(page, pageCount) => change(pageChange(page, pageCount))}
              rangeControls={rangeControls}
            />
          )}
        </div>
      ))}
    </div>
  );
}
