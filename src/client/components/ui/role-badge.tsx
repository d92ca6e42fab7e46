import { ROLE_BADGES, type Role } from '../../../shared/domain/roles.ts';

const TONES = {
  red: 'bg-red-100 text-red-800',
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  gray: 'bg-stone-200 text-stone-700',
} as const;

/** The spec's role badge; `label` says it in Thai where a customer reads it. */
export function RoleBadge({ role, label }: { role: Role; label?: string }) {
  const badge = ROLE_BADGES[role];
  return (
    <span
      lang={label ? undefined : 'en'}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[badge.tone]}`}
    >
      {label ?? badge.label}
    </span>
  );
}
