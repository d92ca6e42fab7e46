import { ROLE_BADGES, type Role } from '../../../shared/domain/roles.ts';

const TONES = {
  red: 'bg-red-100 text-red-800',
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  gray: 'bg-stone-200 text-stone-700',
} as const;

export function RoleBadge({ role }: { role: Role }) {
  const badge = ROLE_BADGES[role];
  return (
    <span
      lang="en"
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[badge.tone]}`}
    >
      {badge.label}
    </span>
  );
}
