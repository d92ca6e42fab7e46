import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { userRole, userStatus } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    phone: varchar({ length: 10 }).notNull().unique(),
    passwordHash: text().notNull(),
    firstName: varchar({ length: 100 }).notNull(),
    lastName: varchar({ length: 100 }).notNull(),
    address: varchar({ length: 500 }).notNull().default(''),
    role: userRole().notNull().default('customer'),
    status: userStatus().notNull().default('active'),
    isLocked: boolean().notNull().default(false),
    failedLoginAttempts: integer().notNull().default(0),
    lastFailedLogin: timestamptz(),
    lastProfileEditAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_created_at_idx').on(t.createdAt),
    check('users_failed_login_attempts_nonnegative', sql`${t.failedLoginAttempts} >= 0`),
  ],
);

/** Server-side sessions: the cookie carries a random token, the table keeps only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar({ length: 64 }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Failed logins for phones that are no member's, counted as a member's are (auth.service.ts), so
 * the answers do not tell a stranger which phones belong to customers. Keyed by the SHA-256 of
 * the phone: the shop keeps no stranger's number.
 */
export const unknownPhoneLogins = pgTable('unknown_phone_logins', {
  phoneHash: varchar({ length: 64 }).primaryKey(),
  failedLoginAttempts: integer().notNull().default(0),
  lastFailedLogin: timestamptz().notNull(),
});

/**
 * A one-time password reset code staff made for a member (or the member asked for by LINE): 30
 * minutes, one use, kept as its SHA-256. One live code per member; a new one replaces it.
 */
export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: varchar({ length: 64 }).notNull(),
  expiresAt: timestamptz().notNull(),
  createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
