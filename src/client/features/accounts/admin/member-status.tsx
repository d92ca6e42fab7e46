import type { Member } from '../../../../shared/contracts/accounts.ts';

/** 'Locked' takes priority over Active/Inactive. */
export function memberStatusLabel(member: Pick<Member, 'status' | 'isLocked'>) {
  if (member.isLocked) return 'Locked';
  return member.status === 'active' ? 'Active' : 'Inactive';
}

const TONES = {
  Locked: 'bg-red-100 text-red-800',
  Active: 'bg-green-100 text-green-800',
  Inactive: 'bg-stone-200 text-stone-700',
} as const;

export function MemberStatusBadge({ member }: { member: Pick<Member, 'status' | 'isLocked'> }) {
  const label = memberStatusLabel(member);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[label]}`}
    >
      {label}
    </span>
  );
}
