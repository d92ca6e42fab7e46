import { useEffect, useId, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import type { Member, MemberResponse } from '../../../../shared/contracts/accounts.ts';
import type { Page } from '../../../../shared/contracts/common.ts';
import { formatThaiDate } from '../../../../shared/domain/dates.ts';
import { formatPhone } from '../../../../shared/domain/phone.ts';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { RoleBadge } from '../../../components/ui/role-badge.tsx';
import { api } from '../../../lib/api.ts';
import { useSessionStore } from '../session-store.ts';
import { MemberEditDialog } from './member-edit-dialog.tsx';
import { MemberStatusBadge } from './member-status.tsx';

const MEMBERS_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;
const text = adminMessages.members;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const actionClass =
  'inline-flex min-h-9 items-center rounded-lg border px-2.5 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:opacity-50';
const tones = {
  neutral: 'border-stone-300 text-stone-700 hover:bg-stone-50',
  brand: 'border-brand-700 text-brand-800 hover:bg-brand-50',
  warn: 'border-amber-500 text-amber-800 hover:bg-amber-50',
  danger: 'border-red-300 text-red-700 hover:bg-red-50',
} as const;

function ActionButton({
  tone,
  onClick,
  disabled,
  children,
}: {
  tone: keyof typeof tones;
  onClick: () => void;
  disabled?: boolean;
  children: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={`${actionClass} ${tones[tone]}`}
    >
      {children}
    </button>
  );
}

const cellClass = 'px-4 py-3 max-md:flex max-md:items-center max-md:gap-3 max-md:px-0 max-md:py-1';

/** On phones each row is a card: the column name goes before the value. */
function CellLabel({ children }: { children: string }) {
  return (
    <span
      aria-hidden="true"
      className="w-16 shrink-0 text-xs font-semibold text-stone-500 md:hidden"
    >
      {children}
    </span>
  );
}

/** Members: search, table, edit; unlock, activate/deactivate and delete with confirmations. */
export function Component() {
  const actor = useSessionStore((state) => state.user);
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<Member> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Member | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(query.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<Page<Member>>(
        '/admin/members',
        { q: search, page, pageSize: MEMBERS_PAGE_SIZE },
        controller.signal,
      )
      .then((answer) => {
        setData(answer);
        setError((current) => (current === text.fetchFailed ? null : current));
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setError(text.fetchFailed);
        setData({ items: [], total: 0, page, pageSize: MEMBERS_PAGE_SIZE });
      });
    return () => controller.abort();
  }, [search, page]);

  if (!actor) return null;

  const replace = (member: Member) =>
    setData((current) =>
      current
        ? {
            ...current,
            items: current.items.map((item) => (item.id === member.id ? member : item)),
          }
        : current,
    );

  const act = async (member: Member, run: () => Promise<void>, failure: (m: string) => string) => {
    setError(null);
    setBusyId(member.id);
    try {
      await run();
    } catch (caught) {
      setError(failure(reasonOf(caught)));
    } finally {
      setBusyId(null);
    }
  };

  const unlock = (member: Member) => {
    if (!window.confirm(text.confirmUnlock)) return;
    void act(
      member,
      async () => {
        const answer = await api.post<MemberResponse>(`/admin/members/${member.id}/unlock`);
        replace(answer.member);
      },
      text.unlockFailed,
    );
  };

  const toggleStatus = (member: Member) =>
    void act(
      member,
      async () => {
        const status = member.status === 'active' ? 'inactive' : 'active';
        const answer = await api.post<MemberResponse>(`/admin/members/${member.id}/status`, {
          status,
        });
        replace(answer.member);
      },
      text.statusFailed,
    );

  const remove = (member: Member) => {
    if (!window.confirm(text.confirmDelete)) return;
    void act(
      member,
      async () => {
        await api.delete(`/admin/members/${member.id}`);
        setData((current) =>
          current
            ? {
                ...current,
                items: current.items.filter((item) => item.id !== member.id),
                total: Math.max(0, current.total - 1),
              }
            : current,
        );
      },
      text.deleteFailed,
    );
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / MEMBERS_PAGE_SIZE)) : 1;

  return (
    <div lang="en">
      <PageHeading title="Members" subtitle="Manage customer and staff accounts" />

      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Android WebViews and to jsdom */}
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(query.trim());
          setPage(1);
        }}
        className="relative mb-4 max-w-md"
      >
        <label htmlFor={searchId} className="sr-only">
          Search members
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-400" />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search by name or phone"
          maxLength={100}
          autoComplete="off"
          className="h-11 w-full rounded-lg border border-stone-300 bg-white py-2 pr-3 pl-10 text-base focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30"
        />
      </form>

      {error ? (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-700"
        >
          {error}
        </p>
      ) : null}

      {!data ? (
        <LoadingState label="Loading members..." />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm max-md:block md:min-w-[56rem]">
            <caption className="sr-only">Members</caption>
            <thead className="bg-stone-50 text-xs max-md:hidden font-semibold tracking-wide text-stone-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Name
                </th>
                <th scope="col" className="px-4 py-3">
                  Phone
                </th>
                <th scope="col" className="px-4 py-3">
                  Role
                </th>
                <th scope="col" className="px-4 py-3">
                  Created
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 max-md:block">
              {data.items.length === 0 ? (
                <tr className="max-md:block">
                  <td colSpan={6} className="px-4 py-10 text-center text-stone-500 max-md:block">
                    No members found
                  </td>
                </tr>
              ) : null}
              {data.items.map((member) => {
                const manageable = member.role !== 'root' || actor.role === 'root';
                const isSelf = member.id === actor.id;
                const busy = busyId === member.id;
                return (
                  <tr key={member.id} className="align-middle max-md:block max-md:px-4 max-md:py-3">
                    <th
                      scope="row"
                      className="px-4 py-3 font-semibold text-stone-900 max-md:block max-md:px-0 max-md:pb-1.5 max-md:text-base"
                    >
                      <span lang="th">
                        {member.firstName} {member.lastName}
                      </span>
                      {isSelf ? (
                        <span className="ml-2 text-xs font-normal text-stone-500">(you)</span>
                      ) : null}
                    </th>
                    <td className={`${cellClass} whitespace-nowrap tabular-nums text-stone-700`}>
                      <CellLabel>Phone</CellLabel>
                      {formatPhone(member.phone)}
                    </td>
                    <td className={cellClass}>
                      <CellLabel>Role</CellLabel>
                      <RoleBadge role={member.role} />
                    </td>
                    <td className={`${cellClass} whitespace-nowrap text-stone-700`}>
                      <CellLabel>Created</CellLabel>
                      <span lang="th">{formatThaiDate(member.createdAt)}</span>
                    </td>
                    <td className={cellClass}>
                      <CellLabel>Status</CellLabel>
                      <MemberStatusBadge member={member} />
                    </td>
                    <td className={`${cellClass} max-md:pt-2.5`}>
                      {manageable ? (
                        <div className="flex flex-wrap gap-2">
                          <ActionButton
                            tone="brand"
                            disabled={busy}
                            onClick={() => setEditing(member)}
                          >
                            Edit
                          </ActionButton>
                          {member.isLocked ? (
                            <ActionButton
                              tone="warn"
                              disabled={busy}
                              onClick={() => unlock(member)}
                            >
                              Unlock
                            </ActionButton>
                          ) : null}
                          {!isSelf ? (
                            <ActionButton
                              tone="neutral"
                              disabled={busy}
                              onClick={() => toggleStatus(member)}
                            >
                              {member.status === 'active' ? 'Deactivate' : 'Activate'}
                            </ActionButton>
                          ) : null}
                          {!isSelf ? (
                            <ActionButton
                              tone="danger"
                              disabled={busy}
                              onClick={() => remove(member)}
                            >
                              Delete
                            </ActionButton>
                          ) : null}
                        </div>
                      ) : (
                        <span className="text-stone-500">Root only</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {data && data.total > MEMBERS_PAGE_SIZE ? (
        <nav
          aria-label="Pagination"
          className="mt-4 flex items-center justify-between gap-3 text-sm text-stone-700"
        >
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage((current) => Math.max(1, current - 1))}
            className={`${actionClass} ${tones.neutral}`}
          >
            Previous
          </button>
          <span>
            Page {page} of {pages} · {data.total} members
          </span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => setPage((current) => Math.min(pages, current + 1))}
            className={`${actionClass} ${tones.neutral}`}
          >
            Next
          </button>
        </nav>
      ) : null}

      {editing ? (
        <MemberEditDialog
          member={editing}
          actor={actor}
          onClose={() => setEditing(null)}
          onSaved={(member) => {
            replace(member);
            setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
