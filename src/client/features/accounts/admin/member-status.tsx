import { adminMessages } from '../../../../shared/admin-messages.ts';
import type { Member } from '../../../../shared/contracts/accounts.ts';

const labels = adminMessages.members.statuses;
type Shown = keyof typeof labels;

/** 'Locked' takes priority over Active/Inactive. */
export function memberStatus(member: Pick<Member, 'status' | 'isLocked'>): Shown {
  if (member.isLocked) return 'locked';
  return member.status === 'active' ? 'active' : 'inactive';
}

const TONES: Record<Shown, string> = {
  locked: 'bg-red-100 text-red-800',
  active: 'bg-green-100 text-green-800',
  inactive: 'bg-stone-200 text-stone-700',
};

export function MemberStatusBadge({ member }: { member: Pick<Member, 'status' | 'isLocked'> }) {
  const shown = memberStatus(member);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[shown]}`}
    >
      {labels[shown]}
    </span>
  );
}
