import { useLoaderData } from 'react-router';
import type { MyPoints, PointsHistoryEntry } from '../../../shared/contracts/points.ts';
import { formatThaiDateTime } from '../../../shared/domain/dates.ts';
import { pointsMessages } from '../../../shared/points-messages.ts';
import { paths } from '../../../shared/routes.ts';
import { Link } from '../../components/ui/link.tsx';
import { deferred } from '../../components/ui/loaded.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { forSignedIn, SignedInLoaded } from '../orders/public.ts';
import { fetchMyPoints } from './points-api.ts';

const text = pointsMessages;

export function loader({ request }: { request: Request }) {
  return { points: deferred(forSignedIn(() => fetchMyPoints(request.signal))) };
}

/** The member's points: the balance, the points to come from orders on their way, the history. */
export function Component() {
  const { points } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-8">
      <PageHeading title={text.title} />
      <SignedInLoaded
        data={points}
        fallback={<p className="text-stone-600">{text.page.loading}</p>}
        errorMessage={text.page.loadFailed}
      >
        {(mine) => <PointsPanel mine={mine} />}
      </SignedInLoaded>
    </div>
  );
}

const numberFormat = new Intl.NumberFormat('th-TH');

function PointsPanel({ mine }: { mine: MyPoints }) {
  return (
    <div className="space-y-4">
      <section className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl border border-brand-100 bg-brand-50 p-4">
          <p className="text-sm leading-relaxed text-brand-900">{text.page.balance}</p>
          <p
            className="text-2xl font-bold text-brand-900 tabular-nums"
            data-testid="points-balance"
          >
            {numberFormat.format(mine.balance)}
          </p>
        </div>
        <div className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
          <p className="text-sm leading-relaxed text-amber-900">{text.page.pending}</p>
          <p className="text-2xl font-bold text-amber-900 tabular-nums">
            {numberFormat.format(mine.pending)}
          </p>
        </div>
      </section>
      <p className="text-sm leading-relaxed text-stone-600">{text.page.howItWorks}</p>
      <section className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <h2 className="mb-2 text-lg font-bold text-stone-900">{text.page.history}</h2>
        {mine.history.length === 0 ? (
          <p className="text-stone-600">{text.historyEmpty}</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {mine.history.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function HistoryRow({ entry }: { entry: PointsHistoryEntry }) {
  const gained = entry.change > 0;
  return (
    <li className="flex items-start justify-between gap-3 py-2 leading-relaxed">
      <div className="min-w-0">
        <p className="text-stone-900">{text.reasons[entry.reason]}</p>
        <p className="text-sm text-stone-600">
          {formatThaiDateTime(entry.createdAt)}
          {entry.orderId ? (
            <>
              {' · '}
              <Link to={paths.order(entry.orderId)} className="text-brand-800 underline">
                {entry.orderId}
              </Link>
            </>
          ) : null}
        </p>
        {entry.note ? <p className="text-sm text-stone-600">{entry.note}</p> : null}
      </div>
      <span
        className={`shrink-0 font-semibold tabular-nums ${gained ? 'text-brand-800' : 'text-red-700'}`}
      >
        {gained ? '+' : ''}
        {numberFormat.format(entry.change)}
      </span>
    </li>
  );
}
