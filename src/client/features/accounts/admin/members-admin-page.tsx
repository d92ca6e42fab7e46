import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import type { Member } from '../../../../shared/contracts/accounts.ts';
import { formatPhone } from '../../../../shared/domain/phone.ts';
import { passwordResetMessages } from '../../../../shared/password-reset-messages.ts';
import { pointsMessages } from '../../../../shared/points-messages.ts';
import {
  AdminSectionHeader,
  AdminToolbar,
  SearchBox,
} from '../../../components/ui/admin-list-toolbar.tsx';
import {
  AdminCell,
  deferredRows,
  LoadedRows,
  RowAction,
} from '../../../components/ui/admin-table.tsx';
import { RoleBadge } from '../../../components/ui/role-badge.tsx';
import { adminListQuery, useAdminListParams } from '../../../components/ui/use-admin-list.ts';
import { formatAdminDate } from '../../../lib/admin-format.ts';
import { askForSection } from '../section-access.ts';
import { useSessionStore } from '../session-store.ts';
import { MemberEditDialog } from './member-edit-dialog.tsx';
import { MemberPointsDialog } from './member-points-dialog.tsx';
import { MemberStatusBadge } from './member-status.tsx';
import { deleteMember, fetchMembers, setMemberStatus, unlockMember } from './members-api.ts';
import { ResetCodeDialog } from './reset-code-dialog.tsx';

const text = adminMessages.members;

const COLUMNS = [
  { label: text.columns.name },
  { label: text.columns.phone },
  { label: text.columns.role },
  { label: text.columns.created },
  { label: text.columns.status },
  { label: text.columns.actions },
] as const;

/**
 * The page of members the address names (`?q=&page=`), asked once the session store knows the
 * signed-in staff member may open the section; null for anyone else.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { q, page } = adminListQuery(request);
  const list = askForSection('adminMembers', () => fetchMembers({ q, page }, request.signal));
  return { list: deferredRows(list) };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Members: search, table, edit; unlock, activate/deactivate and delete with confirmations. */
export function Component() {
  const { list: answer } = useLoaderData<typeof loader>();
  const actor = useSessionStore((state) => state.user);
  const list = useAdminListParams();
  const [editing, setEditing] = useState<Member | null>(null);
  const [resetting, setResetting] = useState<Member | null>(null);
  const [givingPoints, setGivingPoints] = useState<Member | null>(null);
  // The row whose change is on its way; the list loaded again frees it.
  const [busy, setBusy] = useState<Member | null>(null);

  // The admin layout shows no section without a signed-in staff member.
  if (!actor) return null;

  const act = async (
    member: Member,
    run: () => Promise<unknown>,
    failure: (m: string) => string,
  ) => {
    list.setActionError(null);
    setBusy(member);
    try {
      await run();
      list.reload();
    } catch (caught) {
      list.setActionError(failure(reasonOf(caught)));
      setBusy(null);
    }
  };
  const unlock = (member: Member) => {
    if (window.confirm(text.confirmUnlock))
      void act(member, () => unlockMember(member.id), text.unlockFailed);
  };
  const toggleStatus = (member: Member) =>
    void act(
      member,
      () => setMemberStatus(member.id, member.status === 'active' ? 'inactive' : 'active'),
      text.statusFailed,
    );

  const row = (member: Member, rowsOnPage: number) => {
    const name = `${member.firstName} ${member.lastName}`;
    const manageable = member.role !== 'root' || actor.role === 'root';
    const isSelf = member.id === actor.id;
    const action = (label: string, tone: 'brand' | 'neutral' | 'danger', onClick: () => void) => (
      <RowAction
        label={text.actionOn(label, name)}
        tone={tone}
        disabled={busy === member}
        onClick={onClick}
      >
        {label}
      </RowAction>
    );
    return (
      <tr key={member.id} className="align-middle hover:bg-stone-50">
        <th scope="row" className="admin-card-wide px-4 py-3 font-semibold text-stone-900">
          <span lang="th">{name}</span>
          {isSelf ? (
            <span className="ml-2 text-xs font-normal text-stone-500">{text.you}</span>
          ) : null}
        </th>
        <AdminCell
          label={text.columns.phone}
          className="whitespace-nowrap tabular-nums text-stone-700"
        >
          {formatPhone(member.phone)}
        </AdminCell>
        <AdminCell label={text.columns.role}>
          <RoleBadge role={member.role} />
        </AdminCell>
        <AdminCell label={text.columns.created} className="whitespace-nowrap text-stone-700">
          <span>{formatAdminDate(member.createdAt)}</span>
        </AdminCell>
        <AdminCell label={text.columns.status}>
          <MemberStatusBadge member={member} />
        </AdminCell>
        <AdminCell wide className="whitespace-nowrap">
          {manageable ? (
            <>
              {action(text.edit, 'brand', () => setEditing(member))}
              {member.role === 'customer'
                ? action(pointsMessages.admin.adjustTitle, 'neutral', () => setGivingPoints(member))
                : null}
              {member.isLocked ? action(text.unlock, 'neutral', () => unlock(member)) : null}
              {isSelf
                ? null
                : action(passwordResetMessages.staff.make, 'neutral', () => setResetting(member))}
              {isSelf
                ? null
                : action(
                    member.status === 'active' ? text.deactivate : text.activate,
                    'neutral',
                    () => toggleStatus(member),
                  )}
              {isSelf
                ? null
                : action(
                    text.delete,
                    'danger',
                    () =>
                      void list.remove(
                        text.confirmDelete,
                        () => deleteMember(member.id),
                        { rowsOnPage },
                        (caught) => text.deleteFailed(reasonOf(caught)),
                      ),
                  )}
            </>
          ) : (
            <span className="text-stone-500">{text.rootOnly}</span>
          )}
        </AdminCell>
      </tr>
    );
  };

  return (
    <div lang="en">
      <AdminSectionHeader title={text.title} subtitle={text.subtitle} />
      <AdminToolbar>
        <SearchBox label={text.search} placeholder={text.searchPlaceholder} {...list.searchBox} />
      </AdminToolbar>
      <LoadedRows
        data={answer}
        list={list}
        caption={text.title}
        columns={COLUMNS}
        loadingLabel={text.loading}
        empty={text.empty}
        minWidth="min-w-[56rem]"
        cardsOnPhone
        row={row}
        loadError={text.fetchFailed}
        pagesLabel={text.pages}
      />
      {givingPoints ? (
        <MemberPointsDialog member={givingPoints} onClose={() => setGivingPoints(null)} />
      ) : null}
      {resetting ? <ResetCodeDialog member={resetting} onClose={() => setResetting(null)} /> : null}
      {editing ? (
        <MemberEditDialog
          member={editing}
          actor={actor}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      ) : null}
    </div>
  );
}
