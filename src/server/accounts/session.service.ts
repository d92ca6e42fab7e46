import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ClientChannel } from '../../shared/domain/analytics.ts';
import type { Role } from '../../shared/domain/roles.ts';
import type { Executor } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { sessions, users } from '../db/schema/accounts.ts';

/** Session lifetime: one hour. */
export const SESSION_TTL_MS = 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  phone: string;
  firstName: string;
  lastName: string;
  address: string;
  role: Role;
  status: 'active' | 'inactive';
  isLocked: boolean;
  createdAt: Date;
  lastProfileEditAt: Date | null;
  /**
   * The channel of the request this user acts through (analytics' one rule, from its own
   * headers), set per request by the session middleware: the events their writes leave carry it.
   */
  channel?: ClientChannel;
}

/** What the sessions table keeps of a cookie's token: its SHA-256, never the token. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session: a 256-bit random token for the cookie, only its hash in the database. */
export async function createSession(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id: sessionIdOf(token), userId, expiresAt });
  return { token, expiresAt };
}

/**
 * A live session's user as the database function `live_session_user` (accounts/sql/session.sql)
 * answers it; `place_order` answers the same columns.
 */
export const sessionUserColumns = {
  id: sql<string>`id`,
  phone: sql<string>`phone`,
  firstName: sql<string>`first_name`,
  lastName: sql<string>`last_name`,
  address: sql<string>`address`,
  role: sql<Role>`role`,
  status: sql<SessionUser['status']>`status`,
  isLocked: sql<boolean>`is_locked`,
  createdAt: sql<Date>`created_at`.mapWith(users.createdAt),
  lastProfileEditAt: sql<Date | null>`last_profile_edit_at`.mapWith(users.lastProfileEditAt),
};

/** Every /api request with a cookie asks this: prepared once (db/prepared.ts). */
const sessionUserQuery = preparedQuery((db) =>
  db
    .select(sessionUserColumns)
    .from(
      sql`live_session_user(
        p_session_id => ${sql.placeholder('id')}, p_now => ${sql.placeholder('now')}::timestamptz
      )`,
    )
    .prepare('find_session_user'),
);

/**
 * The user behind a live session token, or null when unknown or expired, or the user is locked
 * or inactive (the rule is `live_session_user`'s, in the database, which orders use too).
 */
export async function findSessionUser(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<SessionUser | null> {
  const [row] = await sessionUserQuery(db).execute({ id: sessionIdOf(token), now });
  return row ?? null;
}

export async function deleteSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
}

/** Ends every session of a user (deactivation, lock, role change). */
export async function deleteUserSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
