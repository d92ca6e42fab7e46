import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { can, type Permission } from '../../shared/domain/roles.ts';
import { findSessionUser, type SessionUser } from '../accounts/session.service.ts';
import { requestChannel } from './channel.ts';
import { isHttpsRequest } from './client-address.ts';
import type { AppEnv } from './env.ts';
import { AppError } from './errors.ts';

export const SESSION_COOKIE = 'sid';

export const LOGIN_REQUIRED_MESSAGE = 'Please log in';

/**
 * Requests whose own database call checks the session: `POST /api/orders` hands it to
 * `place_order` (orders/sql/place_order.sql), which answers the user with the order. Looking it
 * up here as well would cost every order a second round trip to the database. Their handlers set
 * `user`.
 */
const SESSION_CHECKED_BY_THE_ROUTE = new Set(['POST /api/orders']);

/**
 * Loads the session user, if any, for every /api request (but those above), with the request's
 * channel (analytics' one rule): what they do here is logged as from a phone or the website.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  c.set('sessionToken', token ?? null);
  const lookUp = token && !SESSION_CHECKED_BY_THE_ROUTE.has(`${c.req.method} ${c.req.path}`);
  const user = lookUp ? await findSessionUser(c.var.db, token) : null;
  c.set('user', user && { ...user, channel: requestChannel(c) });
  await next();
});

export function setSessionCookie(c: Context, token: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttpsRequest(c),
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/** The signed-in user, or 401. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw new AppError('UNAUTHENTICATED', LOGIN_REQUIRED_MESSAGE);
  return user;
}

/** Refuses visitors (401) before anything of the request is read; the handler's `requireUser` then has the user. */
export const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});

/** The session cookie's token for a route that checks the session itself, or 401 without one. */
export function requireSessionToken(c: Context<AppEnv>): string {
  const token = c.var.sessionToken;
  if (!token) throw new AppError('UNAUTHENTICATED', LOGIN_REQUIRED_MESSAGE);
  return token;
}

export const FORBIDDEN_MESSAGE = 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้';

/** Refuses visitors (401) and users whose role lacks the permission (403). */
export const requirePermission = (permission: Permission) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = requireUser(c);
    if (!can(user.role, permission)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
    await next();
  });
