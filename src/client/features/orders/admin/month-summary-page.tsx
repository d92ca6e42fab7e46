import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router';
import { type MonthSummary, SUMMARY_METHODS } from '../../../../shared/contracts/reports.ts';
import { CATEGORIES } from '../../../../shared/domain/categories.ts';
import { bangkokDayKey } from '../../../../shared/domain/dates.ts';
import { bahtToSatang, formatBaht } from '../../../../shared/domain/money.ts';
import { reportMessages as text } from '../../../../shared/report-messages.ts';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import { AdminSectionHeader } from '../../../components/ui/admin-list-toolbar.tsx';
import { deferred, Loaded } from '../../../components/ui/loaded.tsx';
import { call, client } from '../../../lib/api.ts';
import { askForSection } from '../../accounts/public.ts';

/** The month the address names (`?month=YYYY-MM`), this Bangkok month by default. */
function monthOf(request: Request): string {
  const asked = new URL(request.url).searchParams.get('month') ?? '';
  return /^\d{4}-\d{2}$/.test(asked) ? asked : bangkokDayKey(new Date()).slice(0, 7);
}

export function loader({ request }: LoaderFunctionArgs) {
  const month = monthOf(request);
  return {
    month,
    summary: deferred(
      askForSection('adminReports', () =>
        call(
          client.admin.reports.summary.$get(
            { query: { month } },
            { init: { signal: request.signal } },
          ),
        ),
      ),
    ),
  };
}

function Figure({ label, baht, note }: { label: string; baht: number; note?: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4">
      <dt className="text-sm leading-relaxed text-stone-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums text-stone-900">
        {formatBaht(bahtToSatang(baht))}
      </dd>
      {note ? <dd className="mt-1 text-xs leading-relaxed text-stone-500">{note}</dd> : null}
    </div>
  );
}

function Breakdown({ title, rows }: { title: string; rows: [string, number][] }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4">
      <h3 className="text-base font-bold text-stone-900">{title}</h3>
      <dl className="mt-2 divide-y divide-stone-100 text-sm">
        {rows.map(([label, baht]) => (
          <div key={label} className="flex justify-between gap-3 py-2 leading-relaxed">
            <dt className="text-stone-700">{label}</dt>
            <dd className="shrink-0 font-semibold tabular-nums">
              {formatBaht(bahtToSatang(baht))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The month's figures, baht on screen. */
export function SummaryFigures({ summary }: { summary: MonthSummary }) {
  return (
    <div className="mt-4 space-y-4">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <dt className="text-sm text-stone-600">{text.orders}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums text-stone-900">{summary.orders}</dd>
        </div>
        <Figure label={text.paid} baht={summary.paid} />
        <Figure label={text.refunded} baht={summary.refunded} />
        <Figure label={text.exemptSales} baht={summary.exemptSales} />
        <Figure label={text.taxableSales} baht={summary.taxableSales} />
        <Figure
          label={text.vat}
          baht={summary.vat}
          note={summary.vatRegistered ? undefined : text.notVatRegistered}
        />
      </dl>
      <div className="grid gap-3 lg:grid-cols-2">
        <Breakdown
          title={text.byPaymentMethod}
          rows={SUMMARY_METHODS.map((method) => [
            text.methods[method],
            summary.byPaymentMethod[method] ?? 0,
          ])}
        />
        <Breakdown
          title={text.byCategory}
          rows={CATEGORIES.map((category) => [category.name, summary.byCategory[category.id] ?? 0])}
        />
      </div>
      <section className="rounded-xl border border-stone-200 bg-white p-4">
        <h3 className="text-base font-bold text-stone-900">{text.points.title}</h3>
        <dl className="mt-2 divide-y divide-stone-100 text-sm">
          {(['earned', 'spent', 'adjusted'] as const).map((kind) => (
            <div key={kind} className="flex justify-between gap-3 py-2 leading-relaxed">
              <dt className="text-stone-700">{text.points[kind]}</dt>
              <dd className="shrink-0 font-semibold tabular-nums">
                {text.points.count(summary.points[kind])}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <p className="text-xs leading-relaxed text-stone-500">{text.note}</p>
    </div>
  );
}

/** Admin and root read the month's summary (orders, money in and back, VAT). */
export function Component() {
  const { month, summary } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  return (
    <div lang="th">
      <AdminSectionHeader title={text.title} lang="th" />
      <label className="mt-4 grid max-w-xs gap-1 text-sm font-semibold text-stone-800">
        {text.month}
        <input
          type="month"
          value={month}
          onChange={(event) => {
            if (event.target.value) navigate(`?month=${event.target.value}`);
          }}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
        />
      </label>
      <Loaded
        data={summary}
        fallback={<p className="mt-4 text-sm">{text.loading}</p>}
        errorMessage={text.failed}
      >
        {(loaded) => (loaded ? <SummaryFigures summary={loaded} /> : <AccessDenied />)}
      </Loaded>
    </div>
  );
}
