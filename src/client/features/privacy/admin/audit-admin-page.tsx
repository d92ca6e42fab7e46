import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  auditFieldMessages,
  auditValueMessages,
  auditValueMessages as values,
} from '../../../../shared/audit-field-messages.ts';
import { auditMessages as text } from '../../../../shared/audit-messages.ts';
import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import type { AuditEntry, AuditQuery } from '../../../../shared/contracts/staff-audit.ts';
import { formatBaht } from '../../../../shared/domain/money.ts';
import { paymentMessages } from '../../../../shared/payment-messages.ts';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import { AdminDayField } from '../../../components/ui/admin-day-field.tsx';
import { AdminSectionHeader } from '../../../components/ui/admin-list-toolbar.tsx';
import { AdminCell, AdminTable } from '../../../components/ui/admin-table.tsx';
import { deferred, Loaded } from '../../../components/ui/loaded.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { searchOfForm } from '../../../lib/search-params.ts';
import { askForSection } from '../../accounts/public.ts';
import { fetchAudit, fetchAuditActors } from './audit-api.ts';

const FILTER_KEYS = ['actor', 'action', 'from', 'to', 'page'] as const;

function queryOf(request: Request): AuditQuery {
  const params = new URL(request.url).searchParams;
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return query as AuditQuery;
}

export function loader({ request }: LoaderFunctionArgs) {
  const query = queryOf(request);
  return {
    query,
    page: deferred(
      askForSection('adminAudit', async () => {
        const [audit, actors] = await Promise.all([
          fetchAudit(query, request.signal),
          fetchAuditActors(request.signal),
        ]);
        return { audit, actors: actors.items };
      }),
    ),
  };
}

const COLUMNS = [
  { label: text.columns.at },
  { label: text.columns.actor },
  { label: text.columns.action },
  { label: text.columns.record },
  { label: text.columns.before },
  { label: text.columns.after },
] as const;

/** Admin and root read who changed what in the back office, filtered by person, action and days. */
export function Component() {
  const { page, query } = useLoaderData<typeof loader>();
  return (
    <div lang="th">
      <AdminSectionHeader title={text.title} lang="th" subtitle={text.intro} />
      <Loaded
        data={page}
        fallback={<AuditTable entries={[]} loading />}
        errorMessage={text.loadFailed}
      >
        {(loaded) =>
          loaded ? (
            <>
              <Filters query={query} actors={loaded.actors} />
              <p className="mt-3 text-sm text-stone-600">{text.total(loaded.audit.total)}</p>
              <AuditTable entries={loaded.audit.items} />
            </>
          ) : (
            <AccessDenied />
          )
        }
      </Loaded>
    </div>
  );
}

const inputClass =
  'min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-700';

