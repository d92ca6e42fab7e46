import { type ReactNode, useId } from 'react';
import { analyticsMessages } from '../../../shared/analytics-messages.ts';
import type { RankedProduct } from '../../../shared/contracts/analytics.ts';
import { formatBaht } from '../../../shared/domain/money.ts';
import { paymentMessages } from '../../../shared/payment-messages.ts';
import { Loaded } from '../../components/ui/loaded.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { pluralNoun } from '../../lib/admin-format.ts';
import { DailyChart } from './daily-chart.tsx';
import type { Stats } from './dashboard-data.ts';
import { changeText } from './log-format.ts';

const text = analyticsMessages.statistics;

/** The four summary cards, in order; each compares its range with the one before. */
const SUMMARY_CARDS = ['revenue', 'pageViews', 'cartAdditions', 'activeUsers'] as const;

const number = new Intl.NumberFormat('en-US');
const rangeDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (day: string) => rangeDay.format(new Date(`${day}T00:00:00Z`));

type Range = { from: string; to: string };

export function rangeText(range: Range): string {
  return range.from === range.to
    ? formatDay(range.from)
    : `${formatDay(range.from)} – ${formatDay(range.to)}`;
}

function rangeLength(range: Range): number {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
}

function SummaryCard({
  label,
  value,
  current,
  previous,
  days,
  note,
}: {
  label: string;
  value: string;
  current: number;
  previous: number;
  days: number;
  /** What the figure counts, in Thai, when it needs saying. */
  note?: string;
}) {
  const change = changeText(current, previous);
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight text-stone-900 tabular-nums">
        {value}
      </dd>
      <dd className="mt-2 text-sm text-stone-600">
        {change ? (
          <span className={`font-semibold ${change.up ? 'text-green-700' : 'text-red-700'}`}>
            {change.text}
          </span>
        ) : (
          <span className="font-semibold text-stone-500">–</span>
        )}{' '}
        {text.versus(days)}
      </dd>
      {note ? (
        <dd lang="th" className="mt-2 text-xs leading-relaxed text-stone-500">
          {note}
        </dd>
      ) : null}
    </div>
  );
}

/** One line of a ranked list: a product (with its picture) or a page of the site. */
interface Ranked {
  key: string | number;
  name: string;
  /** A product's picture; undefined for a page. */
  image?: string | null;
  count: number;
  /** The singular noun of the count. */
  unit: string;
}

const productRow =
  <P extends RankedProduct>(count: (product: P) => number, unit: string) =>
  (product: P): Ranked => ({
    key: product.productId,
    name: product.productName,
    image: product.image,
    count: count(product),
    unit,
  });

/** The four ranked lists, in the spec's order. */
const RANKED_LISTS: { title: string; rows: (stats: Stats) => Ranked[] }[] = [
  {
    title: text.ranked.clicked,
    rows: (stats) => stats.mostClickedProducts.map(productRow((p) => p.clicks, text.units.click)),
  },
  {
    title: text.ranked.carted,
    rows: (stats) =>
      stats.mostCartedProducts.map(productRow((p) => p.cartAdds, text.units.addition)),
  },
  {
    title: text.ranked.pages,
    rows: (stats) =>
      stats.pageViews.map((page) => ({
        key: page.page,
        name: page.page,
        count: page.views,
        unit: text.units.view,
      })),
  },
  {
    title: text.ranked.viewed,
    rows: (stats) => stats.mostViewedProducts.map(productRow((p) => p.views, text.units.view)),
  },
];

function RankedList({ title, rows }: { title: string; rows: Ranked[] }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="font-semibold text-stone-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-stone-500">{text.noData}</p>
      ) : (
        <ol className="mt-3 divide-y divide-stone-100">
          {rows.map((row, index) => (
            <RankedRow key={row.key} rank={index + 1} row={row} />
          ))}
        </ol>
      )}
    </section>
  );
}

function RankedRow({ rank, row }: { rank: number; row: Ranked }) {
  const isPage = row.image === undefined;
  return (
    <li className="flex items-center gap-3 py-2.5">
      <span
        className={`grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${
          rank === 1 ? 'bg-harvest-400 text-stone-900' : 'bg-stone-100 text-stone-600'
        }`}
      >
        {rank}
      </span>
      {isPage ? null : row.image ? (
        <Picture
          src={row.image}
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-lg bg-stone-100 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-10 shrink-0 rounded-lg bg-stone-100" />
      )}
      <span
        className={`min-w-0 flex-1 truncate text-stone-900 ${isPage ? 'font-mono text-sm' : ''}`}
        title={row.name}
      >
        {row.name}
      </span>
      <span className="shrink-0 text-sm text-stone-600 tabular-nums">
        <span className="font-semibold text-stone-900">{number.format(row.count)}</span>{' '}
        {pluralNoun(row.count, row.unit)}
      </span>
    </li>
  );
}

/** The figures of a range: four cards against the previous range, the chart, four ranked lists. */
export function StatisticsFigures({ stats }: { stats: Stats }) {
  const days = rangeLength(stats.range);
  const { totals, previous } = stats;
  return (
    <>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {SUMMARY_CARDS.map((key) => (
          <SummaryCard
            key={key}
            label={text.cards[key]}
            value={key === 'revenue' ? formatBaht(totals.revenue) : number.format(totals[key])}
            current={totals[key]}
            previous={previous[key]}
            days={days}
            note={key === 'revenue' ? paymentMessages.dashboard.revenueNote : undefined}
          />
        ))}
      </dl>
      <DailyChart daily={stats.daily} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {RANKED_LISTS.map((list) => (
          <RankedList key={list.title} title={list.title} rows={list.rows(stats)} />
        ))}
      </div>
    </>
  );
}

/** Where the figures will be: the cards, the chart and the lists keep their place. */
function StatisticsSkeleton() {
  const block = 'animate-pulse rounded-xl bg-stone-200/70 motion-reduce:animate-none';
  return (
    <div role="status" aria-label={analyticsMessages.loading} className="space-y-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {SUMMARY_CARDS.map((key) => (
          <div key={key} className={`h-32 ${block}`} />
        ))}
      </div>
      <div className={`h-72 ${block}`} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {RANKED_LISTS.map((list) => (
          <div key={list.title} className={`h-64 ${block}`} />
        ))}
      </div>
    </div>
  );
}

/** The Statistics tab: the range and its fields at once, the figures when they arrive. */
export function StatisticsTab({
  range,
  stats,
  rangeControls,
}: {
  range: Range;
  stats: Promise<Stats>;
  rangeControls: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="text-sm text-stone-600">
          <span className="font-semibold text-stone-900">{rangeText(range)}</span>
          {text.rangeNote(rangeLength(range))}
        </p>
        <div className="grid w-full grid-cols-2 gap-3 sm:w-auto sm:min-w-80">{rangeControls}</div>
      </div>
      <Loaded data={stats} fallback={<StatisticsSkeleton />} errorMessage={text.failed}>
        {(figures) => <StatisticsFigures stats={figures} />}
      </Loaded>
    </div>
  );
}
