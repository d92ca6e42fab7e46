import { analyticsMessages } from '../../../shared/analytics-messages.ts';
import { formatBaht } from '../../../shared/domain/money.ts';
import type { Stats } from './dashboard-data.ts';

const text = analyticsMessages.statistics;

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 24, left: 8 };

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/**
 * Revenue as bars and page views as a line, one point per day: inline SVG, no chart library.
 * Screen readers get the same figures as a table.
 */
export function DailyChart({ daily }: { daily: Stats['daily'] }) {
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const maxRevenue = Math.max(1, ...daily.map((point) => point.revenue));
  const maxViews = Math.max(1, ...daily.map((point) => point.pageViews));
  const slot = innerWidth / Math.max(1, daily.length);
  const barWidth = Math.max(1, Math.min(28, slot * 0.6));
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const yRevenue = (value: number) => PAD.top + innerHeight - (value / maxRevenue) * innerHeight;
  const yViews = (value: number) => PAD.top + innerHeight - (value / maxViews) * innerHeight;
  const line = daily
    .map(
      (point, index) =>
        `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${yViews(point.pageViews).toFixed(1)}`,
    )
    .join(' ');
  const labelEvery = Math.max(1, Math.ceil(daily.length / 7));

  return (
    <figure className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-stone-900">{text.chart}</span>
        <span className="flex gap-4 text-sm text-stone-600">
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded-sm bg-brand-600" />
            {text.revenue}
          </span>
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="h-0.5 w-4 rounded bg-blue-600" />
            {text.pageViews}
          </span>
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={PAD.top + innerHeight}
          y2={PAD.top + innerHeight}
          className="stroke-stone-300"
        />
        {daily.map((point, index) => {
          const top = yRevenue(point.revenue);
          return (
            <rect
              key={point.day}
              x={x(index) - barWidth / 2}
              y={top}
              width={barWidth}
              height={PAD.top + innerHeight - top}
              rx={2}
              className="fill-brand-600/80"
            >
              <title>
                {text.chartPoint(dayLabel(point.day), formatBaht(point.revenue), point.pageViews)}
              </title>
            </rect>
          );
        })}
        <path
          d={line}
          fill="none"
          strokeWidth={2.5}
          strokeLinejoin="round"
          className="stroke-blue-600"
        />
        {daily.map((point, index) => (
          <circle
            key={point.day}
            cx={x(index)}
            cy={yViews(point.pageViews)}
            r={daily.length > 31 ? 0 : 3}
            className="fill-blue-600"
          />
        ))}
        {daily.map((point, index) =>
          index % labelEvery === 0 ? (
            <text
              key={point.day}
              x={x(index)}
              y={HEIGHT - 6}
              textAnchor="middle"
              className="fill-stone-500 text-[11px] max-sm:text-[20px]"
            >
              {dayLabel(point.day)}
            </text>
          ) : null,
        )}
      </svg>
      <table className="sr-only">
        <caption>{text.chart}</caption>
        <thead>
          <tr>
            <th scope="col">{text.day}</th>
            <th scope="col">{text.revenue}</th>
            <th scope="col">{text.pageViews}</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((point) => (
            <tr key={point.day}>
              <th scope="row">{dayLabel(point.day)}</th>
              <td>{formatBaht(point.revenue)}</td>
              <td>{point.pageViews}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
