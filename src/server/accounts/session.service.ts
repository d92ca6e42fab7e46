import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Role } from '../../shared/domain/roles.ts';
import type { Executor } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { sessions, users } from '../db/schema/index.ts';

/** Session lifetime: one hour, as the spec's session. */
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
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session: a 256-bit random token for the cookie, only its hash in the database. */
export async function createSession(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** Every /api request with a cookie asks this: prepared once (db/prepared.ts). */
const sessionUserQuery = preparedQuery((db) =>
  db
    .select({
      id: users.id,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      address: users.address,
      role: users.role,
      status: users.status,
      isLocked: users.isLocked,
      createdAt: users.createdAt,
      lastProfileEditAt: users.lastProfileEditAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('find_session_user'),
);

/** The user behind a live session token, or null when unknown, expired, locked or inactive. */
export async function findSessionUser(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<SessionUser | null> {
  const [row] = await sessionUserQuery(db).execute({ id: hashToken(token), now });
  if (!row || row.isLocked || row.status !== 'active') return null;
  return row;
}

export async function deleteSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of a user (deactivation, lock, role change). */
export async function deleteUserSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Executor, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