function Filters({
  query,
  actors,
}: {
  query: AuditQuery;
  actors: { id: string | null; name: string }[];
}) {
  const actions = Object.entries(text.actions);
  const navigate = useNavigate();
  // The days as typed or picked (dd/MM/yyyy), sent with the form as yyyy-MM-dd.
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        navigate(`?${searchOfForm(event.currentTarget)}`);
      }}
      className="mt-4 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      <label className="grid gap-1 text-sm font-semibold text-stone-800">
        {text.filters.actor}
        <select name="actor" defaultValue={query.actor ?? ''} className={inputClass}>
          <option value="">{text.filters.anyActor}</option>
          {actors
            .filter((actor) => actor.id !== null)
            .map((actor) => (
              <option key={actor.id} value={actor.id ?? ''}>
                {actor.name}
              </option>
            ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-semibold text-stone-800">
        {text.filters.action}
        <select name="action" defaultValue={query.action ?? ''} className={inputClass}>
          <option value="">{text.filters.anyAction}</option>
          {actions.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <AdminDayField
        label={text.filters.from}
        name="from"
        value={from}
        max={to || undefined}
        onChange={setFrom}
        className="text-sm font-semibold text-stone-800"
        inputClassName={inputClass}
      />
      <AdminDayField
        label={text.filters.to}
        name="to"
        value={to}
        min={from || undefined}
        onChange={setTo}
        className="text-sm font-semibold text-stone-800"
        inputClassName={inputClass}
      />
      <div className="flex items-end">
        <button
          type="submit"
          className="min-h-11 w-full rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {text.filters.apply}
        </button>
      </div>
    </form>
  );
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The words of a field whose values are codes (an order's status, stage, payment…). */
const VALUE_WORDS: Record<string, Record<string, string>> = {
  status: { ...adminMessages.transactions.export.statuses, ...auditValueMessages.memberStatuses },
  workflowStatus: checkoutMessages.orders.stages,
  paymentStatus: paymentMessages.admin.paymentStatuses,
  paymentMethod: paymentMessages.methods,
  cancelledBy: checkoutMessages.orders.cancelled,
  decision: auditValueMessages.decisions,
};

/**
 * A field's value as staff read it: a time in the back office's one format (Bangkok), an amount
 * kept in satang in baht, yes or no, and anything else as it was stored.
 */
export function auditValue(field: string, value: unknown): string {
  if (value === null || value === undefined) return values.none;
  if (typeof value === 'boolean') return value ? values.yes : values.no;
  if (typeof value === 'number' && field.endsWith('Satang') && Number.isInteger(value)) {
    return formatBaht(value);
  }
  if (typeof value === 'string') {
    if (ISO_TIME.test(value)) return formatAdminDateTime(value);
    return VALUE_WORDS[field]?.[value] ?? value;
  }
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** A side of a change as lines `field: value`, named in Thai, readable without JSON. */
function Fields({ fields }: { fields: AuditEntry['before'] }) {
  if (!fields || Object.keys(fields).length === 0) {
    return <span className="text-stone-400">{text.nothing}</span>;
  }
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)] gap-0.5 text-xs">
      {Object.entries(fields).map(([key, value]) => (
        <div key={key} className="flex flex-wrap gap-x-1">
          <dt className="font-semibold text-stone-600">{auditFieldMessages[key] ?? key}:</dt>
          <dd className="min-w-0 wrap-anywhere text-stone-900">{auditValue(key, value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function AuditTable({ entries, loading = false }: { entries: AuditEntry[]; loading?: boolean }) {
  return (
    <AdminTable
      columns={COLUMNS}
      caption={text.title}
      loading={loading}
      empty={entries.length === 0 && !loading ? text.empty : null}
      minWidth="min-w-[60rem]"
      cardsOnPhone
    >
      {entries.map((entry) => (
        <tr key={entry.id} className="align-top hover:bg-stone-50">
          <th scope="row" className="admin-card-wide whitespace-nowrap px-4 py-3 font-semibold">
            <time dateTime={entry.at}>{formatAdminDateTime(entry.at)}</time>
          </th>
          <AdminCell label={text.columns.actor} className="sm:min-w-28">
            {entry.actor.name}
          </AdminCell>
          <AdminCell label={text.columns.action} className="sm:min-w-32">
            {text.actions[entry.action] ?? entry.action}
          </AdminCell>
          <AdminCell label={text.columns.record}>
            {text.entities[entry.entity] ?? entry.entity}{' '}
            {entry.entity === 'settings' ? (
              (text.settings[entry.entityId] ?? entry.entityId)
            ) : (
              // An id stays on one line: cut with an ellipsis (whole on hover) if it cannot fit.
              <span
                title={entry.entityId}
                className="inline-block max-w-full truncate align-bottom font-mono text-xs whitespace-nowrap"
              >
                {entry.entityId}
              </span>
            )}
          </AdminCell>
          <AdminCell label={text.columns.before} wide className="sm:min-w-56">
            <Fields fields={entry.before} />
          </AdminCell>
          <AdminCell label={text.columns.after} wide className="sm:min-w-56">
            <Fields fields={entry.after} />
          </AdminCell>
        </tr>
      ))}
    </AdminTable>
  );
}
