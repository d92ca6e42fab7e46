import { useState } from 'react';
import { useLoaderData } from 'react-router';
import type { StockAlert } from '../../../shared/contracts/stock-alerts.ts';
import { formatThaiDateTime } from '../../../shared/domain/dates.ts';
import { stockAlertScreenMessages as text } from '../../../shared/stock-alert-messages.ts';
import { Link } from '../../components/ui/link.tsx';
import { deferred } from '../../components/ui/loaded.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ThaiText } from '../../components/ui/thai-text.tsx';
import { forSignedIn, SignedInLoaded } from '../orders/public.ts';
import { fetchMyStockAlerts, removeStockAlert } from './stock-alerts-api.ts';

/** My back-in-stock alerts; a visitor's is null. */
export function loader({ request }: { request: Request }) {
  return {
    alerts: deferred(forSignedIn(() => fetchMyStockAlerts(request.signal))),
  };
}

function AlertRow({ alert, onRemove }: { alert: StockAlert; onRemove?: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div>
        <Link
          to={alert.link}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          <ThaiText>{`${alert.productName} (${alert.variantLabel})`}</ThaiText>
        </Link>
        <p className="text-sm text-stone-600">
          {alert.notifiedAt
            ? text.backSince(formatThaiDateTime(alert.notifiedAt))
            : text.waitingSince(formatThaiDateTime(alert.createdAt))}
        </p>
      </div>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          className="min-h-11 rounded-full border border-stone-300 px-4 text-sm text-stone-700 hover:bg-stone-100"
        >
          {text.remove}
        </button>
      ) : null}
    </li>
  );
}

/** The sizes back in stock first (the notices), then the ones still awaited. */
function AlertLists({ initial }: { initial: StockAlert[] }) {
  const [alerts, setAlerts] = useState(initial);
  const back = alerts.filter((alert) => alert.notifiedAt !== null);
  const waiting = alerts.filter((alert) => alert.notifiedAt === null);
  if (alerts.length === 0) return <p className="text-stone-600">{text.none}</p>;
  const remove = async (id: number) => {
    await removeStockAlert(id);
    setAlerts((now) => now.filter((alert) => alert.id !== id));
  };
  return (
    <div className="space-y-6">
      {back.length > 0 ? (
        <section aria-labelledby="alerts-back">
          <h2 id="alerts-back" className="text-lg font-bold text-brand-800">
            {text.backHeading}
          </h2>
          <ul className="divide-y divide-stone-200">
            {back.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </ul>
        </section>
      ) : null}
      {waiting.length > 0 ? (
        <section aria-labelledby="alerts-waiting">
          <h2 id="alerts-waiting" className="text-lg font-bold text-stone-900">
            {text.waitingHeading}
          </h2>
          <ul className="divide-y divide-stone-200">
            {waiting.map((alert) => (
              <AlertRow key={alert.id} alert={alert} onRemove={() => remove(alert.id)} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The customer's alerts and the "back in stock" notices, with links to the products. */
export function Component() {
  const { alerts } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-8">
      <PageHeading title={text.pageTitle} />
      <p className="mb-4 text-stone-700">{text.pageIntro}</p>
      <SignedInLoaded
        data={alerts}
        fallback={<p className="text-stone-600">…</p>}
        errorMessage={text.loadFailed}
      >
        {(answer) => <AlertLists initial={answer.items} />}
      </SignedInLoaded>
    </div>
  );
}
