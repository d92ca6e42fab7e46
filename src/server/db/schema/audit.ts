import { index, pgTable, serial, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * Every staff write (members, roles, products and prices, promotions, orders and payments,
 * settings): who, what, which record, before and after, when. A customer's personal data is not
 * copied here beyond what identifies the record.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial().primaryKey(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's name as it was, kept when the account is gone. */
    actorName: varchar({ length: 201 }).notNull(),
    /** e.g. `product.update`, `member.role`, `order.ship`, `settings.payment`. */
    action: varchar({ length: 50 }).notNull(),
    entity: varchar({ length: 30 }).notNull(),
    entityId: varchar({ length: 64 }).notNull(),
    before: text(),
    after: text(),
    at: createdAt(),
  },
  (t) => [
    index('staff_audit_at').on(t.at.desc(), t.id.desc()),
    index('staff_audit_actor_at').on(t.actorId, t.at),
  ],
);
