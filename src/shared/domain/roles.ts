/** Who may do what. The UI reads it to hide, the API reads it to refuse. */
export const ROLES = ['customer', 'sale', 'admin', 'root'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_BADGES: Record<Role, { label: string; tone: 'red' | 'blue' | 'green' | 'gray' }> =
  {
    root: { label: 'Root Admin', tone: 'red' },
    admin: { label: 'Administrator', tone: 'blue' },
    sale: { label: 'Sales', tone: 'green' },
    customer: { label: 'Customer', tone: 'gray' },
  };

export const PERMISSIONS = {
  'admin:enter': ['sale', 'admin', 'root'],
  'dashboard:view': ['sale', 'admin', 'root'],
  'transactions:manage': ['sale', 'admin', 'root'],
  'transactions:delete': ['admin', 'root'],
  'transactions:refund': ['admin', 'root'],
  'reports:view': ['admin', 'root'],
  'products:manage': ['admin', 'root'],
  'content:manage': ['admin', 'root'],
  'reviews:view': ['admin', 'root'],
  'reviews:manage': ['admin', 'root'],
  'members:manage': ['admin', 'root'],
  'promotions:manage': ['admin', 'root'],
  'settings:manage': ['admin', 'root'],
  'audit:view': ['admin', 'root'],
  'profile:edit': ['customer'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Roles an acting staff member may hand out: only root hands out root. */
export function assignableRoles(actor: Role): readonly Role[] {
  if (actor === 'root') return ROLES;
  if (actor === 'admin') return ['customer', 'sale', 'admin'];
  return [];
}
