import { useEffect, useRef, useState } from 'react';
import {
  type LoaderFunctionArgs,
  useLoaderData,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import {
  NOTIFICATION_STATUSES,
  type NotificationStatus,
} from '../../../../shared/contracts/notifications.ts';
import type { OutboxEntry } from '../../../../shared/contracts/notifications-answers.ts';
import { outboxMessages } from '../../../../shared/notification-messages.ts';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import { AdminSectionHeader } from '../../../components/ui/admin-list-toolbar.tsx';
import { AdminCell, AdminTable, RowAction } from '../../../components/ui/admin-table.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { deferred, Loaded } from '../../../components/ui/loaded.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { ApiError } from '../../../lib/api.ts';
import { askForSection } from '../../accounts/public.ts';
import { fetchOutbox, resendNotification } from './notifications-api.ts';

const text = outboxMessages;

/** The status the address filters by (`?status=`); anything else lists them all. */
const statusOf = (value: string | null): NotificationStatus | undefined =>
  NOTIFICATION_STATUSES.find((status) => status === value);

export function loader({ request }: LoaderFunctionArgs) {
  const status = statusOf(new URL(request.url).searchParams.get('status'));
  return {
    status,
    outbox: deferred(
      askForSection('adminNotifications', () => fetchOutbox(status, request.signal)),
    ),
  };
}

/** Admin and root see what the shop sent, or failed to send, and put a failed message back. */
export function Component() {
  const { outbox, status } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminSectionHeader title={text.title} lang="th" subtitle={text.subtitle} />
      <StatusFilter current={status} />
      <Loaded
        data={outbox}
        fallback={<OutboxTable entries={[]} loading />}
        errorMessage={text.loadFailed}
      >
        {(entries) => (entries ? <Outbox entries={entries} /> : <AccessDenied />)}
      </Loaded>
    </>
  );
}

const FILTERS = [
  { status: undefined, label: text.all },
  ...NOTIFICATION_STATUSES.map((status) => ({ status, label: text.statuses[status] })),
];

/** The status in the address: links, so the filter is shared and survives a reload. */
function StatusFilter({ current }: { current: NotificationStatus | undefined }) {
  const [params] = useSearchParams();
  const searchOf = (status: NotificationStatus | undefined) => {
    const next = new URLSearchParams(params);
    if (status) next.set('status', status);
    else next.delete('status');
    const search = next.toString();
    return search ? `?${search}` : '';
  };
  return (
    <nav aria-label={text.filter} className="mb-2 flex flex-wrap gap-2">
      {FILTERS.map(({ status, label }) => (
        <Link
          key={label}
          to={{ search: searchOf(status) }}
          aria-current={status === current ? 'page' : undefined}
          preventScrollReset
          className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
            status === current
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50'
          }`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

type Notice = { tone: 'done' | 'failed'; message: string };

function Outbox({ entries }: { entries: OutboxEntry[] }) {
  const revalidator = useRevalidator();
  const [resending, setResending] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  /** 409: it was resent or sent meanwhile; the server's words say so and the list reloads. */
  const resend = async (entry: OutboxEntry) => {
    if (resending !== null) return;
    setResending(entry.id);
    setNotice(null);
    try {
      await resendNotification(entry.id);
      setNotice({ tone: 'done', message: text.resent });
      await revalidator.revalidate();
    } catch (caught) {
      const message = caught instanceof ApiError && caught.message ? caught.message : null;
      setNotice({ tone: 'failed', message: message ?? text.resendFailed });
      if (caught instanceof ApiError && caught.status === 409) await revalidator.revalidate();
    } finally {
      setResending(null);
    }
  };

  return (
    <>
      {notice ? (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role={notice.tone === 'done' ? 'status' : 'alert'}
          className={`my-2 rounded-lg border px-3 py-2 text-sm font-medium focus:outline-none ${
            notice.tone === 'done'
              ? 'border-green-200 bg-green-50 text-green-800'
              : 'border-red-200 bg-red-50 text-red-800'
          }`}
        >
          {notice.message}
        </p>
      ) : null}
      <OutboxTable
        entries={entries}
        loading={false}
        resending={resending}
        onResend={(entry) => void resend(entry)}
      />
    </>
  );
}

const COLUMNS = [
  { label: text.columns.createdAt },
  { label: text.columns.channel },
  { label: text.columns.to },
  { label: text.columns.template },
  { label: text.columns.status },
  { label: text.columns.attempts, align: 'right' },
  { label: text.columns.lastError },
  { label: text.columns.actions },
] as const;

const templateOf = (template: string) => text.templates[template] ?? template;

const BADGES: Record<NotificationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

function OutboxTable({
  entries,
  loading,
  resending = null,
  onResend,
}: {
  entries: OutboxEntry[];
  loading: boolean;
  resending?: number | null;
  onResend?: (entry: OutboxEntry) => void;
}) {
  return (
    <AdminTable
      columns={COLUMNS}
      caption={text.title}
      loading={loading}
      loadingLabel={text.loading}
      empty={entries.length === 0 ? text.empty : null}
      minWidth="min-w-[64rem]"
      cardsOnPhone
    >
      {entries.map((entry) => {
        const when = formatAdminDateTime(entry.createdAt);
        return (
          <tr key={entry.id} className="align-top">
            <AdminCell label={text.columns.createdAt} className="whitespace-nowrap">
              {when}
              {entry.sentAt ? (
                <span className="block text-xs text-stone-500">
                  {text.sentAt(formatAdminDateTime(entry.sentAt))}
                </span>
              ) : null}
            </AdminCell>
            <AdminCell label={text.columns.channel} className="whitespace-nowrap">
              {text.channels[entry.channel]}
            </AdminCell>
            <AdminCell label={text.columns.to} wide className="font-mono text-xs break-all">
              {entry.to || text.noRecipient}
            </AdminCell>
            <AdminCell label={text.columns.template}>
              <span lang={text.templates[entry.template] ? 'th' : 'en'}>
                {templateOf(entry.template)}
              </span>
            </AdminCell>
            <AdminCell label={text.columns.status}>
              <span
                className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${BADGES[entry.status]}`}
              >
                {text.statuses[entry.status]}
              </span>
            </AdminCell>
            <AdminCell label={text.columns.attempts} className="text-right tabular-nums">
              {entry.attempts}
            </AdminCell>
            <AdminCell label={text.columns.lastError} wide className="text-red-800 break-words">
              {entry.lastError ?? <span className="text-stone-400">–</span>}
            </AdminCell>
            <AdminCell label={text.columns.actions} className="whitespace-nowrap">
              {entry.status === 'failed' && onResend ? (
                <RowAction
                  label={text.resendOf(templateOf(entry.template), when)}
                  tone="brand"
                  disabled={resending !== null}
                  onClick={() => onResend(entry)}
                >
                  {resending === entry.id ? '…' : text.resend}
                </RowAction>
              ) : (
                <span className="text-stone-400">–</span>
              )}
            </AdminCell>
          </tr>
        );
      })}
    </AdminTable>
  );
}
