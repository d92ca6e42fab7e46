import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router';
import { auditMessages as text } from '../../../../shared/audit-messages.ts';
import type { AuditEntry, AuditQuery } from '../../../../shared/contracts/staff-audit.ts';
import { formatThaiDateTime } from '../../../../shared/domain/dates.ts';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import { AdminSectionHeader } from '../../../components/ui/admin-list-toolbar.tsx';
import { AdminCell, AdminTable } from '../../../components/ui/admin-table.tsx';
import { deferred, Loaded } from '../../../components/ui/loaded.tsx';
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
      <label className="grid gap-1 text-sm font-semibold text-stone-800">
        {text.filters.from}
        <input type="date" name="from" defaultValue={query.from ?? ''} className={inputClass} />
      </label>
      <label className="grid gap-1 text-sm font-semibold text-stone-800">
        {text.filters.to}
        <input type="date" name="to" defaultValue={query.to ?? ''} className={inputClass} />
      </label>
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

/** A side of a change as lines `field: value`, readable without JSON. */
function Fields({ fields }: { fields: AuditEntry['before'] }) {
  if (!fields || Object.keys(fields).length === 0) {
    return <span className="text-stone-400">{text.nothing}</span>;
  }
  return (
    <dl className="grid gap-0.5 text-xs">
      {Object.entries(fields).map(([key, value]) => (
        <div key={key} className="flex flex-wrap gap-1">
          <dt className="font-semibold text-stone-600">{key}:</dt>
          <dd className="break-all text-stone-900">
            {typeof value === 'string' ? value : JSON.stringify(value)}
          </dd>
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
            {formatThaiDateTime(entry.at)}
          </th>
          <AdminCell label={text.columns.actor}>{entry.actor.name}</AdminCell>
          <AdminCell label={text.columns.action}>
            {text.actions[entry.action] ?? entry.action}
          </AdminCell>
          <AdminCell label={text.columns.record} className="break-all">
            {text.entities[entry.entity] ?? entry.entity}{' '}
            {entry.entity === 'settings'
              ? (text.settings[entry.entityId] ?? entry.entityId)
              : entry.entityId}
          </AdminCell>
          <AdminCell label={text.columns.before}>
            <Fields fields={entry.before} />
          </AdminCell>
          <AdminCell label={text.columns.after}>
            <Fields fields={entry.after} />
          </AdminCell>
        </tr>
      ))}
    </AdminTable>
  );
}
