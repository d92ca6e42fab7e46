import { type ReactNode, useId } from 'react';
import type { DashboardStats, RankedProduct } from '../../../shared/contracts/analytics.ts';
import { bahtToSatang, formatBaht } from '../../../shared/domain/money.ts';
import { pluralNoun } from '../../lib/admin-format.ts';
import { DailyChart } from './daily-chart.tsx';
import { changeText } from './log-format.ts';

/** The four summary cards, in order; each compares its range with the one before. */
const SUMMARY_CARDS = [
  { label: 'Total Revenue', key: 'revenue' },
  { label: 'Page Views', key: 'pageViews' },
  { label: 'Cart Additions', key: 'cartAdditions' },
  { label: 'Active Users', key: 'activeUsers' },
] as const;

const number = new Intl.NumberFormat('en-US');
const rangeDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (day: string) => rangeDay.format(new Date(`${day}T00:00:00Z`));

export function rangeText(range: { from: string; to: string }): string {
  return range.from === range.to
    ? formatDay(range.from)
    : `${formatDay(range.from)} – ${formatDay(range.to)}`;
}

function rangeLength(range: { from: string; to: string }): number {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
}

function SummaryCard({
  label,
  value,
  current,
  previous,
  days,
}: {
  label: string;
  value: string;
  current: number;
  previous: number;
  days: number;
}) {
  const change = changeText(current, previous);
  const period = days === 1 ? 'the day before' : `the previous ${days} days`;
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
        vs {period}
      </dd>
    </div>
  );
}

function RankedList({
  title,
  empty,
  children,
}: {
  title: string;
  empty: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="font-semibold text-stone-900">
        {title}
      </h2>
      {empty ? (
        <p className="mt-3 text-sm text-stone-500">No data in this range</p>
      ) : (
        <ol className="mt-3 divide-y divide-stone-100">{children}</ol>
      )}
    </section>
  );
}

function Rank({ rank }: { rank: number }) {
  return (
    <span
      className={`grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${
        rank === 1 ? 'bg-harvest-400 text-stone-900' : 'bg-stone-100 text-stone-600'
      }`}
    >
      {rank}
    </span>
  );
}

function ProductRow({
  rank,
  product,
  count,
  unit,
}: {
  rank: number;
  product: RankedProduct;
  count: number;
  /** The singular noun: 'click' (the plural follows the count). */
  unit: string;
}) {
  return (
    <li className="flex items-center gap-3 py-2.5">
      <Rank rank={rank} />
      {product.image ? (
        <img
          src={product.image}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 shrink-0 rounded-lg bg-stone-100 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-10 shrink-0 rounded-lg bg-stone-100" />
      )}
      <span className="min-w-0 flex-1 truncate text-stone-900" title={product.productName}>
        {product.productName}
      </span>
      <span className="shrink-0 text-sm text-stone-600 tabular-nums">
        <span className="font-semibold text-stone-900">{number.format(count)}</span>{' '}
        {pluralNoun(count, unit)}
      </span>
    </li>
  );
}

/** The Statistics tab: four cards against the previous range, the daily chart, four ranked lists. */
export function StatisticsTab({
  stats,
  rangeControls,
}: {
  stats: DashboardStats;
  rangeControls: ReactNode;
}) {
  const days = rangeLength(stats.range);
  const { totals, previous } = stats;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="text-sm text-stone-600">
          <span className="font-semibold text-stone-900">{rangeText(stats.range)}</span> (Bangkok
          time), compared with {days === 1 ? 'the day before' : `the ${days} days before`}
        </p>
        <div className="grid w-full grid-cols-2 gap-3 sm:w-auto sm:min-w-80">{rangeControls}</div>
      </div>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {SUMMARY_CARDS.map(({ label, key }) => (
          <SummaryCard
            key={key}
            label={label}
            value={
              key === 'revenue'
                ? formatBaht(bahtToSatang(totals.revenue))
                : number.format(totals[key])
            }
            current={totals[key]}
            previous={previous[key]}
            days={days}
          />
        ))}
      </dl>
      <DailyChart daily={stats.daily} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <RankedList title="Most Clicked Products" empty={stats.mostClickedProducts.length === 0}>
          {stats.mostClickedProducts.map((product, index) => (
            <ProductRow
              key={product.productId}
              rank={index + 1}
              product={product}
              count={product.clicks}
              unit="click"
            />
          ))}
        </RankedList>
        <RankedList title="Most Added to Cart" empty={stats.mostCartedProducts.length === 0}>
          {stats.mostCartedProducts.map((product, index) => (
            <ProductRow
              key={product.productId}
              rank={index + 1}
              product={product}
              count={product.cartAdds}
              unit="addition"
            />
          ))}
        </RankedList>
        <RankedList title="Top Pages" empty={stats.pageViews.length === 0}>
          {stats.pageViews.map((page, index) => (
            <li key={page.page} className="flex items-center gap-3 py-2.5">
              <Rank rank={index + 1} />
              <span
                className="min-w-0 flex-1 truncate font-mono text-sm text-stone-900"
                title={page.page}
              >
                {page.page}
              </span>
              <span className="shrink-0 text-sm text-stone-600 tabular-nums">
                <span className="font-semibold text-stone-900">{number.format(page.views)}</span>{' '}
                {pluralNoun(page.views, 'view')}
              </span>
            </li>
          ))}
        </RankedList>
        <RankedList title="Most Viewed Products" empty={stats.mostViewedProducts.length === 0}>
          {stats.mostViewedProducts.map((product, index) => (
            <ProductRow
              key={product.productId}
              rank={index + 1}
              product={product}
              count={product.views}
              unit="view"
            />
          ))}
        </RankedList>
      </div>
    </div>
  );
}
